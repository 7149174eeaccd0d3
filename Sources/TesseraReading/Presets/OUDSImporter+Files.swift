extension OUDSImporter {
    /// Whether a file is a brand: it defines the `ouds` semantic tree. Raw core files
    /// (`core-ouds.*`, `core-orange.*` palettes) do not, whatever their name or position.
    package static func definesSemanticTree(_ doc: JSONDocument) -> Bool {
        guard let tree = doc.member(doc.root, "ouds") else { return false }
        return doc.object(tree) != nil
    }

    /// Distinct, predictable theme names for brand files, in order.
    ///
    /// A name is the file name without `.tokens.json` or `.json`, after its last dot, lowercased,
    /// with runs of other characters turned into `-`: `Brands.Orange Compact.tokens.json` gives
    /// `orange-compact`, `brand-sosh.json` gives `brand-sosh`. Files whose names would collide
    /// keep their whole stem (`brands-orange`), and a number when even that collides.
    public static func themeNames(_ paths: [String]) -> [String] {
        let stems = paths.map(stem)
        let short = stems.map { slug(String($0.split(separator: ".").last ?? Substring($0))) }
        var counts: [String: Int] = [:]
        for s in short { counts[s, default: 0] += 1 }
        var used = Set<String>()
        var names: [String] = []
        for (s, full) in zip(short, stems) {
            var name = counts[s] == 1 ? s : slug(full)
            let base = name
            var n = 2
            while !used.insert(name).inserted {
                name = "\(base)-\(n)"
                n += 1
            }
            names.append(name)
        }
        return names
    }

    /// The file name without its directory and its `.tokens.json` or `.json` extension.
    package static func stem(_ path: String) -> String {
        var file = path.split(separator: "/").last.map(String.init) ?? path
        for ext in [".tokens.json", ".json"] where file.lowercased().hasSuffix(ext) {
            file.removeLast(ext.count)
            break
        }
        return file
    }

    /// Lowercase letters and digits, every other run of characters one `-`, none at the ends.
    package static func slug(_ text: String) -> String {
        var out = ""
        for c in text.lowercased() {
            if c.isLetter || c.isNumber {
                out.append(c)
            } else if !out.isEmpty, out.last != "-" {
                out.append("-")
            }
        }
        while out.last == "-" { out.removeLast() }
        return out.isEmpty ? "brand" : out
    }
}
