import TesseraColorModel
import TesseraCompiler
import TesseraIO
import TesseraModel
import TesseraSnapshot
import TesseraSupport
import TesseraTables

/// Reads DTCG `$value`s into token expressions, type by type, with aliases and `$ref`s.
///
/// Every problem is reported with the position of the offending JSON node; the token then
/// has no definition from this occurrence.
package struct DTCGValueReader {
    package let doc: JSONDocument
    /// Whether deviations are read (compatible) or only reported (strict).
    package var mode: ReadingMode { diagnostics.mode }
    package var diagnostics: DTCGDiagnostics
    /// The token being read, for messages.
    package var token = ""
    /// How many `$ref`s are being followed, to stop pointer loops.
    private var refDepth = 0
    /// Vendor properties of the last value read that DTCG does not define (a typography's
    /// `MozOsxFontSmoothing`), kept for the token's extensions.
    package var extraProperties: [(String, JSONValue)] = []
    /// The `$type` the token declares or inherits, as written (`letterSpacing`, `boxShadow`):
    /// another tool's type can give its values a meaning of their own.
    package var declaredTypeName: String?
    /// Whether the dimension being read is a letter spacing, whose percentages are of the font
    /// size (Tokens Studio's `letterSpacing` type and typography field).
    package var readingLetterSpacing = false
    /// Whether a unitless number is pixels, as Tokens Studio (and the compatible reading of any
    /// file not Style Dictionary's) has it; in a legacy Style Dictionary file a unitless size is
    /// rem and unitless numbers in CSS shorthand stay as written.
    package var unitlessPixels = true
    /// The other files `$ref`s name, read beforehand (see ``fileReference(_:type:)``).
    package var referencedFiles = ReferencedFiles()

    package init(doc: JSONDocument, diagnostics: DTCGDiagnostics) {
        self.doc = doc
        self.diagnostics = diagnostics
    }

    package struct Failed: Error {}

    package mutating func fail(_ node: JSONDocument.Node, _ message: String, rule: DiagnosticRule = .invalidValue) -> Failed {
        // A number past a 64-bit float's range reads as no number; say so rather than "must be a number".
        let message =
            doc.isOutOfRangeNumber(node)
            ? JSONParseError.Kind.numberOutOfRange(doc.numberText(node) ?? "").message
            : message
        diagnostics.error(rule, message, at: doc.location(node), token: token)
        return Failed()
    }

    /// Tokens Studio math in `text`, `nil` when it is a single operand; unreadable math is an
    /// `unevaluable-math` warning and leaves the token out.
    package mutating func math(
        _ text: String, parsed: Result<MathExpression?, MathExpressionParser.Failure>? = nil, at node: JSONDocument.Node
    ) throws(Failed) -> MathExpression? {
        switch parsed ?? MathExpressionParser.parse(text) {
        case .success(nil): return nil
        case .success(let m?):
            diagnostics.deviation(.nonDTCGValue, "Tokens Studio math \"\(text)\" is evaluated in every mode; DTCG values hold no arithmetic", at: doc.location(node), token: token)
            return m
        case .failure(let f):
            diagnostics.warning(.unevaluableMath, "\"\(text)\" cannot be evaluated: \(f.message); the token is left out", at: doc.location(node), token: token)
            throw Failed()
        }
    }

    /// The expression for a token's `$value` of `type`.
    package mutating func value(_ node: JSONDocument.Node, type: TokenType) throws(Failed) -> TokenExpression {
        if type == .dimension || type == .number, let s = doc.string(node) {
            // Math first (Tokens Studio's `min({a} * 0.5, {b})`); CSS shorthand math cannot
            // read is for the value's shape to read as CSS text (`0 0 0 -{space.1}`, `calc(…)`).
            let shorthand = mode == .compatible && Self.isCSSShorthand(s)
            if MathExpressionParser.mayBeMath(s) {
                let parsed = MathExpressionParser.parse(s)
                if shorthand, !Self.isMathOfOneUnit(parsed) { throw Failed() }
                if case .failure = parsed, Self.multiValueMath(s, unitlessPixels: unitlessPixels) != nil { throw multiValueMathFailure(s, at: node) }
                if let m = try math(s, parsed: parsed, at: node) { return .math(m) }
            } else if shorthand {
                throw Failed()
            }
        }
        if let e = try followed(node, type: type) { return e }
        switch type {
        case .color: return try color(node)
        case .dimension: return .dimension(try dimension(node))
        case .number:
            if let s = doc.string(node) { return .number(try numberString(s, at: node)) }
            guard let n = doc.number(node) else { throw fail(node, "a number value must be a JSON number") }
            return .number(n)
        case .fontFamily:
            if let s = doc.string(node) { return try fontFamilyString(s, at: node) }
            guard let items = doc.array(node), !items.isEmpty else { throw fail(node, "fontFamily must be a string or a non-empty array of strings") }
            var names: [String] = []
            for item in items {
                guard let s = doc.string(item) else { throw fail(item, "fontFamily array items must be strings") }
                // A name written with CSS quotes inside the JSON string (`"'Noto Sans'"`).
                if s.count > 1, let q = s.first, q == "'" || q == "\"", s.last == q {
                    diagnostics.deviation(.nonDTCGValue, "font family \(s) is quoted as CSS would; read as the name inside the quotes", at: doc.location(item), token: token)
                    names.append(String(s.dropFirst().dropLast()))
                } else {
                    names.append(s)
                }
            }
            return .fontFamily(names)
        case .fontWeight: return .fontWeight(try fontWeight(node))
        case .duration: return .duration(try duration(node))
        case .cubicBezier: return try cubicBezierValue(node)
        case .strokeStyle: return try strokeStyle(node)
        case .shadow:
            if doc.kind(node) == .array {
                guard let items = doc.array(node), !items.isEmpty else { throw fail(node, "a shadow array needs at least one layer") }
                var layers: [TokenExpression] = []
                for item in items {
                    if let e = try followed(item, type: .shadow) { layers.append(e) } else { layers.append(try shadowLayer(item)) }
                }
                return .shadow(layers)
            }
            return try shadowLayer(node)
        case .typography: return try typography(node)
        case .border:
            if let s = doc.string(try resolved(node)) { return try cssReading(s, at: node, what: "border", CSSBorderString.parse) }
            return try borderObject(node)
        case .transition:
            if let s = doc.string(try resolved(node)) { return try cssReading(s, at: node, what: "transition", CSSTransitionString.parse) }
            let resolvedNode = try resolved(node)
            if mode == .compatible, doc.kind(resolvedNode) == .object, doc.member(resolvedNode, "delay") == nil {
                // Terrazzo and Style Dictionary write a transition without a delay: none, 0ms.
                diagnostics.deviation(.nonDTCGValue, "transition without delay; read as 0ms", at: doc.location(resolvedNode), token: token)
                let f = try fields(node, ["duration", "timingFunction"], type: "transition")
                return .transition(
                    TransitionExpression(duration: try value(f[0], type: .duration), delay: .duration(TokenDuration(0)), timingFunction: try value(f[1], type: .cubicBezier)))
            }
            let f = try fields(node, ["duration", "delay", "timingFunction"], type: "transition")
            return .transition(
                TransitionExpression(duration: try value(f[0], type: .duration), delay: try value(f[1], type: .duration), timingFunction: try value(f[2], type: .cubicBezier)))
        case .gradient:
            guard let items = doc.array(node), !items.isEmpty else { throw fail(node, "a gradient is a non-empty array of {color, position} stops") }
            var stops: [TokenExpression] = []
            for item in items {
                if let e = try followed(item, type: .gradient) {
                    stops.append(e)
                    continue
                }
                let f = try fields(item, ["color", "position"], type: "gradient stop")
                let position: TokenExpression
                if let e = try followed(f[1], type: .number) {
                    position = e
                } else {
                    guard let p = doc.number(f[1]) else { throw fail(f[1], "a gradient position must be a number") }
                    position = .number(p)
                }
                stops.append(.gradientStop(GradientStopExpression(color: try value(f[0], type: .color), position: position)))
            }
            return .gradient(stops)
        case .string:
            if let s = doc.string(node) { return Self.templateParts(s).map(TokenExpression.text) ?? .string(s) }
            // Tokens Studio's `text` and `other` hold any JSON scalar; the text is as written.
            if mode == .compatible, let text = doc.number(node).map(CSSText.number) ?? doc.bool(node).map(String.init) {
                diagnostics.deviation(.nonDTCGValue, "\(text) is not a JSON string; read as the text \"\(text)\"", at: doc.location(node), token: token)
                return .string(text)
            }
            if mode == .compatible, declaredTypeName == "other", let text = otherObjectText(node) { return text }
            throw fail(node, "a string token's value must be a JSON string")
        case .boolean:
            if let b = doc.bool(node) { return .boolean(b) }
            if let s = doc.string(node), let b = Bool(s.trimmingWhitespace.lowercased()) {
                diagnostics.deviation(.nonDTCGValue, "boolean \"\(s)\" is a string; read as \(b)", at: doc.location(node), token: token)
                return .boolean(b)
            }
            throw fail(node, "a boolean token's value must be true or false")
        }
    }

    /// What a reference in a value position designates.
    package enum Reference {
        /// A whole token: an alias.
        case alias(TokenExpression)
        /// A JSON Pointer into a value: read the node it points at instead.
        case node(JSONDocument.Node)
    }

    /// The reference `node` makes: `{path}` strings and `{"$ref": …}` objects; `nil` for literals.
    package mutating func reference(_ node: JSONDocument.Node) throws(Failed) -> Reference? {
        if doc.kind(node) == .string {
            if let path = DTCGAlias.dottedPath(of: node, in: doc) { return .alias(.alias(TokenPath(path))) }
            let s = doc.string(node) ?? ""
            if let composed = nestedReference(s, at: node) { return .alias(composed) }
            // Text with references in it is for the type to read (a template, `{color.black}1a`).
            if s.hasPrefix("{") || s.hasSuffix("}"), Self.templateParts(s) == nil {
                throw fail(node, "malformed reference \(s): a reference is {group.token}, a whole string, dot-separated, with no empty names", rule: .invalidReference)
            }
            return nil
        }
        guard doc.kind(node) == .object, let refNode = doc.member(node, "$ref") else { return nil }
        guard (doc.object(node) ?? []).count == 1 else { throw fail(node, "a $ref object cannot have other properties inside a value", rule: .invalidReference) }
        guard let text = doc.string(refNode), let pointer = JSONPointer(text) else {
            throw fail(refNode, "$ref must be a JSON Pointer such as \"#/colors/blue/$value\"", rule: .invalidReference)
        }
        guard let target = pointer.resolve(in: doc, from: doc.root) else { throw fail(refNode, "$ref \(text) points at nothing", rule: .unknownReference) }
        // A pointer to a token, or to its `$value`, is an alias to that token.
        var segments = pointer.segments
        let toValue = segments.last == "$value"
        if toValue { segments.removeLast() }
        if let tokenNode = toValue ? DTCGAlias.walk(segments, in: doc) : target, doc.kind(tokenNode) == .object,
            DTCGDocumentReader.isToken(doc, tokenNode), segments.allSatisfy({ !$0.hasPrefix("$") || $0 == "$root" })
        {
            return .alias(.alias(TokenPath(segments: segments)))
        }
        return .node(target)
    }

    /// An alias, or the expression at a `$ref` target, or `nil` for a literal to read here.
    private mutating func followed(_ node: JSONDocument.Node, type: TokenType) throws(Failed) -> TokenExpression? {
        if !referencedFiles.isEmpty, doc.kind(node) == .object, let e = try fileReference(node, type: type) { return e }
        switch try reference(node) {
        case .alias(let e): return e
        case .node(let target):
            refDepth += 1
            defer { refDepth -= 1 }
            if refDepth > 16 { throw fail(node, "$ref chain is too long or circular", rule: .invalidReference) }
            return try value(target, type: type)
        case nil: return nil
        }
    }

    /// `node`, or the node a `$ref` in its place points at (for parts of values).
    package mutating func resolved(_ node: JSONDocument.Node) throws(Failed) -> JSONDocument.Node {
        var current = node
        for _ in 0..<16 {
            guard doc.kind(current) == .object, doc.member(current, "$ref") != nil, (doc.object(current) ?? []).count == 1 else { return current }
            switch try reference(current) {
            case .node(let target): current = target
            case .alias: throw fail(current, "a token reference cannot stand for part of a value", rule: .invalidReference)
            case nil: return current
            }
        }
        throw fail(node, "$ref chain is too long or circular", rule: .invalidReference)
    }

    package mutating func number(_ node: JSONDocument.Node, _ what: String) throws(Failed) -> Double {
        let n = try resolved(node)
        guard let v = doc.number(n) else { throw fail(n, "\(what) must be a number") }
        return v
    }

    package mutating func fields(_ node: JSONDocument.Node, _ names: [String], type: String) throws(Failed) -> [JSONDocument.Node] {
        let node = try resolved(node)
        guard let members = doc.object(node) else { throw fail(node, "a \(type) value must be an object with \(names.joined(separator: ", "))") }
        for m in members where !names.contains(m.key) {
            throw fail(m.keyNode, "unknown \(type) property \"\(m.key)\"; a \(type) has exactly \(names.joined(separator: ", "))")
        }
        var out: [JSONDocument.Node] = []
        for name in names {
            guard let v = doc.member(node, name) else { throw fail(node, "a \(type) needs \(name)") }
            out.append(v)
        }
        return out
    }

    package mutating func dimension(_ node: JSONDocument.Node) throws(Failed) -> TokenDimension {
        let node = try resolved(node)
        if let s = doc.string(node), let n = Double(s.trimmingWhitespace), n.isFinite, !unitlessPixels {
            return unitless(n, at: node)
        }
        if let s = doc.string(node) {
            let d: TokenDimension
            switch DimensionString(s) {
            case .dimension(let parsed): d = parsed
            case .problem(let problem): throw fail(node, "dimension \"\(s)\": \(problem)")
            }
            if readingLetterSpacing, d.unit == .percent {
                // Tokens Studio's percent letter spacing is of the font size: -1% is -0.01em.
                let em = TokenDimension(d.value / 100, .em)
                diagnostics.deviation(
                    .nonDTCGValue, "letter spacing \"\(s)\" is a percentage of the font size; read as \(CSSText.number(em.value))em (Tokens Studio's convention)",
                    at: doc.location(node), token: token)
                return em
            }
            let object = #"{"value": \#(CSSText.number(d.value)), "unit": "\#(d.unit.name)"}"#
            diagnostics.deviation(.nonDTCGValue, "dimension \"\(s)\" is a string; DTCG dimensions are \(object)", at: doc.location(node), token: token)
            return d
        }
        if let n = doc.number(node) { return unitless(n, at: node) }
        let f = try fields(node, ["value", "unit"], type: "dimension")
        let v = try number(f[0], "a dimension value")
        let unitNode = try resolved(f[1])
        guard let name = doc.string(unitNode) else { throw fail(unitNode, "a dimension unit is a string: \"px\" or \"rem\"") }
        if name.isEmpty, v == 0 {
            diagnostics.deviation(.nonDTCGValue, "dimension 0 with an empty unit; read as 0px", at: doc.location(unitNode), token: token)
            return TokenDimension(0, .px)
        }
        guard let unit = TokenDimension.Unit.allCases.first(where: { $0.name == name }) else {
            throw fail(unitNode, "dimension unit \"\(name)\" is unknown; DTCG units are px and rem, and \(DimensionString.extraUnits) are read as written")
        }
        if !unit.isDTCG {
            diagnostics.deviation(.nonDTCGValue, "dimension unit \"\(name)\" is kept as written; DTCG units are px and rem", at: doc.location(unitNode), token: token)
        }
        return TokenDimension(v, unit)
    }

    /// A color object, or a CSS color string read as the color it names.
    private mutating func color(_ node: JSONDocument.Node) throws(Failed) -> TokenExpression {
        if let s = doc.string(node) {
            guard let literal = CSSColorString.parse(s) else {
                // A reference and two hex digits: the color at that alpha (`{color.black}1a`),
                // as a build that concatenates hex text gives it.
                if let close = s.lastIndex(of: "}"), s.hasPrefix("{"), let path = DTCGAlias.dottedPath(String(s[...close])),
                    s.distance(from: close, to: s.endIndex) == 3, let alpha = UInt8(s[s.index(after: close)...], radix: 16)
                {
                    diagnostics.deviation(
                        .nonDTCGValue, "color \"\(s)\": the reference's color with alpha \(CSSText.number(Double(alpha) / 255)), as its hex digits say",
                        at: doc.location(node), token: token)
                    return .modified(base: .alias(TokenPath(path)), modifier: ColorModifier(.alpha, amount: Double(alpha) / 255), mix: nil)
                }
                // Named colors, `transparent`, and Tokens Studio's `rgba({color.black}, 0.1)`.
                if case .success(let e) = CSSColorComponent.parse(s) {
                    diagnostics.deviation(
                        .nonDTCGValue, "color \"\(s)\" is CSS text; DTCG colors are objects {colorSpace, components, alpha?}", at: doc.location(node), token: token)
                    return e
                }
                throw fail(
                    node,
                    "\"\(s)\" is not a color: a color is an object {colorSpace, components, alpha?, hex?}, "
                        + "or in the compatible mode a CSS color (#hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), a name) or rgba({reference}, alpha)")
            }
            diagnostics.deviation(.nonDTCGValue, "color \"\(s)\" is a string; DTCG colors are objects {colorSpace, components, alpha?}", at: doc.location(node), token: token)
            return .colorLiteral(literal)
        }
        var deviations: [DTCGColorValue.Deviation] = []
        do throws(DTCGColorValue.Problem) {
            let literal = try DTCGColorValue.parse(doc, node, tolerating: &deviations)
            for d in deviations {
                // DTCG lets components and hex disagree (the components win): a warning in both modes.
                if d.rule == .hexMismatch {
                    diagnostics.warning(d.rule, d.message, at: doc.location(d.node), token: token)
                } else {
                    diagnostics.deviation(d.rule, d.message, at: doc.location(d.node), token: token)
                }
            }
            return .colorLiteral(literal)
        } catch {
            throw fail(error.node, error.message)
        }
    }

    /// A dimension written as a bare number, in the unit the writing tool's convention gives it:
    /// pixels as Tokens Studio reads them, or in a legacy Style Dictionary file rem, as its css,
    /// scss, less and js transform groups write a unitless size (`size/rem`).
    private mutating func unitless(_ n: Double, at node: JSONDocument.Node) -> TokenDimension {
        let unit: TokenDimension.Unit = n == 0 || unitlessPixels ? .px : .rem
        let meaning =
            switch (n == 0, unit) {
            case (true, _): "0px"
            case (false, .px): "\(CSSText.number(n))px, as Tokens Studio reads unitless numbers"
            default:
                "\(CSSText.number(n))rem, as Style Dictionary's css, scss, less and js transform groups write a unitless size (size/rem; its web group writes px, its native groups rem × 16)"
            }
        diagnostics.deviation(.nonDTCGValue, "dimension \(CSSText.number(n)) has no unit; read as \(meaning)", at: doc.location(node), token: token)
        return TokenDimension(n, unit)
    }

    private mutating func duration(_ node: JSONDocument.Node) throws(Failed) -> TokenDuration {
        let node = try resolved(node)
        if let s = doc.string(node) {
            // Style Dictionary's and Tokens Studio's files write "150ms" and "0.2s".
            if let n = Double(s.trimmingWhitespace), n.isFinite {
                // Style Dictionary's time transforms read a number without a unit as milliseconds.
                diagnostics.deviation(
                    .nonDTCGValue, "duration \"\(s)\" has no unit; read as \(CSSText.number(n))ms (Style Dictionary's time convention)", at: doc.location(node), token: token)
                return TokenDuration(n, .milliseconds)
            }
            switch CSSDurationString.parse(s) {
            case .success(let d):
                diagnostics.deviation(
                    .nonDTCGValue, "duration \"\(s)\" is a string; DTCG durations are {\"value\": n, \"unit\": \"ms\"|\"s\"}", at: doc.location(node), token: token)
                return d
            case .failure(let problem):
                throw fail(node, "duration \"\(s)\": \(problem.message); DTCG durations are objects {\"value\": n, \"unit\": \"ms\"|\"s\"}")
            }
        }
        if let n = doc.number(node) {
            // Style Dictionary's `time` transforms read a bare number as milliseconds.
            diagnostics.deviation(
                .nonDTCGValue, "duration \(CSSText.number(n)) has no unit; read as \(CSSText.number(n))ms (Style Dictionary's time convention)", at: doc.location(node),
                token: token)
            return TokenDuration(n, .milliseconds)
        }
        let f = try fields(node, ["value", "unit"], type: "duration")
        let v = try number(f[0], "a duration value")
        let unitNode = try resolved(f[1])
        guard let unit = doc.string(unitNode).flatMap({ u in TokenDuration.Unit.allCases.first { $0.name == u } }) else {
            throw fail(unitNode, "duration unit must be \"ms\" or \"s\"")
        }
        return TokenDuration(v, unit)
    }

    private mutating func fontWeight(_ node: JSONDocument.Node) throws(Failed) -> Double {
        let node = try resolved(node)
        if let s = doc.string(node) {
            if let w = FontWeight(keyword: s) { return w.value }
            // Tokens Studio writes font style names ("Bold", "Semi Bold Italic") and numbers as strings.
            if let w = styledFontWeight(s, at: node) { return w }
            throw fail(node, "unknown font weight \"\(s)\"; keywords are lowercase: \(FontWeight.keywords.keys.sorted().joined(separator: ", "))")
        }
        guard let w = doc.number(node) else { throw fail(node, "a font weight is a number in 1...1000 or a keyword") }
        guard (1...1000).contains(w) else { throw fail(node, "font weight \(w) is outside 1...1000") }
        return w
    }

    package mutating func cubicBezier(_ node: JSONDocument.Node) throws(Failed) -> CubicBezier {
        let node = try resolved(node)
        if let s = doc.string(node) {
            guard case .success(.cubicBezier(let b)) = CSSTimingFunction.parse(s) else {
                throw fail(node, "\"\(s)\" is not a timing function: a cubic Bézier is [x1, y1, x2, y2], or cubic-bezier() or an easing keyword as CSS text")
            }
            diagnostics.deviation(.nonDTCGValue, "timing function \"\(s)\" is CSS text; DTCG cubic Béziers are arrays [x1, y1, x2, y2]", at: doc.location(node), token: token)
            return b
        }
        guard let items = doc.array(node), items.count == 4 else { throw fail(node, "a cubic Bézier is an array of exactly 4 numbers") }
        var v: [Double] = []
        for item in items { v.append(try number(item, "a cubic Bézier coordinate")) }
        let b = CubicBezier(v[0], v[1], v[2], v[3])
        guard b.isValid else { throw fail(node, "cubic Bézier x coordinates must lie in 0...1") }
        return b
    }

    private mutating func strokeStyle(_ node: JSONDocument.Node) throws(Failed) -> TokenExpression {
        let node = try resolved(node)
        if let s = doc.string(node) {
            guard let k = TokenStrokeStyle.Keyword(name: s) else {
                throw fail(node, "unknown stroke style \"\(s)\"; keywords: solid, dashed, dotted, double, groove, ridge, outset, inset")
            }
            return .strokeStyle(k)
        }
        let f = try fields(node, ["dashArray", "lineCap"], type: "stroke style")
        guard let dashes = doc.array(try resolved(f[0])), !dashes.isEmpty else { throw fail(f[0], "dashArray must be a non-empty array of dimensions") }
        var items: [TokenExpression] = []
        for d in dashes {
            if let e = try followed(d, type: .dimension) { items.append(e) } else { items.append(.dimension(try dimension(d))) }
        }
        let capNode = try resolved(f[1])
        guard let cap = doc.string(capNode).flatMap({ c in TokenStrokeStyle.LineCap.allCases.first { $0.name == c } }) else {
            throw fail(capNode, "lineCap must be round, butt or square")
        }
        return .dashedStroke(dashes: items, lineCap: cap)
    }

    private mutating func shadowLayer(_ node: JSONDocument.Node) throws(Failed) -> TokenExpression {
        let node = try resolved(node)
        if let s = doc.string(node) { return try shadowString(s, at: node) }
        guard let members = doc.object(node) else { throw fail(node, "a shadow layer is an object with color, offsetX, offsetY, blur, spread and optional inset") }
        if members.contains(where: { $0.key == "x" || $0.key == "y" }) { return try studioShadowLayer(node, members) }
        let allowed = ["color", "offsetX", "offsetY", "blur", "spread", "inset"]
        var inset = false
        for m in members where !allowed.contains(m.key) {
            // Primer's layers carry the color's opacity beside it.
            if m.key == "alpha", doc.kind(m.value) == .number { continue }
            // Style Dictionary's shorthand reads a `type` of "inset" (Tokens Studio's "innerShadow").
            if m.key == "type", mode == .compatible, let t = doc.string(m.value), ["inset", "innerShadow", "dropShadow", "outset"].contains(t) {
                diagnostics.deviation(.nonDTCGValue, "shadow type \"\(t)\"; read as inset \(t == "inset" || t == "innerShadow")", at: doc.location(m.value), token: token)
                inset = t == "inset" || t == "innerShadow"
                continue
            }
            throw fail(m.keyNode, "unknown shadow property \"\(m.key)\"")
        }
        // What a layer leaves out, Style Dictionary's shorthand writes as 0 (lengths) or black.
        func field(_ name: String, _ type: TokenType) throws(Failed) -> TokenExpression {
            if let v = doc.member(node, name) { return try value(v, type: type) }
            guard mode == .compatible else { throw fail(node, "a shadow layer needs \(name)") }
            let fill: TokenExpression = type == .color ? .color(TokenColor(red: 0, green: 0, blue: 0)) : .dimension(TokenDimension(0))
            diagnostics.deviation(.nonDTCGValue, "a shadow layer without \(name); read as \(type == .color ? "#000000" : "0px")", at: doc.location(node), token: token)
            return fill
        }
        if let i = doc.member(node, "inset") {
            guard let b = doc.bool(i) else { throw fail(i, "inset must be true or false") }
            inset = b
        }
        var color = try field("color", .color)
        if let alpha = doc.member(node, "alpha") {
            diagnostics.deviation(.nonDTCGValue, "Primer's shadow-layer alpha: read as the layer color with this alpha", at: doc.location(alpha), token: token)
            color = PrimerConventions.applyingAlpha(alpha, in: doc, to: color)
        }
        return .shadowLayer(
            ShadowLayerExpression(
                color: color, offsetX: try field("offsetX", .dimension), offsetY: try field("offsetY", .dimension), blur: try field("blur", .dimension),
                spread: try field("spread", .dimension), inset: inset))
    }
}
