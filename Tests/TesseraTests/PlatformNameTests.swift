import Foundation
import Tessera
import Testing

/// No public type in Sources/ takes a name that SwiftUI, Foundation or the standard library
/// already uses (the list is `Tests/Fixtures/platform-type-names.txt`), so a client never needs
/// `Tessera.` to say which one it means.
@Suite("Public names beside the platforms")
struct PlatformNameTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    static let platformNames: Set<String> = {
        let url = root.appendingPathComponent("Tests/Fixtures/platform-type-names.txt")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return Set(text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }()

    /// Names of the top-level `public` types and aliases declared in every Swift file under `Sources/`.
    static let publicTypeNames: Set<String> = {
        let pattern = try! NSRegularExpression(pattern: #"^public (?:final )?(?:struct|enum|class|protocol|actor|typealias) ([A-Za-z_][A-Za-z0-9_]*)"#, options: .anchorsMatchLines)
        var names = Set<String>()
        let sources = root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift", let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            let range = NSRange(text.startIndex..., in: text)
            for match in pattern.matches(in: text, range: range) {
                names.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        return names
    }()

    @Test("the scan sees the public API and the list holds the platforms' names")
    func inputs() {
        #expect(Self.publicTypeNames.isSuperset(of: ["TokenColor", "TokenDimension", "ModeAxis", "DesignSystem", "Token"]))
        #expect(Self.publicTypeNames.count > 150)
        #expect(Self.platformNames.isSuperset(of: ["Color", "Dimension", "Gradient", "Transition", "StrokeStyle", "Axis", "Font", "Duration"]))
    }

    @Test("no public type shares a name with SwiftUI, Foundation or the standard library")
    func noCollision() {
        let shared = Self.publicTypeNames.intersection(Self.platformNames).sorted()
        #expect(shared == [], "rename these (token values take the Token prefix): \(shared)")
    }

    /// Compiles only while the names stay apart: Foundation's `Dimension` and Tessera's
    /// `TokenDimension` are both in scope here, unqualified.
    @Test("Tessera's values and Foundation's units sit side by side unqualified")
    func besideFoundation() throws {
        var ds = DesignSystem(name: "f")
        ds.declare("space.md", type: .dimension, .px(12))
        ds.declare("ink", type: .color, .hex("#204060"))
        let graph = TokenGraph(ds)
        let theme = try graph.compileBase()
        let space = try #require(graph.token("space.md", as: TokenDimension.self))
        let ink = try #require(graph.token("ink", as: TokenColor.self))
        let value: TokenDimension = theme.defaultTable[space]
        let color: TokenColor = theme.defaultTable[ink]
        #expect(value == TokenDimension(12, .px))
        #expect(color.hex == "#204060")
        let meters: Dimension = UnitLength.meters
        #expect(meters.symbol == "m")
    }
}
