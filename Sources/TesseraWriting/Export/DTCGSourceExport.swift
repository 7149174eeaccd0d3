import TesseraColorModel
import TesseraModel
import TesseraReading

/// Writes a design system as DTCG source files: a resolver document plus token files, keeping
/// aliases, conditions, tiers and themes.
///
/// DTCG has no construct for some of Tessera's notions, so they travel in `$extensions` under
/// `org.tessera`, which other tools ignore:
/// - `org.tessera.token`: `{"tier": "raw", "closed": true, "abstract": true}` on a token (an
///   abstract token's `$value` is only a placeholder for other tools);
/// - `org.tessera.when`: `[{"when": {"colorScheme": "dark", "contrast": "high"}, "value": …}]`,
///   definitions under conditions on several axes (single-axis ones go in the modifiers);
/// - `org.tessera.token.forbidden: true` on a token whose value is the forbidden marker (its
///   `$value` is a placeholder of the right type);
/// - `org.tessera.token.absent: true` on a value that is none: a theme layer's override that
///   leaves a token without a value in that theme (its `$value` is a placeholder too);
/// - `org.tessera.composite` for precomputed compositing (see docs/formats.md);
/// - on the resolver document, `org.tessera.precedence` (`mostSpecific` or `lastMatching`),
///   `org.tessera.axes` (fallbacks) and `org.tessera.themes` (`{"ocean": ["#/sets/ocean-brand", …]}`:
///   sets that are a theme's override layers, in order).
public struct DTCGSourceExport: Sendable {
    /// The design system to write.
    public let system: DesignSystem

    /// Creates an export.
    public init(system: DesignSystem) { self.system = system }

    /// The files, by relative path: `<name>.resolver.json`, `base.tokens.json`, one file per
    /// axis context with values, and one file per theme layer.
    public func files(name: String) -> [(path: String, json: JSONValue)] {
        var base = DTCGExport.Tree()
        var contextTrees: [String: [String: DTCGExport.Tree]] = [:]
        for token in system.tokens {
            var meta: [(String, JSONValue)] = []
            if let tier = token.tier { meta.append(("tier", .string(tier.description))) }
            if token.isClosed { meta.append(("closed", .bool(true))) }
            if token.isAbstract { meta.append(("abstract", .bool(true))) }
            let unconditional = token.definitions.filter { $0.condition.isUnconditional }
            let single = token.definitions.filter { $0.condition.contexts.count == 1 }
            let multi = token.definitions.filter { $0.condition.contexts.count > 1 }
            if token.isAbstract || !unconditional.isEmpty || !multi.isEmpty || single.isEmpty {
                let main = unconditional.last?.expression
                var entry = tokenJSON(
                    type: token.type, expression: main ?? Self.placeholder(token.type), description: token.description, meta: meta, foreign: token.extensionsJSON)
                if let style = token.relativeTo { entry = Self.addExtension(entry, "org.tessera.relativeTo", .string(style.rawValue)) }
                if !multi.isEmpty {
                    let when: [JSONValue] = multi.map { d in
                        .object([
                            ("when", .object(d.condition.contexts.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })),
                            ("value", value(d.expression == .forbidden ? Self.placeholder(token.type) : d.expression)), ("forbidden", .bool(d.expression == .forbidden)),
                        ])
                    }
                    entry = Self.addExtension(entry, "when", .array(when))
                }
                base.insert(token.path.segments, entry)
            }
            for d in single {
                let (axis, context) = d.condition.contexts.first!
                var tree = contextTrees[axis, default: [:]][context, default: DTCGExport.Tree()]
                tree.insert(token.path.segments, tokenJSON(type: token.type, expression: d.expression, description: nil, meta: []))
                contextTrees[axis, default: [:]][context] = tree
            }
        }
        var files: [(String, JSONValue)] = [("base.tokens.json", base.json)]
        var modifiers: [(String, JSONValue)] = []
        for axis in system.axes {
            var contexts: [(String, JSONValue)] = []
            for context in axis.contexts {
                if let tree = contextTrees[axis.name]?[context.name] {
                    let path = "\(axis.name)/\(context.name).tokens.json"
                    files.append((path, tree.json))
                    contexts.append((context.name, .array([.object([("$ref", .string(path))])])))
                } else {
                    contexts.append((context.name, .array([])))
                }
            }
            modifiers.append((axis.name, .object([("default", .string(axis.defaultContext)), ("contexts", .object(contexts))])))
        }
        var sets: [(String, JSONValue)] = [("base", .object([("sources", .array([.object([("$ref", .string("base.tokens.json"))])]))]))]
        var themes: [(String, JSONValue)] = []
        for theme in system.themes {
            var refs: [JSONValue] = []
            for layer in theme.layers {
                let setName = "layer-\(theme.name)-\(layer.name)"
                var tree = DTCGExport.Tree()
                var whens: [String: [JSONValue]] = [:]
                var order: [String] = []
                var plain: [String: TokenExpression] = [:]
                for o in layer.overrides {
                    let key = o.path.rawValue
                    if !order.contains(key) { order.append(key) }
                    if let c = o.condition, !c.isUnconditional {
                        whens[key, default: []].append(
                            .object([
                                ("when", .object(c.contexts.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })),
                                ("value", value(o.expression)), ("forbidden", .bool(o.expression == .forbidden)),
                            ]))
                    } else {
                        plain[key] = o.expression
                    }
                }
                for key in order {
                    guard let type = system.tokens.first(where: { $0.path.rawValue == key })?.type else { continue }
                    var entry = tokenJSON(
                        type: type, expression: plain[key] ?? Self.placeholder(type), description: nil, meta: plain[key] == nil ? [("conditionalOnly", .bool(true))] : [])
                    if let w = whens[key] { entry = Self.addExtension(entry, "when", .array(w)) }
                    tree.insert(TokenPath(key).segments, entry)
                }
                let path = "themes/\(theme.name)/\(layer.name).tokens.json"
                files.append((path, tree.json))
                sets.append((setName, .object([("sources", .array([.object([("$ref", .string(path))])]))])))
                refs.append(.string("#/sets/\(setName)"))
            }
            themes.append((theme.name, .array(refs)))
        }
        let axesMeta: [(String, JSONValue)] = system.axes.map { axis in
            (axis.name, .object(axis.contexts.compactMap { c in c.fallback.map { (c.name, .string($0)) } }))
        }
        let resolver = JSONValue.object([
            ("$schema", .string("https://www.designtokens.org/schemas/2025.10/resolver.json")),
            ("version", .string("2025.10")),
            ("name", .string(system.name)),
            ("sets", .object(sets)),
            ("modifiers", .object(modifiers)),
            ("resolutionOrder", .array([.object([("$ref", .string("#/sets/base"))])] + system.axes.map { .object([("$ref", .string("#/modifiers/\($0.name)"))]) })),
            (
                "$extensions",
                .object([
                    (
                        "org.tessera",
                        .object([
                            ("precedence", .string(system.precedence.rawValue)), ("axes", .object(axesMeta)), ("themes", .object(themes)),
                        ])
                    )
                ])
            ),
        ])
        return [("\(name).resolver.json", resolver)] + files
    }

    /// A token object for an expression, with Tessera metadata in `$extensions`.
    package func tokenJSON(type: TokenType, expression: TokenExpression, description: String?, meta: [(String, JSONValue)], foreign: String? = nil) -> JSONValue {
        let shown = expression == .forbidden || expression == .invalid ? Self.placeholder(type) : expression
        var entry: [(String, JSONValue)] = [("$type", .string(type.rawValue)), ("$value", value(shown))]
        if let description { entry.append(("$description", .string(description))) }
        var tessera = meta
        if expression == .forbidden { tessera.append(("forbidden", .bool(true))) }
        if expression == .invalid { tessera.append(("absent", .bool(true))) }
        if case .over(let top, let bottom, let alpha, let space) = expression {
            var c: [(String, JSONValue)] = [("top", value(top)), ("bottom", value(bottom)), ("space", .string(space.rawValue))]
            if let alpha { c.append(("alpha", .number(alpha))) }
            entry.append(("$extensions", .object([("org.tessera.composite", .object(c))])))
        }
        if case .modified(_, let m, let mix, let amount) = expression {
            // A per-mode amount is written as Tokens Studio writes it: a reference or math.
            let written: String
            switch amount {
            case .alias(let p)?: written = "{\(p.rawValue)}"
            case .math(let math)?: written = math.studioText
            default: written = CSSExport.number(m.amount)
            }
            var modify: [(String, JSONValue)] = [
                ("type", .string(m.kind.rawValue)), ("value", .string(written)), ("space", .string(m.space.studioModifierSpace ?? m.space.rawValue)),
            ]
            if let mix { modify.append(("color", value(mix))) }
            entry.append(("$extensions", .object([(StudioColorModifier.extensionKey, .object([("modify", .object(modify))]))])))
        }
        if case .flattenedShadow(let shadow, let surface, let space) = expression {
            entry.append(
                ("$extensions", .object([("org.tessera.composite", .object([("flatten", value(shadow)), ("surface", value(surface)), ("space", .string(space.rawValue))]))])))
        }
        var result = JSONValue.object(entry)
        // Other vendors' extensions, kept verbatim.
        if let foreign, let parsed = try? JSONParser().parse(foreign, file: "$extensions"), case .object(let pairs) = parsed.document.value(parsed.document.root) {
            for (k, v) in pairs { result = Self.addExtension(result, k, v) }
        }
        if !tessera.isEmpty { result = Self.addExtension(result, "token", .object(tessera)) }
        return result
    }

    package static func addExtension(_ token: JSONValue, _ key: String, _ value: JSONValue) -> JSONValue {
        guard case .object(var pairs) = token else { return token }
        let name = key == "token" || key == "when" ? "org.tessera.\(key)" : key
        if let i = pairs.firstIndex(where: { $0.0 == "$extensions" }), case .object(var ext) = pairs[i].1 {
            ext.append((name, value))
            pairs[i].1 = .object(ext)
        } else {
            pairs.append(("$extensions", .object([(name, value)])))
        }
        return .object(pairs)
    }

    /// A valid stand-in `$value` for tokens whose real value lies elsewhere (abstract tokens,
    /// conditional-only overrides, forbidden markers).
    package static func placeholder(_ type: TokenType) -> TokenExpression {
        switch type {
        case .color: .color(TokenColor(rgba: SIMD4(0, 0, 0, 0)))
        case .dimension: .px(0)
        case .number: .number(0)
        case .fontFamily: .fontFamily(["system-ui"])
        case .fontWeight: .fontWeight(400)
        case .duration: .duration(TokenDuration(0))
        case .cubicBezier: .cubicBezier(CubicBezier(0, 0, 1, 1))
        case .strokeStyle: .strokeStyle(.solid)
        case .shadow: .shadowLayer(ShadowLayerExpression(color: .color(TokenColor(rgba: .zero)), offsetX: .px(0), offsetY: .px(0), blur: .px(0)))
        case .typography:
            .typography(
                TypographyExpression(fontFamily: .fontFamily(["system-ui"]), fontSize: .px(16), fontWeight: .fontWeight(400), letterSpacing: .px(0), lineHeight: .number(1.2)))
        case .border: .border(BorderExpression(color: .color(TokenColor(rgba: .zero)), width: .px(0), style: .strokeStyle(.solid)))
        case .transition:
            .transition(TransitionExpression(duration: .duration(TokenDuration(0)), delay: .duration(TokenDuration(0)), timingFunction: .cubicBezier(CubicBezier(0, 0, 1, 1))))
        case .gradient: .gradient([.gradientStop(GradientStopExpression(color: .color(TokenColor(rgba: .zero)), position: .number(0)))])
        case .string: .string("")
        case .boolean: .boolean(false)
        }
    }

    /// The DTCG `$value` of an expression: aliases as `{path}`, literals in their value shape.
    package func value(_ e: TokenExpression) -> JSONValue {
        func dim(_ d: TokenDimension) -> JSONValue { .object([("value", .number(d.value)), ("unit", .string(d.unit.name))]) }
        switch e {
        case .alias(let p): return .string("{\(p.rawValue)}")
        case .color(let c):
            // Shortest decimals that read back as the same Float32: the files are lossless.
            func f(_ x: Float) -> JSONValue { .number(Double(String(x)) ?? Double(x)) }
            return .object([
                ("colorSpace", .string("srgb")), ("components", .array([f(c.red), f(c.green), f(c.blue)])), ("alpha", f(c.alpha)),
                ("hex", .string(TokenColor(red: c.red, green: c.green, blue: c.blue).hex)),
            ])
        case .colorLiteral(let l):
            var pairs: [(String, JSONValue)] = [
                ("colorSpace", .string(l.space.rawValue)), ("components", .array(l.components.map { $0.map(JSONValue.number) ?? .string("none") })), ("alpha", .number(l.alpha)),
            ]
            if let h = l.hex { pairs.append(("hex", .string(h))) }
            return .object(pairs)
        case .dimension(let d): return dim(d)
        case .number(let n): return .number(n)
        case .fontFamily(let f): return f.count == 1 ? .string(f[0]) : .array(f.map { .string($0) })
        case .fontWeight(let w): return .number(w)
        case .duration(let d): return .object([("value", .number(d.value)), ("unit", .string(d.unit.name))])
        case .cubicBezier(let b): return .array([b.points.x, b.points.y, b.points.z, b.points.w].map { .number($0) })
        case .cubicBezierPoints(let points): return .array(points.map(value))
        // As Tokens Studio writes it: the references in the braces of the outer one.
        case .composedAlias(let parts): return .string("{" + parts.map(\.templateSource).joined() + "}")
        case .strokeStyle(let k): return .string(k.name)
        case .dashedStroke(let dashes, let cap): return .object([("dashArray", .array(dashes.map(value))), ("lineCap", .string(cap.name))])
        case .shadow(let layers): return layers.count == 1 ? value(layers[0]) : .array(layers.map(value))
        case .shadowLayer(let l):
            return .object([
                ("color", value(l.color)), ("offsetX", value(l.offsetX)), ("offsetY", value(l.offsetY)), ("blur", value(l.blur)), ("spread", value(l.spread)),
                ("inset", .bool(l.inset)),
            ])
        case .typography(let t):
            return .object([
                ("fontFamily", value(t.fontFamily)), ("fontSize", value(t.fontSize)), ("fontWeight", value(t.fontWeight)), ("letterSpacing", value(t.letterSpacing)),
                ("lineHeight", value(t.lineHeight)),
            ])
        case .border(let b): return .object([("color", value(b.color)), ("width", value(b.width)), ("style", value(b.style))])
        case .transition(let t): return .object([("duration", value(t.duration)), ("delay", value(t.delay)), ("timingFunction", value(t.timingFunction))])
        case .gradient(let stops): return .array(stops.map(value))
        case .gradientStop(let s): return .object([("color", value(s.color)), ("position", value(s.position))])
        case .string(let text): return .string(text)
        case .text(let parts):
            // As it was written: references in braces within the text.
            return .string(parts.map(\.templateSource).joined())
        case .boolean(let flag): return .bool(flag)
        case .math(let m): return .string(m.studioText)
        case .modified(let base, _, _, _): return value(base)
        case .over(let top, _, _, _): return value(top)
        case .flattenedShadow(let shadow, _, _): return value(shadow)
        case .forbidden, .invalid: return DTCGColorValue.json(space: "srgb", components: [1, 0, 0], alpha: 0)
        }
    }
}
