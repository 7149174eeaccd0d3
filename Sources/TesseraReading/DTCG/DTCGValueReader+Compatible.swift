import TesseraColorModel
import TesseraModel
import TesseraTables

/// The value forms other tools document beside DTCG's: each is read as its authors meant it,
/// with a deviation (a warning in the compatible mode, an error with `--strict`).
extension DTCGValueReader {
    /// A number written as a string: `"0.4"`, or a percentage (`"130%"` is 1.3), which Tokens
    /// Studio writes for opacities and line heights and its Style Dictionary transforms divide
    /// by 100.
    package mutating func numberString(_ s: String, at node: JSONDocument.Node) throws(Failed) -> Double {
        let text = s.trimmingWhitespace
        if text.hasSuffix("%"), let p = Double(String(text.dropLast()).trimmingWhitespace), p.isFinite {
            let n = p / 100
            diagnostics.deviation(
                .nonDTCGValue, "number \"\(s)\" is a percentage; read as \(CSSText.number(n)) (Tokens Studio's opacity and line-height convention)", at: doc.location(node),
                token: token)
            return n
        }
        guard let n = Double(text), n.isFinite else { throw fail(node, "a number value must be a JSON number") }
        diagnostics.deviation(.nonDTCGValue, "number \"\(s)\" is a string; DTCG numbers are JSON numbers", at: doc.location(node), token: token)
        return n
    }

    /// A font family written as one string: a CSS list (`"Inter, 'Helvetica Neue', sans-serif"`
    /// is three families), or one name.
    package mutating func fontFamilyString(_ s: String, at node: JSONDocument.Node) throws(Failed) -> TokenExpression {
        // One name, which may hold an apostrophe (`Kid's Font`): a list needs a comma.
        guard s.contains(",") || s.contains("{") else {
            guard s.count > 1, let q = s.first, q == "'" || q == "\"", s.last == q else { return .fontFamily([s]) }
            diagnostics.deviation(.nonDTCGValue, "font family \(s) is quoted as CSS would; read as the name inside the quotes", at: doc.location(node), token: token)
            return .fontFamily([String(s.dropFirst().dropLast())])
        }
        if let parts = Self.templateParts(s) {
            // `"{font.brand}, {font.fallback}, sans-serif"`: the families the references hold, in
            // order, as Style Dictionary interpolates them.
            diagnostics.deviation(
                .nonDTCGValue, "font family \"\(s)\" is a CSS list with references; read as the families they hold, in each mode (DTCG writes an array)",
                at: doc.location(node), token: token)
            return .text(parts)
        }
        switch CSSFontFamilyList.parse(s) {
        case .success(let names):
            if names.count > 1 {
                diagnostics.deviation(
                    .nonDTCGValue, "font family \"\(s)\" is a CSS list; read as \(names.count) families (DTCG writes an array)", at: doc.location(node), token: token)
            }
            return .fontFamily(names)
        case .failure(let problem):
            throw fail(node, "font family \"\(s)\": \(problem.message)")
        }
    }

    /// A shadow written as CSS `box-shadow` text (one layer or a comma-separated list), with
    /// `{references}` where a length or the color stands.
    package mutating func shadowString(_ s: String, at node: JSONDocument.Node) throws(Failed) -> TokenExpression {
        switch CSSShadowString.parse(s) {
        case .success(let shadow):
            diagnostics.deviation(
                .nonDTCGValue, "shadow \"\(s)\" is CSS text; DTCG shadows are objects {color, offsetX, offsetY, blur, spread}", at: doc.location(node), token: token)
            return shadow
        case .failure(let problem):
            throw fail(node, "shadow \"\(s)\": \(problem.message)")
        }
    }

    /// A composite written as CSS text (`"1px solid {color.border}"`), read by `parse`; what
    /// the text leaves to CSS's initial values is said in the deviation.
    package mutating func cssReading(
        _ s: String, at node: JSONDocument.Node, what: String, _ parse: (String) -> Result<CSSValueReading, CSSValueProblem>
    ) throws(Failed) -> TokenExpression {
        switch parse(s) {
        case .success(let reading):
            let notes = reading.notes.isEmpty ? "" : " (" + reading.notes.joined(separator: "; ") + ")"
            diagnostics.deviation(.nonDTCGValue, "\(what) \"\(s)\" is CSS text; read as a DTCG \(what)\(notes)", at: doc.location(node), token: token)
            return reading.expression
        case .failure(let problem):
            throw fail(node, "\(what) \"\(s)\": \(problem.description)")
        }
    }

    /// A Tokens Studio `boxShadow` layer: `{x, y, blur, spread, color, type}`, where `type`
    /// `innerShadow` is an inset shadow and `dropShadow` (or none) an outer one; `blendMode`,
    /// which CSS shadows do not have, is kept in the token's extensions.
    package mutating func studioShadowLayer(
        _ node: JSONDocument.Node, _ members: [(key: String, keyNode: JSONDocument.Node, value: JSONDocument.Node)]
    ) throws(Failed) -> TokenExpression {
        let names = ["x": "offsetX", "y": "offsetY", "blur": "blur", "spread": "spread", "color": "color"]
        var inset = false
        for m in members {
            switch m.key {
            case "x", "y", "blur", "spread", "color": continue
            case "type":
                guard let t = doc.string(m.value), t == "dropShadow" || t == "innerShadow" || t == "inset" else {
                    throw fail(m.value, "a Tokens Studio shadow type is \"dropShadow\" or \"innerShadow\"")
                }
                inset = t != "dropShadow"
            default:
                extraProperties.append((m.key, doc.value(m.value)))
            }
        }
        diagnostics.deviation(
            .nonDTCGValue, "Tokens Studio shadow layer {x, y, blur, spread, color, type}; read as DTCG's {offsetX, offsetY, blur, spread, color, inset}", at: doc.location(node),
            token: token)
        func field(_ key: String, _ type: TokenType) throws(Failed) -> TokenExpression {
            guard let v = doc.member(node, key) else {
                // Tokens Studio leaves out what is zero.
                if type == .dimension, key == "blur" || key == "spread" { return .dimension(TokenDimension(0)) }
                throw fail(node, "a shadow layer needs \(key) (\(names[key] ?? key))")
            }
            return try value(v, type: type)
        }
        return .shadowLayer(
            ShadowLayerExpression(
                color: try field("color", .color), offsetX: try field("x", .dimension), offsetY: try field("y", .dimension), blur: try field("blur", .dimension),
                spread: try field("spread", .dimension), inset: inset))
    }

    /// A font weight written as a style name, with what Tessera leaves aside: `"Regular
    /// italic"` is 400 and `"Expanded Medium"` 500 (a weight's style and width are not part of a
    /// DTCG weight; a typography keeps the style as `fontStyle` in its extensions).
    package mutating func styledFontWeight(_ s: String, at node: JSONDocument.Node) -> Double? {
        let styles: Set<String> = ["italic", "oblique"]
        let widths: Set<String> = [
            "ultracondensed", "extracondensed", "condensed", "semicondensed", "semiexpanded", "expanded", "extraexpanded", "ultraexpanded", "narrow", "wide",
            "compressed", "extended",
        ]
        var words = s.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" }).map(String.init)
        var style = words.first { styles.contains($0) }
        // A weight followed by `Normal` names the normal style (`"Bold Normal"`), as
        // sd-transforms splits it; `Normal` alone is the weight 400.
        if style == nil, words.count > 1, words.last == "normal" {
            style = words.removeLast()
        }
        let width = words.first { widths.contains($0) }
        words.removeAll { styles.contains($0) || widths.contains($0) }
        let folded = words.joined()
        let weight: Double?
        if folded.isEmpty {
            weight = style == nil ? nil : 400
        } else {
            weight = Double(folded) ?? FontWeight.keywords.first { $0.key.filter { $0 != "-" } == folded }?.value ?? StudioFontWeightNames.weights[folded]
        }
        guard let weight, (1...1000).contains(weight) else { return nil }
        if let style { extraProperties.append(("fontStyle", .string(style))) }
        var aside = style.map { "; its style \"\($0)\" is kept as fontStyle in the token's $extensions" } ?? ""
        if let width { aside += "; its width \"\(width)\" is not part of a weight and is left aside" }
        diagnostics.deviation(
            .nonDTCGValue, "font weight \"\(s)\" read as \(CSSText.number(weight))\(aside); DTCG weights are numbers or lowercase keywords", at: doc.location(node),
            token: token)
        return weight
    }
}

extension DTCGValueReader {
    /// Whether `s` is CSS value text a tool passes through: one identifier (`auto`,
    /// `fit-content`, `normal`), one function (`linear-gradient(…)`, `calc(…)`), or one number
    /// with a unit Tessera does not model (`16ch`). A typo such as `16 px` or `1.2.3px` is not.
    ///
    /// Text with a `{reference}` is not: kept as it is, the reference would reach the output
    /// unresolved. Nor is a function CSS does not define (Tokens Studio math it cannot evaluate).
    package static func isCSSText(_ s: String) -> Bool {
        guard !s.contains("{"), case .success(let text) = CSSValueText.parse(s), text.layers.count == 1, text.layers[0].count == 1 else { return false }
        switch text.layers[0][0] {
        case .function(let name, _): return cssFunctions.contains(name.lowercased())
        case .word(let w):
            if CSSValueText.isIdentifier(w) { return true }
            // A number and a unit of letters: a CSS dimension in a unit DTCG has no place for.
            let unit = w.drop { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }
            return !unit.isEmpty && unit.allSatisfy(\.isLetter) && CSSNumber.parse(w.dropLast(unit.count)) != nil
        case .reference, .string: return false
        }
    }

    /// CSS's value functions that token files write as free text.
    package static let cssFunctions: Set<String> = [
        "calc", "min", "max", "clamp", "var", "env", "attr", "url", "fit-content", "minmax", "repeat", "linear-gradient", "radial-gradient", "conic-gradient",
        "repeating-linear-gradient", "repeating-radial-gradient", "repeating-conic-gradient", "cubic-bezier", "steps", "color-mix", "light-dark", "oklch", "oklab",
        "lab", "lch", "hwb", "color", "image-set", "translate", "translatex", "translatey", "scale", "rotate", "blur", "drop-shadow",
    ]

    /// A value its declared `$type` cannot read, read by its own shape in the compatible mode:
    /// a colour typed `border`, a dimension typed `number`, and CSS text the writing tool passes
    /// through (`auto`, `fit-content`, `normal`, `linear-gradient(…)`), which becomes a string
    /// token that a CSS export writes as it is. `nil` when the shape says nothing either.
    ///
    /// The declared type's own diagnostics are the caller's to drop when this succeeds.
    package mutating func valueByShape(_ node: JSONDocument.Node, declared: TokenType) -> (expression: TokenExpression, type: TokenType, isCSSText: Bool)? {
        guard mode == .compatible else { return nil }
        let read: (TokenExpression, TokenType, Bool)?
        if let s = doc.string(node) {
            if case .success(let color) = CSSColorComponent.parse(s), !s.hasPrefix("{") {
                read = (color, .color, false)
            } else if case .success(let d) = CSSDurationString.parse(s) {
                read = (.duration(d), .duration, false)
            } else if let type = DTCGLoader.inferredType(of: node, in: doc), let e = try? value(node, type: type) {
                read = (e, type, false)
            } else if let n = Double(s.trimmingWhitespace), n.isFinite {
                read = (.number(n), .number, false)
            } else if declared != .boolean, Self.isCSSText(s) {
                read = (.string(s), .string, true)
            } else if declared == .dimension || declared == .number, let parts = Self.multiValue(s, unitlessPixels: unitlessPixels) {
                read = (parts.count == 1 ? parts[0] : .text(parts), .string, true)
            } else if declared == .dimension || declared == .number, let parts = Self.multiValueMath(s, unitlessPixels: unitlessPixels) {
                read = (.text(parts), .string, true)
            } else if declared != .boolean, !((declared == .dimension || declared == .number) && MathExpressionParser.mayBeMath(s)),
                let parts = declared == .color ? Self.colorTemplateParts(s) : Self.templateParts(s)
            {
                // Math that failed to read stays reported: it is not text with references.
                read = (.text(parts), .string, true)
            } else {
                read = nil
            }
        } else if let n = doc.number(node) {
            read = (.number(n), .number, false)
        } else if let b = doc.bool(node) {
            read = (.boolean(b), .boolean, false)
        } else if let type = DTCGLoader.inferredType(of: node, in: doc), let e = try? value(node, type: type) {
            read = (e, type, false)
        } else {
            read = nil
        }
        guard let (expression, type, isCSSText) = read, type != declared else { return nil }
        let what = isCSSText ? "CSS text, kept as a string token a CSS export writes as it is" : "a \(type)"
        diagnostics.deviation(
            .typeContradiction, "the value is not a \(declared) but \(what); read as \(isCSSText ? "such" : "one") (the declared $type is ignored, as the writing tool does)",
            at: doc.location(node), token: token)
        return (expression, type, isCSSText)
    }
}

extension DTCGValueReader {
    /// `s` as text and `{references}`, as Style Dictionary and Tokens Studio interpolate them
    /// (`"0 0 0 {spacing.md}"`, `"{color.black}10"`); `nil` when it holds no reference.
    package static func templateParts(_ s: String) -> [TokenExpression]? {
        var parts: [TokenExpression] = []
        var literal = ""
        var rest = Substring(s)
        while let open = rest.firstIndex(of: "{") {
            literal += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            if let path = DTCGAlias.dottedPath(String(rest[open...close])) {
                if !literal.isEmpty { parts.append(.string(literal)) }
                literal = ""
                parts.append(.alias(TokenPath(path)))
            } else {
                literal += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        literal += rest
        guard parts.contains(where: { if case .alias = $0 { true } else { false } }) else { return nil }
        if !literal.isEmpty { parts.append(.string(literal)) }
        return parts
    }

    /// The whitespace-separated components of `s` outside parentheses (`"0 calc(1px + 2px)"`
    /// has two).
    package static func shorthandComponents(_ s: String) -> [Substring] {
        var components: [Substring] = []
        var depth = 0
        var start: String.Index?
        for i in s.indices {
            let c = s[i]
            if c == "(" { depth += 1 } else if c == ")" { depth = max(0, depth - 1) }
            if c.isWhitespace, depth == 0 {
                if let st = start { components.append(s[st..<i]) }
                start = nil
            } else if start == nil {
                start = i
            }
        }
        if let st = start { components.append(s[st...]) }
        return components
    }

    /// Whether `s` is CSS shorthand a tool passes through rather than arithmetic: several
    /// components none of which is an operator (`"0 0 0 -{spacing.25}"`, `"8 16"`, `"0 auto"`),
    /// or one CSS function (`"calc(100% - {spacing.6})"`).
    package static func isCSSShorthand(_ s: String) -> Bool {
        let components = shorthandComponents(s)
        if components.count == 1 { return isCSSFunction(components[0]) }
        return components.count >= 2 && components.allSatisfy(isShorthandComponent)
    }

    /// Whether `c` is a call of a function CSS defines (`calc(…)`, `min(…)`).
    private static func isCSSFunction(_ c: Substring) -> Bool {
        guard let open = c.firstIndex(of: "("), c.hasSuffix(")") else { return false }
        return cssFunctions.contains(c[..<open].lowercased())
    }

    /// Whether `c` can stand in a shorthand of lengths: a length or number, a reference (or
    /// its negation), a CSS function, or a keyword such values take (`auto`, `none`). A unit
    /// alone (`16 px`) or an operator (`{a} * 2`) cannot.
    private static func isShorthandComponent(_ c: Substring) -> Bool {
        if DTCGAlias.dottedPath(String(c)) != nil || (c.hasPrefix("-") && DTCGAlias.dottedPath(String(c.dropFirst())) != nil) { return true }
        if isCSSFunction(c) { return true }
        if shorthandKeywords.contains(c.lowercased()) { return true }
        guard let first = c.first, first.isNumber || first == "." || first == "-" || first == "+" else { return false }
        return CSSNumber.parse(c) != nil || { if case .dimension = DimensionString(String(c)) { true } else { false } }()
    }

    /// Keywords that stand among lengths in CSS shorthand.
    package static let shorthandKeywords: Set<String> = ["auto", "none", "inherit", "initial", "unset", "revert", "normal", "fit-content", "min-content", "max-content"]

    /// CSS shorthand (see ``isCSSShorthand(_:)``) as text and references: Tokens Studio's
    /// multi-value dimensions (`"8 16"`, `"{space.sm} {space.xl}"`; a unitless number is pixels,
    /// as its transforms write it when `unitlessPixels`) and the margins and `calc()`s Style
    /// Dictionary passes through; `nil` for anything else.
    package static func multiValue(_ s: String, unitlessPixels: Bool = true) -> [TokenExpression]? {
        guard isCSSShorthand(s) else { return nil }
        var parts: [TokenExpression] = []
        for (k, component) in shorthandComponents(s).enumerated() {
            if k > 0 { parts.append(.string(" ")) }
            let text = String(component)
            if let path = DTCGAlias.dottedPath(text) {
                parts.append(.alias(TokenPath(path)))
            } else if text.hasPrefix("-"), let path = DTCGAlias.dottedPath(String(text.dropFirst())) {
                parts += [.string("-"), .alias(TokenPath(path))]
            } else if unitlessPixels, text != "0", case .dimension(let d) = DimensionString(text) {
                // Tokens Studio's transforms add px to a unitless number, except 0.
                parts.append(.string(CSSText.length(d)))
            } else if let template = templateParts(text) {
                parts += template
            } else {
                parts.append(.string(text))
            }
        }
        // Adjacent literals as one.
        var joined: [TokenExpression] = []
        for p in parts {
            if case .string(let t) = p, case .string(let u)? = joined.last {
                joined[joined.count - 1] = .string(u + t)
            } else {
                joined.append(p)
            }
        }
        return joined
    }
}

extension DTCGValueReader {
    /// One definition per entry of an extension that maps context names to values (Primer's
    /// `org.primer.overrides`, Terrazzo's `mode`): each under `condition` narrowed to its context
    /// of `axis`, its name added to `names` on first use. `read` gives an entry's expression and
    /// the node it was read from, or `nil` after reporting why it has none.
    package mutating func definitionsByContext(
        _ entries: [(key: String, keyNode: JSONDocument.Node, value: JSONDocument.Node)], axis: String, type: TokenType, condition: ContextCondition,
        names: inout [String],
        read: (_ entry: (key: String, keyNode: JSONDocument.Node, value: JSONDocument.Node), _ reader: inout DTCGValueReader) -> (TokenExpression, JSONDocument.Node)?
    ) -> [TokenDefinition] {
        var out: [TokenDefinition] = []
        for entry in entries {
            guard let (e, node) = read(entry, &self) else { continue }
            if !names.contains(entry.key) { names.append(entry.key) }
            out.append(TokenDefinition(ContextCondition(condition.contexts.merging([axis: entry.key]) { _, new in new }), e, location: doc.location(node)))
        }
        return out
    }
}
