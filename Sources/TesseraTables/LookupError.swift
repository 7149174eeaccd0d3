import TesseraModel

/// Why a checked look-up has no value to return.
public struct LookupError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The reasons a value can be missing.
    public enum Reason: Sendable, Hashable {
        /// The token resolves to the forbidden value in this mode (OUDS's `#FF000000`).
        case forbidden
        /// The token has no value: it failed to resolve (cycle, unknown reference, missing
        /// abstract definition) and the theme was compiled in keep-going mode.
        case absent
        /// The handle's index is past this theme's tokens of its type: a handle made with
        /// `Token(index:)` or from another design system's catalog.
        case unknownHandle
    }

    /// Why.
    public var reason: Reason
    /// The token.
    public var token: TokenPath
    /// The mode, as `axis=context` pairs.
    public var mode: String

    /// Creates an error.
    public init(reason: Reason, token: TokenPath, mode: String) {
        self.reason = reason
        self.token = token
        self.mode = mode
    }

    public var description: String {
        switch reason {
        case .forbidden: "\(token) is forbidden in this theme (\(mode))"
        case .absent: "\(token) has no value (\(mode))"
        case .unknownHandle: "\(token) is not a handle of this theme's graph (\(mode))"
        }
    }
}
