import TesseraColorModel
import TesseraCompiler
import TesseraModel
import TesseraTables

/// Some contexts of one axis: part of where a change applies.
public struct AxisContexts: Sendable, Hashable, CustomStringConvertible {
    /// The axis name.
    public var axis: String
    /// The contexts, in the axis's order.
    public var contexts: [String]

    /// Creates a selection.
    public init(axis: String, contexts: [String]) {
        self.axis = axis
        self.contexts = contexts
    }

    /// `colorScheme=dark`, or `sizeClass=compact|regular` for several contexts.
    public var description: String { "\(axis)=\(contexts.joined(separator: "|"))" }
}

extension [AxisContexts] {
    /// `colorScheme=dark, contrast=high`, or `every mode` when nothing narrows it.
    public var modeDescription: String { isEmpty ? "every mode" : map(\.description).joined(separator: ", ") }
}
