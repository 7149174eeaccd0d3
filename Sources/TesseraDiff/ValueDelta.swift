import TesseraColorModel
import TesseraCompiler
import TesseraModel
import TesseraTables

/// How far apart two values of one type are, where a distance means something.
public enum ValueDelta: Sendable, Hashable {
    /// Two colors: ΔE OK on the 0–100 scale (see ``ColorDifference``) and the change in alpha
    /// (after − before).
    case color(deltaE: Double, alpha: Double)
    /// Two dimensions: after − before, in their unit, or in `px` when the units differ but both
    /// convert to pixels (`rem` at 16 px).
    case dimension(TokenDimension)
    /// Two numbers, font weights or line heights: after − before.
    case number(Double)
    /// Two durations: after − before, in milliseconds when the units differ.
    case duration(TokenDuration)

    /// The distance from `before` to `after`, or `nil` for values without one (strings,
    /// composites, dimensions in units that do not convert).
    public static func between(_ before: ResolvedValue, _ after: ResolvedValue) -> ValueDelta? {
        switch (before, after) {
        case (.color(let a), .color(let b)):
            return .color(deltaE: ColorDifference.deltaE(a, b), alpha: Double(b.alpha) - Double(a.alpha))
        case (.dimension(let a), .dimension(let b)):
            return dimension(a, b).map { .dimension($0) }
        case (.number(let a), .number(let b)), (.fontWeight(let a), .fontWeight(let b)):
            return .number(b - a)
        case (.duration(let a), .duration(let b)):
            if a.unit == b.unit { return .duration(TokenDuration(b.value - a.value, a.unit)) }
            return .duration(TokenDuration((b.seconds - a.seconds) * 1000, .milliseconds))
        default:
            return nil
        }
    }

    /// `after − before`, in their unit or in pixels.
    package static func dimension(_ a: TokenDimension, _ b: TokenDimension) -> TokenDimension? {
        if a.unit == b.unit { return TokenDimension(b.value - a.value, a.unit) }
        guard let pa = a.converted(to: .px), let pb = b.converted(to: .px) else { return nil }
        return TokenDimension(pb.value - pa.value, .px)
    }
}
