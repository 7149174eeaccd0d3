import Synchronization
import Tessera
import TesseraTestSupport
import Testing

/// A stand-in converter: swaps red and blue, and counts calls and colors.
final class SwapConverter: ColorConverting {
    let calls = Mutex((calls: 0, colors: 0))
    var target: ColorTarget { ColorTarget(name: "swapped", dtcgSpace: nil, css: nil) }

    func fromSRGB(_ colors: [TokenColor]) throws(ColorConversionError) -> [TokenColor] { colors }
    func toSRGB(_ colors: [TokenColor]) throws(ColorConversionError) -> [TokenColor] { colors }

    func convert(_ colors: [ColorLiteral]) throws(ColorConversionError) -> ConvertedColors {
        calls.withLock {
            $0.calls += 1
            $0.colors += colors.count
        }
        return ConvertedColors(
            colors: colors.map { literal in
                let c = literal.srgbColor!
                return TokenColor(red: c.blue, green: c.green, blue: c.red, alpha: c.alpha)
            })
    }
}

@Suite("Color converter hook")
struct ColorConverterHookTests {
    @Test("The compiler converts every literal once, in one batch, keeping alpha")
    func converts() throws {
        let converter = SwapConverter()
        let graph = TokenGraph(Fixtures.brand)
        let theme = try graph.compile(Theme(name: "t"), options: CompileOptions(colorConverter: converter))
        #expect(theme.colorSpaceName == "swapped")
        #expect(try TestSupport.hex(theme, "button.primary.bg") == "#cc6633")
        #expect(try TestSupport.hex(theme, "color.repository.black.12") == "#0000001f")
        #expect(converter.calls.withLock { $0.calls } == 1)
        // An incremental override converts only its new literal.
        let derived = try theme.overriding(OverrideLayer("x", [Override("color.brand.500", .hex("#102030"))]))
        #expect(try TestSupport.hex(derived, "button.primary.bg") == "#302010")
        #expect(converter.calls.withLock { $0 } == (2, 9 + 1))
    }

    struct Failing: ColorConverting {
        var target: ColorTarget { ColorTarget(name: "broken", dtcgSpace: nil, css: nil) }
        func convert(_ colors: [ColorLiteral]) throws(ColorConversionError) -> ConvertedColors { throw ColorConversionError("profile missing") }
        func fromSRGB(_ colors: [TokenColor]) throws(ColorConversionError) -> [TokenColor] { colors }
        func toSRGB(_ colors: [TokenColor]) throws(ColorConversionError) -> [TokenColor] { colors }
    }

    @Test("Without a converter, non-sRGB literals are a diagnostic")
    func needsConverter() {
        var ds = DesignSystem()
        ds.declare("p3", type: .color, .colorLiteral(ColorLiteral(space: .displayP3, components: [1, 0, 0])))
        ds.declare("bad", type: .color, .colorLiteral(ColorLiteral(space: .hsl, components: [360, 0, 0])))
        let result = TokenGraph(ds).compileKeepingGoing(Theme(name: "t"))
        #expect(result.diagnostics.contains { $0.message.contains("display-p3 colors need a color converter") })
        #expect(result.diagnostics.contains { $0.token == "bad" && $0.message.contains("hue 360.0 is outside [0, 360)") })
    }

    @Test("A converter failure is a diagnostic, not a crash")
    func failure() {
        let result = TokenGraph(Fixtures.brand).compileKeepingGoing(Theme(name: "t"), options: CompileOptions(colorConverter: Failing()))
        #expect(result.diagnostics.contains { $0.message.contains("conversion to broken failed: profile missing") })
    }
}
