import TesseraCompiler

extension CSSTokenForm {
    /// The forms of `graph`'s string and typography tokens that are not plain, by id.
    ///
    /// A token's form is its own; a token without one whose definitions all alias tokens of one
    /// form takes theirs, since its value is theirs: a Tokens Studio `"{r}"`, where `r` is
    /// `"4 8"`, is CSS text as `r` is, and Style Dictionary writes an alias of an `asset` as the
    /// asset's `url("…")`.
    package static func forms(of graph: TokenGraph) -> [Int: CSSTokenForm] {
        var own: [Int: CSSTokenForm] = [:]
        var candidates: [Int] = []
        for id in 0..<graph.count where graph.types[id] == .string || graph.types[id] == .typography {
            let form = CSSTokenForm(extensionsJSON: graph.extensionsJSON(of: id))
            if form.isPlain { candidates.append(id) } else { own[id] = form }
        }
        var settled = own
        var plain: Set<Int> = []
        // The form a token writes its value in, following a chain of aliases in a loop (a
        // chain can be long); `visiting` breaks alias cycles, which the compile reports.
        func form(of start: Int, visiting: inout Set<Int>) -> CSSTokenForm? {
            var chain: [Int] = []
            var id = start
            var found: CSSTokenForm?
            while true {
                if let f = settled[id] {
                    found = f
                    break
                }
                guard !plain.contains(id), visiting.insert(id).inserted else { break }
                chain.append(id)
                guard let targets = graph.plainAliasTargets(of: id), let first = targets.first else { break }
                if targets.allSatisfy({ $0 == first }) {
                    id = first
                    continue
                }
                // Definitions aliasing different tokens: a form only where they all agree.
                let forms = targets.map { form(of: $0, visiting: &visiting) }
                found = forms.allSatisfy { $0 != nil && $0 == forms[0] } ? forms[0] : nil
                break
            }
            for id in chain {
                if let found { settled[id] = found } else { plain.insert(id) }
            }
            return found
        }
        for id in candidates {
            var visiting: Set<Int> = []
            _ = form(of: id, visiting: &visiting)
        }
        return settled
    }
}
