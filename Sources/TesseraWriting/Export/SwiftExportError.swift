/// Why Swift handles cannot be generated.
public struct SwiftExportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The reasons.
    public enum Reason: Sendable, Hashable {
        /// The namespace cannot name a Swift enum; `why` says which rule it breaks.
        case invalidNamespace(String, why: String)
    }

    /// Why.
    public var reason: Reason

    /// Creates an error.
    public init(_ reason: Reason) { self.reason = reason }

    public var description: String {
        switch reason {
        case .invalidNamespace(let name, let why): "invalid namespace '\(name.prefix(100))': \(why)"
        }
    }
}
