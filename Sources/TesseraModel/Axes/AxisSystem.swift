/// The validated axes of a design system, with contexts and fallbacks as indices.
public struct AxisSystem: Sendable, Hashable {
    /// The axes as declared.
    public let axes: [ModeAxis]
    /// `fallbacks[axis][context]` is the fallback context index, or -1.
    @usableFromInline package let fallbacks: [[Int]]
    /// The default context index per axis.
    package let defaults: [Int]
    /// The number of contexts per axis.
    @usableFromInline package let contextCounts: [Int]
    /// A hash of the axis and context names, so a ``Mode`` can tell which axes it was made from.
    package let fingerprint: Int

    /// Validates `axes`, reporting duplicate names, unknown or circular fallbacks and limits.
    package init(_ axes: [ModeAxis], limits: Limits, diagnostics: inout [Diagnostic]) {
        var kept: [ModeAxis] = []
        kept.reserveCapacity(axes.count)
        // A design system has a handful of axes: comparing pairs of names costs less than
        // hashing each into a set (a snapshot load builds its axes every time), which stays for
        // long lists.
        var seen: Set<String> = []
        for (a, axis) in axes.enumerated() {
            let repeated = axes.count > 16 ? !seen.insert(axis.name).inserted : axes[..<a].contains { $0.name == axis.name }
            if repeated {
                diagnostics.append(Diagnostic(.error, .invalidAxis(axis: axis.name, detail: "declared twice")))
                continue
            }
            if axis.contexts.isEmpty {
                diagnostics.append(Diagnostic(.error, .invalidAxis(axis: axis.name, detail: "has no contexts")))
                continue
            }
            if axis.contexts.count > limits.maxContextsPerAxis {
                diagnostics.append(Diagnostic(.error, .limitExceeded(limit: "contexts of axis \(axis.name)", value: axis.contexts.count, maximum: limits.maxContextsPerAxis)))
                continue
            }
            if Self.hasDuplicateNames(axis.contexts) {
                diagnostics.append(Diagnostic(.error, .invalidAxis(axis: axis.name, detail: "has duplicate context names")))
                continue
            }
            kept.append(axis)
        }
        if kept.count > limits.maxAxes {
            diagnostics.append(Diagnostic(.error, .limitExceeded(limit: "number of axes", value: kept.count, maximum: limits.maxAxes)))
            kept.removeLast(kept.count - limits.maxAxes)
        }
        var fallbacks: [[Int]] = []
        var defaults: [Int] = []
        fallbacks.reserveCapacity(kept.count)
        defaults.reserveCapacity(kept.count)
        for axis in kept {
            var f = [Int](repeating: -1, count: axis.contexts.count)
            for (i, c) in axis.contexts.enumerated() {
                guard let name = c.fallback else { continue }
                if let j = axis.position(of: name), j != i {
                    f[i] = j
                } else {
                    diagnostics.append(Diagnostic(.error, .invalidAxis(axis: axis.name, detail: "context \(c.name) falls back to unknown context \(name)")))
                }
            }
            // A fallback chain that loops would make "use the fallback's value" undefined.
            for start in f.indices {
                var steps = 0
                var c = start
                while f[c] >= 0, steps <= f.count {
                    c = f[c]
                    steps += 1
                }
                if steps > f.count {
                    diagnostics.append(Diagnostic(.error, .invalidAxis(axis: axis.name, detail: "fallbacks form a cycle through \(axis.contexts[start].name)")))
                    f = f.map { _ in -1 }
                    break
                }
            }
            fallbacks.append(f)
            let d = axis.position(of: axis.defaultContext)
            defaults.append(d ?? 0)
            if d == nil {
                diagnostics.append(Diagnostic(.error, .invalidAxis(axis: axis.name, detail: "default context \(axis.defaultContext) is not one of its contexts")))
            }
        }
        self.axes = kept
        self.contextCounts = kept.map { $0.contexts.count }
        self.fallbacks = fallbacks
        self.defaults = defaults
        var hasher = Hasher()
        for axis in kept {
            hasher.combine(axis.name)
            // What hashing the array of context names feeds the hasher (its count, then each
            // element), without making that array: a snapshot load builds its axes every time.
            hasher.combine(axis.contexts.count)
            for context in axis.contexts { hasher.combine(context.name) }
        }
        self.fingerprint = hasher.finalize()
    }

    /// Whether two of `contexts` share a name. Axes have a handful of contexts, and a snapshot
    /// load builds its axes every time: comparing pairs costs less than hashing every name into
    /// a set, which stays for long lists.
    private static func hasDuplicateNames(_ contexts: [ModeAxis.Context]) -> Bool {
        guard contexts.count > 16 else {
            for i in contexts.indices {
                for j in contexts.indices.prefix(i) where contexts[j].name == contexts[i].name { return true }
            }
            return false
        }
        return Set(contexts.map { $0.name }).count != contexts.count
    }

    /// The number of axes.
    @inlinable public var count: Int { axes.count }

    /// The axis named `name`, if any.
    public func index(of name: String) -> AxisIndex? { position(of: name).map { AxisIndex($0) } }

    /// The position in ``axes`` of the axis named `name`, for code that indexes arrays.
    package func position(of name: String) -> Int? { axes.firstIndex { $0.name == name } }

    /// The axis at `index`.
    public subscript(index: AxisIndex) -> ModeAxis { axes[index.position] }

    /// The default context of each axis, in axis order.
    public var defaultContexts: [ContextIndex] { defaults.map { ContextIndex($0) } }

    /// The mode with each named axis set to the named context and every other axis at its default.
    ///
    /// Axis and context names match exactly first, then case-insensitively, so two keys that
    /// differ only by case name one axis twice, which is an error rather than a silent choice.
    /// - Throws: ``Diagnostic`` of kind ``DiagnosticKind/unknownAxis(_:valid:)`` or
    ///   ``DiagnosticKind/unknownContext(axis:context:valid:)`` listing the valid names, or
    ///   ``DiagnosticKind/invalidAxis(axis:detail:)`` for an axis named twice.
    public func mode(_ selection: [String: String]) throws(Diagnostic) -> Mode {
        var contexts = defaultContexts
        var named: [Int: String] = [:]
        for (axisName, contextName) in selection.sorted(by: { $0.key < $1.key }) {
            guard let a = position(of: axisName) ?? axes.firstIndex(where: { $0.name.lowercased() == axisName.lowercased() }) else {
                throw Diagnostic(.error, .unknownAxis(axisName, valid: axes.map(\.name)))
            }
            let axis = axes[a]
            if let first = named.updateValue(axisName, forKey: a) {
                throw Diagnostic(.error, .invalidAxis(axis: axis.name, detail: "named twice in one selection, as '\(first)' and '\(axisName)'"))
            }
            var c = axis.position(of: contextName)
            if c == nil {
                let matches = axis.contexts.indices.filter { axis.contexts[$0].name.lowercased() == contextName.lowercased() }
                if matches.count > 1 {
                    throw Diagnostic(.error, .ambiguousContext(axis: axis.name, context: contextName, candidates: matches.map { axis.contexts[$0].name }))
                }
                c = matches.first
            }
            guard let c else {
                throw Diagnostic(.error, .unknownContext(axis: axis.name, context: contextName, valid: axis.contexts.map(\.name)))
            }
            contexts[a] = ContextIndex(c)
        }
        for (a, axis) in axes.enumerated() where axis.requiresSelection && named[a] == nil {
            throw Diagnostic(.error, .missingContext(axis: axis.name, valid: axis.contexts.map(\.name)))
        }
        return Mode(contexts: contexts, of: self)
    }

    /// The mode with every axis at its default context.
    public var defaultMode: Mode { Mode(contexts: defaultContexts, of: self) }

    /// The mode with the given context index per axis, in axis order.
    ///
    /// - Throws: ``ModeError`` when the count differs from the number of axes or an index is
    ///   not one of its axis's contexts.
    public func mode(contexts: [ContextIndex]) throws(ModeError) -> Mode {
        guard contexts.count == axes.count else {
            throw ModeError(.wrongAxisCount(expected: axes.count, given: contexts.count))
        }
        for (a, c) in contexts.enumerated() where !(0..<contextCounts[a]).contains(c.position) {
            throw ModeError(.contextOutOfRange(axis: axes[a].name, context: c, count: contextCounts[a]))
        }
        return Mode(contexts: contexts, of: self)
    }

    /// Checks that `mode` was made from these axes, so indexing with it cannot go out of range.
    public func validate(_ mode: Mode) throws(ModeError) {
        guard mode.contexts.count == axes.count else {
            throw ModeError(.wrongAxisCount(expected: axes.count, given: mode.contexts.count))
        }
        for (a, c) in mode.contexts.enumerated() where c.position >= contextCounts[a] {
            throw ModeError(.contextOutOfRange(axis: axes[a].name, context: c, count: contextCounts[a]))
        }
        guard mode.axesFingerprint == fingerprint else { throw ModeError(.foreignAxes(expected: axes.map(\.name))) }
    }

    /// Every mode: the full cross product. Only for small systems (tests, exports of all modes).
    public var allModes: [Mode] {
        var modes: [[ContextIndex]] = [[]]
        for axis in axes {
            modes = modes.flatMap { m in axis.contexts.indices.map { m + [ContextIndex($0)] } }
        }
        return modes.map { Mode(contexts: $0, of: self) }
    }

    /// `axis=context` pairs of a mode, comma-separated.
    public func describe(_ mode: Mode) -> String {
        zip(axes, mode.contexts).map { "\($0.name)=\($0[$1].name)" }.joined(separator: ", ")
    }

    /// The context of `axis` the compiler uses when a token mentions only `mentioned` contexts.
    @inlinable @inline(__always)
    package func effectiveContext(axis: Int, context: Int, mentioned: UInt64) -> Int {
        var c = context
        while mentioned & (1 << UInt64(c)) == 0 {
            let f = fallbacks[axis][c]
            if f < 0 { return context }
            c = f
        }
        return c
    }
}
