import TesseraColorModel
import TesseraModel

extension TokenGraph {
    /// Replaces the converted colors of the literals judged outside the gamut with the
    /// converter's gamut-mapped ones (``GamutHandling/map``); the verdicts stay, so the compile
    /// still reports each. Returns a diagnostic when the converter fails.
    static func mapOutOfGamut(
        _ converted: inout ConvertedColors, literals: [ColorLiteral], with converter: (any ColorConverting)?, gamut: GamutHandling, theme: String
    ) -> [Diagnostic] {
        guard gamut == .map, let converter, converted.isInGamut.count == literals.count else { return [] }
        let outside = converted.isInGamut.indices.filter { !converted.isInGamut[$0] }
        guard !outside.isEmpty else { return [] }
        do throws(ColorConversionError) {
            let mapped = try converter.gamutMapped(outside.map { literals[$0] })
            guard mapped.count == outside.count else {
                let detail = "converter \(converter.target) returned \(mapped.count) gamut-mapped colors for \(outside.count)"
                return [Diagnostic(.error, .invalidValue(expected: "color", detail: detail), theme: theme)]
            }
            for (k, i) in outside.enumerated() { converted.colors[i] = mapped[k] }
            return []
        } catch {
            let detail = "gamut mapping into \(converter.target) failed: \(error.message)"
            return [Diagnostic(.error, .invalidValue(expected: "color", detail: detail), theme: theme)]
        }
    }
}
