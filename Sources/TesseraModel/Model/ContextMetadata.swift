/// A token's `$description` and `$extensions` as one modifier context wrote them.
///
/// A resolver's contexts may restate a token with their own documentation; the resolved token
/// then carries what the selected context says, not what the last context read says.
public struct ContextMetadata: Sendable, Hashable {
    /// The modes this metadata applies to.
    public var condition: ContextCondition
    /// The context's `$description`, if it gave one.
    public var description: String?
    /// The context's `$extensions` as canonical JSON text, if it gave any.
    public var extensionsJSON: String?

    /// Creates metadata for the modes `condition` selects.
    public init(_ condition: ContextCondition, description: String?, extensionsJSON: String?) {
        self.condition = condition
        self.description = description
        self.extensionsJSON = extensionsJSON
    }
}
