import Tessera

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension DesignSystemFiles {
    /// A build function for ``ThemeHolder/watch(_:options:build:onEvent:)``: reads `paths`,
    /// compiles the theme named `theme` (the first theme when `nil`) with `options`, and fails
    /// with every error found (reading or compiling) so the holder keeps its current theme.
    public static func themeBuilder(
        _ paths: [String], preset: Preset? = nil, allowOutsideRoot: Bool = false, theme: String? = nil, options: CompileOptions = CompileOptions()
    ) -> @Sendable () -> Result<ResolvedTheme, DiagnosticList> {
        {
            let (design, read) = load(paths, preset: preset, allowOutsideRoot: allowOutsideRoot)
            if read.contains(where: { $0.severity == .error }) { return .failure(DiagnosticList(read)) }
            let chosen: Theme
            if let theme {
                guard let t = design.theme(named: theme) else {
                    return .failure(DiagnosticList([Diagnostic(.error, .format(rule: "unknown-theme", detail: "unknown theme '\(theme)'"))]))
                }
                chosen = t
            } else {
                chosen = design.themes.first ?? Theme(name: "base")
            }
            let result = TokenGraph(design).compile(chosen, options: options)
            let all = read + result.diagnostics
            if all.contains(where: { $0.severity == .error }) { return .failure(DiagnosticList(all)) }
            return .success(result.theme)
        }
    }

    /// The files a watch of `paths` should fingerprint: the paths themselves and, for a resolver
    /// document (whose `$ref`s name other files), every `.json` file under its directory.
    public static func watchedFiles(_ paths: [String], limit: Int = 4096) -> [String] {
        var out = paths
        guard paths.count == 1, paths[0].hasSuffix(".resolver.json") else { return out }
        let root = paths[0].lastIndex(of: "/").map { String(paths[0][..<$0]) } ?? "."
        var pending = [root]
        while let directory = pending.popLast(), out.count < limit {
            guard let dir = opendir(directory) else { continue }
            defer { closedir(dir) }
            while let entry = readdir(dir), out.count < limit {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name.hasPrefix(".") { continue }
                let path = directory + "/" + name
                if Int32(entry.pointee.d_type) == Int32(DT_DIR) {
                    pending.append(path)
                } else if name.hasSuffix(".json"), path != paths[0] {
                    out.append(path)
                }
            }
        }
        return out
    }
}
