import TesseraColor
import TesseraTestSupport
import Testing

@testable import Tessera

/// From ``Solver/concurrentTokens`` tokens on, two threads evaluate a compile
/// (``Solver/evaluateConcurrently(_:rowStart:targets:)``). These tests compile the
/// same systems on one thread and on two and require the same theme, bit for bit: snapshot
/// bytes (every slab, status and pool), diagnostics, forbidden origins and gamut reports.
@Suite("Concurrent evaluation")
struct ConcurrentEvaluationTests {
    /// A system of every kind of token a thread may evaluate or leave to the calling thread:
    /// colors with scheme and contrast variants, wide-gamut literals, color modifiers and
    /// blends (which call the converter), forbidden values, dimensions and arithmetic on them,
    /// typography whose size aliases a dimension (and whose family may be a template), shadows,
    /// borders, gradients and string templates (which append to the shared pools) and tokens
    /// that alias those, a reference to nothing, tier violations, and chains.
    static func mixed(tokens n: Int, seed: UInt64) -> DesignSystem {
        var system = DesignSystem(name: "mixed")
        var rng = PlacementTests.SplitMix(seed: seed)
        var colors: [TokenPath] = []
        var dimensions: [TokenPath] = []
        var shadows: [TokenPath] = []
        var components: [TokenPath] = []
        func pick(_ paths: [TokenPath]) -> TokenPath { paths[Int(rng.next() % UInt64(paths.count))] }
        func hex() -> TokenExpression { .hex("#" + (0..<3).map { _ in String(rng.next() % 200 + 16, radix: 16) }.joined()) }
        for k in 0..<n {
            let path = TokenPath("t.\(k)")
            let r = k < 8 ? k : Int(rng.next() % 16)
            switch r {
            case 0:
                system.declare(path, type: .color, varying: [(.always, hex()), (["colorScheme": "dark"], hex())])
                colors.append(path)
            case 1:
                // Outside sRGB: converted into sRGB tables it is reported out of gamut.
                let p3 = ColorLiteral(space: .displayP3, components: [1, Double(rng.next() % 50) / 100, 0])
                system.declare(path, type: .color, .colorLiteral(p3))
                colors.append(path)
            case 2:
                system.declare(path, type: .dimension, varying: [(.always, .px(Double(rng.next() % 64))), (["sizeClass": "compact"], .px(4))])
                dimensions.append(path)
            case 3:
                system.declare(
                    path, type: .shadow,
                    .shadowLayer(ShadowLayerExpression(color: .alias(pick(colors)), offsetX: .px(0), offsetY: .px(2), blur: .px(Double(rng.next() % 16)))))
                shadows.append(path)
            case 4:
                system.declare(path, type: .shadow, .alias(pick(shadows)))
                shadows.append(path)
            case 5:
                // Half the families are templates (`"{…} Sans, sans-serif"`), which intern per mode.
                let family: TokenExpression =
                    rng.next() % 2 == 0 ? .fontFamily(["Inter"]) : .text([.alias(pick(dimensions)), .string(" Sans, sans-serif")])
                system.declare(
                    path, type: .typography,
                    .typography(
                        TypographyExpression(
                            fontFamily: family, fontSize: .alias(pick(dimensions)), fontWeight: .fontWeight(400), letterSpacing: .px(0),
                            lineHeight: .number(1.4))))
            case 6:
                system.declare(path, type: .border, .border(BorderExpression(color: .alias(pick(colors)), width: .alias(pick(dimensions)), style: .strokeStyle(.solid))))
            case 7:
                system.declare(
                    path, type: .gradient,
                    .gradient([
                        .gradientStop(GradientStopExpression(color: .alias(pick(colors)), position: .number(0))),
                        .gradientStop(GradientStopExpression(color: .alias(pick(colors)), position: .number(1))),
                    ]))
            case 8:
                system.declare(path, type: .color, .modified(base: .alias(pick(colors)), modifier: ColorModifier(.darken, amount: 0.2), mix: nil))
                colors.append(path)
            case 9:
                system.declare(path, type: .color, .over(top: .alias(pick(colors)), bottom: .alias(pick(colors)), alpha: 0.5, space: .target))
                colors.append(path)
            case 10 where rng.next() % 2 == 0:
                // A string template: CSS shorthand of two dimensions, interned per mode.
                system.declare(path, type: .string, .text([.alias(pick(dimensions)), .string(" "), .alias(pick(dimensions))]))
            case 10:
                system.declare(path, type: .dimension, .math(.apply(.multiply, [.operand(.alias(pick(dimensions))), .operand(.number(2))])))
                dimensions.append(path)
            case 11:
                system.declare(path, type: .color, varying: [(.always, .alias(pick(colors))), (["contrast": "high"], .forbidden)])
                colors.append(path)
            case 12:
                // The previous color, so that runs of chains form across the order.
                system.declare(path, type: .color, .alias(colors.last!))
                colors.append(path)
            case 13 where rng.next() % 50 == 0:
                system.declare(path, type: .color, .alias(TokenPath("nowhere.\(k)")))
            case 14 where !components.isEmpty && rng.next() % 4 == 0:
                // A raw token aliasing a component one: a tier violation.
                system.declare(path, type: .color, tier: .raw, .alias(pick(components)))
            case 15 where rng.next() % 4 == 0:
                system.declare(path, type: .color, tier: .component, hex())
                components.append(path)
            default:
                system.declare(path, type: .color, varying: [(.always, .alias(pick(colors))), (["colorScheme": "dark"], .alias(pick(colors)))])
                colors.append(path)
            }
        }
        return system
    }

    /// What must not differ between one thread and two.
    struct Outcome: Equatable {
        var snapshot: [UInt8]
        var diagnostics: [Diagnostic]
        var forbiddenOrigin: [Int32]
        var gamutHits: [Int32: [Int]]

        init(_ graph: TokenGraph, _ theme: Theme, converter: (any ColorConverting)?, singleThreaded: Bool) throws {
            var options = CompileOptions(colorConverter: converter, gamut: .clip)
            options.singleThreaded = singleThreaded
            let result = graph.compileKeepingGoing(theme, options: options)
            snapshot = try Snapshot.encode([result.theme])
            diagnostics = result.diagnostics
            forbiddenOrigin = (result.theme.storage as? CompiledTheme)?.overrideState.forbiddenOrigin ?? []
            gamutHits = result.theme.storage.tables.gamutHits
        }
    }

    private func expectSame(_ system: DesignSystem, theme: Theme = Theme(name: "t"), converter: (any ColorConverting)? = nil) throws {
        let graph = TokenGraph(system)
        #expect(graph.count >= Solver.concurrentTokens)
        let one = try Outcome(graph, theme, converter: converter, singleThreaded: true)
        for _ in 0..<3 {
            let two = try Outcome(graph, theme, converter: converter, singleThreaded: false)
            #expect(two.snapshot == one.snapshot)
            #expect(two.diagnostics == one.diagnostics)
            #expect(two.forbiddenOrigin == one.forbiddenOrigin)
            #expect(two.gamutHits == one.gamutHits)
        }
    }

    @Test("Every kind of token compiles the same on two threads as on one", arguments: [11, 12] as [UInt64])
    func mixedSystem(seed: UInt64) throws {
        let system = Self.mixed(tokens: Solver.concurrentTokens + 3_000, seed: seed)
        let graph = TokenGraph(system)
        let result = graph.compileKeepingGoing(Theme(name: "t"))
        // The system exercises what it means to: a missing reference, tier violations, pools.
        #expect(result.diagnostics.contains { $0.severity == .error })
        #expect(result.diagnostics.contains { if case .tierViolation = $0.kind { true } else { false } })
        #expect(!result.theme.storage.tables.store.shadowLayers.isEmpty && !result.theme.storage.tables.store.gradientStops.isEmpty)
        try expectSame(system)
    }

    @Test("Wide-gamut literals and blends convert the same on two threads, gamut reports included")
    func mixedSystemConverted() throws {
        let system = Self.mixed(tokens: Solver.concurrentTokens + 3_000, seed: 13)
        let srgb = try ProfileColorConverting(named: "srgb")
        let graph = TokenGraph(system)
        let result = graph.compileKeepingGoing(Theme(name: "t"), options: CompileOptions(colorConverter: srgb))
        #expect(!result.theme.storage.tables.gamutHits.isEmpty)
        try expectSame(system, converter: srgb)
        try expectSame(system, converter: try ProfileColorConverting(named: "display-p3"))
    }

    @Test(
        "Cycles (Kahn's order) and an override layer compile the same on two threads",
        arguments: [(21, true, false), (22, true, true), (23, false, true)] as [(UInt64, Bool, Bool)])
    func generated(seed: UInt64, cycles: Bool, overrides: Bool) throws {
        let g = PlacementTests.Generated(tokens: Solver.concurrentTokens + 2_000, seed: seed, cycles: cycles, overrides: overrides)
        try expectSame(g.system, theme: Theme(name: "generated", layers: [g.layer]))
    }

    @Test("One long alias chain, each token waiting for the one before, compiles the same on two threads")
    func chain() throws {
        var system = DesignSystem(name: "chain")
        system.declare(TokenPath("c.0"), type: .color, varying: [(.always, .hex("#123456")), (["colorScheme": "dark"], .hex("#654321"))])
        for k in 1..<(Solver.concurrentTokens * 3) {
            // Every 97th link is forbidden in high contrast, so forbidden origins travel the chain.
            let next: TokenExpression = .alias(TokenPath("c.\(k - 1)"))
            if k % 97 == 0 {
                system.declare(TokenPath("c.\(k)"), type: .color, varying: [(.always, next), (["contrast": "high"], .forbidden)])
            } else {
                system.declare(TokenPath("c.\(k)"), type: .color, next)
            }
        }
        try expectSame(system)
    }

    @Test("A system below the threshold stays on the calling thread and compiles the same")
    func belowThreshold() throws {
        let system = Self.mixed(tokens: Solver.concurrentTokens - 1, seed: 31)
        let graph = TokenGraph(system)
        let one = try Outcome(graph, Theme(name: "t"), converter: nil, singleThreaded: true)
        let two = try Outcome(graph, Theme(name: "t"), converter: nil, singleThreaded: false)
        #expect(one == two)
    }
}
