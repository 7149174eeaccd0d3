import TesseraColorModel
import TesseraIO
import TesseraModel
import TesseraTables

extension DesignSystemFiles {
    /// A build function for `ThemeHolder.watch(_:options:build:onEvent:)`: reads `paths`,
    /// compiles the theme named `theme` (the first theme when `nil`) with `options`, and fails
    /// with every error found (reading or compiling) so the holder keeps its current theme.
    ///
    /// When a later build finds the base token set unchanged (only a theme's override layers
    /// were edited), it re-resolves just the overridden tokens and their dependents.
    public static func themeBuilder(
        _ paths: [String], preset: Preset? = nil, allowOutsideRoot: Bool = false, theme: String? = nil, options: CompileOptions = CompileOptions(),
        contexts: [ContextFile] = []
    ) -> @Sendable () -> Result<ResolvedTheme, DiagnosticList> {
        let builder = ThemeRebuilder(paths, preset: preset, allowOutsideRoot: allowOutsideRoot, theme: theme, options: options, contexts: contexts)
        return { builder.build() }
    }

    /// The files a watch of `paths` should fingerprint: the paths themselves (a folder by its
    /// token files, see ``folderContents(_:)``, its Tokens Studio `$themes.json` and
    /// `$metadata.json`, and the folder itself and its subfolders, whose modification times
    /// change when entries are added or removed) and, for a resolver document (whose `$ref`s
    /// name other files), every `.json` file under its directory and that directory.
    ///
    /// Pass it to `ThemeHolder.watch(files:…)` as `{ watchedFiles(paths) }` so the list is
    /// taken again after every change and new files are watched too.
    public static func watchedFiles(_ paths: [String], limit: Int = 4096) -> [String] {
        var out: [String] = []
        for path in paths {
            if FileIO.isDirectory(path), let files = try? folderContents(path) {
                out += files
                // A Tokens Studio export's themes and set order change what the sets mean.
                let folder = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
                out += skippedFileNames.sorted().map { folder + "/" + $0 }.filter(FileIO.isRegularFile)
                out += [path] + Set(files.map(directory)).subtracting([path, folder]).sorted()
            } else {
                out.append(path)
            }
        }
        if paths.count == 1, paths[0].hasSuffix(".resolver.json") {
            let root = directory(paths[0])
            out += ((try? folderContents(root)) ?? []).filter { $0 != paths[0] && $0.hasSuffix(".json") } + [root]
        }
        return Array(out.prefix(limit))
    }

    /// The directory holding `path`.
    private static func directory(_ path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    }
}
