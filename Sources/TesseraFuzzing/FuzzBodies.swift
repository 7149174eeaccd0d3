@_spi(Testing) import Tessera
import TesseraColor
import TesseraFormats

/// The fuzz targets' bodies: each takes arbitrary bytes and must end in a value or a typed
/// error, never a crash, hang or unbounded allocation.
public enum FuzzBodies {
    /// Palette lines (hex, `color()`, `rgb()`), parsed and converted to Display P3.
    public static func palette(_ bytes: UnsafeBufferPointer<UInt8>) {
        _ = PaletteParser.parse(bytes)
        if let p3 = try? ColorProfile.builtIn(.displayP3), let srgb = try? ColorProfile.builtIn(.srgb) {
            var conversion = PaletteConversion(source: srgb, destination: p3, target: ColorTarget(name: "display-p3", dtcgSpace: .displayP3, css: .predefined(.displayP3)))
            conversion.format = .float
            _ = conversion.run(Array(bytes.prefix(4096)))
        }
        _ = try? HexColor.parse(utf8: bytes)
    }

    /// The JSON reader with positions.
    public static func json(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let parsed = try? JSONParser().parse(Array(bytes), file: "fuzz.json") else { return }
        let doc = parsed.document
        guard doc.nodeCount > 0 else { return }
        _ = doc.location(doc.root)
        // Every string read back, those left in the text too; a stack, since a hostile
        // document nests deeper than the call stack allows.
        var stack = [doc.root]
        while let node = stack.popLast() {
            switch doc.kind(node) {
            case .string: _ = doc.string(node)
            case .array: stack += doc.array(node) ?? []
            case .object: doc.forEachMember(node) { _, _, value in stack.append(value) }
            default: break
            }
        }
    }

    /// A DTCG document read and compiled into a resolved theme.
    public static func dtcg(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let parsed = try? JSONParser().parse(Array(bytes), file: "fuzz.tokens.json") else { return }
        let (system, _) = DTCGLoader().designSystem(name: "fuzz", sources: [DTCGSource(document: parsed.document)], axes: Axis.builtIn)
        let result = TokenGraph(system).compileKeepingGoing(Theme(name: "fuzz"))
        let table = result.theme.defaultTable
        for id in 0..<min(result.theme.catalog.count, 64) { _ = table.resolvedValue(ofTokenAt: id) }
    }

    /// A resolver document read (file references refused) and compiled.
    public static func resolver(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let parsed = try? JSONParser().parse(Array(bytes), file: "fuzz.resolver.json") else { return }
        var reader = ResolverReader(document: parsed.document, policy: PathPolicy(root: "/nonexistent-fuzz-root")) { path in
            .failure(FileError(path: path, reason: "file references are not read while fuzzing"))
        }
        let (system, _) = reader.read(name: "fuzz")
        _ = TokenGraph(system).compileKeepingGoing(Theme(name: "fuzz"))
    }

    /// An ICC profile loaded from memory and, if valid, used for a conversion.
    public static func icc(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let profile = try? ColorProfile.load(iccBytes: Array(bytes)), let srgb = try? ColorProfile.builtIn(.srgb) else { return }
        _ = try? ColorConverter(from: srgb, to: profile).convert((0.2, 0.4, 0.8))
    }

    /// A snapshot loaded as is and again with its checksum resealed (so mutations reach the
    /// content checks); every theme that loads is selected and read in each single-axis mode.
    public static func snapshot(_ bytes: UnsafeBufferPointer<UInt8>) {
        let raw = Array(bytes)
        _ = try? Snapshot(bytes: raw)
        guard let snapshot = try? Snapshot(bytes: Snapshot.resealing(raw)) else { return }
        // Path look-ups probe the file's own hash index, which a mutation may make lie.
        let catalog = snapshot.catalog
        for id in 0..<min(catalog.count, 1024) { _ = catalog.id(of: catalog.path(of: id)) }
        _ = catalog.id(of: TokenPath("not.a.token"))
        for name in snapshot.themeNames.prefix(4) {
            guard let theme = try? snapshot.theme(named: name) else { continue }
            let base = theme.axes.defaultMode
            var modes = [base]
            for a in 0..<theme.axes.count {
                for c in theme.axes.axes[a].contexts.indices.prefix(8) {
                    var contexts = base.contexts
                    contexts[a] = UInt8(c)
                    if let mode = try? theme.axes.mode(contexts: contexts.map(Int.init)) { modes.append(mode) }
                }
            }
            for mode in modes.prefix(64) {
                guard let table = try? theme.table(for: mode) else { continue }
                for id in 0..<min(theme.catalog.count, 4096) { _ = table.resolvedValue(ofTokenAt: id) }
            }
            _ = theme.statistics
        }
    }

    /// Every target by name.
    public static let targets: [String: @Sendable (UnsafeBufferPointer<UInt8>) -> Void] = [
        "palette": palette, "json": json, "dtcg": dtcg, "resolver": resolver, "icc": icc, "snapshot": snapshot,
    ]
}
