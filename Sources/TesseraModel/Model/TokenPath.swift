/// The dot-joined path of a token, such as `color.surface.base`.
///
/// DTCG names cannot contain `.`, so the joined string identifies a token uniquely.
public struct TokenPath: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The path as written, segments joined by `.`.
    public var rawValue: String

    /// Creates a path from its dot-joined form.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Creates a path from its segments.
    public init(segments: [String]) { rawValue = segments.joined(separator: ".") }

    public init(stringLiteral value: String) { rawValue = value }

    /// The names along the path.
    public var segments: [String] { rawValue.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }

    public var description: String { rawValue }

    public static func < (a: TokenPath, b: TokenPath) -> Bool { a.rawValue < b.rawValue }
}
