import TesseraColorModel
import TesseraModel
import TesseraReading
import TesseraTables

extension ResolvedValue {
    /// The value in DTCG 2025.10 `$value` shape, colors in `theme`'s ``Tessera/ResolvedTheme/dtcgColorSpace``.
    public func dtcgValue(in theme: ResolvedTheme) -> JSONValue {
        dtcgValue(colorSpace: theme.dtcgColorSpace, mapColor: theme.dtcgColor)
    }

    /// The value in DTCG 2025.10 `$value` shape, with colors in `colorSpace`.
    ///
    /// `mapColor` takes a table color into `colorSpace` (see
    /// ``Tessera/ResolvedTheme/dtcgColor(_:)``). `hex` is the 6-digit fallback, written for
    /// `srgb` colors only.
    public func dtcgValue(colorSpace: ColorLiteral.Space = .srgb, mapColor: (TokenColor) -> TokenColor = { $0 }) -> JSONValue {
        func color(_ table: TokenColor) -> JSONValue {
            let c = mapColor(table)
            var pairs: [(String, JSONValue)] = [
                ("colorSpace", .string(colorSpace.rawValue)),
                ("components", .array([c.red, c.green, c.blue].map { .number(Self.float($0)) })),
                ("alpha", .number(Self.float(c.alpha))),
            ]
            // The hex fallback is an sRGB value, so it is only written for sRGB tables.
            if colorSpace == .srgb { pairs.append(("hex", .string(String(TokenColor(red: c.red, green: c.green, blue: c.blue).hex)))) }
            return .object(pairs)
        }
        func dimension(_ d: TokenDimension) -> JSONValue { .object([("value", .number(d.value)), ("unit", .string(d.unit.name))]) }
        func duration(_ d: TokenDuration) -> JSONValue { .object([("value", .number(d.value)), ("unit", .string(d.unit.name))]) }
        func bezier(_ b: CubicBezier) -> JSONValue { .array([b.points.x, b.points.y, b.points.z, b.points.w].map { .number($0) }) }
        func families(_ names: [String]) -> JSONValue { names.count == 1 ? .string(names[0]) : .array(names.map { .string($0) }) }
        func stroke(_ k: TokenStrokeStyle.Keyword, _ dashes: [TokenDimension], _ cap: TokenStrokeStyle.LineCap) -> JSONValue {
            k == .custom ? .object([("dashArray", .array(dashes.map(dimension))), ("lineCap", .string(cap.name))]) : .string(k.name)
        }
        func layer(_ l: ShadowLayer) -> JSONValue {
            .object([
                ("color", color(l.color)), ("offsetX", dimension(l.offsetX)), ("offsetY", dimension(l.offsetY)),
                ("blur", dimension(l.blur)), ("spread", dimension(l.spread)), ("inset", .bool(l.inset)),
            ])
        }
        switch self {
        case .color(let c): return color(c)
        case .dimension(let d): return dimension(d)
        case .number(let n): return .number(n)
        case .fontFamily(let names): return families(names)
        case .fontWeight(let w): return .number(w)
        case .duration(let d): return duration(d)
        case .cubicBezier(let b): return bezier(b)
        case .strokeStyle(let k, let dashes, let cap): return stroke(k, dashes, cap)
        case .shadow(let layers): return layers.count == 1 ? layer(layers[0]) : .array(layers.map(layer))
        case .typography(let family, let size, let weight, let spacing, let lineHeight):
            return .object([
                ("fontFamily", families(family)), ("fontSize", dimension(size)), ("fontWeight", .number(weight)),
                ("letterSpacing", dimension(spacing)), ("lineHeight", .number(lineHeight)),
            ])
        case .border(let c, let width, let style):
            return .object([("color", color(c)), ("width", dimension(width)), ("style", stroke(style.keyword, style.dashes, style.lineCap))])
        case .transition(let t):
            return .object([("duration", duration(t.duration)), ("delay", duration(t.delay)), ("timingFunction", bezier(t.timingFunction))])
        case .gradient(let stops):
            return .array(stops.map { .object([("color", color($0.color)), ("position", .number($0.position))]) })
        case .string(let text): return .string(text)
        case .boolean(let flag): return .bool(flag)
        }
    }

    /// A Float32 component as the shortest decimal that reads back as the same Float32.
    package static func float(_ f: Float) -> Double {
        Double(String(f)) ?? Double(f)
    }

    /// A one-line human-readable form, for tables.
    public var summary: String {
        func dim(_ d: TokenDimension) -> String { d.description }
        switch self {
        case .color(let c): return c.hex
        case .dimension(let d): return dim(d)
        case .number(let n): return JSONWriter.number(n)
        case .fontFamily(let names): return names.joined(separator: ", ")
        case .fontWeight(let w): return JSONWriter.number(w)
        case .duration(let d): return d.description
        case .cubicBezier(let b): return "cubic-bezier(\([b.points.x, b.points.y, b.points.z, b.points.w].map(JSONWriter.number).joined(separator: ", ")))"
        case .strokeStyle(let k, let dashes, let cap): return k == .custom ? "dashes \(dashes.map(dim).joined(separator: " ")) \(cap.name)" : k.name
        case .shadow(let layers):
            return layers.map { "\($0.inset ? "inset " : "")\(dim($0.offsetX)) \(dim($0.offsetY)) \(dim($0.blur)) \(dim($0.spread)) \($0.color.hex)" }.joined(separator: "; ")
        case .typography(let family, let size, let weight, let spacing, let lineHeight):
            return "\(family.first ?? "") \(JSONWriter.number(weight)) \(dim(size))/\(JSONWriter.number(lineHeight)) tracking \(dim(spacing))"
        case .border(let c, let width, let style): return "\(dim(width)) \(style.keyword == .custom ? "dashed" : style.keyword.name) \(c.hex)"
        case .transition(let t): return "\(t.duration) after \(t.delay)"
        case .gradient(let stops): return stops.map { "\($0.color.hex) \(JSONWriter.number($0.position))" }.joined(separator: ", ")
        case .string(let text):
            var out = ""
            JSONWriter.quote(text, into: &out)
            return out
        case .boolean(let flag): return flag ? "true" : "false"
        }
    }
}
