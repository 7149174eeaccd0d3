import TesseraIO
import TesseraSupport

extension DesignSystemFiles {
    /// File names a folder holds that are not token files: Tokens Studio's theme and set-order
    /// files, which describe the token sets rather than hold tokens.
    public static let skippedFileNames: Set<String> = ["$metadata.json", "$themes.json"]

    /// The token files under `folder`, in the order they are merged.
    ///
    /// Every file whose name ends in `.json`, `.tokens`, `.json5` or `.jsonc` under `folder` and
    /// its subfolders (JSON5 and JSONC sources, as GitHub Primer keeps its primitives, included),
    /// sorted by the bytes of its path (so `a/z.json` comes before `b.json`, and `B.json`
    /// before `a.json`): the order does not depend on the file system or the locale. Hidden
    /// files and folders (names starting with `.`) and ``skippedFileNames`` are left out.
    /// Symbolic links to files are followed; links to folders are not, so a link cannot make
    /// the walk loop.
    public static func folderContents(_ folder: String) throws(FileError) -> [String] {
        try folderListing(folder).tokenFiles
    }

    /// The token files under `folder` (see ``folderContents(_:)``) and, in the same order, the
    /// token modules Tessera cannot read: Style Dictionary's `*.js`, `*.mjs`, `*.cjs` and `*.ts`
    /// sources, which only a JavaScript runtime can evaluate.
    package static func folderListing(_ folder: String) throws(FileError) -> (tokenFiles: [String], modules: [String]) {
        let root = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var found: [String] = []
        var modules: [String] = []
        var pending = [root]
        while let directory = pending.popLast() {
            guard let dir = opendir(directory) else { throw FileError(path: directory, reason: FileIO.lastError) }
            defer { closedir(dir) }
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name.hasPrefix(".") { continue }
                let path = directory == "/" ? "/" + name : directory + "/" + name
                let type = Int32(entry.pointee.d_type)
                if type == Int32(DT_DIR) {
                    // Installed packages hold other projects' modules.
                    if name != "node_modules" { pending.append(path) }
                } else if isTokenFileName(name), !skippedFileNames.contains(name) {
                    if type == Int32(DT_REG) || FileIO.isRegularFile(path) { found.append(path) }
                } else if isModuleFileName(name) {
                    modules.append(path)
                }
            }
        }
        let byBytes = { (a: String, b: String) in a.utf8.lexicographicallyPrecedes(b.utf8) }
        return (found.sorted(by: byBytes), modules.sorted(by: byBytes))
    }

    /// Whether a file named `name` is a JavaScript or TypeScript module (not a type declaration).
    package static func isModuleFileName(_ name: String) -> Bool {
        (name.hasSuffix(".js") || name.hasSuffix(".mjs") || name.hasSuffix(".cjs") || name.hasSuffix(".ts")) && !name.hasSuffix(".d.ts")
    }

    /// Whether a file named `name` in a folder is read as a token file.
    package static func isTokenFileName(_ name: String) -> Bool {
        name.hasSuffix(".json") || name.hasSuffix(".tokens") || name.hasSuffix(".json5") || name.hasSuffix(".jsonc")
    }
}
