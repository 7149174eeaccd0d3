import TesseraModel
import TesseraTables

/// Text values whose parts are computed in each mode: Tokens Studio's multi-values with math in
/// each part, and `rgba({color}, alpha)` inside a color's CSS text.
extension DTCGValueReader {
    /// A multi-value with math in its parts, `"4*1.5px 4*1.5px"` (`6px 6px`), as sd-transforms
    /// splits it: at each space that has no operator on either side. Each part is math, a
    /// reference, or a length (a unitless number is pixels, as Tokens Studio's transforms write
    /// it); `nil` unless there are several parts and one of them is math, or when the file is not
    /// read with Tokens Studio's unitless pixels.
    package static func multiValueMath(_ s: String, unitlessPixels: Bool) -> [TokenExpression]? {
        guard unitlessPixels, !s.contains(","), case .failure = MathExpressionParser.parse(s) else { return nil }
        let operators: Set<Substring> = ["+", "-", "*", "/", "^", "%"]
        var groups: [[Substring]] = []
        for component in shorthandComponents(s) {
            if let last = groups.last?.last, operators.contains(last) || operators.contains(component) {
                groups[groups.count - 1].append(component)
            } else {
                groups.append([component])
            }
        }
        guard groups.count > 1 else { return nil }
        var parts: [TokenExpression] = []
        var hasMath = false
        for group in groups {
            let text = group.joined(separator: " ")
            if !parts.isEmpty { parts.append(.string(" ")) }
            switch MathExpressionParser.parse(text) {
            case .success(let m?):
                hasMath = true
                parts.append(.math(m))
            case .success(nil):
                if let path = DTCGAlias.dottedPath(text) {
                    parts.append(.alias(TokenPath(path)))
                } else if case .dimension(let d) = DimensionString(text) {
                    // Tokens Studio's transforms add px to a unitless number, except 0.
                    parts.append(.string(text == "0" ? text : CSSText.length(d)))
                } else {
                    return nil
                }
            case .failure:
                return nil
            }
        }
        return hasMath ? parts : nil
    }

    /// ``templateParts(_:)`` of a color's CSS text, with each `rgba({color}, alpha)` a color
    /// part computed in each mode, which a template writes `rgba(r, g, b, alpha)`: the form
    /// CSS reads, as sd-transforms' `ts/color/css/hexrgba` rewrites it
    /// (`linear-gradient(90deg, rgba({red}, 0.4) 0%, …)`).
    package static func colorTemplateParts(_ s: String) -> [TokenExpression]? {
        var parts: [TokenExpression] = []
        var rest = Substring(s)
        var found = false
        func text(_ t: Substring) {
            guard !t.isEmpty else { return }
            parts += templateParts(String(t)) ?? [.string(String(t))]
        }
        while let open = rest.firstRange(of: "rgba(") {
            guard let close = rest[open.upperBound...].firstIndex(of: ")") else { break }
            let call = rest[open.lowerBound...close]
            guard call.contains("{"), case .success(let color) = CSSColorComponent.parse(String(call)), case .modified = color else {
                text(rest[..<rest.index(after: open.lowerBound)])
                rest = rest[rest.index(after: open.lowerBound)...]
                continue
            }
            text(rest[..<open.lowerBound])
            parts.append(color)
            found = true
            rest = rest[rest.index(after: close)...]
        }
        guard found else { return templateParts(s) }
        text(rest)
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
    /// Why a multi-value with math is not one value of its type: in the compatible mode nothing
    /// yet, since the value's shape reads it as CSS text and says so; with `--strict` an error.
    package mutating func multiValueMathFailure(_ s: String, at node: JSONDocument.Node) -> Failed {
        guard mode == .strict else { return Failed() }
        return fail(node, "\"\(s)\" is several values, with math in each; a DTCG value is one")
    }
}

extension DTCGValueReader {
    /// Whether `parsed` is math whose literals have at most one unit: CSS shorthand such as
    /// `min(10px, 2vw, 5rem)` that mixes units is CSS text a tool passes through, as
    /// sd-transforms leaves an expression with two units unevaluated.
    package static func isMathOfOneUnit(_ parsed: Result<MathExpression?, MathExpressionParser.Failure>) -> Bool {
        guard case .success(let m?) = parsed else { return false }
        var units: Set<TokenDimension.Unit> = []
        func visit(_ e: MathExpression) {
            switch e {
            case .operand(.dimension(let d)): units.insert(d.unit)
            case .operand: break
            case .apply(_, let xs): xs.forEach(visit)
            }
        }
        visit(m)
        return units.count <= 1
    }
}
