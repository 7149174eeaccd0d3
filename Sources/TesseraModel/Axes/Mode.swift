/// One context for every axis: what a renderer selects, such as dark + high contrast + compact.
///
/// Create modes with ``AxisSystem/mode(_:)`` (or ``ResolvedTheme/mode(_:)``), which checks the
/// names, or ``AxisSystem/mode(contexts:)``, which checks the indices. There is no public
/// unchecked initialiser: a mode always fits the axes it was made from, and
/// ``ResolvedTheme/table(for:)`` rejects a mode made from other axes with a ``ModeError``.
public struct Mode: Sendable, Hashable {
    /// The selected context per axis, in axis order.
    public let contexts: [ContextIndex]
    /// The fingerprint of the axis system this mode was made from (axis and context names).
    package let axesFingerprint: Int

    /// Creates a mode whose indices the caller has checked against `axes`.
    package init(contexts: [ContextIndex], of axes: AxisSystem) {
        self.contexts = contexts
        self.axesFingerprint = axes.fingerprint
    }

    /// The context selected on `axis`.
    @inlinable public subscript(axis: AxisIndex) -> ContextIndex { contexts[axis.position] }
}
