import TesseraColorModel
import TesseraModel

extension DTCGLoader {
    /// The type a token without any `$type` (its own, a group's, or an aliased token's) has
    /// by the shape of its literal value, when only one type has that shape: a colour object or
    /// CSS colour string, a dimension object or string with a length unit, a duration object or
    /// string (`"0.2s"`, `"150ms"`).
    ///
    /// Real conversions omit `$type` where the value says it (Apple HIG writes it on the first
    /// colour of a file only, legacy Style Dictionary files rarely write it). Bare numbers and
    /// arrays stay undeterminable: a number could be a number, a font weight or a pixel count.
    package static func inferredType(of value: JSONDocument.Node, in doc: JSONDocument) -> TokenType? {
        if let s = doc.string(value) {
            guard !s.hasPrefix("{") else { return nil }
            if CSSColorString.parse(s) != nil { return .color }
            if case .success = CSSDurationString.parse(s) { return .duration }
            // A unit must be written: "16" or "1e3" alone is a number as much as a dimension.
            if case .dimension = DimensionString(s), s.trimmingWhitespace.last.map({ $0.isLetter || $0 == "%" }) == true { return .dimension }
            return nil
        }
        guard doc.kind(value) == .object else { return nil }
        if doc.member(value, "components").flatMap({ doc.array($0) }) != nil { return .color }
        guard doc.member(value, "value").flatMap({ doc.number($0) }) != nil, let unit = doc.member(value, "unit").flatMap({ doc.string($0) }) else { return nil }
        if TokenDuration.Unit.allCases.contains(where: { $0.name == unit }) { return .duration }
        if TokenDimension.Unit.allCases.contains(where: { $0.name == unit }) { return .dimension }
        return nil
    }

    /// The type an untyped token reads as in the compatible mode, as the tools that write
    /// untyped files pass their values through (Style Dictionary needs no type): what
    /// ``inferredType(of:in:)`` settles, else a CSS shadow list (`"0 0 0 1px {color.x} inset"`),
    /// a typography, shadow or border object by its keys, a JSON number, a boolean, a list of
    /// names (a font family) or of four numbers (a cubic Bézier), and any other string as CSS
    /// text (`normal`, `fit-content`); `nil` for what has no reading.
    package static func untypedType(of value: JSONDocument.Node, in doc: JSONDocument) -> TokenType? {
        if let type = inferredType(of: value, in: doc) { return type }
        switch doc.kind(value) {
        case .string:
            guard let s = doc.string(value), !s.trimmingWhitespace.isEmpty else { return nil }
            if case .success = CSSShadowString.parse(s) { return .shadow }
            return .string
        case .number: return .number
        case .bool: return .boolean
        case .array:
            // A list of names is a font-family list; four numbers a cubic Bézier.
            let items = doc.array(value) ?? []
            if !items.isEmpty, items.allSatisfy({ doc.kind($0) == .string }) { return .fontFamily }
            if items.count == 4, items.allSatisfy({ doc.kind($0) == .number }) { return .cubicBezier }
            return nil
        case .object:
            let keys = Set((doc.object(value) ?? []).map(\.key))
            if keys.contains("fontFamily") && keys.contains("fontSize") { return .typography }
            if keys.isSuperset(of: ["offsetX", "offsetY"]) || keys.isSuperset(of: ["x", "y", "blur"]) { return .shadow }
            if keys.isSuperset(of: ["width", "style", "color"]) { return .border }
            if keys.isSuperset(of: ["duration", "timingFunction"]) { return .transition }
            return nil
        default: return nil
        }
    }
}
