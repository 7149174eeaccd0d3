import Foundation
import Tessera
import TesseraFormats
import TesseraTestSupport
import Testing

@Suite("Reading contrast pairs")
struct ContrastPairReaderTests {
    static func write(_ name: String, _ text: String) throws -> String {
        try Scratch.path(name, contents: text)
    }

    static let tokens = """
        {
          "bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}},
          "under": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}},
          "text": {
            "$type": "color", "$value": {"colorSpace": "srgb", "components": [0.5, 0.5, 0.5]},
            "$extensions": {"org.tessera.contrast": [
              {"against": "{bg}", "level": "AA", "apca": 60},
              {"against": "{bg}", "over": "{under}", "level": "UI", "space": "linear"}
            ]}
          },
          "icon": {
            "$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]},
            "$extensions": {"org.tessera.contrast": {"against": "{bg}", "level": "AAAA"}, "com.example": 1}
          }
        }
        """

    @Test("Pairs on tokens: one or many, at the foreground token's place; bad ones are errors there")
    func fromTokens() throws {
        let path = try Self.write("t.tokens.json", Self.tokens)
        let read = DesignSystemFiles.load([path])
        let (design, problems) = (read.design, read.diagnostics)
        #expect(problems.isEmpty, "\(problems)")
        let graph = TokenGraph(design)
        let (pairs, diagnostics) = ContrastPairReader.pairs(in: graph)
        #expect(pairs.count == 2)
        #expect(pairs[0] == ContrastPair(foreground: "text", background: "bg", level: .aa, apca: 60, location: SourceLocation(file: path, line: 4, column: 11)))
        #expect(pairs[1].over == "under" && pairs[1].level == .ui && pairs[1].space == .linear)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.ruleID == "contrast-pair")
        #expect(diagnostics.first?.location == SourceLocation(file: path, line: 11, column: 11))
        #expect(diagnostics.first?.message.contains("\"level\" must be one of AA, AAA, AA-large, AAA-large, UI") == true)
        // Other vendors' extensions still travel next to the pairs.
        #expect(graph.extensionsJSON(of: try #require(graph.id(of: "icon")))?.contains("com.example") == true)
    }

    @Test("A pairs file: each pair at its own place; malformed entries are reported, not dropped silently")
    func fromFile() throws {
        let path = try Self.write(
            "pairs.json",
            """
            {"pairs": [
              {"foreground": "{text}", "against": "{bg}", "level": "AA-large"},
              {"foreground": "text", "against": "{bg}", "level": "AA"},
              {"foreground": "{text}", "level": "AA"},
              {"foreground": "{text}", "against": "{bg}"}
            ]}
            """)
        let (pairs, diagnostics) = ContrastPairReader.pairs(file: path)
        #expect(pairs == [ContrastPair(foreground: "text", background: "bg", level: .aaLarge, location: SourceLocation(file: path, line: 2, column: 3))])
        #expect(diagnostics.map(\.location?.line) == [3, 4, 5])
        #expect(diagnostics.map(\.ruleID) == ["contrast-pair", "contrast-pair", "contrast-pair"])
        #expect(diagnostics[2].message.contains("needs a \"level\" or an \"apca\""))
    }

    @Test("A pairs file that is not JSON or has no pairs array is one positioned error")
    func badFile() throws {
        let notJSON = try Self.write("bad.json", "{\"pairs\": [")
        #expect(ContrastPairReader.pairs(file: notJSON).diagnostics.count == 1)
        let noPairs = try Self.write("none.json", "{\"pear\": []}")
        let d = ContrastPairReader.pairs(file: noPairs).diagnostics
        #expect(d.map(\.ruleID) == ["contrast-pair"])
        #expect(d.first?.location == SourceLocation(file: noPairs, line: 1, column: 1))
    }
}

@Suite("Reading Dynamic Type")
struct DynamicTypeReaderTests {
    @Test("org.tessera.relativeTo scales a plain file's typography and brings the contentSize axis; a bad style is an error there")
    func plainFile() throws {
        let path = try ContrastPairReaderTests.write(
            "type.tokens.json",
            """
            {
              "body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 17, "unit": "px"}, "fontWeight": 400,
                "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.3}, "$extensions": {"org.tessera.relativeTo": "body"}},
              "odd": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 12, "unit": "px"}, "fontWeight": 400,
                "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.3}, "$extensions": {"org.tessera.relativeTo": "giant"}}
            }
            """)
        let read = DesignSystemFiles.load([path])
        let (design, problems) = (read.design, read.diagnostics)
        #expect(design.axes.map(\.name) == ["contentSize"])
        #expect(problems.map(\.ruleID) == ["invalid-extension"])
        #expect(problems.first?.location == SourceLocation(file: path, line: 5, column: 112))
        let theme = try TokenGraph(design).compileBase()
        guard case .typography(_, let size, _, _, _)? = try theme.table(for: theme.mode(["contentSize": "AX5"])).resolvedValue(at: "body")?.get() else {
            Issue.record("no typography")
            return
        }
        #expect(size == TokenDimension(53))
    }
}
