extension OUDSImporter {
    /// An explicit variant that something references by name: a color scheme (`….bg-dark`), a
    /// size class (`….mobile.pad`), or both.
    ///
    /// Variants merge into one token whose value follows the mode, so a reference written to
    /// one variant would follow the mode too. Such a variant is therefore also declared as a
    /// token of its own, at ``pinnedPath``, whose references are read in the variant's contexts.
    package struct Pin: Hashable {
        /// The merged token's path (no suffix, no size segment).
        package var path: String
        /// The contexts the reference fixes, by axis (`colorScheme`, `sizeClass`).
        package var contexts: [String: String]

        /// The path of the fixed variant token: the size segment before the last segment and
        /// the scheme suffix on it, as OUDS writes them (`ouds.space.mobile.pad`, `….bg-dark`).
        package var pinnedPath: String {
            var segments = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            if let scheme = contexts["colorScheme"] { segments[segments.count - 1] += "-" + scheme }
            if let size = contexts["sizeClass"], let segment = OUDSImporter.sizeSegments.first(where: { $0.value == size })?.key {
                segments.insert(segment, at: segments.count - 1)
            }
            return segments.joined(separator: ".")
        }
    }

    /// Where a reference written in entry `e` points, and the variant it pins, if any.
    ///
    /// A reference that names a context keeps following the mode only from an entry declared
    /// for that same context; from anywhere else it pins the variant. In a pinned variant every
    /// reference to a token that varies on a pinned axis is pinned to the variant's context,
    /// since the variant is read in every mode.
    package func target(of raw: [String], from e: Entry) -> (path: String, pin: Pin?) {
        let (segments, condition) = Self.normalise(raw)
        let path = segments.joined(separator: ".")
        var fixed: [String: String] = [:]
        for (axis, context) in condition where !(e.pinned.isEmpty && e.condition[axis] == context) {
            fixed[axis] = context
        }
        for (axis, context) in e.pinned where fixed[axis] == nil && condition[axis] == nil && varying[path, default: []].contains(axis) {
            fixed[axis] = context
        }
        guard !fixed.isEmpty else { return (path, nil) }
        let pin = Pin(path: path, contexts: fixed)
        return (pin.pinnedPath, pin)
    }

    /// Every variant referenced by name, directly or through other pinned variants.
    package func pins(_ entries: [Entry]) -> [Pin] {
        var byPath: [String: [Entry]] = [:]
        for e in entries where !e.condition.isEmpty { byPath[e.path, default: []].append(e) }
        var found: [Pin] = []
        var seen = Set<Pin>()
        var work = entries
        while let e = work.popLast() {
            guard let s = e.doc.string(e.node), let raw = DTCGAlias.path(s), let pin = target(of: raw, from: e).pin else { continue }
            guard seen.insert(pin).inserted else { continue }
            found.append(pin)
            work += Self.pinnedVariants(byPath[pin.path] ?? [], [pin])
        }
        return found
    }

    /// The fixed variant tokens for the pinned entries of `entries`, in order: each entry
    /// declared for a pin's contexts, moved to the pin's path, keeping its other conditions.
    package static func pinnedVariants(_ entries: [Entry], _ pins: Set<Pin>) -> [Entry] {
        guard !pins.isEmpty else { return [] }
        var byPath: [String: [Pin]] = [:]
        for pin in pins { byPath[pin.path, default: []].append(pin) }
        var out: [Entry] = []
        for e in entries where e.pinned.isEmpty {
            for pin in byPath[e.path] ?? [] where pin.contexts.allSatisfy({ e.condition[$0.key] == $0.value }) {
                var variant = e
                variant.path = pin.pinnedPath
                for axis in pin.contexts.keys { variant.condition[axis] = nil }
                variant.pinned = pin.contexts
                out.append(variant)
            }
        }
        return out
    }
}
