import TesseraColorModel
import TesseraModel

/// The contrast of one declared pair in one mode.
public struct ContrastResult: Sendable, Hashable {
    /// The declared pair.
    public var pair: ContrastPair
    /// The mode judged: the pair's axes set as listed, every other axis at its default.
    public var mode: Mode
    /// The contexts of the axes the pair depends on, such as `colorScheme=dark, contrast=high`;
    /// empty when the pair is the same in every mode.
    public var modeDescription: String
    /// The foreground as seen: composited over the background when translucent (sRGB).
    public var foreground: TokenColor
    /// The background as seen: composited over ``ContrastPair/over`` when translucent (sRGB).
    public var background: TokenColor
    /// The WCAG 2.x contrast ratio, 1…21.
    public var ratio: Double
    /// The APCA lightness contrast, signed by polarity (negative: light on dark).
    public var lightnessContrast: Double
    /// The WCAG level required in this mode (raised in high contrast on request).
    public var requiredLevel: ContrastLevel?
    /// The APCA |Lc| required in this mode, if any.
    public var requiredLightnessContrast: Double?
    /// Whether either color was outside the sRGB gamut and was clipped before judging.
    public var outOfGamut: Bool

    /// Whether the WCAG ratio reaches the required level (unrounded, as WCAG requires).
    public var passesWCAG: Bool { requiredLevel.map { ratio >= $0.minimumRatio } ?? true }
    /// Whether |Lc| reaches the required APCA minimum.
    public var passesAPCA: Bool { requiredLightnessContrast.map { abs(lightnessContrast) >= $0 } ?? true }
    /// Whether every requirement is met.
    public var passes: Bool { passesWCAG && passesAPCA }

    /// What falls short, such as `3.94:1 < 4.5 (AA)`; empty when the result passes.
    ///
    /// The ratio is truncated, never rounded up, so a failing 4.499 prints as 4.49.
    public var shortfall: String {
        var parts: [String] = []
        if !passesWCAG, let level = requiredLevel {
            parts.append("\(ContrastFormat.fixed(ratio, digits: 2, truncating: true)):1 < \(ContrastFormat.fixed(level.minimumRatio, digits: 1)) (\(level.rawValue))")
        }
        if !passesAPCA, let lc = requiredLightnessContrast {
            parts.append("Lc \(ContrastFormat.fixed(abs(lightnessContrast), digits: 1, truncating: true)) < \(ContrastFormat.fixed(lc, digits: 0)) (APCA)")
        }
        return parts.joined(separator: ", ")
    }
}

/// Fixed-point number text without Foundation, for contrast reports.
public enum ContrastFormat {
    /// `x` with `digits` decimals, rounded half away from zero or truncated toward zero.
    public static func fixed(_ x: Double, digits: Int, truncating: Bool = false) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = truncating ? (x * scale).rounded(.towardZero) : (x * scale).rounded()
        guard scaled.isFinite, abs(scaled) < 1e15 else { return "\(x)" }
        let n = Int(scaled)
        let sign = n < 0 ? "-" : ""
        let whole = abs(n) / Int(scale)
        guard digits > 0 else { return sign + String(whole) }
        var fraction = String(abs(n) % Int(scale))
        while fraction.count < digits { fraction = "0" + fraction }
        return "\(sign)\(whole).\(fraction)"
    }
}
