import Tessera
import TesseraSample
import Testing

@testable import Tessera

/// A large graph lowers its tokens in two halves at once: however the tokens are cut, the
/// definitions, pools, edge tables and diagnostics are those of lowering them in order.
@Suite("Lowering a graph in halves")
struct GraphHalvesTests {
    /// Builds `system` lowering in order, then cut in two at every size in `splits`, and expects
    /// the same graph each time.
    static func expectSame(_ system: DesignSystem, splits: [Int] = [2, 3, 5], comment: String) {
        let whole = TokenGraph(system, splitTokens: .max)
        let wholeEdges = whole.expandedBase.edges
        for split in splits {
            let graph = TokenGraph(system, splitTokens: split)
            let what: Comment = "\(comment), split from \(split) tokens"
            #expect(graph.baseDefs == whole.baseDefs, what)
            #expect(graph.expandedBase.defs == whole.expandedBase.defs, what)
            #expect(graph.colorLiterals == whole.colorLiterals, what)
            #expect(graph.families == whole.families, what)
            #expect(graph.diagnostics == whole.diagnostics, what)
            #expect(graph.tiers == whole.tiers && graph.closed == whole.closed && graph.relativeTo == whole.relativeTo, what)
            #expect(graph.locations == whole.locations && graph.descriptions == whole.descriptions && graph.extensions == whole.extensions, what)
            let edges = graph.expandedBase.edges
            #expect(edges.depStart == wholeEdges.depStart && edges.deps == wholeEdges.deps, what)
            #expect(edges.rdepStart == wholeEdges.rdepStart && edges.rdeps == wholeEdges.rdeps, what)
            #expect(edges.ownAxes == wholeEdges.ownAxes && edges.plainAlias == wholeEdges.plainAlias && edges.plainColor == wholeEdges.plainColor, what)
            #expect(edges.abstract == wholeEdges.abstract, what)
            #expect(edges.plainExpression == wholeEdges.plainExpression && edges.plainExpressions == wholeEdges.plainExpressions, what)
            let rows = edges.aliasRows
            let wholeRows = wholeEdges.aliasRows
            #expect(rows.valid == wholeRows.valid && rows.rowStart == wholeRows.rowStart && rows.target == wholeRows.target, what)
            #expect(rows.conditionStart == wholeRows.conditionStart && rows.conditions == wholeRows.conditions, what)
        }
    }

    @Test("The sample and the small fixtures lower the same in halves")
    func fixtures() {
        Self.expectSame(SampleDesignSystem.designSystem, comment: "sample")
        Self.expectSame(Fixtures.brand, comment: "brand")
        Self.expectSame(Fixtures.radii, comment: "radii")
        Self.expectSame(Fixtures.sizes, comment: "sizes")
    }

    @Test("Colors inside composites, families and strings seen in both halves, and problems in both, keep their numbers and order")
    func poolsAndProblems() throws {
        var ds = DesignSystem(name: "pools")
        let inter = TokenExpression.fontFamily(["Inter", "sans-serif"])
        for k in 0..<6 {
            ds.declare(TokenPath("raw.c\(k)"), type: .color, tier: .raw, .hex(k.isMultiple(of: 2) ? "#102030" : "#A0B0C0"))
            ds.declare(TokenPath("raw.family\(k)"), type: .fontFamily, tier: .raw, k < 3 ? inter : .fontFamily(["Mono \(k % 2)"]))
            ds.declare(TokenPath("raw.label\(k)"), type: .string, tier: .raw, .string("label \(k % 3)"))
            ds.declare(
                TokenPath("text.t\(k)"), type: .typography, tier: .semantic,
                .typography(
                    TypographyExpression(
                        fontFamily: k == 4 ? inter : .alias(TokenPath("raw.family\(k)")), fontSize: .px(12), fontWeight: .fontWeight(400), letterSpacing: .px(0),
                        lineHeight: .number(1.2))))
            ds.declare(
                TokenPath("semantic.s\(k)"), type: .color, tier: .semantic,
                varying: [(.always, .alias(TokenPath("raw.c\(k)"))), (["colorScheme": "dark"], .hex("#000000")), (["nowhere": "x"], .alias(TokenPath("raw.c0")))])
            ds.declare(TokenPath("broken.b\(k)"), type: .color, tier: .component, .alias(TokenPath("raw.missing\(k)")))
            ds.declare(TokenPath("broken.n\(k)"), type: .number, tier: .component, .number(.infinity))
        }
        Self.expectSame(ds, splits: [2, 3, 5, 17, 29], comment: "pools")
        let graph = TokenGraph(ds, splitTokens: 2)
        #expect(graph.families.lists.first == ["Inter", "sans-serif"])
        #expect(graph.diagnostics.count == TokenGraph(ds, splitTokens: .max).diagnostics.count)
        #expect(graph.diagnostics.count >= 18)
    }

    @Test("Locations from several files, unusual ones, descriptions and extensions on some tokens keep their tokens")
    func sparseMetadata() {
        var ds = DesignSystem(name: "metadata")
        for k in 0..<40 {
            var decl = TokenDeclaration(TokenPath("m\(k)"), type: .number, definitions: [TokenDefinition(.always, .number(Double(k)))])
            // Files change back and forth; some tokens have none, one a line past 32 bits.
            switch k % 5 {
            case 0: decl.location = nil
            case 1, 2: decl.location = SourceLocation(file: "a.tokens.json", line: k + 1, column: 3)
            case 3: decl.location = SourceLocation(file: "b.tokens.json", line: k + 1, column: k)
            default: decl.location = SourceLocation(file: k == 9 ? "a.tokens.json" : "c.tokens.json", line: k == 19 ? 1 << 40 : 7, column: 1)
            }
            if k % 3 == 0 { decl.description = "token \(k)" }
            if k % 7 == 2 { decl.extensionsJSON = #"{"k":\#(k)}"# }
            ds.tokens.append(decl)
        }
        Self.expectSame(ds, splits: [2, 3, 5, 17, 29, 39], comment: "metadata")
        for split in [Int.max, 2, 17] {
            let graph = TokenGraph(ds, splitTokens: split)
            for (k, decl) in ds.tokens.enumerated() {
                #expect(graph.location(of: k) == decl.location, "token \(k), split from \(split)")
                #expect(graph.description(of: k) == decl.description && graph.extensionsJSON(of: k) == decl.extensionsJSON, "token \(k)")
            }
            #expect(graph.location(of: 40) == nil && graph.description(of: 40) == nil && graph.location(of: -1) == nil)
        }
    }

    @Test("A system past the default split size lowers the same as in order")
    func pastTheDefaultSize() {
        var ds = DesignSystem(name: "large")
        let n = TokenGraph.splitTokens + 9
        for k in 0..<n {
            if k % 3 == 0 {
                ds.declare(TokenPath("t\(k)"), type: .color, .hex(k.isMultiple(of: 2) ? "#123456" : "#654321"))
                // Plain expressions holding a color literal and a family, which the runs of
                // the back number from 0 and the join renumbers.
                if k % 300 == 0 {
                    ds.declare(
                        TokenPath("s\(k)"), type: .shadow,
                        .shadowLayer(ShadowLayerExpression(color: .hex(k.isMultiple(of: 600) ? "#102030" : "#302010"), offsetX: .px(0), offsetY: .px(1), blur: .px(Double(k % 7)))))
                    ds.declare(TokenPath("f\(k)"), type: .fontFamily, .fontFamily(["Family \(k % 7)"]))
                }
            } else {
                ds.declare(TokenPath("t\(k)"), type: .color, varying: [(.always, .alias(TokenPath("t\(k - k % 3)"))), (["colorScheme": "dark"], .alias(TokenPath("t\(k - 1)")))])
            }
        }
        Self.expectSame(ds, splits: [TokenGraph.splitTokens], comment: "large")
    }
}
