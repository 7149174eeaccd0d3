import ArgumentParser
import Foundation
import Tessera
import TesseraFormats
import TesseraSupport

/// Runs one fixed hot-path workload once, for `valgrind --tool=callgrind` instruction counts.
///
/// Instruction counts are repeatable to a few parts per million for the same binary and input,
/// whatever else the machine is doing, so `scripts/check-instructions` gates on them instead of
/// on wall clock.
struct WorkloadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workload",
        abstract: "Run one fixed workload once (for callgrind instruction counts).",
        shouldDisplay: false)

    enum Kind: String, ExpressibleByArgument, CaseIterable {
        /// Generate and compile the 10k system, then 1,000,000 typed look-ups.
        case lookup
        /// Generate the 10k system, then compile it.
        case compile
        /// Generate and compile the 10k system, write its snapshot, then load it and select the
        /// default mode 2,000 times (for `perf record`).
        case snapshot
    }

    @Argument(help: "lookup, compile or snapshot")
    var kind: Kind

    func run() throws {
        let spec = SystemSpec(shape: .tiered(tokens: 10_000, maxDepth: 5, extraAxes: 0), seed: 0x7E55E2A)
        let fixture: Session.Fixture
        do throws(ToolError) {
            fixture = try Session.compile(spec)
        } catch {
            throw ValidationError(error.description)
        }
        switch kind {
        case .compile:
            blackHole(fixture.graph.compileKeepingGoing(Theme(name: "workload")))
        case .snapshot:
            let path = "/tmp/tokenbench-workload-\(getpid()).tsnap"
            defer { unlink(path) }
            try FileIO.writeAtomically(try Snapshot.encode([fixture.theme]), to: path)
            var cpu = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu)
            let start = Double(cpu.tv_sec) * 1e9 + Double(cpu.tv_nsec)
            for _ in 0..<2_000 { blackHole(try Snapshot(contentsOf: path).theme().defaultTable) }
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu)
            let end = Double(cpu.tv_sec) * 1e9 + Double(cpu.tv_nsec)
            print("snapshot load + default table: \((end - start) / 2_000 / 1_000) µs CPU each")
        case .lookup:
            let theme = fixture.theme
            let table = theme.defaultTable
            let handles = (0..<fixture.graph.count).compactMap { fixture.graph.token(fixture.graph.paths[$0], as: Color.self) }
            var rng = SplitMix64(seed: 7)
            let order = (0..<1_000_000).map { _ in handles[Int(rng.next() % UInt64(handles.count))] }
            var sum = SIMD4<Float>.zero
            for h in order { sum += table[h].rgba }
            blackHole(sum)
        }
    }
}
