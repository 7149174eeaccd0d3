import TesseraColorModel
import TesseraModel
import TesseraSupport

/// Checks token expressions against their types and lowers them to ``Expr``.
///
/// Every problem is appended to `diagnostics`; the offending part lowers to ``Expr/bad`` so the
/// rest of the token (and the rest of the design system) still compiles.
package struct Lowering {
    package let ids: PathIndex
    package let types: [TokenType]
    package let paths: [TokenPath]
    package var families: FamilyPool
    package var colors: [ColorLiteral]
    package var diagnostics: [Diagnostic] = []
    /// Paths a file reader rejected, and where: a reference to one names that place.
    package var rejected = RejectedTokens()

    /// Where an expression sits, which decides what it may be.
    package enum Slot {
        case value(TokenType)
        case shadowElement
        case gradientElement
        case position

        package var name: String {
            switch self {
            case .value(let t): t.rawValue
            case .shadowElement: "shadow layer"
            case .gradientElement: "gradient stop"
            case .position: "number"
            }
        }

        /// The token type an alias in this slot must point at.
        package var aliasType: TokenType {
            switch self {
            case .value(let t): t
            case .shadowElement: .shadow
            case .gradientElement: .gradient
            case .position: .number
            }
        }
    }

    /// Lowers `expression` for a token of `type`.
    package mutating func lower(_ expression: TokenExpression, type: TokenType, token: TokenPath, location: SourceLocation?) -> Expr {
        lower(expression, slot: .value(type), token: token, location: location)
    }

    /// A number operand that may alias a number or a dimension (whose number it then is).
    private mutating func lowerNumberOperand(_ e: TokenExpression, token: TokenPath, location: SourceLocation?) -> Expr {
        lower(.apply(.withUnit(nil), [.operand(e)]), token: token, location: location)
    }

    /// An alias to a token of any type (a template part), or a reported failure.
    private mutating func lowerAnyAlias(_ path: TokenPath, token: TokenPath, location: SourceLocation?) -> Expr {
        guard let id = ids[path.rawValue] else { return lower(.alias(path), slot: .value(.string), token: token, location: location) }
        return .ref(id)
    }

    private mutating func fail(_ kind: DiagnosticKind, _ token: TokenPath, _ location: SourceLocation?) -> Expr {
        diagnostics.append(Diagnostic(.error, kind, token: token, location: location))
        return .bad
    }

    private mutating func lower(_ e: TokenExpression, slot: Slot, token: TokenPath, location: SourceLocation?) -> Expr {
        if case .alias(let path) = e {
            guard let id = ids[path.rawValue] else {
                if let at = rejected[path] { return fail(.rejectedReference(path, rejectedAt: at), token, location) }
                let suggestion = Suggestion.closest(to: path.rawValue, in: paths.lazy.map(\.rawValue)).map { TokenPath($0) }
                return fail(.unknownReference(path, suggestion: suggestion), token, location)
            }
            let found = types[Int(id)]
            guard found == slot.aliasType else {
                return fail(.typeMismatch(expected: slot.aliasType, found: found, target: path), token, location)
            }
            return .ref(id)
        }
        if case .composedAlias(let parts) = e { return lowerComposedAlias(parts, slot: slot, token: token, location: location) }
        if case .forbidden = e { return .forbidden }
        if case .invalid = e { return .bad }
        func mismatch(_ detail: String) -> DiagnosticKind { .invalidValue(expected: slot.name, detail: detail) }
        switch (slot, e) {
        case (.value(.color), .color(let c)):
            colors.append(ColorLiteral(c))
            return .color(UInt32(colors.count - 1))
        case (.value(.color), .colorLiteral(let c)):
            if let problem = c.rangeProblem { return fail(mismatch(problem), token, location) }
            colors.append(c)
            return .color(UInt32(colors.count - 1))
        case (.value(.dimension), .dimension(let d)):
            guard d.value.isFinite else { return fail(mismatch("\(d.value) is not finite"), token, location) }
            return .dimension(d)
        case (.value(.number), .number(let n)), (.position, .number(let n)):
            guard n.isFinite else { return fail(mismatch("\(n) is not finite"), token, location) }
            if case .position = slot { return .number(min(max(n, 0), 1)) }
            return .number(n)
        case (.value(.fontWeight), .fontWeight(let w)), (.value(.fontWeight), .number(let w)):
            guard (1...1000).contains(w) else { return fail(mismatch("weight \(w.formatted) is outside 1...1000"), token, location) }
            return .fontWeight(w)
        case (.value(.fontFamily), .fontFamily(let names)):
            guard !names.isEmpty else { return fail(mismatch("a font family list needs at least one name"), token, location) }
            return .fontFamily(families.intern(names))
        case (.value(.duration), .duration(let d)):
            guard d.value.isFinite else { return fail(mismatch("\(d.value) is not finite"), token, location) }
            return .duration(d)
        case (.value(.cubicBezier), .cubicBezier(let b)):
            guard b.isValid else { return fail(mismatch("x coordinates must lie in 0...1"), token, location) }
            return .cubicBezier(b)
        case (.value(.cubicBezier), .cubicBezierPoints(let points)):
            guard points.count == 4 else { return fail(mismatch("a cubic Bézier has 4 coordinates"), token, location) }
            return .bezier(points.map { lower($0, slot: .value(.number), token: token, location: location) })
        case (.value(.strokeStyle), .strokeStyle(let k)):
            guard k != .custom else { return fail(mismatch("`custom` is not a keyword; use a dash array"), token, location) }
            return .strokeKeyword(k)
        case (.value(.strokeStyle), .dashedStroke(let dashes, let cap)):
            guard !dashes.isEmpty else { return fail(mismatch("dashArray needs at least one dash"), token, location) }
            return .dashed(dashes.map { lower($0, slot: .value(.dimension), token: token, location: location) }, cap)
        case (.value(.shadow), .shadow(let layers)):
            guard !layers.isEmpty else { return fail(mismatch("a shadow needs at least one layer"), token, location) }
            return .shadow(layers.map { lower($0, slot: .shadowElement, token: token, location: location) })
        case (.value(.shadow), .shadowLayer), (.shadowElement, .shadowLayer):
            guard case .shadowLayer(let l) = e else { return .bad }
            let layer = Expr.shadowLayer(
                ShadowLayerFields(
                    color: lower(l.color, slot: .value(.color), token: token, location: location),
                    offsetX: lower(l.offsetX, slot: .value(.dimension), token: token, location: location),
                    offsetY: lower(l.offsetY, slot: .value(.dimension), token: token, location: location),
                    blur: lower(l.blur, slot: .value(.dimension), token: token, location: location),
                    spread: lower(l.spread, slot: .value(.dimension), token: token, location: location), inset: l.inset))
            if case .value = slot { return .shadow([layer]) }
            return layer
        case (.value(.typography), .typography(let t)):
            return .typography(
                TypographyFields(
                    fontFamily: lower(t.fontFamily, slot: .value(.fontFamily), token: token, location: location),
                    fontSize: lower(t.fontSize, slot: .value(.dimension), token: token, location: location),
                    fontWeight: lower(t.fontWeight, slot: .value(.fontWeight), token: token, location: location),
                    letterSpacing: lower(t.letterSpacing, slot: .value(.dimension), token: token, location: location),
                    lineHeight: lower(t.lineHeight, slot: .value(.number), token: token, location: location)))
        case (.value(.border), .border(let b)):
            return .border(
                BorderFields(
                    color: lower(b.color, slot: .value(.color), token: token, location: location),
                    width: lower(b.width, slot: .value(.dimension), token: token, location: location),
                    style: lower(b.style, slot: .value(.strokeStyle), token: token, location: location)))
        case (.value(.transition), .transition(let t)):
            return .transition(
                TransitionFields(
                    duration: lower(t.duration, slot: .value(.duration), token: token, location: location),
                    delay: lower(t.delay, slot: .value(.duration), token: token, location: location),
                    timingFunction: lower(t.timingFunction, slot: .value(.cubicBezier), token: token, location: location)))
        case (.value(.color), .over(let top, let bottom, let alpha, let space)):
            if let alpha, !(0...1).contains(alpha) { return fail(mismatch("alpha \(alpha) is outside 0...1"), token, location) }
            return .over(
                top: lower(top, slot: .value(.color), token: token, location: location), bottom: lower(bottom, slot: .value(.color), token: token, location: location),
                alpha: alpha, space: space)
        case (.value(.shadow), .flattenedShadow(let shadow, let surface, let space)):
            return .flatShadow(
                shadow: lower(shadow, slot: .value(.shadow), token: token, location: location), surface: lower(surface, slot: .value(.color), token: token, location: location),
                space: space)
        case (.value(.dimension), .math(let m)), (.value(.number), .math(let m)), (.position, .math(let m)):
            return lower(m, token: token, location: location)
        case (.value(.color), .modified(let base, let modifier, let mix, let amount?)):
            let perMode: Expr
            if case .math(let m) = amount {
                perMode = lower(m, token: token, location: location)
            } else {
                perMode = lowerNumberOperand(amount, token: token, location: location)
            }
            return .modifyBy(
                base: lower(base, slot: .value(.color), token: token, location: location), amount: perMode,
                mix: mix.map { lower($0, slot: .value(.color), token: token, location: location) }, modifier)
        case (.value(.color), .modified(let base, let modifier, let mix, nil)):
            guard modifier.amount.isFinite else { return fail(mismatch("modifier amount \(modifier.amount) is not finite"), token, location) }
            return .modify(
                base: lower(base, slot: .value(.color), token: token, location: location), mix: mix.map { lower($0, slot: .value(.color), token: token, location: location) },
                modifier)
        case (.value(.gradient), .gradient(let stops)):
            guard !stops.isEmpty else { return fail(mismatch("a gradient needs at least one stop"), token, location) }
            return .gradient(stops.map { lower($0, slot: .gradientElement, token: token, location: location) })
        case (.value(.string), .string(let text)):
            return .string(families.intern([text]))
        case (.value(.string), .text(let parts)), (.value(.fontFamily), .text(let parts)):
            return .text(
                parts.map { part in
                    switch part {
                    case .string(let text): return .string(families.intern([text]))
                    // A reference reads its target whatever its type, as text.
                    case .alias(let path): return lowerAnyAlias(path, token: token, location: location)
                    // Computed in each mode and written as CSS text.
                    case .math(let m): return lower(m, token: token, location: location)
                    case .modified: return lower(part, slot: .value(.color), token: token, location: location)
                    default: return fail(mismatch("a template part is text, a reference, math or a modified color, found \(part.kindName)"), token, location)
                    }
                })
        case (.value(.boolean), .boolean(let flag)):
            return .boolean(flag)
        case (.gradientElement, .gradientStop(let s)):
            return .gradientStop(
                GradientStopFields(
                    color: lower(s.color, slot: .value(.color), token: token, location: location),
                    position: lower(s.position, slot: .position, token: token, location: location)))
        default:
            return fail(mismatch("found \(e.kindName)"), token, location)
        }
    }
}

extension Lowering {
    /// Lowers arithmetic: every operand is a number, a dimension, or an alias to a token of either type.
    package mutating func lower(_ m: MathExpression, token: TokenPath, location: SourceLocation?) -> Expr {
        switch m {
        case .apply(let op, let xs):
            guard xs.count == op.arity else {
                diagnostics.append(Diagnostic(.error, .invalidValue(expected: "arithmetic", detail: "\(op) takes \(op.arity) operands"), token: token, location: location))
                return .bad
            }
            return .math(op, xs.map { lower($0, token: token, location: location) })
        case .operand(.alias(let path)):
            // Unknown and rejected targets are reported as for any alias.
            let type = ids[path.rawValue].map { types[Int($0)] } ?? .number
            guard type == .number || type == .dimension else {
                diagnostics.append(Diagnostic(.error, .typeMismatch(expected: .dimension, found: type, target: path), token: token, location: location))
                return .bad
            }
            return lower(.alias(path), type: type, token: token, location: location)
        case .operand(let e):
            return lower(e, type: e.isDimensionLiteral ? .dimension : .number, token: token, location: location)
        }
    }
}

extension TokenExpression {
    package var isDimensionLiteral: Bool {
        if case .dimension = self { return true }
        return false
    }
}

extension TokenExpression {
    /// A short name of the expression's shape, for messages.
    package var kindName: String {
        switch self {
        case .alias: "an alias"
        case .color, .colorLiteral: "a color"
        case .dimension: "a dimension"
        case .number: "a number"
        case .fontFamily: "a font family"
        case .fontWeight: "a font weight"
        case .duration: "a duration"
        case .cubicBezier: "a cubic Bézier"
        case .strokeStyle, .dashedStroke: "a stroke style"
        case .shadow: "a shadow"
        case .shadowLayer: "a shadow layer"
        case .typography: "a typography"
        case .border: "a border"
        case .transition: "a transition"
        case .gradient: "a gradient"
        case .gradientStop: "a gradient stop"
        case .string: "a string"
        case .boolean: "a boolean"
        case .over: "a composited color"
        case .flattenedShadow: "a flattened shadow"
        case .math: "arithmetic"
        case .modified: "a modified color"
        case .text: "a text template"
        case .cubicBezierPoints: "a cubic Bézier"
        case .composedAlias: "a composed alias"
        case .invalid: "an unreadable value"
        case .forbidden: "the forbidden marker"
        }
    }
}

/// Interned font-family lists, shared by every theme compiled from one graph.
///
/// String token values are interned here too, as one-name lists: they then share the
/// snapshot's family section and the C API's string table instead of needing their own.
package struct FamilyPool: Sendable, Hashable {
    package private(set) var lists: [[String]] = []
    private var index: [[String]: UInt32] = [:]

    package mutating func intern(_ names: [String]) -> UInt32 {
        if let i = index[names] { return i }
        let i = UInt32(lists.count)
        lists.append(names)
        index[names] = i
        return i
    }
}
