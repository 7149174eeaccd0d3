import TesseraColorModel
import TesseraModel
import TesseraTables

extension Solver {
    package mutating func color(_ e: Expr) -> (TokenColor, CellStatus) {
        switch e {
        case .color(let i):
            if Int(i) < gamutFlags.count, gamutFlags[Int(i)] { gamutHits[evaluating, default: []].append(evaluatingCombo) }
            return (colorLiterals[Int(i)], .ok)
        case .over(let top, let bottom, let alpha, let space):
            let (top, s0) = color(top)
            let (bottom, s1) = color(bottom)
            guard let c = composite(top, over: bottom, alpha: alpha.map(Float.init) ?? top.alpha, space: space) else { return (Placeholder.color, .absent) }
            return (c, max(s0, s1))
        case .modify(let base, let mixExpr, let modifier):
            let (base, s0) = color(base)
            let mix = mixExpr.map { color($0) }
            guard let c = modified(base, modifier, mix: mix?.0) else { return (Placeholder.color, .absent) }
            return (c, max(s0, mix?.1 ?? .ok))
        case .modifyBy(let base, let amountExpr, let mixExpr, var modifier):
            let (base, s0) = color(base)
            let (amount, s1) = number(amountExpr)
            let mix = mixExpr.map { color($0) }
            modifier.amount = amount
            guard s1 == .ok || s1 == .forbidden, amount.isFinite, let c = modified(base, modifier, mix: mix?.0) else { return (Placeholder.color, max(s1, .absent)) }
            return (c, max(s0, s1, mix?.1 ?? .ok))
        default: return reference(e, as: TokenColor.self)
        }
    }

    /// Blends `top` over `bottom` in `space`; sRGB and linear blends happen in sRGB even when
    /// the tables hold another space, as designers see them. `nil` if a conversion fails.
    package func composite(_ top: TokenColor, over bottom: TokenColor, alpha: Float, space: CompositingSpace) -> TokenColor? {
        if space == .target || converter == nil {
            return TokenColor(rgba: Blending.over(top.rgba, bottom.rgba, alpha: alpha, linear: space == .linear))
        }
        do throws(ColorConversionError) {
            let srgb = try converter!.toSRGB([top, bottom])
            let blended = TokenColor(rgba: Blending.over(srgb[0].rgba, srgb[1].rgba, alpha: alpha, linear: space == .linear))
            return try converter!.fromSRGB([blended])[0]
        } catch {
            return nil
        }
    }

    /// `base` changed by `modifier` in sRGB terms (converted from and back to the table space
    /// when it is not sRGB), as Tokens Studio computes it; `nil` if a conversion fails or a
    /// mix has no color to blend toward.
    package func modified(_ base: TokenColor, _ modifier: ColorModifier, mix: TokenColor?) -> TokenColor? {
        guard let converter else { return modifier.apply(to: base, mix: mix) }
        do throws(ColorConversionError) {
            let srgb = try converter.toSRGB([base] + (mix.map { [$0] } ?? []))
            guard let result = modifier.apply(to: srgb[0], mix: srgb.count > 1 ? srgb[1] : nil) else { return nil }
            return try converter.fromSRGB([result])[0]
        } catch {
            return nil
        }
    }

    package mutating func dimension(_ e: Expr) -> (TokenDimension, CellStatus) {
        switch e {
        case .dimension(let d): return (d, .ok)
        case .scaled(let x, let factor):
            let (d, s) = dimension(x)
            return (TokenDimension(d.value * factor, d.unit), s)
        case .math:
            // A unitless result is pixels, as Tokens Studio reads unitless numbers.
            guard case (let q?, let s) = quantity(e) else { return (TokenDimension.placeholder, .absent) }
            return (TokenDimension(q.value, q.unit ?? .px), s)
        default: return reference(e, as: TokenDimension.self)
        }
    }

    package mutating func number(_ e: Expr) -> (Double, CellStatus) {
        switch e {
        case .number(let n): return (n, .ok)
        case .math:
            // A percentage is a fraction, as Tokens Studio's line heights and opacities are.
            guard case (let q?, let s) = quantity(e), q.unit == nil || q.unit == .percent else { return (Number.placeholder.value, .absent) }
            return (q.unit == .percent ? q.value / 100 : q.value, s)
        default:
            let (n, s) = reference(e, as: Number.self)
            return (n.value, s)
        }
    }

    package mutating func fontWeight(_ e: Expr) -> (FontWeight, CellStatus) {
        switch e {
        case .fontWeight(let w): return (FontWeight(w), .ok)
        default: return reference(e, as: FontWeight.self)
        }
    }

    package mutating func fontFamily(_ e: Expr) -> (FontFamily, CellStatus) {
        switch e {
        case .fontFamily(let f): return (FontFamily(id: f), .ok)
        case .text(let parts):
            // A family list written with references (`"{font.brand}, {font.fallback}"`): the
            // text the references make, read as a CSS font-family list.
            let (text, status) = templateText(parts)
            let names = CSSText.familyNames(text)
            guard !names.isEmpty else { return (FontFamily.placeholder, max(status, .absent)) }
            return (FontFamily(id: families.intern(names)), status)
        default: return reference(e, as: FontFamily.self)
        }
    }

    package mutating func string(_ e: Expr) -> (TokenString, CellStatus) {
        switch e {
        case .string(let s): return (TokenString(id: s), .ok)
        case .text(let parts):
            let (text, status) = templateText(parts)
            return (TokenString(id: families.intern([text])), status)
        default: return reference(e, as: TokenString.self)
        }
    }

    package mutating func boolean(_ e: Expr) -> (TokenBoolean, CellStatus) {
        switch e {
        case .boolean(let b): return (TokenBoolean(b), .ok)
        default: return reference(e, as: TokenBoolean.self)
        }
    }

    package mutating func duration(_ e: Expr) -> (TokenDuration, CellStatus) {
        switch e {
        case .duration(let d): return (d, .ok)
        default: return reference(e, as: TokenDuration.self)
        }
    }

    package mutating func cubicBezier(_ e: Expr) -> (CubicBezier, CellStatus) {
        switch e {
        case .cubicBezier(let b): return (b, .ok)
        case .bezier(let xs): return bezier(xs)
        default: return reference(e, as: CubicBezier.self)
        }
    }

    package mutating func strokeStyle(_ e: Expr) -> (TokenStrokeStyle, CellStatus) {
        switch e {
        case .strokeKeyword(let k): return (TokenStrokeStyle(keyword: k), .ok)
        case .dashed(let dashes, let cap):
            var status = CellStatus.ok
            var values: [TokenDimension] = []
            values.reserveCapacity(dashes.count)
            for d in dashes {
                let (v, s) = dimension(d)
                values.append(v)
                status = max(status, s)
            }
            let start = UInt32(store.dashes.count)
            store.dashes.append(contentsOf: values)
            return (TokenStrokeStyle(keyword: .custom, lineCap: cap, dashes: PoolRange(start: start, count: UInt32(values.count))), status)
        default: return reference(e, as: TokenStrokeStyle.self)
        }
    }

    package mutating func shadow(_ e: Expr) -> (Shadow, CellStatus) {
        switch e {
        case .shadow(let elements):
            var status = CellStatus.ok
            var layers: [ShadowLayer] = []
            for element in elements {
                switch element {
                case .shadowLayer(let f):
                    let (color, s0) = color(f.color)
                    let (x, s1) = dimension(f.offsetX)
                    let (y, s2) = dimension(f.offsetY)
                    let (blur, s3) = dimension(f.blur)
                    let (spread, s4) = dimension(f.spread)
                    status = max(status, s0, s1, s2, s3, s4)
                    layers.append(ShadowLayer(color: color, offsetX: x, offsetY: y, blur: blur, spread: spread, inset: f.inset))
                case .ref(let x):
                    // An alias element contributes the target's layers (flattened).
                    let c = cell(of: Int(x))
                    let target = store.shadows[c.slab][c.cell]
                    status = max(status, noteRead(Int(x), group: c.group, cell: c.cell))
                    for i in target.layers.indices { layers.append(store.shadowLayers[i]) }
                case .forbidden:
                    status = max(status, forbidden())
                default:
                    status = .absent
                }
            }
            let start = UInt32(store.shadowLayers.count)
            for l in layers { store.shadowLayers.append(l) }
            return (Shadow(layers: PoolRange(start: start, count: UInt32(layers.count))), status)
        case .flatShadow(let shadowExpr, let surfaceExpr, let space):
            let (source, s0) = shadow(shadowExpr)
            let (surface, s1) = color(surfaceExpr)
            var layers: [ShadowLayer] = []
            for i in source.layers.indices {
                var layer = store.shadowLayers[i]
                guard let solid = composite(layer.color, over: surface, alpha: layer.color.alpha, space: space) else { return (Placeholder.shadow, .absent) }
                layer.color = solid
                layers.append(layer)
            }
            let start = UInt32(store.shadowLayers.count)
            for l in layers { store.shadowLayers.append(l) }
            return (Shadow(layers: PoolRange(start: start, count: UInt32(layers.count))), max(s0, s1))
        default: return reference(e, as: Shadow.self)
        }
    }

    package mutating func typography(_ e: Expr) -> (Typography, CellStatus) {
        switch e {
        case .typography(let f):
            let (family, s0) = fontFamily(f.fontFamily)
            let (size, s1) = dimension(f.fontSize)
            let (weight, s2) = fontWeight(f.fontWeight)
            let (spacing, s3) = dimension(f.letterSpacing)
            let (lineHeight, s4) = number(f.lineHeight)
            return (Typography(fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: spacing, lineHeight: lineHeight), max(s0, s1, s2, s3, s4))
        case .scaled(let x, let factor):
            // The line height is a ratio of the font size, so scaling the size scales both.
            var (t, s) = typography(x)
            t.fontSize = TokenDimension(t.fontSize.value * factor, t.fontSize.unit)
            return (t, s)
        default: return reference(e, as: Typography.self)
        }
    }

    package mutating func border(_ e: Expr) -> (Border, CellStatus) {
        switch e {
        case .border(let f):
            let (color, s0) = color(f.color)
            let (width, s1) = dimension(f.width)
            let (style, s2) = strokeStyle(f.style)
            return (Border(color: color, width: width, style: style), max(s0, s1, s2))
        default: return reference(e, as: Border.self)
        }
    }

    package mutating func transition(_ e: Expr) -> (TokenTransition, CellStatus) {
        switch e {
        case .transition(let f):
            let (d, s0) = duration(f.duration)
            let (delay, s1) = duration(f.delay)
            let (timing, s2) = cubicBezier(f.timingFunction)
            return (TokenTransition(duration: d, delay: delay, timingFunction: timing), max(s0, s1, s2))
        default: return reference(e, as: TokenTransition.self)
        }
    }

    package mutating func gradient(_ e: Expr) -> (TokenGradient, CellStatus) {
        switch e {
        case .gradient(let elements):
            var status = CellStatus.ok
            var stops: [GradientStop] = []
            for element in elements {
                switch element {
                case .gradientStop(let f):
                    let (color, s0) = color(f.color)
                    let (position, s1) = number(f.position)
                    status = max(status, s0, s1)
                    stops.append(GradientStop(color: color, position: min(max(position, 0), 1)))
                case .ref(let x):
                    let c = cell(of: Int(x))
                    let target = store.gradients[c.slab][c.cell]
                    status = max(status, noteRead(Int(x), group: c.group, cell: c.cell))
                    for i in target.stops.indices { stops.append(store.gradientStops[i]) }
                case .forbidden:
                    status = max(status, forbidden())
                default:
                    status = .absent
                }
            }
            let start = UInt32(store.gradientStops.count)
            for s in stops { store.gradientStops.append(s) }
            return (TokenGradient(stops: PoolRange(start: start, count: UInt32(stops.count))), status)
        default: return reference(e, as: TokenGradient.self)
        }
    }
}

extension Solver {
    /// The text a template's parts make in the current combination: literal parts as written,
    /// references as the CSS text of their values (see ``ResolvedValue/cssText(quotingStrings:color:)``).
    package mutating func templateText(_ parts: [Expr]) -> (String, CellStatus) {
        var text = ""
        var status = CellStatus.ok
        for part in parts {
            switch part {
            case .string(let s): text += families.lists[Int(s)].first ?? ""
            case .ref(let x):
                let (piece, s) = graph.types[Int(x)].dispatch(ReferenceText(reference: part), &self)
                text += piece
                status = max(status, s)
            case .math, .modify, .modifyBy:
                let (piece, s) = computedText(part)
                text += piece
                status = max(status, s)
            default: status = max(status, .absent)
            }
        }
        return (text, status)
    }
}

/// The CSS text of a referenced token's value in the solver's current combination, for a
/// template part (a string is written as it is, not quoted).
private struct ReferenceText: StoredValueVisitor {
    package let reference: Expr

    package func visit<Value: StoredValue>(_: Value.Type, _ solver: inout Solver) -> (String, CellStatus) {
        let (value, status) = solver.reference(reference, as: Value.self)
        guard status == .ok else { return ("", status) }
        let pools = ValuePools(
            shadowLayers: solver.store.shadowLayers, gradientStops: solver.store.gradientStops, dashes: solver.store.dashes, fontFamilies: solver.families.lists)
        return (value.resolved(in: pools).cssText(quotingStrings: false), .ok)
    }
}
