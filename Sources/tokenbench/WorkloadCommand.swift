import ArgumentParser
import Foundation
import Tessera
import TesseraColor
import TesseraFormats
import TesseraSupport

/// Runs one fixed hot-path workload once, for `valgrind --tool=callgrind` instruction counts.
///
/// Instruction counts are repeatable to a few parts per million for the same binary and input,
/// whatever else the machine is doing, so `Benchmarks/check-instructions` gates on them instead of
/// on wall clock.
struct WorkloadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workload",
        abstract: "Run one fixed workload once (for callgrind instruction counts).",
        shouldDisplay: false)

    enum Kind: String, ExpressibleByArgument, CaseIterable {
        /// Generate and compile the 10k system, then 1,000,000 typed look-ups.
        case lookup
        /// Generate the 10k system (or `--tokens`), then compile it (`--repetitions` times).
        case compile
        /// Generate and compile the 10k system, write its snapshot, then load it and select the
        /// default mode 2,000 times (for `perf record`).
        case snapshot
        /// Write a token file of `--shape` and `--tokens` (once), then run the file pipeline on it.
        case file
    }

    /// The token-file shapes the `file` workload can write.
    enum FileShape: String, ExpressibleByArgument, CaseIterable {
        case tiered, wide, chain, cycle

        func shape(tokens: Int) -> TokenFileShape {
            switch self {
            case .tiered: .tiered(tokens: tokens)
            case .wide: .wide(tokens: tokens)
            case .chain: .untypedChain(tokens: tokens)
            case .cycle: .untypedCycle(tokens: tokens)
            }
        }
    }

    @Argument(help: "lookup, compile, snapshot or file")
    var kind: Kind

    @Option(help: "The file workload's shape.")
    var shape: FileShape = .tiered

    @Option(help: "Token count: the file workload's (default 1,000,000), or the tiered system's of the other workloads (default 10,000).")
    var tokens: Int?

    @Option(help: "Times the file workload runs the pipeline (one timing line each on standard error), or the compile workload compiles (their median CPU time on standard error).")
    var repetitions = 1

    func run() throws {
        if kind == .file {
            try runFile()
            return
        }
        let spec = SystemSpec(shape: .tiered(tokens: tokens ?? 10_000, maxDepth: 5, extraAxes: 0), seed: 0x7E55E2A)
        let fixture: Bench.Fixture
        do throws(ToolError) {
            fixture = try Bench.compile(spec)
        } catch {
            throw ValidationError(error.description)
        }
        switch kind {
        case .file:
            break
        case .compile:
            // The median of the thread's CPU time per compile, on standard error: on a shared
            // machine it moves less than wall-clock time with what else runs. On one thread,
            // whose work that time is all of, and whose instructions callgrind counts the same
            // from run to run.
            var options = CompileOptions()
            options.singleThreaded = true
            var times: [Double] = []
            for _ in 0..<repetitions {
                let start = Self.threadCPUNanoseconds()
                blackHole(CountedCompile.compileKeepingGoing(fixture.graph, Theme(name: "workload"), options: options))
                times.append(Self.threadCPUNanoseconds() - start)
            }
            times.sort()
            FileHandle.standardError.write("compile \(fixture.graph.count): median \(times[times.count / 2] / 1e6) ms CPU over \(repetitions)\n".data(using: .utf8)!)
        case .snapshot:
            let path = "/tmp/tokenbench-workload-\(getpid()).tsnap"
            defer { unlink(path) }
            try FileIO.writeAtomically(try Snapshot.encode([fixture.theme]), to: path)
            let start = Self.threadCPUNanoseconds()
            for _ in 0..<2_000 { blackHole(try Snapshot(contentsOf: path).theme().defaultTable) }
            print("snapshot load + default table: \((Self.threadCPUNanoseconds() - start) / 2_000 / 1_000) µs CPU each")
        case .lookup:
            let theme = fixture.theme
            let table = theme.defaultTable
            let handles = (0..<fixture.graph.count).compactMap { fixture.graph.token(fixture.graph.paths[$0], as: TokenColor.self) }
            var rng = SplitMix64(seed: 7)
            let order = (0..<1_000_000).map { _ in handles[Int(rng.next() % UInt64(handles.count))] }
            var sum = SIMD4<Float>.zero
            for h in order { sum += table[h].rgba }
            blackHole(sum)
        }
    }
}

extension WorkloadCommand {
    /// CPU time this thread has used, in nanoseconds.
    fileprivate static func threadCPUNanoseconds() -> Double {
        var cpu = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu)
        return Double(cpu.tv_sec) * 1e9 + Double(cpu.tv_nsec)
    }

    /// Writes the file to /tmp (kept, so a profile of the second run reads the same bytes) and
    /// runs the CLI's pipeline on it.
    fileprivate func runFile() throws {
        let tokens = self.tokens ?? 1_000_000
        let path = "/tmp/tokenbench-workload-\(shape.rawValue)-\(tokens).tokens.json"
        if !FileManager.default.fileExists(atPath: path) {
            do throws(ToolError) {
                try TextFile.writeAtomically(shape.shape(tokens: tokens).text(minified: false), to: path)
            } catch {
                throw ValidationError(error.description)
            }
        }
        let converter: ProfileColorConverting
        do throws(ToolError) { converter = try FilePipeline.srgb() } catch { throw ValidationError(error.description) }
        for _ in 0..<repetitions {
            // Kept past the clock, as the files suite does: releasing the result is not timed.
            var kept: FilePipeline.Output?
            let ms = Stopwatch.milliseconds(warmup: 0, repetitions: 1) { kept = FilePipeline.run(path, converter: converter) }
            let errors = kept?.errors ?? 0
            kept = nil
            FileHandle.standardError.write(Data("file \(shape.rawValue) \(tokens): \(ms) ms, \(errors) errors\n".utf8))
        }
    }
}
