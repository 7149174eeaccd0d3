import TesseraColorModel
import TesseraCompiler
import TesseraIO
import TesseraModel
import TesseraSnapshot
import TesseraSupport
import TesseraTables

/// Typography values: DTCG's five properties, and the forms Style Dictionary and Tokens Studio
/// write beside them (properties left out, line heights in pixels or `normal`, vendor
/// properties).
extension DTCGValueReader {
    /// The typography properties DTCG defines, in the order messages list them.
    package static let typographyProperties = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]

    /// A typography object; vendor properties go to ``extraProperties`` and a property left out
    /// is read as ``missingTypographyProperty(_:in:)`` says, each as a deviation.
    package mutating func typography(_ node: JSONDocument.Node) throws(Failed) -> TokenExpression {
        let node = try resolved(node)
        let names = Self.typographyProperties
        guard let members = doc.object(node) else { throw fail(node, "a typography value must be an object with \(names.joined(separator: ", "))") }
        for m in members where !names.contains(m.key) {
            diagnostics.deviation(
                .nonDTCGValue, "typography property \"\(m.key)\" is not DTCG's; kept in the token's $extensions", at: doc.location(m.keyNode), token: token)
            extraProperties.append((m.key, doc.value(m.value)))
        }
        func field(_ name: String, _ type: TokenType) throws(Failed) -> TokenExpression {
            guard let v = doc.member(node, name) else { return missingTypographyProperty(name, in: node) }
            let outer = readingLetterSpacing
            readingLetterSpacing = name == "letterSpacing"
            defer { readingLetterSpacing = outer }
            return try value(v, type: type)
        }
        return .typography(
            TypographyExpression(
                fontFamily: try field("fontFamily", .fontFamily), fontSize: try field("fontSize", .dimension), fontWeight: try field("fontWeight", .fontWeight),
                letterSpacing: try field("letterSpacing", .dimension), lineHeight: try lineHeight(in: node)))
    }

    /// The value of a typography property the object leaves out. DTCG requires all five, but
    /// Style Dictionary's CSS shorthand and Tokens Studio (where every property is optional)
    /// write typographies without some: each is read as what CSS's `font` shorthand then gives
    /// the text, which Tessera's typography has to hold as a value.
    private mutating func missingTypographyProperty(_ name: String, in node: JSONDocument.Node) -> TokenExpression {
        let (value, meaning): (TokenExpression, String) =
            switch name {
            case "fontFamily": (.fontFamily(["sans-serif"]), "sans-serif, the family Style Dictionary's CSS shorthand writes (the font shorthand needs one)")
            case "fontSize": (.dimension(Self.initialFontSize), "16px, CSS's initial font size (medium) and Style Dictionary's basePxFontSize")
            case "fontWeight": (.fontWeight(400), "400, the normal weight CSS's font shorthand sets")
            case "lineHeight": (.number(Self.normalLineHeight), Self.normalLineHeightMeaning)
            default: (.dimension(TokenDimension(0)), "0px")
            }
        diagnostics.deviation(.nonDTCGValue, "typography without \(name); read as \(meaning)", at: doc.location(node), token: token)
        return value
    }

    /// The font size a typography without one is read with: CSS's `medium`.
    package static let initialFontSize = TokenDimension(16)

    /// The multiple of the font size that stands for CSS's `normal` line height (Figma's AUTO):
    /// the font's own spacing, which DTCG's number cannot name. CSS 2.1 recommends a used value
    /// from 1.0 to 1.2; Tessera's other stand-ins use 1.2 too.
    package static let normalLineHeight = 1.2

    package static let normalLineHeightMeaning =
        "1.2 for CSS's normal line height (the font's own spacing, Figma's AUTO), which DTCG's number cannot write"

    /// A typography's lineHeight. A percentage is of the font size; `normal` (or Figma's
    /// `AUTO`) is ``normalLineHeight``; a dimension (Apple HIG conversions write 22px on 17px,
    /// Tokens Studio 24px on 16px) is the multiple CSS computes from it and a literal font size
    /// in the same unit. Each is a deviation.
    private mutating func lineHeight(in typography: JSONDocument.Node) throws(Failed) -> TokenExpression {
        guard let node = doc.member(typography, "lineHeight") else { return missingTypographyProperty("lineHeight", in: typography) }
        let literal = try resolved(node)
        if let s = doc.string(literal), ["normal", "auto"].contains(s.trimmingWhitespace.lowercased()) {
            diagnostics.deviation(.nonDTCGValue, "lineHeight \"\(s)\"; read as \(Self.normalLineHeightMeaning)", at: doc.location(node), token: token)
            return .number(Self.normalLineHeight)
        }
        // A percentage is of the font size (Tokens Studio's "150%"): the number reads it. A
        // unitless string is a multiple, as sd-transforms passes it on and CSS reads it.
        let isPercent = doc.string(literal)?.trimmingWhitespace.hasSuffix("%") == true
        let isDimension = doc.kind(literal) == .object || doc.string(literal).map { !$0.hasPrefix("{") && Double($0.trimmingWhitespace) == nil } == true
        guard isDimension, !isPercent else { return try value(node, type: .number) }
        let height = try dimension(literal)
        guard let size = literalFontSize(in: typography), size.unit == height.unit, size.value != 0 else {
            throw fail(node, "lineHeight is a number (a multiple of the font size); a dimension is read only beside a literal fontSize in the same unit")
        }
        let ratio = height.value / size.value
        diagnostics.deviation(
            .nonDTCGValue, "lineHeight \(height) is a dimension; DTCG's is a number, read as \(height) ÷ \(size) = \(CSSText.number(ratio))", at: doc.location(node),
            token: token)
        return .number(ratio)
    }

    /// The font size `typography` writes as a literal, read without diagnostics (its own field
    /// reports them once): a DTCG object, a string with a unit, or a bare number in the unit
    /// the file's convention gives it; ``initialFontSize`` when it has none; `nil` for a
    /// reference or math, whose value is not known while reading.
    private func literalFontSize(in typography: JSONDocument.Node) -> TokenDimension? {
        guard let node = doc.member(typography, "fontSize") else { return Self.initialFontSize }
        let bareUnit: TokenDimension.Unit = unitlessPixels ? .px : .rem
        if let n = doc.number(node) { return TokenDimension(n, n == 0 ? .px : bareUnit) }
        if let s = doc.string(node) {
            if let n = Double(s.trimmingWhitespace), n.isFinite { return TokenDimension(n, n == 0 ? .px : bareUnit) }
            guard case .dimension(let d) = DimensionString(s) else { return nil }
            return d
        }
        guard let value = doc.member(node, "value").flatMap({ doc.number($0) }), let unitName = doc.member(node, "unit").flatMap({ doc.string($0) }),
            let unit = TokenDimension.Unit.allCases.first(where: { $0.name == unitName })
        else { return nil }
        return TokenDimension(value, unit)
    }
}
