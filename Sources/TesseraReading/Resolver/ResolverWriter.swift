import TesseraSupport

/// Writes the DTCG 2025.10 resolver document that base token files plus ``ContextFile``s
/// stand for: one set `base` listing the base files, one modifier per axis whose contexts list
/// their files, and a resolution order of the set then the modifiers in the order their axes
/// are first named.
///
/// `tessera export --format resolver` writes it so a team can commit it; reading files with
/// `--context` loads the same document from memory, so both give the same design system.
public enum ResolverWriter {
    /// The resolver document; every file is referenced by its path relative to `directory`
    /// (the document's own directory), or as given when `directory` is `nil`.
    public static func document(name: String, base: [String], contexts: [ContextFile], relativeTo directory: String? = nil) -> JSONValue {
        func ref(_ path: String) -> JSONValue {
            .object([("$ref", .string(directory.map { relativePath(path, from: $0) } ?? path))])
        }
        var axes: [String] = []
        var contextsOf: [String: [String]] = [:]
        var filesOf: [String: [String]] = [:]
        for c in contexts {
            if contextsOf[c.axis] == nil { axes.append(c.axis) }
            if !(contextsOf[c.axis] ?? []).contains(c.context) { contextsOf[c.axis, default: []].append(c.context) }
            filesOf["\(c.axis)\u{0}\(c.context)", default: []].append(c.path)
        }
        let modifiers: [(String, JSONValue)] = axes.map { axis in
            let names = contextsOf[axis] ?? []
            let listed: [(String, JSONValue)] = names.map { ($0, .array((filesOf["\(axis)\u{0}\($0)"] ?? []).map(ref))) }
            return (axis, .object([("contexts", .object(listed)), ("default", .string(names[0]))]))
        }
        var root: [(String, JSONValue)] = [
            ("$schema", .string("https://www.designtokens.org/schemas/2025.10/resolver.json")),
            ("version", .string("2025.10")),
            ("name", .string(name)),
            ("sets", .object([("base", .object([("sources", .array(base.map(ref)))]))])),
        ]
        if !modifiers.isEmpty { root.append(("modifiers", .object(modifiers))) }
        root.append(("resolutionOrder", .array([.object([("$ref", .string("#/sets/base"))])] + axes.map { .object([("$ref", .string("#/modifiers/\($0)"))]) })))
        return .object(root)
    }

    /// `path` relative to `directory`, both taken from the working directory when relative:
    /// `../tokens/base.json` for `tokens/base.json` from `out`. `.` and `..` components are
    /// resolved lexically (symbolic links are not followed).
    public static func relativePath(_ path: String, from directory: String) -> String {
        let target = components(absolute(path))
        let from = components(absolute(directory))
        var common = 0
        while common < target.count, common < from.count, target[common] == from[common] { common += 1 }
        let up = Array(repeating: "..", count: from.count - common)
        let rest = (up + target[common...]).joined(separator: "/")
        return rest.isEmpty ? "." : rest
    }

    private static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        guard let cwd = getcwd(nil, 0) else { return path }
        defer { free(cwd) }
        return String(cString: cwd) + "/" + path
    }

    private static func components(_ path: String) -> [String] {
        var out: [String] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".", "": continue
            case "..": if !out.isEmpty { out.removeLast() }
            default: out.append(String(part))
            }
        }
        return out
    }
}
