import Foundation
import Testing

/// A small CSS cascade for the subset the exporter writes, used as an oracle: which value of a
/// custom property a browser gives `<html>` for given attributes, media features and supported
/// color spaces.
///
/// It knows style rules whose selectors are compounds of `:root`, `[attr="value"]`, `[attr]`
/// and `:not([attr])` (each (0,1,0) specificity), nested in `@media` conditions joined by
/// `and` and `@supports (color: color(<space> 0 0 0))`. Anything else is a parse error, so a
/// change in the exporter's shape shows up here.
struct CSSCascade {
    /// What the page and the browser are like.
    struct Environment {
        /// Attributes on `<html>`.
        var attributes: [String: String] = [:]
        /// Media features: `prefers-color-scheme` → `dark`, …; a missing feature matches nothing.
        var media: [String: String] = ["prefers-color-scheme": "light", "prefers-contrast": "no-preference"]
        /// Spaces `color(<space> …)` is understood in.
        var supportedSpaces: Set<String> = ["srgb", "display-p3"]
    }

    enum Condition: Equatable {
        case media([(String, String)])
        case supports(String)

        static func == (a: Condition, b: Condition) -> Bool {
            switch (a, b) {
            case (.media(let x), .media(let y)): x.map { "\($0)=\($1)" } == y.map { "\($0)=\($1)" }
            case (.supports(let x), .supports(let y)): x == y
            default: false
            }
        }
    }

    enum Simple: Equatable {
        case root
        case attribute(String, String)
        case present(String)
        case absent(String)
    }

    struct Rule {
        var conditions: [Condition]
        var selector: [Simple]
        var declarations: [(String, String)]
        var order: Int
    }

    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    var rules: [Rule] = []
    /// `@color-profile` names and their `src`.
    var profiles: [String: String] = [:]

    init(_ text: String) throws {
        var s = text
        // Comments.
        while let start = s.range(of: "/*") {
            guard let end = s.range(of: "*/", range: start.upperBound..<s.endIndex) else { throw ParseError(description: "unclosed comment") }
            s.removeSubrange(start.lowerBound..<end.upperBound)
        }
        var scanner = Substring(s)
        var stack: [Condition?] = []
        var order = 0
        func skipSpace() { while let c = scanner.first, c.isWhitespace { scanner.removeFirst() } }
        while true {
            skipSpace()
            guard let c = scanner.first else { break }
            if c == "}" {
                guard !stack.isEmpty else { throw ParseError(description: "unbalanced }") }
                stack.removeLast()
                scanner.removeFirst()
                continue
            }
            guard let brace = Self.firstUnquoted("{", in: scanner) else { throw ParseError(description: "text after the last rule: \(scanner.prefix(40))") }
            let prelude = scanner[..<brace].trimmingCharacters(in: .whitespacesAndNewlines)
            scanner = scanner[scanner.index(after: brace)...]
            if prelude.hasPrefix("@media ") {
                var features: [(String, String)] = []
                for part in prelude.dropFirst(7).components(separatedBy: " and ") {
                    var p = part.trimmingCharacters(in: .whitespaces)
                    // `(not (feature: value))`: kept as the feature name prefixed with "not ".
                    let negated = p.hasPrefix("(not (") && p.hasSuffix("))")
                    if negated { p = String(p.dropFirst(5).dropLast()) }
                    guard p.hasPrefix("("), p.hasSuffix(")"), let colon = p.firstIndex(of: ":") else { throw ParseError(description: "media condition \(p)") }
                    features.append(
                        (
                            (negated ? "not " : "") + String(p[p.index(after: p.startIndex)..<colon]),
                            p[p.index(after: colon)..<p.index(before: p.endIndex)].trimmingCharacters(in: .whitespaces)
                        ))
                }
                stack.append(.media(features))
            } else if prelude.hasPrefix("@supports ") {
                let p = String(prelude.dropFirst(10))
                guard p.hasPrefix("(color: color("), p.hasSuffix(" 0 0 0))") else { throw ParseError(description: "supports condition \(p)") }
                stack.append(.supports(String(p.dropFirst(14).dropLast(8))))
            } else if prelude.hasPrefix("@color-profile ") {
                let name = String(prelude.dropFirst(15))
                guard let end = scanner.firstIndex(of: "}") else { throw ParseError(description: "unclosed @color-profile") }
                profiles[name] = scanner[..<end].trimmingCharacters(in: .whitespacesAndNewlines)
                scanner = scanner[scanner.index(after: end)...]
            } else if prelude.hasPrefix("@") {
                throw ParseError(description: "unexpected at-rule \(prelude)")
            } else {
                let selector = try Self.selector(prelude)
                guard let end = Self.firstUnquoted("}", in: scanner) else { throw ParseError(description: "unclosed rule \(prelude)") }
                var declarations: [(String, String)] = []
                for d in scanner[..<end].split(separator: ";") {
                    let t = d.trimmingCharacters(in: .whitespacesAndNewlines)
                    if t.isEmpty { continue }
                    guard let colon = t.firstIndex(of: ":") else { throw ParseError(description: "declaration \(t)") }
                    declarations.append((String(t[..<colon]), t[t.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
                }
                rules.append(Rule(conditions: stack.compactMap { $0 }, selector: selector, declarations: declarations, order: order))
                order += 1
                scanner = scanner[scanner.index(after: end)...]
            }
        }
        guard stack.isEmpty else { throw ParseError(description: "unclosed block") }
    }

    /// The first `character` outside a double-quoted string (with backslash escapes).
    static func firstUnquoted(_ character: Character, in text: Substring) -> Substring.Index? {
        var quoted = false
        var escaped = false
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if escaped {
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else if c == "\"" {
                quoted.toggle()
            } else if c == character, !quoted {
                return i
            }
            i = text.index(after: i)
        }
        return nil
    }

    static func selector(_ text: String) throws -> [Simple] {
        var out: [Simple] = []
        var rest = Substring(text)
        func attribute(_ body: Substring) throws -> Simple {
            if let eq = body.firstIndex(of: "=") {
                let value = body[body.index(after: eq)...]
                guard value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 else { throw ParseError(description: "attribute value \(body)") }
                // Unescape \" and \\ (the exporter's only escapes besides line breaks).
                var unescaped = ""
                var escaped = false
                for c in value.dropFirst().dropLast() {
                    if escaped || c != "\\" {
                        unescaped.append(c)
                        escaped = false
                    } else {
                        escaped = true
                    }
                }
                return .attribute(String(body[..<eq]), unescaped)
            }
            return .present(String(body))
        }
        while !rest.isEmpty {
            if rest.hasPrefix(":root") {
                out.append(.root)
                rest = rest.dropFirst(5)
            } else if rest.hasPrefix(":not([") {
                guard let end = rest.range(of: "])") else { throw ParseError(description: "selector \(text)") }
                guard case .present(let name) = try attribute(rest[rest.index(rest.startIndex, offsetBy: 6)..<end.lowerBound]) else {
                    throw ParseError(description: "only :not([attr]) is expected: \(text)")
                }
                out.append(.absent(name))
                rest = rest[end.upperBound...]
            } else if rest.hasPrefix("[") {
                guard let end = firstUnquoted("]", in: rest) else { throw ParseError(description: "selector \(text)") }
                out.append(try attribute(rest[rest.index(after: rest.startIndex)..<end]))
                rest = rest[rest.index(after: end)...]
            } else {
                throw ParseError(description: "unexpected selector \(text)")
            }
        }
        guard out.first == .root else { throw ParseError(description: "selector without :root: \(text)") }
        return out
    }

    func matches(_ rule: Rule, _ env: Environment) -> Bool {
        for c in rule.conditions {
            switch c {
            case .media(let features):
                let holds = features.allSatisfy { f in f.0.hasPrefix("not ") ? env.media[String(f.0.dropFirst(4))] != f.1 : env.media[f.0] == f.1 }
                if !holds { return false }
            case .supports(let space): if !env.supportedSpaces.contains(space) { return false }
            }
        }
        return rule.selector.allSatisfy {
            switch $0 {
            case .root: true
            case .attribute(let name, let value): env.attributes[name] == value
            case .present(let name): env.attributes[name] != nil
            case .absent(let name): env.attributes[name] == nil
            }
        }
    }

    /// The value each custom property gets: the last declaration of the matching rule with the
    /// highest specificity, later rules winning ties.
    func computed(_ env: Environment) -> [String: String] {
        var best: [String: (specificity: Int, order: Int, value: String)] = [:]
        for rule in rules where matches(rule, env) {
            for (property, value) in rule.declarations {
                let key = (rule.selector.count, rule.order)
                if let b = best[property], (b.specificity, b.order) > key { continue }
                best[property] = (key.0, key.1, value)
            }
        }
        return best.mapValues(\.value)
    }
}

/// The oracle itself, on hand-written style sheets whose answers follow from the CSS cascade
/// rules (specificity, then order; conditions that do not match drop the rule), so a wrong
/// oracle cannot make the export tests pass.
@Suite("CSS cascade oracle")
struct CSSCascadeOracleTests {
    static let sheet = """
        /* base */
        :root { --a: 1; --b: 1; }
        @media (prefers-color-scheme: dark) { :root:not([data-color-scheme]) { --a: 2; } }
        :root[data-color-scheme="dark"] { --a: 3; }
        :root[data-color-scheme="light"] { --b: 4; }
        :root { --b: 5; }
        @media (prefers-color-scheme: dark) and (prefers-contrast: more) { :root:not([data-color-scheme]):not([data-contrast]) { --a: 6; } }
        @supports (color: color(display-p3 0 0 0)) { :root { --c: 7; } }
        @supports (color: color(rec2020 0 0 0)) { :root { --c: 8; } }
        """

    @Test(
        "specificity, then order, then conditions decide",
        arguments: [
            (CSSCascade.Environment(), ["--a": "1", "--b": "5", "--c": "7"]),
            (CSSCascade.Environment(media: ["prefers-color-scheme": "dark", "prefers-contrast": "no-preference"]), ["--a": "2", "--b": "5", "--c": "7"]),
            (CSSCascade.Environment(attributes: ["data-color-scheme": "dark"]), ["--a": "3", "--b": "5", "--c": "7"]),
            (CSSCascade.Environment(attributes: ["data-color-scheme": "light"]), ["--a": "1", "--b": "4", "--c": "7"]),
            (CSSCascade.Environment(media: ["prefers-color-scheme": "dark", "prefers-contrast": "more"]), ["--a": "6", "--b": "5", "--c": "7"]),
            (CSSCascade.Environment(supportedSpaces: ["srgb"]), ["--a": "1", "--b": "5"]),
            (CSSCascade.Environment(supportedSpaces: ["srgb", "display-p3", "rec2020"]), ["--a": "1", "--b": "5", "--c": "8"]),
        ])
    func cascade(environment: CSSCascade.Environment, expected: [String: String]) throws {
        #expect(try CSSCascade(Self.sheet).computed(environment) == expected)
    }

    @Test("shapes the oracle does not know are errors, not guesses", arguments: ["div { --a: 1; }", ":root { --a: 1;", "@layer x { :root { --a: 1; } }"])
    func unknownShapes(css: String) {
        #expect(throws: CSSCascade.ParseError.self) { try CSSCascade(css) }
    }
}
