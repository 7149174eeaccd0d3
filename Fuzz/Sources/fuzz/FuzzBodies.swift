@_spi(Testing) import Tessera
import TesseraColor
import TesseraFormats

/// The fuzz targets' bodies: each takes arbitrary bytes and must end in a value or a typed
/// error, never a crash, hang or unbounded allocation.
enum FuzzBodies {
    /// Palette lines (hex, `color()`, `rgb()`), parsed and converted to Display P3.
    static func palette(_ bytes: UnsafeBufferPointer<UInt8>) {
        _ = PaletteParser.parse(bytes)
        if let p3 = try? ColorProfile.builtIn(.displayP3), let srgb = try? ColorProfile.builtIn(.srgb) {
            var conversion = PaletteConversion(source: srgb, destination: p3, target: ColorTarget(name: "display-p3", dtcgSpace: .displayP3, css: .predefined(.displayP3)))
            conversion.format = .float
            _ = conversion.run(Array(bytes.prefix(4096)))
        }
        _ = try? HexColor.parse(utf8: bytes)
    }

    /// The JSON reader with positions.
    static func json(_ bytes: UnsafeBufferPointer<UInt8>) {
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
    static func dtcg(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let parsed = try? JSONParser().parse(Array(bytes), file: "fuzz.tokens.json") else { return }
        let (system, _) = DTCGLoader().designSystem(name: "fuzz", sources: [DTCGSource(document: parsed.document)], axes: ModeAxis.builtIn)
        let result = TokenGraph(system).compileKeepingGoing(Theme(name: "fuzz"))
        let table = result.theme.defaultTable
        for path in result.theme.catalog.paths.prefix(64) { _ = table.resolvedValue(at: path) }
    }

    /// A resolver document read (file references refused) and compiled.
    static func resolver(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let parsed = try? JSONParser().parse(Array(bytes), file: "fuzz.resolver.json") else { return }
        var reader = ResolverReader(document: parsed.document, policy: PathPolicy(root: "/nonexistent-fuzz-root")) { path in
            .failure(FileError(path: path, reason: "file references are not read while fuzzing"))
        }
        let (system, _) = reader.read(name: "fuzz")
        _ = TokenGraph(system).compileKeepingGoing(Theme(name: "fuzz"))
    }

    /// An ICC profile loaded from memory and, if valid, used for a conversion.
    static func icc(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let profile = try? ColorProfile.load(iccBytes: Array(bytes)), let srgb = try? ColorProfile.builtIn(.srgb) else { return }
        _ = try? ColorConverter(from: srgb, to: profile).convert((0.2, 0.4, 0.8))
    }

    /// A snapshot loaded as is and again with its checksum resealed (so mutations reach the
    /// content checks); every theme that loads is selected and read in each single-axis mode.
    static func snapshot(_ bytes: UnsafeBufferPointer<UInt8>) {
        let raw = Array(bytes)
        _ = try? Snapshot(bytes: raw)
        guard let snapshot = try? Snapshot(bytes: Snapshot.resealing(raw)) else { return }
        // Path look-ups probe the file's own hash index, which a mutation may make lie.
        let catalog = snapshot.catalog
        for path in catalog.paths.prefix(1024) { _ = catalog.handleIndex(of: path) }
        _ = catalog.handleIndex(of: TokenPath("not.a.token"))
        for name in snapshot.themeNames.prefix(4) {
            guard let theme = try? snapshot.theme(named: name) else { continue }
            let paths = theme.catalog.paths.prefix(4096)
            let base = theme.axes.defaultMode
            var modes = [base]
            for a in 0..<theme.axes.count {
                for c in theme.axes.axes[a].contexts.indices.prefix(8) {
                    var contexts = base.contexts
                    contexts[a] = ContextIndex(c)
                    if let mode = try? theme.axes.mode(contexts: contexts) { modes.append(mode) }
                }
            }
            for mode in modes.prefix(64) {
                guard let table = try? theme.table(for: mode) else { continue }
                for path in paths { _ = table.resolvedValue(at: path) }
            }
            _ = theme.statistics
        }
    }

    /// One target's body.
    typealias Body = @Sendable (UnsafeBufferPointer<UInt8>) -> Void

    /// Every target by name.
    static let targets: [String: Body] = [
        "palette": palette, "json": json, "dtcg": dtcg, "resolver": resolver, "icc": icc, "snapshot": snapshot,
    ]

    /// The targets' names, in the order the scripts list them.
    static let names = ["palette", "json", "dtcg", "resolver", "icc", "snapshot"]

    /// Where a libFuzzer run keeps its target's name for the processes it starts.
    static let environmentVariable = "TESSERA_FUZZ_TARGET"
}
