import Tessera
import TesseraSample
import TesseraTestSupport
import Testing

private let sampleDesign: DesignSystem = SampleDesignSystem.designSystem
private let sampleGraph: TokenGraph = TokenGraph(sampleDesign)
/// Ids of every token a theme may override.
private let sampleOpenTokens: [Int] = (0..<sampleGraph.count).filter { !sampleGraph.isClosed($0) }

@Suite("The bundled sample design system")
struct SampleTests {
    static var design: DesignSystem { sampleDesign }
    static var graph: TokenGraph { sampleGraph }

    @Test("It is large, three-tiered and clean")
    func shape() {
        #expect(Self.graph.diagnostics.isEmpty)
        #expect(Self.graph.count >= 400)
        let tiers = Dictionary(grouping: 0..<Self.graph.count) { Self.graph.tier(of: $0) }
        for tier in Tier.allCases { #expect((tiers[tier]?.count ?? 0) >= 100, "\(tier)") }
        let types = Set(Self.graph.types)
        #expect(
            types.isSuperset(of: [
                .color, .dimension, .typography, .shadow, .border, .fontFamily, .fontWeight, .number, .duration, .cubicBezier, .transition, .strokeStyle, .gradient,
            ]))
    }

    @Test("Both themes compile; the second has forbidden tokens and overrides about 15 % of tokens")
    func themes() throws {
        let lumen = try Self.graph.compile(try #require(Self.design.theme(named: "lumen")))
        #expect(lumen.diagnostics.isEmpty)
        let oceanTheme = try #require(Self.design.theme(named: "ocean"))
        let ocean = try Self.graph.compile(oceanTheme)
        #expect(ocean.diagnostics.with(rule: "forbidden-value").count >= 3)
        let overridden = Set(oceanTheme.layers.flatMap { $0.overrides.map(\.path) })
        let share = Double(overridden.count) / Double(Self.graph.count)
        #expect(share > 0.12 && share < 0.2)
        // The abstract token is defined by both.
        let abstract = (0..<Self.graph.count).filter { Self.graph.isAbstract($0) }
        #expect(abstract.count == 1)
        #expect(throws: DiagnosticList.self) { try Self.graph.compileBase() }
    }

    @Test("Colors vary by scheme, contrast and elevation; sizes and type by size class")
    func variation() throws {
        let lumen = try Self.graph.compile(Self.design.theme(named: "lumen")!)
        func distinct(_ path: TokenPath, _ modes: [[String: String]]) throws -> Int {
            Set(try modes.map { try TestSupport.value(lumen, path, $0) }).count
        }
        let paths = (0..<Self.graph.count).map { Self.graph.paths[$0] }
        func anyVaries(_ modes: [[String: String]], type: TokenType) throws -> Bool {
            for i in paths.indices where Self.graph.types[i] == type {
                if try distinct(paths[i], modes) > 1 { return true }
            }
            return false
        }
        #expect(try anyVaries([["colorScheme": "light"], ["colorScheme": "dark"]], type: .color))
        #expect(try anyVaries([["contrast": "standard"], ["contrast": "high"]], type: .color))
        #expect(try anyVaries([["colorScheme": "dark"], ["colorScheme": "dark", "elevation": "elevated"]], type: .color))
        #expect(try anyVaries([["sizeClass": "regular"], ["sizeClass": "compact"]], type: .dimension))
        #expect(try anyVaries([["sizeClass": "regular"], ["sizeClass": "compact"]], type: .typography))
        #expect(try anyVaries([["colorScheme": "light"], ["colorScheme": "dark"]], type: .shadow))
    }

    @Test("Every open token of the sample can be overridden", arguments: sampleOpenTokens)
    func overridable(id: Int) throws {
        let base = try Self.graph.compile(Self.design.theme(named: "lumen")!)
        let path = Self.graph.paths[id]
        let replacement = try TestSupport.value(base, path, ["colorScheme": "dark"])
        let expression = SampleTests.expression(for: replacement)
        let theme = try base.overriding(OverrideLayer("probe", [Override(path, expression)]))
        #expect(try TestSupport.value(theme, path) == replacement)
    }

    @Test("Closed tokens reject overrides")
    func closed() throws {
        let base = try Self.graph.compile(Self.design.theme(named: "lumen")!)
        let closed = (0..<Self.graph.count).filter { Self.graph.isClosed($0) }
        #expect(!closed.isEmpty)
        for id in closed {
            #expect(throws: DiagnosticList.self) {
                try base.overriding(OverrideLayer("probe", [Override(Self.graph.paths[id], .forbidden)]))
            }
        }
    }

    /// A literal expression that reproduces an expanded value.
    static func expression(for value: ResolvedValue) -> TokenExpression {
        switch value {
        case .color(let c): return .color(c)
        case .dimension(let d): return .dimension(d)
        case .number(let n): return .number(n)
        case .fontFamily(let names): return .fontFamily(names)
        case .fontWeight(let w): return .fontWeight(w)
        case .duration(let d): return .duration(d)
        case .cubicBezier(let b): return .cubicBezier(b)
        case .strokeStyle(let k, let dashes, let cap):
            return k == .custom ? .dashedStroke(dashes: dashes.map { .dimension($0) }, lineCap: cap) : .strokeStyle(k)
        case .shadow(let layers):
            return .shadow(
                layers.map {
                    .shadowLayer(
                        ShadowLayerExpression(
                            color: .color($0.color), offsetX: .dimension($0.offsetX), offsetY: .dimension($0.offsetY), blur: .dimension($0.blur), spread: .dimension($0.spread),
                            inset: $0.inset))
                })
        case .typography(let f, let size, let weight, let spacing, let lh):
            return .typography(
                TypographyExpression(
                    fontFamily: .fontFamily(f), fontSize: .dimension(size), fontWeight: .fontWeight(weight), letterSpacing: .dimension(spacing), lineHeight: .number(lh)))
        case .border(let c, let w, let s):
            let style: TokenExpression = s.keyword == .custom ? .dashedStroke(dashes: s.dashes.map { .dimension($0) }, lineCap: s.lineCap) : .strokeStyle(s.keyword)
            return .border(BorderExpression(color: .color(c), width: .dimension(w), style: style))
        case .transition(let t):
            return .transition(TransitionExpression(duration: .duration(t.duration), delay: .duration(t.delay), timingFunction: .cubicBezier(t.timingFunction)))
        case .gradient(let stops):
            return .gradient(stops.map { .gradientStop(GradientStopExpression(color: .color($0.color), position: .number($0.position))) })
        case .string(let text): return .string(text)
        case .boolean(let flag): return .boolean(flag)
        }
    }
}
