import Tessera
import TesseraCLI
import TesseraColor
import TesseraFormats
import TesseraSupport

extension Suite {
    /// `tessera diff` on two versions of a synthetic system (the built-in axes: 24 modes) whose
    /// one hub raw color changed, as DTCG source files on disk: the whole process, as a CI job
    /// runs it, and the comparison alone.
    static let diff = Suite(
        name: "diff",
        metrics: [
            Metric(key: "diff_10k_ms", title: "tessera diff, two 10k systems × 24 modes, whole process", unit: .milliseconds, tolerance: .factor(3), budget: .atMost(100)),
            Metric(key: "diff_100k_ms", title: "tessera diff, two 100k systems × 24 modes, whole process", unit: .milliseconds, tolerance: .factor(3), budget: .atMost(1_500)),
            Metric(key: "diff_compare_10k_ms", title: "DesignSystemDiff alone, 10k compiled themes", unit: .milliseconds, tolerance: .factor(3)),
            Metric(key: "diff_compare_100k_ms", title: "DesignSystemDiff alone, 100k compiled themes", unit: .milliseconds, tolerance: .factor(3)),
            Metric(key: "diff_100k_over_10k", title: "diff 100k ÷ 10k, whole process (linear: 10)", unit: .ratio, tolerance: .factor(2), budget: .atMost(12)),
            Metric(key: "diff_changed_10k", title: "tokens the changed raw color reaches, 10k", unit: .count, tolerance: .informational),
        ],
        measure: measureDiff
    )

    private static func measureDiff(_ bench: inout Bench) throws(ToolError) {
        let directory = try FilePipeline.temporaryDirectory()
        defer { FileIO.removeTree(directory) }
        let settings = bench.settings
        let found = DiffWorkload.tesseraExecutable()
        let tool = found?.path
        if let found {
            bench.log("diff: timing \(found.path) as a child process")
            if found.stale { bench.log("diff: warning: \(found.path) is older than tokenbench; build it with `swift build -c release --product tessera`") }
        } else {
            bench.log("diff: no tessera executable beside tokenbench; timing the command in-process")
        }
        var whole: [Int: Double] = [:]
        for tokens in [10_000, 100_000] {
            bench.log("diff: \(tokens / 1000)k")
            let workload = try DiffWorkload.write(bench.tieredSpec(tokens: tokens), into: "\(directory)/\(tokens)")
            let arguments = ["diff", workload.old, workload.new, "--format", "json"]
            let code = DiffWorkload.run(tool, arguments)
            guard code == 1 else { throw ToolError("tessera diff of the \(tokens) workload exited \(code), not 1 (changes)") }
            let repetitions = tokens > 10_000 ? settings.repetitions(.large) : settings.repetitions(.small)
            whole[tokens] = Stopwatch.milliseconds(repetitions: repetitions) { DiffWorkload.run(tool, arguments) }
            let sides = try DiffWorkload.compile(workload)
            let compared = DesignSystemDiff(old: sides.old, new: sides.new)
            let changed = compared.summary.changed
            guard changed > 1 else { throw ToolError("the \(tokens) workload's change reached \(changed) tokens") }
            if tokens == 10_000 { bench.results["diff_changed_10k"] = Double(changed) }
            bench.results[tokens == 10_000 ? "diff_compare_10k_ms" : "diff_compare_100k_ms"] = Stopwatch.milliseconds(repetitions: repetitions) {
                DesignSystemDiff(old: sides.old, new: sides.new)
            }
        }
        bench.results["diff_10k_ms"] = whole[10_000]
        bench.results["diff_100k_ms"] = whole[100_000]
        if let small = whole[10_000], let large = whole[100_000] { bench.results["diff_100k_over_10k"] = large / small }
    }
}

/// Two versions of a synthetic system on disk, and the ways to compare them.
enum DiffWorkload {
    /// The resolver documents of the old and new versions.
    struct Paths {
        var old: String
        var new: String
    }

    /// Writes `spec`'s system as DTCG source files, and again with its hub raw color changed.
    static func write(_ spec: SystemSpec, into directory: String) throws(ToolError) -> Paths {
        let synthetic = SyntheticSystem.generate(spec)
        guard let hub = synthetic.hub, let k = synthetic.system.tokens.firstIndex(where: { $0.path == hub }) else {
            throw ToolError("the synthetic system has no hub color")
        }
        var changed = synthetic.system
        changed.tokens[k].definitions = [TokenDefinition(.always, .color(TokenColor(red: 0.07, green: 0.63, blue: 0.31)))]
        var paths: [String] = []
        for (name, system) in [("old", synthetic.system), ("new", changed)] {
            let folder = "\(directory)/\(name)"
            for file in DTCGSourceExport(system: system).files(name: "bench") {
                let path = "\(folder)/\(file.path)"
                do throws(FileError) {
                    try FileIO.makeDirectories(String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]))
                } catch {
                    throw ToolError(error.description)
                }
                try TextFile.writeAtomically(JSONWriter(indent: 0).string(file.json), to: path)
            }
            paths.append("\(folder)/bench.resolver.json")
        }
        return Paths(old: paths[0], new: paths[1])
    }

    /// Both versions read and compiled as the command does, for timing the comparison alone.
    static func compile(_ paths: Paths) throws(ToolError) -> (old: DesignSystemDiff.Side, new: DesignSystemDiff.Side) {
        let converter = try FilePipeline.srgb()
        func side(_ path: String) throws(ToolError) -> DesignSystemDiff.Side {
            let loaded = DesignSystemFiles.load([path])
            if loaded.hasErrors { throw ToolError("\(path) has errors: \(loaded.diagnostics.first!)") }
            let graph = TokenGraph(loaded.design)
            let theme = graph.compileKeepingGoing(Theme(name: "base"), options: CompileOptions(colorConverter: converter, gamut: .keep)).theme
            return DesignSystemDiff.Side(design: loaded.design, themes: [theme], pairs: ContrastPairReader.pairs(in: graph).pairs)
        }
        return (try side(paths.old), try side(paths.new))
    }

    /// The `tessera` executable built beside this one, if any, and whether it is older than
    /// this one (`swift run tokenbench` does not rebuild it).
    static func tesseraExecutable() -> (path: String, stale: Bool)? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        let own = String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = own.lastIndex(of: "/") else { return nil }
        let path = String(own[..<slash]) + "/tessera"
        guard access(path, X_OK) == 0 else { return nil }
        var mine = stat()
        var theirs = stat()
        let stale = stat(own, &mine) == 0 && stat(path, &theirs) == 0 && theirs.st_mtim.tv_sec < mine.st_mtim.tv_sec
        return (path, stale)
    }

    /// Runs `tessera` with `arguments`, as a child process when `executable` is given (output
    /// to /dev/null), otherwise in-process; returns its exit code.
    @discardableResult
    static func run(_ executable: String?, _ arguments: [String]) -> Int32 {
        guard let executable else { return TesseraTool.run(arguments, console: Console(out: { _ in }, err: { _ in })) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var cArgs = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        var pid = pid_t()
        guard posix_spawn(&pid, executable, &actions, nil, &cArgs, environ) == 0 else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS, which Swift does not import as functions.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
    }
}
