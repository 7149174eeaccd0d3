import Tessera
import TesseraTestSupport
import Testing

@Suite("Diagnostics")
struct DiagnosticTests {
    @Test("Every member of a cycle is reported with the full chain")
    func cycleMembers() throws {
        var ds = DesignSystem()
        ds.declare("a", type: .number, .alias("b"))
        ds.declare("b", type: .number, .alias("c"))
        ds.declare("c", type: .number, .alias("a"))
        ds.declare("d", type: .number, .alias("a"))
        ds.declare("ok", type: .number, .number(1))
        let result = TokenGraph(ds).compileKeepingGoing(Theme(name: "t"))
        let cycles = result.diagnostics.with(rule: "alias-cycle")
        #expect(cycles.count == 3)
        #expect(cycles.first { $0.token == "a" }?.kind == .aliasCycle(chain: ["a", "b", "c", "a"]))
        #expect(cycles.first { $0.token == "b" }?.kind == .aliasCycle(chain: ["b", "c", "a", "b"]))
        #expect(cycles.first { $0.token == "c" }?.kind == .aliasCycle(chain: ["c", "a", "b", "c"]))
        #expect(cycles.first?.description.contains("error[alias-cycle]") == true)
        #expect(result.diagnostics.with(rule: "unresolved-dependency").map(\.token) == ["d"])
        #expect(try TestSupport.value(result.theme, "ok") == .number(1))
        let table = result.theme.defaultTable
        #expect(throws: LookupError.self) { try table.value(result.theme.token("a", as: Number.self)!) }
    }

    @Test("A self-reference is a cycle")
    func selfCycle() {
        var ds = DesignSystem()
        ds.declare("a", type: .number, .alias("a"))
        let cycles = TokenGraph(ds).compileKeepingGoing(Theme(name: "t")).diagnostics.with(rule: "alias-cycle")
        #expect(cycles.map(\.kind) == [.aliasCycle(chain: ["a", "a"])])
    }

    @Test("Unknown references suggest the closest path")
    func unknownReference() {
        var ds = DesignSystem()
        ds.declare("color.brand.primary", type: .color, .hex("#112233"))
        ds.declare("button.bg", type: .color, .alias("color.brand.primray"))
        let d = TokenGraph(ds).diagnostics.with(rule: "unknown-reference")
        #expect(d.map(\.kind) == [.unknownReference("color.brand.primray", suggestion: "color.brand.primary")])
        #expect(d.first?.token == "button.bg")
        #expect(d.first?.message.contains("did you mean {color.brand.primary}?") == true)
    }

    @Test("Aliases and composite fields must target the right type")
    func typeMismatch() {
        var ds = DesignSystem()
        ds.declare("blue", type: .color, .hex("#0000FF"))
        ds.declare("gap", type: .dimension, .alias("blue"))
        ds.declare(
            "border", type: .border,
            .border(BorderExpression(color: .alias("blue"), width: .alias("blue"), style: .strokeStyle(.solid))))
        ds.declare("n", type: .number, .hex("#FFFFFF"))
        let graph = TokenGraph(ds)
        let mismatches = graph.diagnostics.with(rule: "type-mismatch")
        #expect(mismatches.map(\.token) == ["gap", "border"])
        #expect(mismatches.first?.kind == .typeMismatch(expected: .dimension, found: .color, target: "blue"))
        #expect(graph.diagnostics.with(rule: "invalid-value").map(\.token) == ["n"])
    }

    @Test("An alias up a tier names both tokens")
    func tierViolation() {
        var ds = DesignSystem()
        ds.declare("raw.blue", type: .color, tier: .raw, .hex("#0000FF"))
        ds.declare("semantic.accent", type: .color, tier: .semantic, .alias("button.bg"))
        ds.declare("button.bg", type: .color, tier: .component, .alias("raw.blue"))
        ds.declare("raw.alias", type: .color, tier: .raw, .alias("semantic.accent"))
        ds.declare("untiered", type: .color, .alias("button.bg"))
        let d = TokenGraph(ds).compileKeepingGoing(Theme(name: "t")).diagnostics.with(rule: "tier-violation")
        #expect(d.count == 2)
        #expect(d.first { $0.token == "semantic.accent" }?.kind == .tierViolation(from: .semantic, to: .component, target: "button.bg"))
        #expect(d.first { $0.token == "raw.alias" }?.kind == .tierViolation(from: .raw, to: .semantic, target: "semantic.accent"))
    }

    @Test("Every problem is reported in one run")
    func allAtOnce() {
        var ds = DesignSystem()
        ds.declare("a", type: .number, .alias("b"))
        ds.declare("b", type: .number, .alias("a"))
        ds.declare("c", type: .number, .alias("nope"))
        ds.declare("d", type: .dimension, .alias("e"))
        ds.declare("e", type: .number, .number(2))
        ds.declare("e", type: .number, .number(3))
        ds.declare("w", type: .fontWeight, .fontWeight(1200))
        ds.declare("f", type: .number, varying: [(["colorScheme": "sepia"], .number(1))])
        let result = TokenGraph(ds).compileKeepingGoing(Theme(name: "t"))
        let rules = Set(result.diagnostics.filter { $0.severity == .error }.map(\.ruleID))
        #expect(rules == ["alias-cycle", "unknown-reference", "type-mismatch", "duplicate-token", "invalid-value", "unknown-context", "missing-abstract-definition"])
    }

    @Test("Source locations print compiler-style")
    func locations() {
        var ds = DesignSystem()
        ds.tokens.append(
            TokenDeclaration("x", type: .color, definitions: [TokenDefinition(.always, .alias("y"), location: SourceLocation(file: "tokens/color.json", line: 12, column: 5))]))
        let d = TokenGraph(ds).diagnostics.first
        #expect(d?.description == "tokens/color.json:12:5: error[unknown-reference]: x: unknown reference {y}")
    }

    @Test("Selecting an unknown axis or context lists the valid ones")
    func modeErrors() throws {
        let theme = try TokenGraph(Fixtures.brand).compileBase()
        #expect(throws: Diagnostic(.error, .unknownAxis("scheme", valid: ["colorScheme", "contrast", "elevation", "sizeClass"]))) {
            try theme.mode(["scheme": "dark"])
        }
        #expect(throws: Diagnostic(.error, .unknownContext(axis: "colorScheme", context: "dim", valid: ["light", "dark"]))) {
            try theme.mode(["colorScheme": "dim"])
        }
        // Names match case-insensitively as a fallback.
        #expect(try theme.mode(["COLORSCHEME": "Dark"]) == theme.mode(["colorScheme": "dark"]))
        // So two spellings of one axis name it twice: an error, not whichever sorts last.
        #expect(throws: Diagnostic(.error, .invalidAxis(axis: "colorScheme", detail: "named twice in one selection, as 'colorScheme' and 'colorscheme'"))) {
            try theme.mode(["colorscheme": "light", "colorScheme": "dark"])
        }
    }

    @Test("Bad axis declarations are reported")
    func badAxes() {
        let ds = DesignSystem(axes: [
            ModeAxis("a", contexts: ["x", ModeAxis.Context("y", fallback: "z")]),
            ModeAxis("a", contexts: ["x"]),
            ModeAxis("b", contexts: [ModeAxis.Context("p", fallback: "q"), ModeAxis.Context("q", fallback: "p")]),
        ])
        let d = TokenGraph(ds).diagnostics.with(rule: "invalid-axis")
        #expect(d.count == 3)
    }
}
