import Foundation
import Tessera
import Testing

@testable import TesseraFormats

/// A wide group is read, and its tokens listed, in two halves on two threads: however small
/// the groups split, the design system and the diagnostics are those of reading in order.
@Suite("Reading wide groups in halves")
struct GroupHalvesTests {
    static func load(_ sources: [DTCGSource], splitMembers: Int, mode: ReadingMode = .compatible) -> (DesignSystem, [Diagnostic]) {
        var loader = DTCGLoader(mode: mode)
        loader.groupSplitMembers = splitMembers
        return loader.designSystem(name: "halves", sources: sources, axes: [])
    }

    /// Loads `sources` splitting no group, then splitting every group of at least 2 and 3
    /// members (and the default), and expects the same result each time.
    static func expectSame(_ sources: [DTCGSource], mode: ReadingMode = .compatible, comment: String = "") {
        let (whole, wholeProblems) = load(sources, splitMembers: .max, mode: mode)
        for split in [2, 3, DTCGDocumentReader.defaultSplitMembers] {
            let (system, problems) = load(sources, splitMembers: split, mode: mode)
            #expect(system.tokens == whole.tokens, "split \(split) \(comment)")
            #expect(system.rejectedTokens == whole.rejectedTokens, "split \(split) \(comment)")
            #expect(problems == wholeProblems, "split \(split) \(comment)")
        }
    }

    @Test("Each real-world system's files load the same with every group of two or more members split", arguments: ["carbon", "fluent", "hig", "primer", "sds", "spectrum"])
    func realSystems(_ system: String) throws {
        let documents = try TokenRunTests.documents(system)
        Self.expectSame(documents.map { DTCGSource(document: $0) }, comment: system)
        for document in documents {
            Self.expectSame([DTCGSource(document: document)], mode: .strict, comment: "\(system) \(document.file) strict")
        }
    }

    @Test("Problems in both halves keep member order; a repeated name keeps its first place; a group's $type after its tokens still applies")
    func orderAcrossHalves() throws {
        let text = """
            {"g": {
              "a": {"$value": "#000000"},
              "bad.name": {"$value": "#111111"},
              "b": {"$value": "#222222", "$deprecated": 7},
              "nested": {"x": {"$value": "{g.a}"}, "y": {"$value": 3, "$type": "number"}},
              "parent": {"$value": "#333333", "child": {"$value": "#444444"}},
              "notObject": 5,
              "$root": {"$value": "#555555"},
              "a": {"$value": "#666666"},
              "$unknown": 1,
              "c": {"$value": "#777777"},
              "{brace}": {"$value": "#888888"},
              "$type": "color"
            }}
            """
        let document = try JSONParser().parse(text, file: "order.tokens.json").document
        Self.expectSame([DTCGSource(document: document)])
        let (system, problems) = Self.load([DTCGSource(document: document)], splitMembers: 2)
        // A dotted name is read, as the nested names it spells, in the compatible mode.
        #expect(system.tokens.map(\.path.description) == ["g.a", "g.bad.name", "g.b", "g.nested.x", "g.nested.y", "g.parent", "g.parent.child", "g.$root", "g.c"])
        // The repeated `a` keeps its first place with its last value, written on line 9.
        #expect(system.tokens.first?.location?.line == 9)
        // The group's own problems in member order: the dotted name, the non-object, $unknown, the brace.
        let shape: Set<DiagnosticRule> = [.invalidName, .invalidToken, .reservedName]
        #expect(problems.filter { shape.contains($0.rule) }.compactMap(\.location?.line) == [3, 7, 10, 12])
    }

    @Test("A group whose halves follow an $extends, a cycle among them, reads as in order, each cycle member reported once")
    func extendsInHalves() throws {
        let text = """
            {"base": {"$type": "color", "k": {"$value": "#010101"}},
             "wide": {
               "one": {"$extends": "{base}", "own": {"$value": "#020202"}},
               "two": {"$extends": "{wide.three}"},
               "three": {"$extends": "{wide.two}"},
               "four": {"$type": "color", "v": {"$value": "#030303"}},
               "five": {"$extends": "{wide.two}"}
             }}
            """
        let document = try JSONParser().parse(text, file: "extends.tokens.json").document
        Self.expectSame([DTCGSource(document: document)])
        let (_, problems) = Self.load([DTCGSource(document: document)], splitMembers: 2)
        let cycles = problems.filter { $0.rule == .extendsCycle }
        #expect(!cycles.isEmpty)
        #expect(Set(cycles.compactMap(\.location)).count == cycles.count)
    }

    @Test("A group past the default split size, with problems scattered through it, loads as in order")
    func wideGroupAtTheDefaultSize() throws {
        let members = DTCGDocumentReader.defaultSplitMembers * 2 + 7
        var text = "{\"wide\": {\"$type\": \"number\""
        for k in 0..<members {
            switch k % 5_003 {
            case 17: text += ",\n\"bad.\(k)\": {\"$value\": \(k)}"
            case 400: text += ",\n\"n\(k)\": {\"$value\": \"{wide.n\(k - 1)}\", \"$unknown\": true}"
            default: text += ",\n\"n\(k)\": {\"$value\": \(k)}"
            }
        }
        text += "}}"
        let document = try JSONParser().parse(text, file: "wide.tokens.json").document
        let (whole, wholeProblems) = Self.load([DTCGSource(document: document)], splitMembers: .max)
        let (split, problems) = Self.load([DTCGSource(document: document)], splitMembers: DTCGDocumentReader.defaultSplitMembers)
        // The seven dotted names are read too (warnings, as the compatible mode has them).
        #expect(whole.tokens.count == members)
        #expect(split.tokens == whole.tokens)
        #expect(problems == wholeProblems)
        #expect(problems.count == 14)
    }
}
