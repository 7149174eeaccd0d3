import Testing

@testable import TesseraColor

@Suite("Hostile ICC input")
struct HostileProfileTests {
    @Test("Huge, zero-length and junk buffers are typed errors, not crashes", arguments: [0, 3, 128, 20 << 20])
    func junk(size: Int) {
        var state: UInt32 = 12345
        let bytes = (0..<size).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
        #expect(throws: ColorError.self) { try ColorProfile.load(iccBytes: bytes) }
    }

    @Test("A valid header with every tag offset out of bounds is a typed error")
    func lyingHeader() throws {
        let srgb = try ColorProfile.builtIn(.srgb).iccBytes()
        var bytes = srgb
        // Point every tag at the end of the file and claim huge sizes.
        let tagCount = Int(bytes[128]) << 24 | Int(bytes[129]) << 16 | Int(bytes[130]) << 8 | Int(bytes[131])
        for t in 0..<min(tagCount, 32) {
            let base = 132 + 12 * t
            for k in 4..<12 { bytes[base + k] = 0xFF }
        }
        #expect(throws: ColorError.self) { try ColorProfile.load(iccBytes: bytes) }
    }
}

@Suite("Wrong-class ICC profiles")
struct WrongClassProfileTests {
    @Test("A profile whose color space is CMYK is a typed error naming the space")
    func cmyk() throws {
        var bytes = try ColorProfile.builtIn(.srgb).iccBytes()
        // Header bytes 16..<20 hold the data color space signature.
        for (i, b) in Array("CMYK".utf8).enumerated() { bytes[16 + i] = b }
        #expect {
            try ColorProfile.load(iccBytes: bytes)
        } throws: { error in
            guard let e = error as? ColorError else { return false }
            switch e {
            case .notRGBProfile(_, let space): return space == "CMYK"
            case .invalidProfile: return true
            default: return false
            }
        }
    }
}

@Suite("Transform cache")
struct TransformCacheTests {
    @Test("Converting through many distinct profiles keeps the transform cache bounded")
    func bounded() throws {
        let srgb = try ColorProfile.builtIn(.srgb)
        let base = try ColorProfile.builtIn(.displayP3).iccBytes()
        var distinct = 0
        for i in 0..<150 {
            var bytes = base
            // Vary a trailing byte so each profile has its own identity (MD5).
            bytes[bytes.count - 1] = UInt8(i & 0xFF)
            bytes[bytes.count - 2] = UInt8(i >> 8)
            guard let profile = try? ColorProfile.load(iccBytes: bytes) else { continue }
            _ = try ColorConverter(from: srgb, to: profile).convert((0.5, 0.5, 0.5))
            distinct += 1
        }
        #expect(distinct > TransformCache.transformLimit)
        #expect(TransformCache.transformCount <= TransformCache.transformLimit)
    }
}
