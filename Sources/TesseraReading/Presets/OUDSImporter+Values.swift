import TesseraColorModel
import TesseraModel
import TesseraTables

extension OUDSImporter {
    /// The token type for a `$type` as tokenator writes it; `nil` for types the preset does not read.
    ///
    /// Figma variables have no font types, so font families and weights come as `string` (or
    /// `number`) under a `family` or `weight` group; the group decides.
    ///
    /// Opacities come as `dimension`s in percent under an `opacity` group (`"4"` is 0.04, as the
    /// generated platform code has it): they are numbers.
    package static func tokenType(_ name: String, path: [String]) -> TokenType? {
        let inFamily = path.contains { $0.lowercased().contains("family") }
        let inWeight = path.contains { $0.lowercased().contains("weight") }
        let inOpacity = path.contains { $0.lowercased() == "opacity" }
        switch name {
        case "string" where inFamily: return .fontFamily
        case "string" where inWeight, "number" where inWeight: return .fontWeight
        case "dimension" where inOpacity: return .number
        default: return TokenType(rawValue: name)
        }
    }

    /// The expression for an entry's value, accepting Figma's legacy forms.
    package mutating func value(_ e: Entry) -> TokenExpression? {
        let doc = e.doc
        if let s = doc.string(e.node), let path = DTCGAlias.path(s) {
            return .alias(TokenPath(target(of: path, from: e).path))
        }
        switch e.type {
        case .color:
            if let s = doc.string(e.node) {
                if s.lowercased() == "#ff000000" { return .forbidden }
                guard let c = TokenColor(hex: s) else {
                    diagnostics.error(.invalidValue, "invalid color \(s)", at: doc.location(e.node), token: e.path)
                    return nil
                }
                return .color(c)
            }
        case .dimension:
            if let n = doc.number(e.node) { return .px(n) }
            if let s = doc.string(e.node) {
                // Figma's unitless numbers ("4") are pixels, as the generated code has them.
                if let n = Double(s.trimmingWhitespace), n.isFinite { return .px(n) }
                for unit in TokenDimension.Unit.allCases where s.hasSuffix(unit.name) {
                    if let n = Double(s.dropLast(unit.name.count)) { return .dimension(TokenDimension(n, unit)) }
                }
                diagnostics.error(.invalidValue, "invalid dimension \(s)", at: doc.location(e.node), token: e.path)
                return nil
            }
        case .number where e.path.split(separator: ".").contains { $0.lowercased() == "opacity" }:
            // An opacity in percent (tokenator writes them as dimensions): "4" is 0.04.
            if let n = doc.number(e.node) ?? doc.string(e.node).flatMap({ Double($0.trimmingWhitespace) }), n.isFinite { return .number(n / 100) }
        case .fontWeight:
            if let s = doc.string(e.node) {
                guard let w = Self.fontWeight(s) else {
                    diagnostics.error(
                        .invalidValue, "unknown font weight \"\(s)\": give a number in 1...1000 or a keyword such as Regular or Semi Bold", at: doc.location(e.node),
                        token: e.path)
                    return nil
                }
                return .fontWeight(w)
            }
        case .fontFamily:
            if let s = doc.string(e.node) {
                let names = CSSText.familyNames(s)
                return .fontFamily(names.isEmpty ? [s] : names)
            }
        default:
            break
        }
        var reader = DTCGValueReader(doc: doc, diagnostics: DTCGDiagnostics())
        reader.token = e.path
        let result = try? reader.value(e.node, type: e.type)
        diagnostics.append(reader.diagnostics)
        return result
    }

    /// A weight from a numeric string or a keyword in Figma's spelling (`"Semi Bold"`,
    /// `"ExtraBold"`, `"regular"`).
    package static func fontWeight(_ text: String) -> Double? {
        if let n = Double(text), (1...1000).contains(n) { return n }
        let squeezed = String(text.lowercased().filter { $0.isLetter })
        return FontWeight.keywords.first { $0.key.filter(\.isLetter) == squeezed }?.value
    }
}
