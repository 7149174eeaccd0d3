import Tessera

extension OUDSImporter {
    /// An explicit color-scheme variant that something references by name (`….bg-dark`).
    ///
    /// `-light`/`-dark` pairs merge into one token whose value follows the mode, so a reference
    /// written to one variant would follow the mode too. Such a variant is therefore also
    /// declared as a token of its own, `path-scheme`, whose references are read in that scheme.
    struct Pin: Hashable {
        var path: String
        var scheme: String

        /// The path of the fixed variant token.
        var pinnedPath: String { "\(path)-\(scheme)" }
    }

    /// Where a reference written in entry `e` points, and the variant it pins, if any.
    ///
    /// A suffixed reference keeps following the mode only from an entry of that same scheme;
    /// from anywhere else it pins the variant. In a pinned variant every reference to a token
    /// that varies by scheme is pinned to the variant's scheme, since the variant is read in
    /// every mode.
    func target(of raw: [String], from e: Entry) -> (path: String, pin: Pin?) {
        let (segments, condition) = Self.normalise(raw)
        let path = segments.joined(separator: ".")
        if let scheme = condition["colorScheme"] {
            if e.pinned == nil, e.condition["colorScheme"] == scheme { return (path, nil) }
            let pin = Pin(path: path, scheme: scheme)
            return (pin.pinnedPath, pin)
        }
        if let scheme = e.pinned, varying.contains(path) {
            let pin = Pin(path: path, scheme: scheme)
            return (pin.pinnedPath, pin)
        }
        return (path, nil)
    }

    /// Every variant referenced by name, directly or through other pinned variants.
    func pins(_ entries: [Entry]) -> [Pin] {
        var variants: [Pin: [Entry]] = [:]
        for e in entries {
            if let scheme = e.condition["colorScheme"] { variants[Pin(path: e.path, scheme: scheme), default: []].append(e) }
        }
        var found: [Pin] = []
        var seen = Set<Pin>()
        var work = entries
        while let e = work.popLast() {
            guard let s = e.doc.string(e.node), let raw = DTCGAlias.path(s), let pin = target(of: raw, from: e).pin else { continue }
            guard seen.insert(pin).inserted else { continue }
            found.append(pin)
            work += Self.pinnedVariants(variants[pin] ?? [], [pin])
        }
        return found
    }

    /// The fixed variant tokens for the pinned entries of `entries`, in order.
    static func pinnedVariants(_ entries: [Entry], _ pins: Set<Pin>) -> [Entry] {
        entries.compactMap { e in
            guard e.pinned == nil, let scheme = e.condition["colorScheme"] else { return nil }
            let pin = Pin(path: e.path, scheme: scheme)
            guard pins.contains(pin) else { return nil }
            var variant = e
            variant.path = pin.pinnedPath
            variant.condition["colorScheme"] = nil
            variant.pinned = scheme
            return variant
        }
    }
}
