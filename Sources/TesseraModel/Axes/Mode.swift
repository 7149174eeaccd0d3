/// One context for every axis: what a renderer selects, such as dark + high contrast + compact.
///
/// Create modes with ``AxisSystem/mode(_:)`` (or ``ResolvedTheme/mode(_:)``), which checks the
/// names, or ``AxisSystem/mode(contexts:)``, which checks the indices. There is no public
/// unchecked initialiser: a mode always fits the axes it was made from, and
/// ``ResolvedTheme/table(for:)`` rejects a mode made from other axes with a ``ModeError``.
public struct Mode: Sendable, Hashable {
    /// The selected context index per axis, in axis order.
    public let contexts: [UInt8]
    /// The fingerprint of the axis system this mode was made from (axis and context names).
    package let axesFingerprint: Int

    /// Creates a mode whose indices the caller has checked against `axes`.
    package init(contexts: [UInt8], of axes: AxisSystem) {
        self.contexts = contexts
        self.axesFingerprint = axes.fingerprint
    }
}
