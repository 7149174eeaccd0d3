import Tessera

extension DesignSystemFiles {
    /// A build function for `ThemeHolder.watch(_:options:build:onEvent:)`: reads `paths`,
    /// compiles the theme named `theme` (the first theme when `nil`) with `options`, and fails
    /// with every error found (reading or compiling) so the holder keeps its current theme.
    public static func themeBuilder(
        _ paths: [String], preset: Preset? = nil, allowOutsideRoot: Bool = false, theme: String? = nil, options: CompileOptions = CompileOptions()
    ) -> @Sendable () -> Result<ResolvedTheme, DiagnosticList> {
        {
            let loaded = load(paths, preset: preset, allowOutsideRoot: allowOutsideRoot)
            let (design, read) = (loaded.design, loaded.diagnostics)
            if loaded.hasErrors { return .failure(DiagnosticList(read)) }
            let chosen: Theme
            if let theme {
                guard let t = design.theme(named: theme) else {
                    return .failure(DiagnosticList([Diagnostic(.error, .format(rule: .unknownTheme, detail: "unknown theme '\(theme)'"))]))
                }
                chosen = t
            } else {
                chosen = design.themes.first ?? Theme(name: "base")
            }
            let result = TokenGraph(design).compileKeepingGoing(chosen, options: options)
            let all = read + result.diagnostics
            if all.contains(where: { $0.severity == .error }) { return .failure(DiagnosticList(all)) }
            return .success(result.theme)
        }
    }

    /// The files a watch of `paths` should fingerprint: the paths themselves (a folder by its
    /// token files, see ``folderContents(_:)``, and its Tokens Studio `$themes.json` and
    /// `$metadata.json`) and, for a resolver document (whose `$ref`s
    /// name other files), every `.json` file under its directory.
    public static func watchedFiles(_ paths: [String], limit: Int = 4096) -> [String] {
        var out: [String] = []
        for path in paths {
            if FileIO.isDirectory(path), let files = try? folderContents(path) {
                out += files
                // A Tokens Studio export's themes and set order change what the sets mean.
                let folder = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
                out += skippedFileNames.sorted().map { folder + "/" + $0 }.filter(FileIO.isRegularFile)
            } else {
                out.append(path)
            }
        }
        if paths.count == 1, paths[0].hasSuffix(".resolver.json") {
            let root = paths[0].lastIndex(of: "/").map { String(paths[0][..<$0]) } ?? "."
            out += ((try? folderContents(root)) ?? []).filter { $0 != paths[0] && $0.hasSuffix(".json") }
        }
        return Array(out.prefix(limit))
    }
}
