import TesseraModel

extension DTCGValueReader {
    /// An `other` token's object or array value as its compact JSON text (compatible mode);
    /// `nil` for any other value.
    ///
    /// Tokens Studio's `other` holds any value as it is: a file keeps a color modifier
    /// `{type, value, space}` in one, for colors whose whole `modify` references it. Tessera has
    /// no column for an object, and leaving the token out with an error would report a file the
    /// tool reads without complaint, so its text is kept, as data rather than CSS.
    package mutating func otherObjectText(_ node: JSONDocument.Node) -> TokenExpression? {
        let kind = doc.kind(node)
        guard kind == .object || kind == .array else { return nil }
        diagnostics.deviation(
            .nonDTCGValue, "an \(kind == .object ? "object" : "array") in Tokens Studio's other type is no text; read as its JSON text", at: doc.location(node), token: token)
        return .string(JSONWriter(indent: 0).string(doc.value(node)))
    }
}
