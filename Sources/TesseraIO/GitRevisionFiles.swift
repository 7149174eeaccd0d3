import TesseraSupport

/// The files of some paths at a git revision, copied out of the repository with `git` (no
/// checkout: `git ls-tree` lists them, one `git cat-file --batch` reads them) into a temporary
/// folder that is removed when this value ends, however its owner's scope is left.
///
/// A folder brings its whole tree. A file brings the token files (`*.json`, `*.json5`,
/// `*.jsonc`, `*.tokens`) of its folder and below, so a resolver document finds the files its
/// `$ref`s name.
public struct GitRevisionFiles: ~Copyable {
    /// The revision, as given.
    public let revision: String
    /// The temporary folder; the repository's layout is rebuilt under `tree/` inside it.
    public let directory: String
    /// Per path given: where its copy is.
    private let mapped: [String: String]

    /// Copies `paths` (required) and `optional` paths (left out when the revision lacks them)
    /// at `revision` of the repository holding the working directory.
    ///
    /// - Throws: ``GitRevisionError`` outside a repository, for an unknown revision, for a
    ///   required path the revision lacks or that lies outside the repository, and when `git`
    ///   cannot run.
    public init(revision: String, paths: [String], optional: [String] = []) throws(GitRevisionError) {
        let directory = try Self.temporaryDirectory()
        // Removed here on failure; from now on `deinit` removes it.
        var done = false
        defer { if !done { FileIO.removeTree(directory) } }
        let git = Git(scratch: directory)
        let cwd = Self.workingDirectory()
        // The repository is the one holding the first path, wherever the process runs.
        let anchor = Self.existingFolder(Self.absolute(paths.first ?? ".", cwd: cwd))
        let top = try git.run(["-C", anchor, "rev-parse", "--show-toplevel"])
        guard top.status == 0 else { throw GitRevisionError(.notARepository(anchor)) }
        let root = String(decoding: top.out, as: UTF8.self).trimmingNewlines
        guard case (0, _, _) = try git.run(["-C", root, "rev-parse", "--verify", "--quiet", revision + "^{commit}"]) else {
            throw GitRevisionError(.unknownRevision(revision))
        }
        var mapped: [String: String] = [:]
        var wanted = Set<String>()
        for (path, required) in paths.map({ ($0, true) }) + optional.map({ ($0, false) }) {
            guard let relative = Self.repositoryPath(Self.absolute(path, cwd: cwd), root: root) else {
                if required { throw GitRevisionError(.outsideRepository(path: path, root: root)) }
                continue
            }
            let kind = try git.run(["-C", root, "cat-file", "-t", "\(revision):\(relative.isEmpty ? "" : relative)"])
            let type = String(decoding: kind.out, as: UTF8.self).trimmingNewlines
            guard kind.status == 0, type == "blob" || type == "tree" else {
                if required { throw GitRevisionError(.missingPath(path: path, revision: revision)) }
                continue
            }
            let folder = type == "tree" ? relative : Self.parent(relative)
            var listing = ["-C", root, "ls-tree", "-r", "-z", "--name-only", revision]
            if !folder.isEmpty { listing += ["--", folder] }
            let listed = try git.run(listing)
            guard listed.status == 0 else { throw GitRevisionError(.failed(command: "git ls-tree", message: listed.err)) }
            for name in listed.out.split(separator: 0).map({ String(decoding: $0, as: UTF8.self) }) {
                if type == "tree" || name == relative || Self.isTokenFile(name) { wanted.insert(name) }
            }
            mapped[path] = directory + "/tree" + (relative.isEmpty ? "" : "/" + relative)
        }
        try git.copy(wanted.sorted(), revision: revision, root: root, into: directory + "/tree")
        self.revision = revision
        self.directory = directory
        self.mapped = mapped
        done = true
    }

    deinit { FileIO.removeTree(directory) }

    /// Where the copy of `path` (as given) is, or `nil` when it was optional and missing.
    public func path(for path: String) -> String? { mapped[path] }

    /// `REV:path` for a location inside the copy, for messages; other paths are returned as
    /// they are.
    public func displayPath(_ path: String) -> String {
        let tree = directory + "/tree/"
        return path.hasPrefix(tree) ? revision + ":" + path.dropFirst(tree.count) : path
    }

    // MARK: Paths

    /// `path` made absolute against `cwd`, with `.` and `..` resolved as written.
    static func absolute(_ path: String, cwd: String) -> String {
        var parts: [Substring] = []
        for part in ((path.hasPrefix("/") ? "" : cwd + "/") + path).split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The nearest folder at or above an absolute path that exists.
    static func existingFolder(_ path: String) -> String {
        var p = path
        while p.count > 1 {
            var info = stat()
            if stat(p, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { return p }
            p = parent(p)
            if p.isEmpty { return "/" }
        }
        return "/"
    }

    /// An absolute path relative to the repository's root (`""` for the root), its existing
    /// part with links resolved as git resolves the root's; `nil` outside the repository.
    static func repositoryPath(_ path: String, root: String) -> String? {
        let folder = existingFolder(path)
        let rest = path.count > folder.count ? String(path.dropFirst(folder.count + (folder == "/" ? 0 : 1))) : ""
        let real = realPath(folder) ?? folder
        let full = rest.isEmpty ? real : (real == "/" ? "/" : real + "/") + rest
        if full == root { return "" }
        guard full.hasPrefix(root + "/") else { return nil }
        return String(full.dropFirst(root.count + 1))
    }

    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    static func isTokenFile(_ name: String) -> Bool {
        [".json", ".json5", ".jsonc", ".tokens"].contains { name.hasSuffix($0) }
    }

    static func realPath(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }

    static func workingDirectory() -> String {
        guard let p = getcwd(nil, 0) else { return "." }
        defer { free(p) }
        return String(cString: p)
    }

    // MARK: The temporary folder

    static func temporaryDirectory() throws(GitRevisionError) -> String {
        let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(base)/tessera-diff-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
            guard let p = buffer.baseAddress, mkdtemp(p) != nil else { return nil }
            return String(cString: p)
        }
        guard let made else { throw GitRevisionError(.io("cannot create a temporary folder in \(base): \(String(cString: strerror(errno)))")) }
        return made
    }
}

/// `git` run as a child process, its standard error kept in a file of the scratch folder.
private struct Git {
    let scratch: String

    /// Runs git with `arguments`; standard input from `input` (a file) or nothing.
    func run(_ arguments: [String], input: String? = nil) throws(GitRevisionError) -> (status: Int32, out: [UInt8], err: String) {
        let errPath = scratch + "/.git-stderr"
        var pipeFDs: [Int32] = [0, 0]
        guard pipe(&pipeFDs) == 0 else { throw GitRevisionError(.io("cannot make a pipe: \(String(cString: strerror(errno)))")) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeFDs[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addclose(&actions, pipeFDs[0])
        posix_spawn_file_actions_addclose(&actions, pipeFDs[1])
        let argv = ["git"] + arguments
        var cArgs = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, "git", &actions, nil, &cArgs, environ)
        close(pipeFDs[1])
        guard spawned == 0 else {
            close(pipeFDs[0])
            throw GitRevisionError(.gitUnavailable(String(cString: strerror(spawned))))
        }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(pipeFDs[0], $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { break }
            out.append(contentsOf: chunk[0..<n])
        }
        close(pipeFDs[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // WIFEXITED / WEXITSTATUS, which Swift does not import as functions.
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
        if code == 127 { throw GitRevisionError(.gitUnavailable("git is not installed")) }
        let err = (try? FileIO.read(errPath)).map { String(decoding: $0, as: UTF8.self).trimmingNewlines } ?? ""
        return (code, out, err)
    }

    /// The output of a command that must succeed, without its final newline.
    func text(_ arguments: [String]) throws(GitRevisionError) -> String {
        let r = try run(arguments)
        guard r.status == 0 else { throw GitRevisionError(.failed(command: "git " + arguments.joined(separator: " "), message: r.err)) }
        return String(decoding: r.out, as: UTF8.self).trimmingNewlines
    }

    /// Writes `files` (paths from the repository's root) at `revision` under `target`, read
    /// with one `git cat-file --batch`.
    func copy(_ files: [String], revision: String, root: String, into target: String) throws(GitRevisionError) {
        guard mkdir(target, 0o700) == 0 else { throw GitRevisionError(.io("cannot create \(target)")) }
        guard !files.isEmpty else { return }
        let requests = scratch + "/.git-requests"
        do throws(FileError) {
            try FileIO.writeAtomically(Array(files.map { "\(revision):\($0)\n" }.joined().utf8), to: requests)
        } catch {
            throw GitRevisionError(.io(error.description))
        }
        let r = try run(["-C", root, "cat-file", "--batch"], input: requests)
        guard r.status == 0 else { throw GitRevisionError(.failed(command: "git cat-file --batch", message: r.err)) }
        // Each object: "<oid> <type> <size>\n<size bytes>\n".
        var i = 0
        let bytes = r.out
        for file in files {
            guard let newline = bytes[i...].firstIndex(of: 10) else { throw GitRevisionError(.failed(command: "git cat-file --batch", message: "short output")) }
            let header = String(decoding: bytes[i..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, let size = Int(header[2]), newline + 1 + size <= bytes.count else {
                throw GitRevisionError(.failed(command: "git cat-file --batch", message: "cannot read \(file): \(header.joined(separator: " "))"))
            }
            // Git refuses such names, but a hand-made tree may hold them: never write outside `target`.
            guard !file.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
                throw GitRevisionError(.failed(command: "git ls-tree", message: "refusing the path \(file)"))
            }
            let path = target + "/" + file
            do throws(FileError) {
                try FileIO.makeDirectories(GitRevisionFiles.parent(path))
                try FileIO.writeAtomically(Array(bytes[(newline + 1)..<(newline + 1 + size)]), to: path)
            } catch {
                throw GitRevisionError(.io(error.description))
            }
            i = newline + 1 + size + 1
        }
    }
}

extension String {
    /// The text without trailing line breaks.
    var trimmingNewlines: String {
        var s = Substring(self)
        while s.last == "\n" || s.last == "\r" { s = s.dropLast() }
        return String(s)
    }
}
