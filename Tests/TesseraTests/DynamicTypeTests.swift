import Tessera
import TesseraFormats
import TesseraSample
import Testing

@Suite("Dynamic Type")
struct DynamicTypeTests {
    @Test("Apple's table: body is 17 pt at large and 53 pt at AX5; footnote is 12 pt at xSmall")
    func table() {
        #expect(DynamicType.categories.count == 12 && DynamicType.TextStyle.allCases.count == 11)
        #expect(DynamicType.pointSize(.body, in: "large") == 17)
        #expect(DynamicType.pointSize(.body, in: "AX5") == 53)
        #expect(DynamicType.pointSize(.footnote, in: "xSmall") == 12)
        #expect(DynamicType.pointSize(.largeTitle, in: "large") == 34)
        #expect(DynamicType.pointSize(.caption2, in: "xSmall") == 11)
        #expect(DynamicType.pointSize(.body, in: "huge") == nil)
        #expect(DynamicType.scale(.headline, in: "large") == 1)
        // Every style grows (or stays) from each category to the next.
        for style in DynamicType.TextStyle.allCases {
            let sizes = DynamicType.categories.compactMap { DynamicType.pointSize(style, in: $0) }
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style)")
        }
    }

    static func typography(_ size: Double, lineHeight: Double = 1.3) -> TokenExpression {
        .typography(
            TypographyExpression(
                fontFamily: .fontFamily(["Inter"]), fontSize: .dimension(TokenDimension(size)), fontWeight: .fontWeight(400),
                letterSpacing: .dimension(TokenDimension(0)), lineHeight: .number(lineHeight)))
    }

    static var system: DesignSystem {
        var ds = DesignSystem(name: "type", axes: ModeAxis.builtIn + [DynamicType.axis])
        ds.declare("type.body", type: .typography, typography(17))
        ds.tokens[ds.tokens.count - 1].relativeTo = .body
        ds.declare("type.note", type: .typography, typography(16))
        ds.tokens[ds.tokens.count - 1].relativeTo = .footnote
        ds.declare("type.fixed", type: .typography, typography(20))
        ds.declare("type.compactBody", type: .typography, varying: [(.always, typography(17)), (["sizeClass": "compact"], typography(15))])
        ds.tokens[ds.tokens.count - 1].relativeTo = .body
        ds.declare("button.label", type: .typography, .alias("type.body"))
        ds.declare("color.text", type: .color, varying: [(.always, .hex("#111111")), (["colorScheme": "dark"], .hex("#EEEEEE"))])
        return ds
    }

    static func size(_ theme: ResolvedTheme, _ path: TokenPath, _ input: [String: String]) throws -> Double {
        guard case .typography(_, let size, _, _, let lineHeight)? = try theme.table(for: theme.mode(input)).resolvedValue(at: path)?.get() else {
            throw LookupFailure()
        }
        #expect(lineHeight == 1.3 || lineHeight == 1.45)
        return size.value
    }

    struct LookupFailure: Error {}

    @Test("Font sizes scale per content size, precomputed; fixed tokens and other axes do not")
    func scaling() throws {
        let theme = try TokenGraph(Self.system).compileBase()
        #expect(try Self.size(theme, "type.body", [:]) == 17)
        #expect(try Self.size(theme, "type.body", ["contentSize": "AX5"]) == 53)
        #expect(try Self.size(theme, "type.body", ["contentSize": "xSmall"]) == 14)
        // 16 pt relative to footnote (13 at large, 12 at xSmall).
        #expect(abs(try Self.size(theme, "type.note", ["contentSize": "xSmall"]) - 16 * 12 / 13) < 1e-9)
        #expect(try Self.size(theme, "type.fixed", ["contentSize": "AX5"]) == 20)
        // Aliases follow; size-class variants scale too, and the most specific definition wins.
        #expect(try Self.size(theme, "button.label", ["contentSize": "AX3"]) == 40)
        #expect(abs(try Self.size(theme, "type.compactBody", ["sizeClass": "compact", "contentSize": "AX1"]) - 15.0 * 28 / 17) < 1e-9)
        #expect(try Self.size(theme, "type.compactBody", ["sizeClass": "compact"]) == 15)
        // Only the scaled tokens are stored per content size: the color keeps its 2 cells.
        #expect(theme.statistics.colorCells == 2)
    }

    @Test("An override layer's new value scales too")
    func overrides() throws {
        let graph = TokenGraph(Self.system)
        let layer = OverrideLayer("big", [Override("type.body", Self.typography(20))])
        let theme = try graph.compileBase().overriding(layer)
        #expect(abs(try Self.size(theme, "type.body", ["contentSize": "AX5"]) - 20.0 * 53 / 17) < 1e-9)
        let compiled = try graph.compile(Theme(name: "big", layers: [layer]))
        #expect(abs(try Self.size(compiled, "type.body", ["contentSize": "AX5"]) - 20.0 * 53 / 17) < 1e-9)
    }

    @Test("The sample's body text follows body: larger at AX5 than at the default")
    func sample() throws {
        let system = SampleDesignSystem.designSystem
        #expect(system.axes.map(\.name).last == "contentSize")
        let theme = try TokenGraph(system).compile(system.themes[0])
        let large = try Self.size(theme, "typography.body.md", [:])
        let ax5 = try Self.size(theme, "typography.body.md", ["contentSize": "AX5"])
        #expect(large == 16)
        #expect(abs(ax5 - 16.0 * 53 / 17) < 1e-9)
    }
}
