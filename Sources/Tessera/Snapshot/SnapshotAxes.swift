import TesseraSupport

/// Decodes a snapshot's axes (sections 3 to 5 and the names they reference) into the validated
/// ``AxisSystem`` every theme shares, keeping the last one decoded.
///
/// The axes are a few names, but validating them builds sets, hashes and arrays of strings,
/// which cost about as much as the checksum of a 10k-token file. An axis system is a function
/// of those bytes alone, so a load whose axis rows and names equal the last load's bytes
/// reuses its system: reopening a design system (a renderer's reload, a theme per C handle)
/// decodes its axes once.
enum SnapshotAxes {
    private struct Decoded {
        /// The axis rows, context starts and context rows, then each name they reference.
        var key: [UInt8]
        var system: AxisSystem
    }

    private static let last = Locked<Decoded?>(nil)

    /// The axes of `rows` (name, default context, requires-selection flag per axis),
    /// `contextStarts` (the first context of each axis, then the context count) and
    /// `contextRows` (name and fallback + 1 per context), names in `strings`.
    ///
    /// The reader checked that `rows` holds 4 entries per axis, `contextStarts` one more than
    /// the axes and `contextRows` 3 per context.
    static func system(
        rows: UnsafeBufferPointer<UInt32>, contextStarts: UnsafeBufferPointer<UInt32>, contextRows: UnsafeBufferPointer<UInt32>,
        strings: UnsafeBufferPointer<UInt8>
    ) throws(SnapshotError) -> AxisSystem {
        let key = Self.key(rows: rows, contextStarts: contextStarts, contextRows: contextRows, strings: strings)
        if let key, let system = last.withLock({ $0?.key == key ? $0?.system : nil }) { return system }
        let system = try decode(rows: rows, contextStarts: contextStarts, contextRows: contextRows, strings: strings)
        if let key { last.withLock { $0 = Decoded(key: key, system: system) } }
        return system
    }

    /// The bytes the axes are decoded from, or `nil` when a name lies outside `strings` (the
    /// decode then says so).
    private static func key(
        rows: UnsafeBufferPointer<UInt32>, contextStarts: UnsafeBufferPointer<UInt32>, contextRows: UnsafeBufferPointer<UInt32>,
        strings: UnsafeBufferPointer<UInt8>
    ) -> [UInt8]? {
        var key: [UInt8] = []
        // Room for the columns and, typically, their names: growing the key cost more than filling it.
        key.reserveCapacity(4 * (rows.count + contextStarts.count + contextRows.count) + 24 + 16 * (rows.count / 4 + contextRows.count / 3))
        for column in [rows, contextStarts, contextRows] {
            key.append(contentsOf: UnsafeRawBufferPointer(column))
            // Each column's length, so bytes cannot move from one column to the next.
            withUnsafeBytes(of: column.count) { key.append(contentsOf: $0) }
        }
        func name(_ refs: UnsafeBufferPointer<UInt32>, at i: Int) -> Bool {
            let o = Int(refs[i])
            let n = Int(refs[i + 1])
            guard o + n <= strings.count else { return false }
            key.append(contentsOf: UnsafeBufferPointer(rebasing: strings[o..<o + n]))
            return true
        }
        for a in stride(from: 0, to: rows.count, by: 4) where !name(rows, at: a) { return nil }
        for c in stride(from: 0, to: contextRows.count, by: 3) where !name(contextRows, at: c) { return nil }
        return key
    }

    /// Builds and validates the axes; any problem is `malformed`.
    private static func decode(
        rows: UnsafeBufferPointer<UInt32>, contextStarts: UnsafeBufferPointer<UInt32>, contextRows: UnsafeBufferPointer<UInt32>,
        strings: UnsafeBufferPointer<UInt8>
    ) throws(SnapshotError) -> AxisSystem {
        let axisCount = rows.count / 4
        let contextCount = contextRows.count / 3
        var axes: [Axis] = []
        for a in 0..<axisCount {
            let start = Int(contextStarts[a])
            let end = Int(contextStarts[a + 1])
            guard start <= end, end <= contextCount, a > 0 || start == 0 else { throw SnapshotError(.malformed, "axis \(a): context range \(start)..<\(end) is invalid") }
            let name = try SnapshotStrings.string(rows, 2 * a, in: strings, "axis \(a) name")
            var names: [String] = []
            for c in start..<end {
                let row = UnsafeBufferPointer(rebasing: contextRows[3 * c..<3 * c + 2])
                names.append(try SnapshotStrings.string(row, 0, in: strings, "axis \(name) context \(c - start)"))
            }
            var contexts: [Axis.Context] = []
            for c in start..<end {
                let f = Int(contextRows[3 * c + 2])
                guard f <= names.count else { throw SnapshotError(.malformed, "axis \(name): fallback \(f - 1) is not one of its \(names.count) contexts") }
                contexts.append(Axis.Context(names[c - start], fallback: f == 0 ? nil : names[f - 1]))
            }
            let d = Int(rows[4 * a + 2])
            guard d < names.count else { throw SnapshotError(.malformed, "axis \(name): default context \(d) is not one of its \(names.count) contexts") }
            var axis = Axis(name, contexts: contexts, defaultContext: names[d])
            axis.requiresSelection = rows[4 * a + 3] != 0
            axes.append(axis)
        }
        var problems: [Diagnostic] = []
        let system = AxisSystem(axes, limits: Limits(), diagnostics: &problems)
        if let p = problems.first { throw SnapshotError(.malformed, "axes: \(p.kind.message)") }
        return system
    }
}
