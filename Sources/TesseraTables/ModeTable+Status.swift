import TesseraModel

extension ModeTable {
    /// Why the token of `type` with handle index `index` has no value in this mode, or `nil`
    /// when it has one. No allocation: for readers that report status instead of throwing.
    package func unavailability(of type: TokenType, index: Int) -> LookupError.Reason? {
        let s = columns.status[type.ordinal]
        guard index >= 0, index < s.count else { return nil }
        return s[index].unavailability
    }
}

extension ModeTable {
    /// Why `token` has no value in this mode (forbidden or absent), or `nil` when it has one.
    ///
    /// No allocation: for readers that report a status instead of throwing.
    public func unavailability<Value: TokenValue>(of token: Token<Value>) -> LookupError.Reason? {
        unavailability(of: Value.tokenType, index: Int(token.index))
    }
}
