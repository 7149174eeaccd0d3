import Glibc
import Tessera
import TesseraFormats
import TesseraSupport
import TesseraTestSupport
import Testing

@Suite("Hot reload: a watched ThemeHolder")
struct ThemeWatchTests {
    /// A token file whose number is `k` and whose color's red channel is `k / 100`, so a reader
    /// can tell whether the two values came from one theme.
    static func tokens(_ k: Int) -> String {
        """
        {"accent": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [\(Double(k) / 100), 0, 0]}},
         "level": {"$type": "number", "$value": \(k)}}
        """
    }

    /// A fresh directory with `tokens.json` holding `tokens(k)`.
    static func directory(_ k: Int) throws -> String {
        let dir = try Scratch.folder()
        try writeInPlace(tokens(k), to: dir + "/tokens.json")
        return dir
    }

    /// Removes a directory made by ``directory(_:)`` and the files the tests write into it.
    static func remove(_ dir: String) {
        unlink(dir + "/tokens.json")
        rmdir(dir)
    }

    /// Overwrites a file in place (truncate and write), as some editors save.
    static func writeInPlace(_ text: String, to path: String) throws {
        let f = try #require(fopen(path, "w"))
        _ = text.withCString { fputs($0, f) }
        fclose(f)
    }

    /// Collects events and waits for one that matches.
    final class Events: Sendable {
        let list = Locked<[ReloadEvent]>([])
        func add(_ e: ReloadEvent) { list.withLock { $0.append(e) } }
        var count: Int { list.withLock { $0.count } }

        /// Waits (up to 10 s) until more than `after` events arrived; returns the newest.
        func next(after: Int) async throws -> ReloadEvent {
            for _ in 0..<1000 {
                if let e = list.withLock({ $0.count > after ? $0.last : nil }) { return e }
                try await Task.sleep(for: .milliseconds(10))
            }
            Issue.record("no reload event within 10 s")
            throw CancellationError()
        }
    }

    static func level(_ holder: ThemeHolder) throws -> Double {
        let theme = holder.current
        let token = try #require(theme.token("level", as: Number.self))
        return theme.defaultTable[token].value
    }

    static func start(_ dir: String, inotify: Bool = true) throws -> (ThemeHolder, ThemeWatch, Events) {
        let path = dir + "/tokens.json"
        let build = DesignSystemFiles.themeBuilder([path])
        let initial = try build().get()
        let holder = ThemeHolder(initial)
        let events = Events()
        var options = ThemeWatch.Options()
        options.inotify = inotify
        options.intervalMilliseconds = 20
        options.settleMilliseconds = 10
        let watch = holder.watch([path], options: options, build: build) { events.add($0) }
        return (holder, watch, events)
    }

    @Test("Edits while reader threads run are swapped in whole; readers never see a mixed theme")
    func editWhileReading() async throws {
        let dir = try Self.directory(1)
        let (holder, watch, events) = try Self.start(dir)
        defer {
            watch.stop()
            Self.remove(dir)
        }
        #expect(watch.usesInotify)
        let stop = Locked(false)
        let torn = Locked(0)
        let reads = Locked(0)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    while !stop.withLock({ $0 }) {
                        let theme = holder.current
                        let table = theme.defaultTable
                        guard let c = theme.token("accent", as: TokenColor.self), let n = theme.token("level", as: Number.self) else { continue }
                        if abs(Double(table[c].red) - table[n].value / 100) > 1e-6 { torn.withLock { $0 += 1 } }
                        reads.withLock { $0 += 1 }
                        await Task.yield()
                    }
                }
            }
            for k in 2...4 {
                let seen = events.count
                try Self.writeInPlace(Self.tokens(k) + String(repeating: " ", count: k), to: dir + "/tokens.json")
                guard case .reloaded(let old, let new) = try await events.next(after: seen) else {
                    Issue.record("edit \(k) did not reload")
                    break
                }
                #expect(old.token("level", as: Number.self) != nil)
                #expect(new.defaultTable[try #require(new.token("level", as: Number.self))].value == Double(k))
                #expect(try Self.level(holder) == Double(k))
            }
            stop.withLock { $0 = true }
            try await group.waitForAll()
        }
        #expect(torn.withLock { $0 } == 0)
        #expect(reads.withLock { $0 } > 0)
    }

    @Test("A broken edit keeps the old values and reports diagnostics naming the file")
    func brokenEdit() async throws {
        let dir = try Self.directory(5)
        let (holder, watch, events) = try Self.start(dir)
        defer {
            watch.stop()
            Self.remove(dir)
        }
        try Self.writeInPlace("{\"level\": {\"$type\": \"number\", \"$value\": ", to: dir + "/tokens.json")
        guard case .failed(let diagnostics) = try await events.next(after: 0) else {
            Issue.record("a broken file reloaded")
            return
        }
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.contains { $0.description.contains("tokens.json") })
        #expect(try Self.level(holder) == 5)
        // Fixing the file reloads.
        try Self.writeInPlace(Self.tokens(6), to: dir + "/tokens.json")
        guard case .reloaded = try await events.next(after: 1) else {
            Issue.record("the fixed file did not reload")
            return
        }
        #expect(try Self.level(holder) == 6)
    }

    @Test("A file replaced by rename (how editors save) is reloaded", arguments: [true, false])
    func replacedByRename(inotify: Bool) async throws {
        let dir = try Self.directory(7)
        let (holder, watch, events) = try Self.start(dir, inotify: inotify)
        defer {
            watch.stop()
            Self.remove(dir)
        }
        #expect(watch.usesInotify == inotify)
        try FileIO.writeAtomically(Array(Self.tokens(8).utf8), to: dir + "/tokens.json")
        guard case .reloaded = try await events.next(after: 0) else {
            Issue.record("a renamed-over file did not reload")
            return
        }
        #expect(try Self.level(holder) == 8)
    }

    @Test("A deleted file keeps the old theme and reports; restoring it reloads")
    func deleted() async throws {
        let dir = try Self.directory(9)
        let (holder, watch, events) = try Self.start(dir)
        defer {
            watch.stop()
            Self.remove(dir)
        }
        unlink(dir + "/tokens.json")
        guard case .failed(let diagnostics) = try await events.next(after: 0) else {
            Issue.record("a deleted file reloaded")
            return
        }
        #expect(diagnostics.contains { $0.description.contains("tokens.json") })
        #expect(try Self.level(holder) == 9)
        try Self.writeInPlace(Self.tokens(10), to: dir + "/tokens.json")
        guard case .reloaded = try await events.next(after: 1) else {
            Issue.record("the restored file did not reload")
            return
        }
        #expect(try Self.level(holder) == 10)
    }

    @Test("A watched snapshot file is reloaded when replaced; a corrupted one keeps the old theme")
    func snapshotFile() async throws {
        let dir = try Self.directory(11)
        let path = dir + "/design.tsnap"
        func snapshot(_ k: Int) throws -> [UInt8] {
            try Self.writeInPlace(Self.tokens(k), to: dir + "/tokens.json")
            return try Snapshot.encode([try DesignSystemFiles.themeBuilder([dir + "/tokens.json"])().get()])
        }
        try FileIO.writeAtomically(try snapshot(11), to: path)
        let build = Snapshot.themeBuilder(path)
        let holder = ThemeHolder(try build().get())
        let events = Events()
        var options = ThemeWatch.Options()
        options.intervalMilliseconds = 20
        let watch = holder.watch([path], options: options, build: build) { events.add($0) }
        defer {
            watch.stop()
            unlink(path)
            Self.remove(dir)
        }
        try FileIO.writeAtomically(try snapshot(12), to: path)
        guard case .reloaded = try await events.next(after: 0) else {
            Issue.record("a replaced snapshot did not reload")
            return
        }
        #expect(try Self.level(holder) == 12)
        var broken = try snapshot(13)
        broken[broken.count / 2] ^= 0xFF
        try FileIO.writeAtomically(broken, to: path)
        guard case .failed(let diagnostics) = try await events.next(after: 1) else {
            Issue.record("a corrupted snapshot reloaded")
            return
        }
        #expect(diagnostics.first?.ruleID == "snapshot-load")
        #expect(diagnostics.first?.description.contains("design.tsnap") == true)
        #expect(try Self.level(holder) == 12)
    }

    @Test("A watched folder: a file added later is read, and its own later edits reload too")
    func fileAddedToFolder() async throws {
        let dir = try Self.directory(1)
        let extra = dir + "/extra.json"
        defer {
            unlink(extra)
            Self.remove(dir)
        }
        let build = DesignSystemFiles.themeBuilder([dir])
        let holder = ThemeHolder(try build().get())
        let events = Events()
        var options = ThemeWatch.Options()
        options.intervalMilliseconds = 20
        options.settleMilliseconds = 10
        let watch = holder.watch(files: { DesignSystemFiles.watchedFiles([dir]) }, options: options, build: build) { events.add($0) }
        defer { watch.stop() }
        #expect(holder.current.token("gap", as: Number.self) == nil)
        func gap() -> Double? { holder.current.token("gap", as: Number.self).map { holder.current.defaultTable[$0].value } }
        var seen = events.count
        try Self.writeInPlace(#"{"gap": {"$type": "number", "$value": 8}}"#, to: extra)
        guard case .reloaded = try await events.next(after: seen) else {
            Issue.record("adding a file did not reload")
            return
        }
        #expect(gap() == 8)
        // The new file is watched from now on: editing it alone reloads again.
        seen = events.count
        try Self.writeInPlace(#"{"gap": {"$type": "number", "$value": 12}} "#, to: extra)
        guard case .reloaded = try await events.next(after: seen) else {
            Issue.record("editing the added file did not reload")
            return
        }
        #expect(gap() == 12)
        #expect(try Self.level(holder) == 1)
    }
}
