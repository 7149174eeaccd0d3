import Tessera
import Testing

@testable import TesseraColor

@Suite("Compositing")
struct CompositingTests {
    @Test(
        "Source-over known values",
        arguments: [
            ("#00000033", "#FFFFFF", CompositingSpace.srgb, "#CCCCCC"),
            ("#00000033", "#FFFFFF", .linear, "#E7E7E7"),
            ("#0000001F", "#F5F5F5", .srgb, "#D7D7D7"),
            ("#0000001F", "#F5F5F5", .linear, "#E7E7E7"),
        ])
    func known(_ fg: String, _ bg: String, _ space: CompositingSpace, _ expected: String) throws {
        // 0x33 = 20 %, 0x1F ≈ 12 % alpha.
        let out = try Compositing.sourceOver(HexColor.parse(fg), over: HexColor.parse(bg), in: space)
        #expect(out.hex == expected)
    }

    /// "12 %" in the known values is the 8-bit alpha 0x1F = 31/255 ≈ 12.16 %. An alpha of
    /// exactly 0.12 gives #D8D8D8 (gamma) and #E8E8E8 (linear): the values sit close to a
    /// rounding boundary.
    @Test("Double alphas 0.2, 31/255 and exactly 0.12")
    func exactAlpha() throws {
        let white = (1.0, 1.0, 1.0)
        let f5 = (245.0 / 255, 245.0 / 255, 245.0 / 255)
        let g = try Compositing.sourceOver((0, 0, 0), alpha: 0.2, over: white)
        #expect(Int((g.rgb.0 * 255).rounded()) == 0xCC)
        let l = try Compositing.sourceOver((0, 0, 0), alpha: 0.2, over: white, in: .linear)
        #expect(Int((l.rgb.0 * 255).rounded()) == 0xE7)
        let g2 = try Compositing.sourceOver((0, 0, 0), alpha: 31.0 / 255, over: f5)
        #expect(Int((g2.rgb.0 * 255).rounded()) == 0xD7)
        let l2 = try Compositing.sourceOver((0, 0, 0), alpha: 31.0 / 255, over: f5, in: .linear)
        #expect(Int((l2.rgb.0 * 255).rounded()) == 0xE7)
        let g3 = try Compositing.sourceOver((0, 0, 0), alpha: 0.12, over: f5)
        #expect(Int((g3.rgb.0 * 255).rounded()) == 0xD8)
        let l3 = try Compositing.sourceOver((0, 0, 0), alpha: 0.12, over: f5, in: .linear)
        #expect(Int((l3.rgb.0 * 255).rounded()) == 0xE8)
    }

    @Test("Target-encoded blending converts both colors first")
    func targetEncoded() throws {
        let p3 = try ColorProfile.p3()
        let out = try Compositing.sourceOver((1, 0, 0), alpha: 0.5, over: (0, 0, 1), in: .target, target: p3)
        // Mean of P3(#FF0000) and P3(#0000FF).
        expectClose(out.rgb, ((0.917488 + 0) / 2, (0.200287 + 0) / 2, (0.138561 + 0.959588) / 2), tolerance: 2e-6)
    }
}
