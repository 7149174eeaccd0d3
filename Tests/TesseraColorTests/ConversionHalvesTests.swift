import Tessera
import Testing

@testable import TesseraColor

/// A large batch of literals is converted in two halves at once: the result is the one
/// converting it in small batches gives, color for color and verdict for verdict.
@Suite("Color conversion in halves")
struct ConversionHalvesTests {
    /// `count` literals cycling through five spaces, with components spread over (and past)
    /// each space's range so that some fall outside Display P3.
    static func literals(_ count: Int) -> [ColorLiteral] {
        (0..<count).map { i in
            let t = Double(i % 997) / 996
            switch i % 5 {
            case 0: return ColorLiteral(space: .srgb, components: [t, 1 - t, 0.5], alpha: 1, hex: nil)
            case 1: return ColorLiteral(space: .oklch, components: [0.3 + 0.6 * t, 0.4 * t, 360 * t], alpha: 0.5)
            case 2: return ColorLiteral(space: .displayP3, components: [1 - t, t, t * t])
            case 3: return ColorLiteral(space: .lab, components: [100 * t, 120 * t - 60, 60 - 120 * t])
            default: return ColorLiteral(space: .hsl, components: [360 * t, 100, 50], alpha: t)
            }
        }
    }

    @Test("A batch past the split size converts as small batches do")
    func halvesMatchSmallBatches() throws {
        let count = ProfileColorConverting.splitColors + 1_001
        let literals = Self.literals(count)
        let p3 = try ProfileColorConverting(named: "display-p3")
        let whole = try p3.convert(literals)
        var colors: [TokenColor] = []
        var isInGamut: [Bool] = []
        for start in stride(from: 0, to: count, by: 1_000) {
            let part = try p3.convert(Array(literals[start..<min(count, start + 1_000)]))
            colors += part.colors
            isInGamut += part.isInGamut
        }
        #expect(whole.colors.count == count)
        #expect(whole.colors == colors)
        #expect(whole.isInGamut == isInGamut)
        #expect(isInGamut.contains(false) && isInGamut.contains(true))
        // sRGB red in Display P3, the value CompileIntegrationTests pins, placed in the second half.
        var withRed = literals
        withRed[count - 1] = ColorLiteral(space: .srgb, components: [1, 0, 0])
        let red = try p3.convert(withRed).colors[count - 1]
        #expect(abs(red.red - 0.917488) < 1e-6 && abs(red.green - 0.200287) < 1e-6 && abs(red.blue - 0.138561) < 1e-6)
    }

    @Test("An invalid literal in the second half is reported as in a small batch")
    func invalidLiteralInSecondHalf() throws {
        var literals = Self.literals(ProfileColorConverting.splitColors + 10)
        literals[literals.count - 2] = ColorLiteral(space: .srgb, components: [0.5, .infinity, 0.5])
        let p3 = try ProfileColorConverting(named: "display-p3")
        var large: String?
        var small: String?
        do { _ = try p3.convert(literals) } catch { large = "\(error)" }
        do { _ = try p3.convert(Array(literals.suffix(5))) } catch { small = "\(error)" }
        #expect(large != nil)
        #expect(large == small)
    }
}
