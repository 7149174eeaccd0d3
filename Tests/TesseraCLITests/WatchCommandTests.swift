import Foundation
import Synchronization
import Testing

/// Set when the watched command returned.
final class Done: Sendable {
    let flag = Mutex(false)
}

@Suite("tessera watch")
struct WatchCommandTests {
    static func tokens(_ k: Int) -> String {
        #"{"accent": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [\#(Double(k) / 10), 0, 0]}}, "gap": {"$type": "number", "$value": 4}}"#
    }

    @Test("An edit prints the changed token with its old and new value; a broken save prints diagnostics")
    func edit() async throws {
        let path = try temporaryPath("tokens.json", contents: Self.tokens(1))
        let done = Done()
        let run = Task.detached {
            let r = tessera("watch", path, "--exit-after", "2")
            done.flag.withLock { $0 = true }
            return r
        }
        // Valid and broken saves alternate until the command has seen two events, so a save
        // made before the watch started cannot hang the test; either way it sees one of each.
        for k in 2..<200 where !done.flag.withLock({ $0 }) {
            try await Task.sleep(for: .milliseconds(150))
            let text = k.isMultiple(of: 2) ? Self.tokens(k) : "{\"accent\": "
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let result = await run.value
        #expect(result.code == 0, "\(result.err)")
        #expect(result.err.contains("watch: 1 file(s)"))
        #expect(result.out.contains("accent: #1a0000 → #"), "\(result.out)")
        #expect(result.out.contains("watch: reloaded, 1 token(s) changed"))
        #expect(result.err.contains("tokens.json"))
        #expect(result.err.contains("keeping the previous theme"))
    }
}
