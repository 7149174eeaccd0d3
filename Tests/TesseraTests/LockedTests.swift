import TesseraSupport
import Testing

@Suite("Locked: a value behind a pthread mutex")
struct LockedTests {
    @Test("take(leaving:) hands out the value and keeps the replacement")
    func takeLeavesTheReplacement() {
        let halves = Locked<[[Int]?]>([[1, 2], [3]])
        var parts = halves.take(leaving: [])
        #expect(parts.count == 2)
        #expect(halves.withLock { $0.isEmpty })
        let later = parts.removeLast()
        var first = parts.removeLast()
        #expect(later == [3])
        // The taken list is the caller's alone: appending to it changes nothing behind the lock.
        first?.append(contentsOf: later ?? [])
        #expect(first == [1, 2, 3])
        #expect(halves.withLock { $0.isEmpty })
    }

    @Test("Concurrent writers through withLock lose no update")
    func concurrentWriters() async {
        let counter = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<1_000 { counter.withLock { $0 += 1 } }
                }
            }
        }
        #expect(counter.take(leaving: 0) == 8_000)
        #expect(counter.withLock { $0 } == 0)
    }
}
