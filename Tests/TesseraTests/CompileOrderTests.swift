import TesseraTestSupport
import Testing

@testable import Tessera

/// The full compile places and evaluates tokens in a depth-first order that keeps to token ids
/// (for memory locality), but reports in Kahn's breadth-first order, as it always did.
@Suite("Compile order")
struct CompileOrderTests {
    /// The dependency order the solver walks for `system`'s base definitions.
    private static func localityOrder(_ system: DesignSystem) -> [String]? {
        let graph = TokenGraph(system)
        var solver = Solver(graph: graph, defs: graph.baseDefs, sourceLiterals: [], colorLiterals: [], families: graph.families)
        solver.buildEdges()
        return solver.localityOrder()?.map { graph.paths[Int($0)].rawValue }
    }

    /// `top → mid → base` declared top first, and `other → base` declared last.
    private static var forward: DesignSystem {
        var ds = DesignSystem(name: "forward")
        ds.declare("c.top", type: .color, .alias("c.mid"))
        ds.declare("c.mid", type: .color, varying: [(.always, .alias("c.base")), (["contrast": "high"], .hex("#000000"))])
        ds.declare("c.base", type: .color, varying: [(.always, .hex("#3366CC")), (["colorScheme": "dark"], .hex("#1F3F80"))])
        ds.declare("c.other", type: .color, .alias("c.base"))
        return ds
    }

    @Test("Declaration order is the walk when every alias points back; dependencies come first otherwise")
    func walk() throws {
        var backward = DesignSystem(name: "backward")
        backward.declare("a", type: .dimension, .px(1))
        backward.declare("b", type: .dimension, .alias("a"))
        backward.declare("c", type: .dimension, .alias("b"))
        backward.declare("d", type: .dimension, .alias("a"))
        #expect(Self.localityOrder(backward) == ["a", "b", "c", "d"])
        #expect(Self.localityOrder(Self.forward) == ["c.base", "c.mid", "c.top", "c.other"])

        var cycle = DesignSystem(name: "cycle")
        cycle.declare("x", type: .dimension, .px(1))
        cycle.declare("p", type: .dimension, .alias("q"))
        cycle.declare("q", type: .dimension, .alias("p"))
        #expect(Self.localityOrder(cycle) == nil)
    }

    @Test("A 200k chain declared head first walks without recursion")
    func longForwardChain() throws {
        var ds = DesignSystem(name: "chain")
        let n = 200_000
        for k in 0..<n - 1 { ds.declare(TokenPath("t.\(k)"), type: .number, .alias(TokenPath("t.\(k + 1)"))) }
        ds.declare(TokenPath("t.\(n - 1)"), type: .number, .number(7))
        let order = try #require(Self.localityOrder(ds))
        #expect(order.count == n)
        #expect(order.first == "t.\(n - 1)")
        #expect(order.last == "t.0")
        let theme = try TokenGraph(ds).compileBase()
        #expect(try TestSupport.value(theme, "t.0") == .number(7))
    }

    @Test("Tokens aliasing tokens declared after them resolve in every mode")
    func forwardValues() throws {
        let theme = try TokenGraph(Self.forward).compileBase()
        let cases: [([String: String], String)] = [
            ([:], "#3366cc"), (["colorScheme": "dark"], "#1f3f80"), (["contrast": "high"], "#000000"), (["colorScheme": "dark", "contrast": "high"], "#000000"),
        ]
        for (contexts, expected) in cases {
            let base = contexts["colorScheme"] == "dark" ? "#1f3f80" : "#3366cc"
            #expect(try TestSupport.hex(theme, "c.top", contexts) == expected)
            #expect(try TestSupport.hex(theme, "c.mid", contexts) == expected)
            #expect(try TestSupport.hex(theme, "c.base", contexts) == base)
            #expect(try TestSupport.hex(theme, "c.other", contexts) == base)
        }
    }

    @Test("Warnings about several tokens come in Kahn's order: roots by id, then dependents as they are freed")
    func outcomeOrder() throws {
        var layer = OverrideLayer("forbid")
        layer.set("c.base", when: ["colorScheme": "dark"], .forbidden)
        let theme = try TokenGraph(Self.forward).compile(Theme(name: "forbid", layers: [layer]))
        // Kahn: c.base is the only root; freeing it frees c.mid and c.other (in id order), then c.top.
        #expect(theme.diagnostics.with(rule: "forbidden-value").compactMap(\.token) == ["c.base", "c.mid", "c.other", "c.top"])
    }

    @Test("Combination-limit errors come in Kahn's order too")
    func placementOrder() throws {
        var ds = DesignSystem(name: "limits")
        ds.declare("x.top", type: .color, .alias("x.mid"))
        ds.declare("x.mid", type: .color, varying: [(.always, .alias("x.base")), (["contrast": "high"], .hex("#000000"))])
        ds.declare("x.base", type: .color, varying: [(.always, .hex("#3366CC")), (["colorScheme": "dark"], .hex("#1F3F80"))])
        ds.declare("x.other", type: .color, varying: [(.always, .hex("#3366CC")), (["sizeClass": "compact"], .hex("#1F3F80"))])
        var limits = Limits()
        limits.maxCombinationsPerToken = 1
        let result = TokenGraph(ds, limits: limits).compileKeepingGoing(Theme(name: "tight"))
        // Kahn: roots x.base and x.other by id, then x.mid; x.top, over no axes of its own and
        // behind a failed token, fits.
        #expect(result.diagnostics.with(rule: "limit-exceeded").compactMap(\.token) == ["x.base", "x.other", "x.mid"])
    }
}
