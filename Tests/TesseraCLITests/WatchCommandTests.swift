import Foundation
import Synchronization
import TesseraCLI
import TesseraTestSupport
import Testing

/// What a running `tessera watch` has printed so far, shared with the test.
final class LiveOutput: Sendable {
    let out = Mutex("")
    let err = Mutex("")

    var console: Console {
        Console(out: { t in self.out.withLock { $0 += t } }, err: { t in self.err.withLock { $0 += t } })
    }

    /// Polls until `condition` holds for the printed text, or the deadline passes.
    func wait(seconds: Double = 60, until condition: (_ out: String, _ err: String) -> Bool) async throws -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        // Checked once more after the deadline: on a loaded machine this task may only resume
        // after it, and what happened meanwhile counts.
        while true {
            if condition(out.withLock { $0 }, err.withLock { $0 }) { return true }
            if ContinuousClock.now >= deadline { return false }
            try await Task.sleep(for: .milliseconds(20))
        }
    }
}

@Suite("tessera watch")
struct WatchCommandTests {
    static func tokens(_ k: Int) -> String {
        #"{"accent": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [\#(Double(k) / 10), 0, 0]}}, "gap": {"$type": "number", "$value": 4}}"#
    }

    @Test("An edit prints the changed token with its old and new value; a broken save prints diagnostics")
    func edit() async throws {
        let path = try Scratch.path("tokens.json", contents: Self.tokens(1))
        let live = LiveOutput()
        let console = live.console
        // The command blocks until its events are seen: a thread of its own keeps it off the
        // small cooperative pool, which other suites' blocking work can fill on two cores.
        let exitCode = Mutex<Int32?>(nil)
        let thread = Thread { exitCode.withLock { $0 = TesseraTool.run(["watch", path, "--exit-after", "2"], console: console) } }
        thread.start()
        // Edits start only once the watcher is installed (it announces itself after), and each
        // waits for the previous event, so no save can race the start or coalesce with another.
        let started = try await live.wait(seconds: 120) { _, err in err.contains("watch: 1 file(s)") }
        try #require(started, "watch never started: \(live.err.withLock { $0 })")
        try Self.tokens(2).write(toFile: path, atomically: true, encoding: .utf8)
        let reloaded = try await live.wait { out, _ in out.contains("watch: reloaded") }
        try #require(reloaded, "no reload after a valid save: \(live.err.withLock { $0 })")
        // The broken save is repeated until seen, so one missed event cannot hang the test.
        for _ in 0..<12 {
            try "{\"accent\": ".write(toFile: path, atomically: true, encoding: .utf8)
            if try await live.wait(seconds: 5, until: { _, err in err.contains("keeping the previous theme") }) { break }
        }
        let finished = try await live.wait(seconds: 120) { _, _ in exitCode.withLock { $0 } != nil }
        try #require(finished, "watch did not exit after two events: \(live.err.withLock { $0 })")
        let code = exitCode.withLock { $0 }
        let out = live.out.withLock { $0 }
        let err = live.err.withLock { $0 }
        #expect(code == 0, "\(err)")
        #expect(out == "accent: #1a0000 → #330000\nwatch: reloaded, 1 token(s) changed\n", "\(out)")
        #expect(err.contains("tokens.json"))
        #expect(err.contains("keeping the previous theme"))
    }
}
