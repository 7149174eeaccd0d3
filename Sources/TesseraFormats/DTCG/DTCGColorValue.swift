import Tessera

/// Reads and writes DTCG 2025.10 color values (`{"colorSpace", "components", "alpha", "hex"}`).
public enum DTCGColorValue {
    /// Why a value is invalid, and the node at fault.
    public struct Problem: Error, Sendable, Hashable {
        public var node: JSONDocument.Node
        public var message: String
    }

    /// The literal a color object describes.
    public static func parse(_ doc: JSONDocument, _ node: JSONDocument.Node) throws(Problem) -> ColorLiteral {
        guard doc.kind(node) == .object else {
            if doc.kind(node) == .string {
                throw Problem(node: node, message: "a color must be an object {colorSpace, components, alpha?, hex?}; strings such as \"#ff0000\" are the pre-2025 format")
            }
            throw Problem(node: node, message: "a color must be an object {colorSpace, components, alpha?, hex?}")
        }
        var unknown: (key: String, node: JSONDocument.Node)?
        doc.forEachMember(node) { key, keyNode, _ in
            switch key {
            case "colorSpace", "components", "alpha", "hex": break
            default: if unknown == nil { unknown = (key, keyNode) }
            }
        }
        if let unknown { throw Problem(node: unknown.node, message: "unknown color property \"\(unknown.key)\"") }
        guard let spaceNode = doc.member(node, "colorSpace") else { throw Problem(node: node, message: "missing colorSpace") }
        guard let name = doc.string(spaceNode), let space = ColorLiteral.Space(rawValue: name) else {
            let valid = ColorLiteral.Space.allCases.map(\.rawValue).joined(separator: ", ")
            throw Problem(node: spaceNode, message: "unknown colorSpace \(doc.string(spaceNode).map { "\"\($0)\"" } ?? "value"); valid: \(valid)")
        }
        guard let componentsNode = doc.member(node, "components") else { throw Problem(node: node, message: "missing components") }
        guard let items = doc.array(componentsNode) else { throw Problem(node: componentsNode, message: "components must be an array of 3 numbers or \"none\"") }
        guard items.count == 3 else { throw Problem(node: componentsNode, message: "\(space.rawValue) needs exactly 3 components, found \(items.count)") }
        var components: [Double?] = []
        components.reserveCapacity(3)
        for item in items {
            if let v = doc.number(item) {
                components.append(v)
            } else if doc.string(item) == "none" {
                components.append(nil)
            } else {
                throw Problem(node: item, message: "a component must be a number or \"none\"")
            }
        }
        var alpha = 1.0
        if let alphaNode = doc.member(node, "alpha") {
            guard let a = doc.number(alphaNode) else { throw Problem(node: alphaNode, message: "alpha must be a number") }
            guard (0...1).contains(a) else { throw Problem(node: alphaNode, message: "alpha \(a) is outside 0...1") }
            alpha = a
        }
        var hex: String?
        if let hexNode = doc.member(node, "hex") {
            guard let h = doc.string(hexNode), Self.isHex6(h) else {
                throw Problem(node: hexNode, message: "hex must be 6-digit #rrggbb")
            }
            hex = h
        }
        let literal = ColorLiteral(space: space, components: components, alpha: alpha, hex: hex)
        if let problem = literal.rangeProblem { throw Problem(node: componentsNode, message: problem) }
        return literal
    }

    /// Whether `text` is `#rrggbb`.
    static func isHex6(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard utf8.count == 7, utf8.first == UInt8(ascii: "#") else { return false }
        return utf8.dropFirst().allSatisfy { b in
            (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "f"))
        }
    }

    /// A color object for `components` in `space`, with 6-decimal components.
    public static func json(space: String, components: [Double], alpha: Double, hex: String? = nil) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("colorSpace", .string(space)),
            ("components", .array(components.map { .number(rounded($0)) })),
            ("alpha", .number(rounded(alpha))),
        ]
        if let hex { pairs.append(("hex", .string(hex))) }
        return .object(pairs)
    }

    /// `x` rounded to 6 decimals, with tiny negatives as 0.
    static func rounded(_ x: Double) -> Double {
        let r = (x * 1_000_000).rounded() / 1_000_000
        return r == 0 ? 0 : r
    }
}
