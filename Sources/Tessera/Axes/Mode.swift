/// One context for every axis: what a renderer selects, such as dark + high contrast + compact.
///
/// Create modes with ``AxisSystem/mode(_:)`` (or ``ResolvedTheme/mode(_:)``), which checks the names.
public struct Mode: Sendable, Hashable {
    /// The selected context index per axis, in axis order.
    public let contexts: [UInt8]

    /// Creates a mode from context indices, one per axis.
    public init(contexts: [UInt8]) { self.contexts = contexts }
}
