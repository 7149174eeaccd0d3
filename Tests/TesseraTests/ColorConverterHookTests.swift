import Synchronization
import Tessera
import TesseraTestSupport
import Testing

/// A stand-in converter: swaps red and blue, and counts calls and colors.
final class SwapConverter: ColorConverter {
    let calls = Mutex((calls: 0, colors: 0))
    var targetName: String { "swapped" }

    func convert(_ colors: [Color]) throws(ColorConversionError) -> [Color] {
        calls.withLock {
            $0.calls += 1; $0.colors += colors.count
        }
        return colors.map { Color(red: $0.blue, green: $0.green, blue: $0.red, alpha: $0.alpha) }
    }
}

@Suite("Color converter hook")
struct ColorConverterHookTests {
    @Test("The compiler converts every literal once, in one batch, keeping alpha")
    func converts() throws {
        let converter = SwapConverter()
        let graph = TokenGraph(Fixtures.brand)
        let theme = try graph.compiled(Theme(name: "t"), options: CompileOptions(colorConverter: converter))
        #expect(theme.colorSpaceName == "swapped")
        #expect(try TestSupport.hex(theme, "button.primary.bg") == "#cc6633")
        #expect(try TestSupport.hex(theme, "color.repository.black.12") == "#0000001f")
        #expect(converter.calls.withLock { $0.calls } == 1)
        // An incremental override converts only its new literal.
        let derived = try theme.overriding(OverrideLayer("x", [Override("color.brand.500", .hex("#102030"))]))
        #expect(try TestSupport.hex(derived, "button.primary.bg") == "#302010")
        #expect(converter.calls.withLock { $0 } == (2, 9 + 1))
    }

    struct Failing: ColorConverter {
        var targetName: String { "broken" }
        func convert(_ colors: [Color]) throws(ColorConversionError) -> [Color] { throw ColorConversionError("profile missing") }
    }

    @Test("A converter failure is a diagnostic, not a crash")
    func failure() {
        let result = TokenGraph(Fixtures.brand).compile(Theme(name: "t"), options: CompileOptions(colorConverter: Failing()))
        #expect(result.diagnostics.contains { $0.message.contains("conversion to broken failed: profile missing") })
    }
}
