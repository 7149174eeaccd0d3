extension ModeTable {
    /// Why the token of `type` with handle index `index` has no value in this mode, or `nil`
    /// when it has one. No allocation: for readers that report status instead of throwing.
    public func unavailability(of type: TokenType, index: Int) -> LookupError.Reason? {
        let s = status[type.ordinal]
        guard index >= 0, index < s.count else { return nil }
        return s[index].unavailability
    }
}
