import Testing

@testable import Tessera

@Suite("Snapshot encoder palettes")
struct SnapshotPaletteTests {
    @Test("The encoder's palette keeps each bit pattern once, in order of first use")
    func palette() {
        let quietNaN = Double(bitPattern: 0x7FF8_0000_0000_0001)
        let values = [
            TokenDimension(0, .px), TokenDimension(-0.0, .px), TokenDimension(0, .rem), TokenDimension(.nan, .px), TokenDimension(quietNaN, .px), TokenDimension(0, .px),
            TokenDimension(.nan, .px), TokenDimension(-0.0, .px),
        ]
        let palette = TokenDimension.palette(values)
        #expect(palette.indices == [0, 1, 2, 3, 4, 0, 3, 1])
        #expect(palette.values.map { $0.value.bitPattern } == [0, (-0.0).bitPattern, 0, Double.nan.bitPattern, quietNaN.bitPattern])
        #expect(TokenDimension.palette([]).values.isEmpty)
    }

    @Test("The encoder's palette agrees with a dictionary of each value's bits, across table growth", arguments: [1, 15, 16, 17, 5_000])
    func paletteAgainstDictionary(count: Int) {
        var rng = SystemRandomNumberGenerator()
        let choices = (0..<max(1, count / 3)).map { _ in TokenColor(rgba: SIMD4<Float>(.random(in: 0...1, using: &rng), 0.5, -0.0, 1)) }
        let values = (0..<count).map { _ in choices[Int.random(in: 0..<choices.count, using: &rng)] }
        var seen: [[UInt32]: UInt32] = [:]
        var expected: [UInt32] = []
        for c in values {
            let key = (0..<4).map { c.rgba[$0].bitPattern }
            if seen[key] == nil { seen[key] = UInt32(seen.count) }
            expected.append(seen[key]!)
        }
        let palette = TokenColor.palette(values)
        #expect(palette.indices == expected)
        #expect(palette.values.count == seen.count)
    }
}
