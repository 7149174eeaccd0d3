import TesseraColorModel
import TesseraCompiler
import TesseraModel
import TesseraTables

/// A difference between the axes of two versions.
///
/// Modes are matched by axis and context names. Tokens are compared in the contexts both
/// versions have; an axis only the new version has is compared in each of its contexts against
/// the old values (which did not depend on it), and an axis only the old one had is read at its
/// default context.
public enum AxisChange: Sendable, Hashable, CustomStringConvertible {
    /// An axis only the new version has.
    case added(axis: String)
    /// An axis only the old version had.
    case removed(axis: String)
    /// Contexts only the new version has (not compared).
    case contextsAdded(axis: String, contexts: [String])
    /// Contexts only the old version had.
    case contextsRemoved(axis: String, contexts: [String])
    /// The default context changed.
    case defaultChanged(axis: String, from: String, to: String)

    public var description: String {
        switch self {
        case .added(let axis): "axis \(axis) added"
        case .removed(let axis): "axis \(axis) removed"
        case .contextsAdded(let axis, let contexts): "\(axis): context\(contexts.count == 1 ? "" : "s") \(contexts.joined(separator: ", ")) added"
        case .contextsRemoved(let axis, let contexts): "\(axis): context\(contexts.count == 1 ? "" : "s") \(contexts.joined(separator: ", ")) removed"
        case .defaultChanged(let axis, let from, let to): "\(axis): default context \(from) → \(to)"
        }
    }
}
