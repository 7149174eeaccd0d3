import TesseraModel

/// One token whose value differs between two tables, by path (ids may differ across reloads).
public struct TokenChange: Sendable, Hashable {
    /// The token.
    public var path: TokenPath
    /// Its value (or why it has none) before; `nil` when the token did not exist.
    public var old: Result<ResolvedValue, LookupError>?
    /// Its value (or why it has none) after; `nil` when the token no longer exists.
    public var new: Result<ResolvedValue, LookupError>?
}

extension ModeTable {
    /// The tokens whose values differ from `old`'s, matched by path: changed, added and removed.
    ///
    /// - Complexity: O(tokens) look-ups and value expansions; for tools, not the hot loop.
    public func changes(since old: ModeTable) -> [TokenChange] {
        let catalog = theme.catalog
        let oldCatalog = old.theme.catalog
        var out: [TokenChange] = []
        for id in 0..<catalog.count {
            let path = catalog.paths[id]
            let now = resolvedValue(ofTokenAt: id)
            guard let oldID = oldCatalog.id(of: path) else {
                out.append(TokenChange(path: path, old: nil, new: now))
                continue
            }
            let before = old.resolvedValue(ofTokenAt: oldID)
            if before != now { out.append(TokenChange(path: path, old: before, new: now)) }
        }
        for id in 0..<oldCatalog.count where catalog.id(of: oldCatalog.paths[id]) == nil {
            out.append(TokenChange(path: oldCatalog.paths[id], old: old.resolvedValue(ofTokenAt: id), new: nil))
        }
        return out
    }
}
