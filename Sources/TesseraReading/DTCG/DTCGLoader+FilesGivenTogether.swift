import TesseraModel

extension DTCGLoader {
    /// One `legacy-format` deviation when files given together mix legacy files and DTCG ones:
    /// Style Dictionary decides the format from the first file and ignores the other kind's
    /// tokens, where Tessera decides per file and reads both.
    package static func reportMixedFormats(_ sources: [DTCGSource], legacy: [Bool], diagnostics: inout DTCGDiagnostics) {
        guard let firstLegacy = legacy.firstIndex(of: true),
            let firstDTCG = sources.indices.first(where: { !legacy[$0] && sources[$0].document.hasDTCGTokens })
        else { return }
        let later = max(firstLegacy, firstDTCG)
        let (legacyFile, dtcgFile) = (sources[firstLegacy].document.file, sources[firstDTCG].document.file)
        let kind = firstLegacy < firstDTCG ? "legacy" : "DTCG"
        diagnostics.deviation(
            .legacyFormat,
            "a legacy file (\(legacyFile)) and a DTCG file (\(dtcgFile)) built together: each is read in its own format, but Style Dictionary reads all as \(kind) files, as its first file is, and leaves out the other kind's tokens",
            at: SourceLocation(file: sources[later].document.file, line: 1, column: 1))
    }

    /// One `token-collision` warning per pair of files given together in which the later sets
    /// tokens the earlier one sets, naming both files and the tokens, at the later file's first
    /// such token: the later file's wins, and Style Dictionary warns of each collision.
    ///
    /// Only where one of the two is a legacy file, which only Style Dictionary's build reads
    /// (Tokens Studio's as a `source` file too): Terrazzo merges DTCG files in order without a
    /// word, as the DTCG resolver merges sets.
    ///
    /// `usable`: whether a slot makes a token (typed, and no token/group conflict).
    package static func reportCollisions(
        _ sources: [DTCGSource], legacy: [Bool], occurrences: [DTCGOccurrence], slots: [Int], slotCount: Int, usable: (Int) -> Bool, diagnostics: inout DTCGDiagnostics
    ) {
        guard legacy.contains(true) else { return }
        // The last file to set each slot, as tokens are merged in order.
        var setBy = [Int32](repeating: -1, count: slotCount)
        var pairs: [(earlier: Int, later: Int, paths: [String], first: Int)] = []
        var pairIndex: [Int: Int] = [:]
        for (k, o) in occurrences.enumerated() where usable(slots[k]) && sources[o.document].condition.isUnconditional {
            let before = Int(setBy[slots[k]])
            setBy[slots[k]] = Int32(o.document)
            guard before >= 0, before != o.document, legacy[before] || legacy[o.document] else { continue }
            let key = before * sources.count + o.document
            if let p = pairIndex[key] {
                pairs[p].paths.append(o.dottedPath)
            } else {
                pairIndex[key] = pairs.count
                pairs.append((before, o.document, [o.dottedPath], k))
            }
        }
        for p in pairs {
            let earlier = sources[p.earlier].document.file
            let later = sources[p.later].document
            let named = p.paths.prefix(3).joined(separator: ", ") + (p.paths.count > 3 ? ", …" : "")
            let count = p.paths.count == 1 ? "a token" : "\(p.paths.count) tokens"
            diagnostics.warning(
                .tokenCollision,
                "\(later.file) sets \(count) \(earlier) also sets (\(named)); the later file's wins, and Style Dictionary warns of such a collision",
                at: later.location(occurrences[p.first].node), token: p.paths.count == 1 ? p.paths[0] : nil)
        }
    }
}
