import Foundation
import TesseraTestSupport
import Testing

@testable import TesseraColor

@Suite("Profiles")
struct ProfileTests {
    @Test("Every built-in profile builds and is an RGB matrix/TRC profile", arguments: BuiltInProfile.allCases)
    func builtIns(_ profile: BuiltInProfile) throws {
        let p = try ColorProfile.builtIn(profile)
        #expect(p.isMatrixShaper)
        #expect(p.source == profile.rawValue)
        #expect(try ColorProfile.named(profile.rawValue) == p)
    }

    @Test("DTCG/CSS rec2020 maps to the gamma 2.4 curve")
    func rec2020Name() throws {
        #expect(try ColorProfile.named("rec2020") == ColorProfile.builtIn(.rec2020Gamma24))
        #expect(try ColorProfile.named("rec2020") != ColorProfile.builtIn(.rec2020OETF))
    }

    @Test("Unknown names are typed errors")
    func unknownName() {
        #expect(throws: ColorError.unknownProfileName("rec-2020")) { try ColorProfile.named("rec-2020") }
    }

    @Test("A missing file names the file")
    func missingFile() {
        let path = "/nonexistent/dir/x.icc"
        #expect {
            try ColorProfile.named(path)
        } throws: { error in
            guard case ColorError.invalidProfile(let source, let message) = error else { return false }
            return source == path && message.contains("not found")
        }
    }

    @Test(
        "Truncated, empty and junk files are rejected with the file name",
        arguments: [
            ("truncated", "Read error"), ("empty", "Read error"), ("junk", "not an ICC profile, invalid signature"),
        ])
    func badFiles(_ kind: String, _ expectedMessage: String) throws {
        let good = try ColorProfile.p3().iccBytes()
        let bytes: [UInt8] =
            switch kind {
            case "truncated": Array(good.prefix(good.count / 3))
            case "empty": []
            default:
                Array("this is not an ICC profile at all, just some text....".utf8) + [UInt8](repeating: 7, count: 200)
            }
        let path = try Scratch.path("\(kind).icc")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect {
            try ColorProfile.named(path)
        } throws: { error in
            guard case ColorError.invalidProfile(let source, let message) = error else { return false }
            return source == path && message.contains(expectedMessage)
        }
    }

    @Test("A truncated profile in memory is rejected (it opens, but cannot link)")
    func truncatedMemory() throws {
        let good = try ColorProfile.p3().iccBytes()
        #expect {
            try ColorProfile.load(iccBytes: Array(good.prefix(good.count / 3)))
        } throws: { error in
            guard case ColorError.invalidProfile("<memory>", let message) = error else { return false }
            return message.contains("Read from memory error")
        }
    }

    @Test("A Lab-class profile is not an RGB profile")
    func labProfileRejected() throws {
        let lab = try ColorProfile.lab()
        let bytes = try lab.iccBytes()
        #expect(throws: ColorError.notRGBProfile(source: "<memory>", colorSpace: "Lab")) {
            try ColorProfile.load(iccBytes: bytes)
        }
        let path = try Scratch.path("lab.icm")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: ColorError.notRGBProfile(source: path, colorSpace: "Lab")) {
            try ColorProfile.named(path)
        }
    }

    @Test("A saved profile reloads from file and memory, equal by profile ID")
    func reload() throws {
        let bytes = try ColorProfile.p3().iccBytes()
        #expect(bytes.count > 400 && bytes.count < 1000)
        let path = try Scratch.path("p3.icc")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let fromFile = try ColorProfile.named(path)
        let fromMemory = try ColorProfile.load(iccBytes: bytes)
        #expect(fromFile == fromMemory)
        #expect(fromFile != (try ColorProfile.p3()))
        #expect(fromFile.isMatrixShaper)
        // Serialisation quantises to s15Fixed16: close to, but not exactly, the built profile.
        let a = try ColorConverter(from: .srgb(), to: fromFile).convert((0.2, 0.4, 0.8))
        expectClose(a, (0.249851, 0.395240, 0.773562), tolerance: 2e-4)
        #expect(ColorConverter(from: fromFile, to: fromMemory).isIdentity)
    }

    @Test("Converting a profile to itself is the identity and bypasses lcms2")
    func identity() throws {
        let p3 = try ColorProfile.p3()
        let converter = ColorConverter(from: p3, to: p3)
        #expect(converter.isIdentity)
        let v = (1.25, -0.5, 0.123456789012345)
        let out = try converter.convert(v)
        #expect(out == v)  // bit-identical: lcms2's float32 pipeline would have rounded it
        let pixels: [UInt8] = [0, 1, 2, 128, 254, 255, 17, 34, 51]
        #expect(try converter.convert(pixels, layout: .rgb) == pixels)
        #expect(try converter.convertTo16Bit(pixels, layout: .rgb) == pixels.map { UInt16($0) * 257 })
    }

    @Test("lcms2 messages are captured per thread, never mixed between concurrent failures")
    func concurrentErrors() async throws {
        let junk = Array("definitely not an ICC profile".utf8) + [UInt8](repeating: 0, count: 200)
        let outcomes = await withTaskGroup(of: Bool.self) { group in
            for i in 0..<32 {
                group.addTask {
                    if i.isMultiple(of: 2) {
                        let path = "/nonexistent/\(i).icc"
                        do throws(ColorError) { _ = try ColorProfile.named(path) } catch {
                            return error == .invalidProfile(source: path, message: "File '\(path)' not found")
                        }
                    } else {
                        do throws(ColorError) { _ = try ColorProfile.load(iccBytes: junk) } catch {
                            return error
                                == .invalidProfile(source: "<memory>", message: "not an ICC profile, invalid signature")
                        }
                    }
                    return false
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(outcomes.count == 32 && outcomes.allSatisfy { $0 })
    }
}
