import TesseraColorModel
import TesseraModel

/// Reads and writes DTCG 2025.10 color values (`{"colorSpace", "components", "alpha", "hex"}`).
public enum DTCGColorValue {
    /// Why a value is invalid, and the node at fault.
    public struct Problem: Error, Sendable, Hashable {
        /// The JSON node of the bad value.
        public var node: JSONDocument.Node
        /// What is wrong, as a sentence.
        public var message: String
    }

    /// A deviation from DTCG 2025.10 that still says which color is meant, and the node at fault.
    package struct Deviation {
        package var node: JSONDocument.Node
        package var rule: DiagnosticRule
        package var message: String
    }

    /// The literal a color object describes.
    public static func parse(_ doc: JSONDocument, _ node: JSONDocument.Node) throws(Problem) -> ColorLiteral {
        var deviations: [Deviation] = []
        let literal = try parse(doc, node, tolerating: &deviations)
        if let first = deviations.first { throw Problem(node: first.node, message: first.message) }
        return literal
    }

    /// The literal a color object describes, reading an 8-digit `hex` (its last two digits are
    /// the alpha when `alpha` is absent) and a `hex` that disagrees with sRGB `components` (the
    /// components win) as deviations instead of failing.
    package static func parse(_ doc: JSONDocument, _ node: JSONDocument.Node, tolerating deviations: inout [Deviation]) throws(Problem) -> ColorLiteral {
        guard doc.kind(node) == .object else {
            if doc.kind(node) == .string {
                throw Problem(node: node, message: "a color must be an object {colorSpace, components, alpha?, hex?}; strings such as \"#ff0000\" are the pre-2025 format")
            }
            throw Problem(node: node, message: "a color must be an object {colorSpace, components, alpha?, hex?}")
        }
        var unknown: (key: String, node: JSONDocument.Node)?
        // The members found in the same pass (the last of a repeated key, as `member(_:_:)`
        // finds it): a lookup per member scanned the object again, for every color of a file.
        var spaceNode: JSONDocument.Node?
        var componentsNode: JSONDocument.Node?
        var alphaNode: JSONDocument.Node?
        var hexNode: JSONDocument.Node?
        doc.forEachMember(node) { key, keyNode, value in
            switch key {
            case "colorSpace": spaceNode = value
            case "components": componentsNode = value
            // Cobalt UI's name for the components.
            case "channels":
                componentsNode = value
                deviations.append(Deviation(node: keyNode, rule: .nonDTCGValue, message: "channels is Cobalt UI's name for components; read as them"))
            case "alpha": alphaNode = value
            case "hex": hexNode = value
            default: if unknown == nil { unknown = (key, keyNode) }
            }
        }
        if let unknown { throw Problem(node: unknown.node, message: "unknown color property \"\(unknown.key)\"") }
        let space: ColorLiteral.Space
        // Another tool's space, whose components are converted into `space` once read.
        var toolSpace: ToolColorSpace?
        if let spaceNode {
            if doc.string(spaceNode) == "xyz" {
                // CSS and Terrazzo write xyz for xyz-d65.
                deviations.append(Deviation(node: spaceNode, rule: .nonDTCGValue, message: "colorSpace xyz is CSS's name for xyz-d65; read as it"))
            }
            if let name = doc.string(spaceNode).map({ $0 == "xyz" ? "xyz-d65" : $0 }), let named = ColorLiteral.Space(rawValue: name) {
                space = named
            } else if let tool = doc.string(spaceNode).flatMap(ToolColorSpace.init(rawValue:)) {
                deviations.append(Deviation(node: spaceNode, rule: .nonDTCGValue, message: tool.note))
                toolSpace = tool
                space = tool.space
            } else {
                let valid = ColorLiteral.Space.allCases.map(\.rawValue).joined(separator: ", ")
                throw Problem(node: spaceNode, message: "unknown colorSpace \(doc.string(spaceNode).map { "\"\($0)\"" } ?? "value"); valid: \(valid)")
            }
        } else if componentsNode != nil {
            // Primer's conversions write {components, alpha, hex} alone: the hex names sRGB.
            deviations.append(Deviation(node: node, rule: .nonDTCGValue, message: "color object without colorSpace; read as srgb"))
            space = .srgb
        } else {
            throw Problem(node: node, message: "missing colorSpace")
        }
        guard let componentsNode else { throw Problem(node: node, message: "missing components") }
        // Elements read in place: a color is read per color token, and an array of its three
        // nodes was an allocation each time.
        guard let count = doc.elementCount(componentsNode) else { throw Problem(node: componentsNode, message: "components must be an array of 3 numbers or \"none\"") }
        guard count == 3 else { throw Problem(node: componentsNode, message: "\(space.rawValue) needs exactly 3 components, found \(count)") }
        func component(_ k: Int) throws(Problem) -> Double? {
            let item = doc.element(componentsNode, k)
            if let v = doc.number(item) { return v }
            if doc.kind(item) == .null {
                // Terrazzo writes null for a missing component (an achromatic color's hue).
                deviations.append(Deviation(node: item, rule: .nonDTCGValue, message: "a null component; read as \"none\""))
                return nil
            }
            guard doc.string(item) == "none" else { throw Problem(node: item, message: "a component must be a number or \"none\"") }
            return nil
        }
        // Built whole, in one allocation (appends after a reservation still grew it).
        var components: [Double?] = [try component(0), try component(1), try component(2)]
        if let toolSpace {
            do throws(ToolColorSpace.RangeProblem) {
                components = try toolSpace.converted(components)
            } catch {
                throw Problem(node: componentsNode, message: error.message)
            }
        }
        var alpha = 1.0
        if let alphaNode {
            guard let a = doc.number(alphaNode) else { throw Problem(node: alphaNode, message: "alpha must be a number") }
            guard (0...1).contains(a) else { throw Problem(node: alphaNode, message: "alpha \(a) is outside 0...1") }
            alpha = a
        }
        var hex: String?
        if let hexNode {
            guard var h = doc.string(hexNode), Self.isHex6(h) || ([4, 5, 9].contains(h.utf8.count) && h.hasPrefix("#") && TokenColor(hex: h) != nil) else {
                throw Problem(node: hexNode, message: "hex must be 6-digit #rrggbb")
            }
            if h.utf8.count == 4 || h.utf8.count == 5, let short = TokenColor(hex: h) {
                // #rgb and #rgba shorthand (Spectrum's and Fluent's conversions write "#000").
                deviations.append(Deviation(node: hexNode, rule: .nonDTCGValue, message: "hex \(h) is shorthand; DTCG's hex is #rrggbb"))
                if alphaNode == nil, h.utf8.count == 5 { alpha = Double(short.alpha) }
                h = "#" + h.dropFirst().prefix(3).map { "\($0)\($0)" }.joined()
            }
            if h.utf8.count == 9 {
                deviations.append(Deviation(node: hexNode, rule: .nonDTCGValue, message: "hex \(h) has 8 digits; DTCG's hex is #rrggbb and the alpha goes in alpha"))
                if alphaNode == nil, let a = TokenColor(hex: h)?.alpha { alpha = Double(a) }
                h = String(h.prefix(7))
            }
            hex = h
            if space == .srgb, components.allSatisfy({ $0.map { (0...1).contains($0) } ?? false }) {
                let fromComponents = Self.hex6(components)
                if !Self.sameHexIgnoringCase(fromComponents, h) {
                    deviations.append(
                        Deviation(node: hexNode, rule: .hexMismatch, message: "hex \(h) disagrees with the components (\(fromComponents)); the components win"))
                    hex = nil
                }
            }
        }
        let literal = ColorLiteral(space: space, components: components, alpha: alpha, hex: hex)
        if let problem = literal.rangeProblem { throw Problem(node: componentsNode, message: problem) }
        return literal
    }

    /// `#rrggbb` for sRGB components in 0...1.
    package static func hex6(_ rgb: [Double?]) -> String {
        // Written into the string's own storage: it runs for every color token of a file, and
        // a `Character` table, `Character` appends or a byte array cost several times more.
        let digits: StaticString = "0123456789abcdef"
        return String(unsafeUninitializedCapacity: 1 + 2 * rgb.count) { out in
            out[0] = UInt8(ascii: "#")
            digits.withUTF8Buffer { digits in
                for (k, c) in rgb.enumerated() {
                    let byte = Int(((c ?? 0) * 255).rounded())
                    out[1 + 2 * k] = digits[byte >> 4]
                    out[2 + 2 * k] = digits[byte & 15]
                }
            }
            return 1 + 2 * rgb.count
        }
    }

    package static func isHex6(_ text: String) -> Bool {
        // Over the contiguous bytes: iterating the `utf8` view cost more than the rest of
        // reading a color.
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count == 7, bytes[0] == UInt8(ascii: "#") else { return false }
            for b in bytes.dropFirst() {
                guard (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "f")) else { return false }
            }
            return true
        }
    }

    /// Whether `lower` (lowercase hex digits) and `written` spell the same `#rrggbb`, ignoring
    /// the case of `written`, compared in place without lowercasing a copy.
    package static func sameHexIgnoringCase(_ lower: String, _ written: String) -> Bool {
        var lower = lower
        var written = written
        return lower.withUTF8 { a in
            written.withUTF8 { b in
                guard a.count == b.count else { return false }
                for k in 0..<a.count where a[k] != b[k] | (b[k] >= UInt8(ascii: "A") && b[k] <= UInt8(ascii: "F") ? 0x20 : 0) { return false }
                return true
            }
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
    package static func rounded(_ x: Double) -> Double {
        let r = (x * 1_000_000).rounded() / 1_000_000
        return r == 0 ? 0 : r
    }
}
