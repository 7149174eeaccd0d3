import TesseraModel

/// One parsed token document and the modes its tokens apply to.
public struct DTCGSource: Sendable {
    /// The parsed document (its file name is used in diagnostics).
    public var document: JSONDocument
    /// The condition its definitions carry: empty for plain files and resolver sets,
    /// `{modifier: context}` for a resolver modifier's context.
    public var condition: ContextCondition

    /// Creates a source.
    public init(document: JSONDocument, condition: ContextCondition = .always) {
        self.document = document
        self.condition = condition
    }
}
