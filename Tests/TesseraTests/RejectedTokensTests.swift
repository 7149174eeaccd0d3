import Tessera
import Testing

/// `RejectedTokens` keeps each token's first place and compares as a map.
@Suite struct RejectedTokensTests {
    @Test func firstPlaceIsKept() {
        var rejected = RejectedTokens()
        let a = SourceLocation(file: "a.json", line: 3, column: 5)
        let b = SourceLocation(file: "b.json", line: 9, column: 1)
        rejected.insert("color.x", at: a)
        rejected.insert("color.y", at: b)
        rejected.insert("color.x", at: b)
        #expect(rejected.count == 2)
        #expect(rejected["color.x"] == a)
        #expect(rejected["color.y"] == b)
        #expect(rejected["color.z"] == nil)
        #expect(rejected.paths == ["color.x", "color.y"])
    }

    @Test func equalityIgnoresOrder() {
        let a = SourceLocation(file: "a.json", line: 1, column: 1)
        let b = SourceLocation(file: "a.json", line: 2, column: 1)
        let one: RejectedTokens = ["x": a, "y": b]
        var other = RejectedTokens()
        other.insert("y", at: b)
        other.insert("x", at: a)
        #expect(one == other)
        other.insert("z", at: a)
        #expect(one != other)
        #expect(RejectedTokens(["x": a, "y": a]) != one)
    }

    /// Recording a list at once is recording its tokens one by one, repeats included, into a
    /// list that already holds some, over several batches.
    @Test func insertingAListIsInsertingEach() {
        let places = (0..<50).map { SourceLocation(file: "r.json", line: $0 + 1, column: 1) }
        var one = RejectedTokens()
        var batch = RejectedTokens()
        one.insert("seed", at: places[0])
        batch.insert("seed", at: places[0])
        for round in 0..<3 {
            let list =
                (0..<40).map { (path: TokenPath("t.\(($0 * 7 + round) % 25)"), location: places[($0 + round) % 50], reason: "r\($0 % 3)") }
                + [(path: TokenPath("seed"), location: places[9], reason: "late")]
            for r in list { one.insert(r.path, at: r.location, reason: r.reason) }
            batch.insert(contentsOf: list)
        }
        batch.insert(contentsOf: [])
        #expect(batch.paths == one.paths)
        #expect(batch == one)
        for path in one.paths {
            #expect(batch[path] == one[path])
            #expect(batch.reason(of: path) == one.reason(of: path))
        }
        #expect(batch["seed"] == places[0])
        // The first rejection's reason is kept, as its place is.
        #expect(batch.reason(of: "seed") == "rejected")
    }

    /// Room made after tokens were recorded keeps them findable.
    @Test func reservingKeepsTokens() {
        var rejected = RejectedTokens()
        let at = SourceLocation(file: "t.json", line: 1, column: 1)
        for i in 0..<100 { rejected.insert(TokenPath("t.\(i)"), at: at) }
        rejected.reserveCapacity(10_000)
        for i in 100..<1_000 { rejected.insert(TokenPath("t.\(i)"), at: at) }
        #expect(rejected.count == 1_000)
        #expect((0..<1_000).allSatisfy { rejected[TokenPath("t.\($0)")] == at })
    }
}
