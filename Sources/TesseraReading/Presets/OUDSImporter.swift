import TesseraCompiler
import TesseraModel

/// Imports OUDS "tokenator" exports: DTCG-shaped JSON as exported from Figma.
///
/// The mapping (documented in docs/formats.md):
/// - a last path segment ending in `-light` or `-dark` is one token on the `colorScheme` axis;
/// - a path segment `mobile`, `tablet` or `desktop` is removed and becomes the `sizeClass`
///   context `compact`, `regular` or `expanded` (a context this preset adds, falling back to
///   `regular`), so a token defined for all three keeps all three values;
/// - a reference that names a variant explicitly (`{ouds.color.bg.emphasized-dark}`,
///   `{ouds.space.mobile.pad}`) is a fixed reference to that variant in every mode, unless it
///   is written in a token of that same variant; only the plain name follows the mode;
/// - the color `#ff000000` (any case) is OUDS's "not part of this theme" sentinel: the forbidden
///   value;
/// - files are told apart by content: a file that defines the `ouds` semantic tree is a brand,
///   any other file is a raw core (`Core-OUDS`, `Core-Orange`…); every core merges into the
///   shared base, and every brand becomes a theme named after its file
///   (`Brands.Orange Compact.tokens.json` → `orange-compact`) whose tokens are an override
///   layer. When every file defines `ouds`, the first is the shared core (the older layout);
/// - tokens that only brands define are abstract in the core, so every brand must define them;
/// - `ouds.elevation.{x,y,blur,spread,color}.<level>` parts are also assembled into shadow tokens
///   `ouds.elevation.shadow.<level>` whose fields alias the parts.
///
/// Values may use the legacy forms Figma exports: `"#rrggbb[aa]"` colors, numbers or `"16px"`
/// strings for dimensions, font weights as numbers, numeric strings or keywords in any case
/// (`"Semi Bold"`), and `$type: "string"` font families and weights.
public struct OUDSImporter {
    /// The axes an OUDS design system uses.
    public static let axes: [ModeAxis] = [
        .colorScheme,
        ModeAxis(
            "sizeClass", contexts: [ModeAxis.Context("extraCompact", fallback: "compact"), "compact", "regular", ModeAxis.Context("expanded", fallback: "regular")],
            defaultContext: "regular"),
    ]

    package static let sizeSegments = ["mobile": "compact", "tablet": "regular", "desktop": "expanded"]

    package var diagnostics = DTCGDiagnostics()
    /// The axes each path has variants on (`-light`/`-dark`, `mobile`/`tablet`/`desktop`): a
    /// plain reference to one from a pinned variant must be pinned to the variant's context.
    package var varying: [String: Set<String>] = [:]
    /// Tokens left out (no type, or one the preset does not read), so references to them say so.
    package var rejected = RejectedTokens()

    /// Creates an importer.
    public init() {}

    /// One token occurrence: normalised path, condition, value node.
    package struct Entry {
        package var path: String
        package var condition: [String: String]
        package var type: TokenType
        package var node: JSONDocument.Node
        package var doc: JSONDocument
        /// For a fixed variant token (`….bg-dark` declared as its own token), the contexts its
        /// references are read in, by axis; empty for every other entry.
        package var pinned: [String: String] = [:]
    }

    /// The design system in an OUDS export, each file's role decided by its content.
    ///
    /// Files defining the `ouds` tree are brands (themes named by ``themeNames(_:)``); the others
    /// are raw cores, merged in order. Without a raw core, the first file is the core.
    public mutating func designSystem(files: [(path: String, document: JSONDocument)]) -> (DesignSystem, [Diagnostic]) {
        var cores = files.filter { !Self.definesSemanticTree($0.document) }
        var brands = files.filter { Self.definesSemanticTree($0.document) }
        if cores.isEmpty, !brands.isEmpty { cores = [brands.removeFirst()] }
        let names = Self.themeNames(brands.map(\.path))
        return designSystem(cores: cores.map(\.document), brands: Array(zip(names, brands.map(\.document))))
    }

    /// The design system: the core file and one theme per brand file.
    public mutating func designSystem(core: JSONDocument, brands: [(name: String, document: JSONDocument)]) -> (DesignSystem, [Diagnostic]) {
        designSystem(cores: [core], brands: brands)
    }

    /// The design system: core files merged in order, and one theme per brand file.
    package mutating func designSystem(cores: [JSONDocument], brands: [(name: String, document: JSONDocument)]) -> (DesignSystem, [Diagnostic]) {
        var coreEntries = cores.flatMap { entries($0) }
        var brandEntries = brands.map { (name: $0.name, entries: entries($0.document)) }
        let everything = coreEntries + brandEntries.flatMap(\.entries)
        for e in everything { varying[e.path, default: []].formUnion(e.condition.keys) }
        let pins = Set(self.pins(everything))
        coreEntries += Self.pinnedVariants(coreEntries, pins)
        for b in brandEntries.indices { brandEntries[b].entries += Self.pinnedVariants(brandEntries[b].entries, pins) }

        var system = DesignSystem(name: "OUDS", axes: Self.axes)
        system.precedence = .mostSpecific
        var declared: [String: Int] = [:]
        func declare(_ e: Entry, abstract: Bool) {
            let condition = ContextCondition(e.condition)
            if let i = declared[e.path] {
                guard !abstract, let expression = value(e) else { return }
                let definition = TokenDefinition(condition, expression, location: e.doc.location(e.node))
                // A later core file restates a value for the same modes: it replaces it.
                if let same = system.tokens[i].definitions.firstIndex(where: { $0.condition == condition }) {
                    system.tokens[i].definitions[same] = definition
                } else {
                    system.tokens[i].definitions.append(definition)
                }
                return
            }
            declared[e.path] = system.tokens.count
            let definitions =
                abstract
                ? []
                : value(e).map { [TokenDefinition(condition, $0, location: e.doc.location(e.node))] } ?? [TokenDefinition(condition, .invalid)]
            system.tokens.append(TokenDeclaration(TokenPath(e.path), type: e.type, definitions: definitions, location: e.doc.location(e.node)))
        }
        for e in coreEntries { declare(e, abstract: false) }
        for brand in brandEntries {
            for e in brand.entries where declared[e.path] == nil { declare(e, abstract: true) }
        }
        assembleShadows(&system, declared: &declared)
        for brand in brandEntries {
            var layer = OverrideLayer(brand.name)
            for e in brand.entries {
                guard let expression = value(e) else { continue }
                if e.condition.isEmpty {
                    layer.overrides.append(Override(TokenPath(e.path), expression, location: e.doc.location(e.node)))
                } else {
                    layer.overrides.append(Override(TokenPath(e.path), when: ContextCondition(e.condition), expression, location: e.doc.location(e.node)))
                }
            }
            system.themes.append(Theme(name: brand.name, layers: [layer]))
        }
        if brands.isEmpty { system.themes = [Theme(name: "core")] }
        system.rejectedTokens = rejected
        return (system, diagnostics.items)
    }

    /// Every token of a file with its normalised path, condition and type.
    package mutating func entries(_ doc: JSONDocument) -> [Entry] {
        var out: [Entry] = []
        var stack: [(JSONDocument.Node, [String], String?)] = [(doc.root, [], nil)]
        while let (node, path, inherited) = stack.popLast() {
            guard let members = doc.object(node) else { continue }
            let type = doc.member(node, "$type").flatMap(doc.string) ?? inherited
            if let valueNode = doc.member(node, "$value") {
                let dotted = path.joined(separator: ".")
                guard let typeName = type else {
                    diagnostics.error(.typeUndeterminable, "the type of \(dotted) cannot be determined", at: doc.location(node), token: dotted)
                    reject(path, at: doc.location(node), reason: DiagnosticRule.typeUndeterminable.rawValue)
                    continue
                }
                guard let t = Self.tokenType(typeName, path: path) else {
                    diagnostics.warning(
                        .unsupportedType, "\(dotted) has $type \"\(typeName)\", which the ouds preset does not read; the token is left out", at: doc.location(node),
                        token: dotted)
                    reject(path, at: doc.location(node), reason: "$type \(typeName)")
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

    /// Records a token left out, first place first.
    package mutating func reject(_ path: [String], at location: SourceLocation, reason: String) {
        let normalised = TokenPath(segments: Self.normalise(path).0)
        rejected.insert(normalised, at: location, reason: reason)
    }

    /// The path without scheme suffix and size segment, and the condition they stood for.
    package static func normalise(_ path: [String]) -> ([String], [String: String]) {
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

    /// Shadow tokens assembled from elevation parts, per level.
    package mutating func assembleShadows(_ system: inout DesignSystem, declared: inout [String: Int]) {
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
