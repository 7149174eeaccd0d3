import TesseraModel

extension DTCGLoader {
    /// Reads each alias that names a group for its `$root` token (`{accent}` where `accent` has a
    /// `$root`, as Terrazzo reads it) as an alias to that token, with an `invalid-reference`
    /// deviation: DTCG 2025.10 (F§6.2) calls it a reference to a group, which is invalid, and
    /// references the token as `{accent.$root}`. With `--strict` the definition holding it has
    /// no value, so its token is left out.
    package static func readRootGroupAliases(in tokens: inout [TokenDeclaration], mode: ReadingMode, diagnostics: inout DTCGDiagnostics) {
        let paths = Set(tokens.map(\.path.rawValue))
        var groups: Set<String> = []
        for token in tokens where token.path.rawValue.hasSuffix(".$root") {
            let group = String(token.path.rawValue.dropLast(".$root".count))
            if !paths.contains(group) { groups.insert(group) }
        }
        guard !groups.isEmpty else { return }
        for t in tokens.indices {
            for d in tokens[t].definitions.indices {
                var named: [String] = []
                for path in tokens[t].definitions[d].expression.aliases where groups.contains(path.rawValue) && !named.contains(path.rawValue) { named.append(path.rawValue) }
                guard !named.isEmpty else { continue }
                let at = tokens[t].definitions[d].location ?? tokens[t].location ?? SourceLocation(file: "", line: 1, column: 1)
                for group in named {
                    diagnostics.deviation(
                        .invalidReference,
                        "{\(group)} names a group; DTCG 2025.10 references its $root token as {\(group).$root}\(mode == .compatible ? ", and it is read as that, as Terrazzo does" : "")",
                        at: at, token: tokens[t].path.rawValue)
                }
                guard mode == .compatible else {
                    tokens[t].definitions[d].expression = .invalid
                    continue
                }
                tokens[t].definitions[d].expression = tokens[t].definitions[d].expression.renamingAliases { groups.contains($0.rawValue) ? TokenPath($0.rawValue + ".$root") : nil }
            }
        }
    }
}
