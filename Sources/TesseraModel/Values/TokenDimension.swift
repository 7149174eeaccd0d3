/// A length: a number and a unit, as DTCG's `dimension` type.
@frozen
public struct TokenDimension: Sendable, Hashable, CustomStringConvertible {
    /// The DTCG dimension units (`px`, `rem`), then the units real token files also use, kept
    /// as written: nothing converts between them silently.
    public enum Unit: UInt8, Sendable, Hashable, CaseIterable {
        /// Pixels, also iOS points and Android dp.
        case px
        /// Multiples of the root font size.
        case rem
        /// Typographic points (CSS `pt`, 1/72 inch).
        case pt
        /// Multiples of the element's font size.
        case em
        /// A percentage of a reference length (CSS `%`).
        case percent
        /// Android density-independent pixels.
        case dp
        /// Hundredths of the viewport width.
        case vw
        /// Hundredths of the viewport height.
        case vh

        /// The unit as token files and CSS spell it.
        public var name: String {
            switch self {
            case .px: "px"
            case .rem: "rem"
            case .pt: "pt"
            case .em: "em"
            case .percent: "%"
            case .dp: "dp"
            case .vw: "vw"
            case .vh: "vh"
            }
        }

        /// Whether DTCG 2025.10 defines the unit (only `px` and `rem`).
        public var isDTCG: Bool { self == .px || self == .rem }
    }

    /// The magnitude; negatives and fractions are allowed.
    public var value: Double
    /// The unit of ``value``.
    public var unit: Unit

    /// Creates a dimension.
    @inlinable
    public init(_ value: Double, _ unit: Unit = .px) {
        self.value = value
        self.unit = unit
    }

    public var description: String { "\(value.formatted)\(unit.name)" }
}

extension Double {
    /// A short decimal form: integers without a fraction, others as Swift prints them.
    package var formatted: String {
        if self == rounded(.towardZero), abs(self) < 1e15 { return String(Int64(self)) }
        return String(self)
    }
}
