import TesseraColorModel

/// One color of a palette, as read from a line.
public enum PaletteEntry: Hashable, Sendable {
    /// A hex color: 8-bit components in the palette's source profile.
    case hex(RGBA8)
    /// A CSS color function's color: components in the space it names (`color()`) or implies
    /// (`rgb()` in sRGB, `oklch()` in OKLCh, …); a missing (`none`) component is 0.
    case components(ColorLiteral.Space, (Double, Double, Double), alpha: Double)

    public static func == (a: PaletteEntry, b: PaletteEntry) -> Bool {
        switch (a, b) {
        case (.hex(let x), .hex(let y)): x == y
        case (.components(let s, let c, let al), .components(let t, let d, let bl)): s == t && c == d && al == bl
        default: false
        }
    }

    public func hash(into h: inout Hasher) {
        switch self {
        case .hex(let x): h.combine(x)
        case .components(let s, let c, let a):
            h.combine(s)
            h.combine(c.0)
            h.combine(c.1)
            h.combine(c.2)
            h.combine(a)
        }
    }
}

/// A line of a palette that could not be read.
public struct PaletteLineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column (UTF-8 bytes) of the offending character.
    public var column: Int
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(line):\(column): \(message)" }
}
