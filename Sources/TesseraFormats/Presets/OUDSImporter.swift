import Tessera

/// Imports OUDS "tokenator" exports: DTCG-shaped JSON as exported from Figma.
///
/// The mapping (documented in the README):
/// - a last path segment ending in `-light` or `-dark` is one token on the `colorScheme` axis;
/// - a path segment `mobile`, `tablet` or `desktop` is removed and becomes the `sizeClass`
///   context `compact`, `regular` or `expanded` (a context this preset adds, falling back to
///   `regular`), so a token defined for all three keeps all three values;
/// - the color `#ff000000` (any case) is OUDS's "not part of this theme" sentinel: the forbidden
///   value;
/// - the first file is the shared core; every further file is a brand, which becomes a theme
///   named after the file whose tokens are an override layer; tokens that only brands define
///   are abstract in the core, so every brand must define them;
/// - `ouds.elevation.{x,y,blur,spread,color}.<level>` parts are also assembled into shadow tokens
///   `ouds.elevation.shadow.<level>` whose fields alias the parts.
///
/// Values may use the legacy forms Figma exports: `"#rrggbb[aa]"` colors, numbers or `"16px"`
/// strings for dimensions, numeric or keyword font weights.
public struct OUDSImporter {
    /// The axes an OUDS design system uses.
    public static let axes: [Axis] = [
        .colorScheme,
        Axis(
            "sizeClass", contexts: [Axis.Context("extraCompact", fallback: "compact"), "compact", "regular", Axis.Context("expanded", fallback: "regular")],
            defaultContext: "regular"),
    ]

    static let sizeSegments = ["mobile": "compact", "tablet": "regular", "desktop": "expanded"]

    var diagnostics = DTCGDiagnostics()

    /// Creates an importer.
    public init() {}

    /// One token occurrence: normalised path, condition, value node.
    struct Entry {
        var path: String
        var condition: [String: String]
        var type: TokenType
        var node: JSONDocument.Node
        var doc: JSONDocument
    }

    /// The design system: the core file and one theme per brand file.
    public mutating func designSystem(core: JSONDocument, brands: [(name: String, document: JSONDocument)]) -> (DesignSystem, [Diagnostic]) {
        let coreEntries = entries(core)
        var system = DesignSystem(name: "OUDS", axes: Self.axes)
        system.precedence = .mostSpecific
        var declared: [String: Int] = [:]
        func declare(_ e: Entry, abstract: Bool) {
            if let i = declared[e.path] {
                if !abstract, let expression = value(e) {
                    system.tokens[i].definitions.append(TokenDefinition(ContextCondition(e.condition), expression, location: e.doc.location(e.node)))
                }
                return
            }
            declared[e.path] = system.tokens.count
            let definitions =
                abstract
                ? []
                : value(e).map { [TokenDefinition(ContextCondition(e.condition), $0, location: e.doc.location(e.node))] } ?? [
                    TokenDefinition(ContextCondition(e.condition), .invalid)
                ]
            system.tokens.append(TokenDeclaration(TokenPath(e.path), type: e.type, definitions: definitions, location: e.doc.location(e.node)))
        }
        for e in coreEntries { declare(e, abstract: false) }
        var brandEntries: [(String, [Entry])] = []
        for brand in brands {
            let list = entries(brand.document)
            for e in list where declared[e.path] == nil { declare(e, abstract: true) }
            brandEntries.append((brand.name, list))
        }
        assembleShadows(&system, declared: &declared)
        for (name, list) in brandEntries {
            var layer = OverrideLayer(name)
            for e in list {
                guard let expression = value(e) else { continue }
                if e.condition.isEmpty {
                    layer.overrides.append(Override(TokenPath(e.path), expression, location: e.doc.location(e.node)))
                } else {
                    layer.overrides.append(Override(TokenPath(e.path), when: ContextCondition(e.condition), expression, location: e.doc.location(e.node)))
                }
            }
            system.themes.append(Theme(name: name, layers: [layer]))
        }
        if brands.isEmpty { system.themes = [Theme(name: "core")] }
        return (system, diagnostics.items)
    }

    /// Every token of a file with its normalised path, condition and type.
    mutating func entries(_ doc: JSONDocument) -> [Entry] {
        var out: [Entry] = []
        var stack: [(JSONDocument.Node, [String], String?)] = [(doc.root, [], nil)]
        while let (node, path, inherited) = stack.popLast() {
            guard let members = doc.object(node) else { continue }
            let type = doc.member(node, "$type").flatMap(doc.string) ?? inherited
            if let valueNode = doc.member(node, "$value") {
                guard let typeName = type, let t = TokenType(rawValue: typeName) else {
                    diagnostics.error(
                        .typeUndeterminable, "the type of \(path.joined(separator: ".")) cannot be determined", at: doc.location(node), token: path.joined(separator: "."))
                    continue
                }
                let (normalised, condition) = Self.normalise(path)
                out.append(Entry(path: normalised.joined(separator: "."), condition: condition, type: t, node: valueNode, doc: doc))
                continue
            }
            for m in members.reversed() where !m.key.hasPrefix("$") { stack.append((m.value, path + [m.key], type)) }
        }
        return out
    }

    /// The path without scheme suffix and size segment, and the condition they stood for.
    static func normalise(_ path: [String]) -> ([String], [String: String]) {
        var condition: [String: String] = [:]
        var out: [String] = []
        for segment in path {
            if let size = sizeSegments[segment] {
                condition["sizeClass"] = size
                continue
            }
            out.append(segment)
        }
        if var last = out.last {
            for scheme in ["light", "dark"] where last.hasSuffix("-" + scheme) {
                last.removeLast(scheme.count + 1)
                condition["colorScheme"] = scheme
            }
            out[out.count - 1] = last
        }
        return (out, condition)
    }

    /// The expression for an entry's value, accepting Figma's legacy forms.
    mutating func value(_ e: Entry) -> TokenExpression? {
        let doc = e.doc
        if let s = doc.string(e.node), let path = DTCGAlias.path(s) {
            return .alias(TokenPath(segments: Self.normalise(path).0))
        }
        switch e.type {
        case .color:
            if let s = doc.string(e.node) {
                if s.lowercased() == "#ff000000" { return .forbidden }
                guard let c = Color(hex: s) else {
                    diagnostics.error(.invalidValue, "invalid color \(s)", at: doc.location(e.node), token: e.path)
                    return nil
                }
                return .color(c)
            }
        case .dimension:
            if let n = doc.number(e.node) { return .px(n) }
            if let s = doc.string(e.node) {
                for unit in Dimension.Unit.allCases where s.hasSuffix(unit.name) {
                    if let n = Double(s.dropLast(unit.name.count)) { return .dimension(Dimension(n, unit)) }
                }
                diagnostics.error(.invalidValue, "invalid dimension \(s)", at: doc.location(e.node), token: e.path)
                return nil
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

    /// Shadow tokens assembled from elevation parts, per level.
    mutating func assembleShadows(_ system: inout DesignSystem, declared: inout [String: Int]) {
        let prefix = "ouds.elevation."
        var levels: [String] = []
        for t in system.tokens where t.path.rawValue.hasPrefix(prefix + "x.") {
            let level = String(t.path.rawValue.dropFirst((prefix + "x.").count))
            if !levels.contains(level) { levels.append(level) }
        }
        for level in levels {
            let parts = ["x", "y", "blur", "spread", "color"].map { "\(prefix)\($0).\(level)" }
            guard parts.allSatisfy({ declared[$0] != nil }) else { continue }
            let path = "\(prefix)shadow.\(level)"
            guard declared[path] == nil else { continue }
            declared[path] = system.tokens.count
            let layer = ShadowLayerExpression(
                color: .alias(TokenPath(parts[4])), offsetX: .alias(TokenPath(parts[0])), offsetY: .alias(TokenPath(parts[1])),
                blur: .alias(TokenPath(parts[2])), spread: .alias(TokenPath(parts[3])))
            system.tokens.append(TokenDeclaration(TokenPath(path), type: .shadow, definitions: [TokenDefinition(.always, .shadow([.shadowLayer(layer)]))]))
        }
    }
}
