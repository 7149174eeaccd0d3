import TesseraColorModel
import TesseraCompiler
import TesseraIO
import TesseraModel

/// Reads declared contrast pairs: from token files (`$extensions.org.tessera.contrast` on a
/// foreground token) and from pairs files.
///
/// On a token, the extension is one pair or an array of them:
/// `{"against": "{color.bg.surface}", "level": "AA", "apca": 60}`, with optional
/// `"over": "{color.surface.default}"` (what lies under a translucent background) and
/// `"space": "srgb" | "linear" | "target"` (where translucent colors composite). A pairs file
/// is `{"pairs": [{"foreground": "{color.text.primary}", "against": …, …}]}`.
public enum ContrastPairReader {
    /// The `$extensions` key that declares pairs on a token.
    public static let extensionKey = "org.tessera.contrast"

    /// The pairs declared on the graph's color tokens, in token order.
    ///
    /// A pair's location is its foreground token's, the nearest place the graph keeps.
    public static func pairs(in graph: TokenGraph) -> (pairs: [ContrastPair], diagnostics: [Diagnostic]) {
        var pairs: [ContrastPair] = []
        var diagnostics: [Diagnostic] = []
        for id in 0..<graph.count {
            guard let text = graph.extensionsJSON(of: id), text.contains(extensionKey) else { continue }
            guard let parsed = try? JSONParser().parse(text, file: "$extensions"), let node = parsed.document.member(parsed.document.root, extensionKey) else { continue }
            let doc = parsed.document
            let entries = doc.array(node) ?? [node]
            for entry in entries {
                var reader = EntryReader(doc: doc, location: graph.location(of: id), token: graph.paths[id])
                if let pair = reader.pair(entry, foreground: graph.paths[id]) { pairs.append(pair) }
                diagnostics += reader.diagnostics
            }
        }
        return (pairs, diagnostics)
    }

    /// The pairs declared on the graph's color tokens, then those of each pairs file in order.
    public static func pairs(in graph: TokenGraph, files: [String]) -> (pairs: [ContrastPair], diagnostics: [Diagnostic]) {
        var (pairs, diagnostics) = Self.pairs(in: graph)
        for file in files {
            let read = Self.pairs(file: file)
            pairs += read.pairs
            diagnostics += read.diagnostics
        }
        return (pairs, diagnostics)
    }

    /// The pairs in a pairs file, each located where it is written.
    public static func pairs(file path: String) -> (pairs: [ContrastPair], diagnostics: [Diagnostic]) {
        let doc: JSONDocument
        do {
            doc = try JSONParser().parse(try FileIO.read(path, limit: 64 << 20), file: path).document
        } catch let error as JSONParseError {
            return ([], [error.diagnostic])
        } catch {
            return ([], [Diagnostic(.error, .format(rule: .ioError, detail: "\(error)"), location: SourceLocation(file: path, line: 1, column: 1))])
        }
        guard let list = doc.member(doc.root, "pairs").flatMap(doc.array) else {
            return (
                [],
                [
                    Diagnostic(
                        .error, .invalidContrastPair(detail: "a pairs file is {\"pairs\": [{\"foreground\": \"{…}\", \"against\": \"{…}\", \"level\": \"AA\"}]}"),
                        location: doc.location(doc.root))
                ]
            )
        }
        var pairs: [ContrastPair] = []
        var diagnostics: [Diagnostic] = []
        for entry in list {
            var reader = EntryReader(doc: doc, location: doc.location(entry), token: nil)
            guard let foreground = reader.alias(entry, "foreground") else {
                if reader.diagnostics.isEmpty { reader.fail("a pair needs \"foreground\": \"{token}\"") }
                diagnostics += reader.diagnostics
                continue
            }
            if let pair = reader.pair(entry, foreground: foreground) { pairs.append(pair) }
            diagnostics += reader.diagnostics
        }
        return (pairs, diagnostics)
    }
}

/// Reads one pair object, collecting what is wrong with it.
package struct EntryReader {
    package let doc: JSONDocument
    package let location: SourceLocation?
    package let token: TokenPath?
    package var diagnostics: [Diagnostic] = []

    package init(doc: JSONDocument, location: SourceLocation?, token: TokenPath?) {
        self.doc = doc
        self.location = location
        self.token = token
    }

    package mutating func fail(_ detail: String) {
        diagnostics.append(Diagnostic(.error, .invalidContrastPair(detail: detail), token: token, location: location))
    }

    /// The token path of an alias member, or `nil` (and a diagnostic when present but malformed).
    package mutating func alias(_ entry: JSONDocument.Node, _ key: String) -> TokenPath? {
        guard let node = doc.member(entry, key) else { return nil }
        guard let text = doc.string(node), let segments = DTCGAlias.path(text) else {
            fail("\"\(key)\" must be a reference such as \"{color.bg.surface}\"")
            return nil
        }
        return TokenPath(segments: segments)
    }

    package mutating func pair(_ entry: JSONDocument.Node, foreground: TokenPath) -> ContrastPair? {
        guard doc.object(entry) != nil else {
            fail("\(ContrastPairReader.extensionKey) must be an object or an array of objects")
            return nil
        }
        let before = diagnostics.count
        let against = alias(entry, "against")
        if against == nil, diagnostics.count == before { fail("a contrast pair needs \"against\": \"{background token}\"") }
        let over = alias(entry, "over")
        var level: ContrastLevel?
        if let node = doc.member(entry, "level") {
            level = doc.string(node).flatMap { ContrastLevel(rawValue: $0) }
            if level == nil { fail("\"level\" must be one of \(ContrastLevel.allCases.map(\.rawValue).joined(separator: ", "))") }
        }
        var apca: Double?
        if let node = doc.member(entry, "apca") {
            apca = doc.number(node)
            if apca.map({ !($0 > 0 && $0 <= 110) }) ?? true {
                fail("\"apca\" must be a minimum Lc between 0 and 110, such as 60")
                apca = nil
            }
        }
        var space = CompositingSpace.srgb
        if let node = doc.member(entry, "space") {
            if let s = doc.string(node).flatMap(CompositingSpace.init(rawValue:)) { space = s } else { fail("\"space\" must be srgb, linear or target") }
        }
        if level == nil, apca == nil, diagnostics.count == before { fail("a contrast pair needs a \"level\" or an \"apca\" minimum") }
        guard diagnostics.count == before, let against else { return nil }
        return ContrastPair(foreground: foreground, background: against, over: over, level: level, apca: apca, space: space, location: location)
    }
}
