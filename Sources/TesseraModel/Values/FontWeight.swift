/// A font weight in 1...1000, DTCG's `fontWeight` type.
@frozen
public struct FontWeight: Sendable, Hashable {
    /// The numeric weight.
    public var value: Double

    /// Creates a weight from a number in 1...1000.
    @inlinable
    public init(_ value: Double) { self.value = value }

    /// The DTCG weight keywords and their numeric values.
    public static let keywords: [String: Double] = [
        "thin": 100, "hairline": 100,
        "extra-light": 200, "ultra-light": 200,
        "light": 300,
        "normal": 400, "regular": 400, "book": 400,
        "medium": 500,
        "semi-bold": 600, "demi-bold": 600,
        "bold": 700,
        "extra-bold": 800, "ultra-bold": 800,
        "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    /// Creates a weight from an exact lowercase DTCG keyword such as `"semi-bold"`.
    public init?(keyword: String) {
        guard let v = Self.keywords[keyword] else { return nil }
        self.init(v)
    }
}
