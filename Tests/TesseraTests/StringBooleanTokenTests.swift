import Tessera
import Testing

/// `string` and `boolean` tokens: their own columns, per-mode values, aliases and snapshots.
@Suite("String and boolean tokens")
struct StringBooleanTokenTests {
    /// A label and a flag that vary by color scheme, each aliased through two tokens.
    static var system: DesignSystem {
        var ds = DesignSystem(name: "flags")
        ds.declare("label.greeting", type: .string, varying: [(.always, .string("Hello")), (["colorScheme": "dark"], .string("Good night"))])
        ds.declare("label.brand", type: .string, .string("Tessera \"β\""))
        ds.declare("feature.glow", type: .boolean, varying: [(.always, .boolean(false)), (["colorScheme": "dark"], .boolean(true))])
        ds.declare("feature.beta", type: .boolean, .boolean(true))
        ds.declare("button.label", type: .string, .alias("label.greeting"))
        ds.declare("card.label", type: .string, .alias("button.label"))
        ds.declare("button.glow", type: .boolean, .alias("feature.glow"))
        ds.declare("card.glow", type: .boolean, .alias("button.glow"))
        return ds
    }

    /// The text and flag each path reads in `scheme`, through typed handles.
    static func reads(_ theme: ResolvedTheme, _ scheme: String) throws -> (strings: [String], flags: [Bool]) {
        let table = try theme.table(for: try theme.mode(["colorScheme": scheme]))
        let strings = try ["label.greeting", "label.brand", "button.label", "card.label"].map { path in
            theme.text(table[try #require(theme.token(TokenPath(path), as: TokenString.self))])
        }
        let flags = try ["feature.glow", "feature.beta", "button.glow", "card.glow"].map { path in
            table[try #require(theme.token(TokenPath(path), as: TokenBoolean.self))].value
        }
        return (strings, flags)
    }

    static let light = (strings: ["Hello", "Tessera \"β\"", "Hello", "Hello"], flags: [false, true, false, false])
    static let dark = (strings: ["Good night", "Tessera \"β\"", "Good night", "Good night"], flags: [true, true, true, true])

    @Test("Values per mode, through alias chains, by typed handle and expanded")
    func perMode() throws {
        let theme = try TokenGraph(Self.system).compileBase()
        let light = try Self.reads(theme, "light")
        #expect(light.strings == Self.light.strings)
        #expect(light.flags == Self.light.flags)
        let dark = try Self.reads(theme, "dark")
        #expect(dark.strings == Self.dark.strings)
        #expect(dark.flags == Self.dark.flags)
        let table = try theme.table(for: try theme.mode(["colorScheme": "dark"]))
        #expect(try table.resolvedValue(at: "card.label")?.get() == .string("Good night"))
        #expect(try table.resolvedValue(at: "card.glow")?.get() == .boolean(true))
        #expect(TokenType.string.isDTCG == false && TokenType.boolean.isDTCG == false && TokenType.gradient.isDTCG)
    }

    @Test("An alias from a string token to a boolean token is a type mismatch")
    func typeMismatch() throws {
        var ds = Self.system
        ds.declare("bad.label", type: .string, .alias("feature.beta"))
        ds.declare("bad.flag", type: .boolean, .string("yes"))
        let result = TokenGraph(ds).compileKeepingGoing(Theme(name: "base"))
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.ruleID).sorted() == ["invalid-value", "type-mismatch"])
        #expect(errors.first { $0.ruleID == "type-mismatch" }?.token == "bad.label")
        #expect(errors.first { $0.ruleID == "invalid-value" }?.message.contains("found a string") == true)
    }

    @Test("A snapshot keeps string and boolean values in every mode")
    func snapshotRoundTrip() throws {
        let theme = try TokenGraph(Self.system).compileBase()
        let loaded = try Snapshot(bytes: try Snapshot.encode([theme])).theme()
        for scheme in ["light", "dark"] {
            let original = try Self.reads(theme, scheme)
            let reread = try Self.reads(loaded, scheme)
            #expect(reread.strings == original.strings, "\(scheme)")
            #expect(reread.flags == original.flags, "\(scheme)")
        }
        #expect(loaded.catalog.types.filter { $0 == .string }.count == 4)
        #expect(loaded.catalog.types.filter { $0 == .boolean }.count == 4)
    }
}
