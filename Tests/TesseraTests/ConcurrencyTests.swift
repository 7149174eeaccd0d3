import Dispatch
import Synchronization
import Tessera
import TesseraTestSupport
import Testing

@Suite("Theme swap under concurrent readers")
struct ConcurrencyTests {
    /// Two themes in which every token has the same color: any table mixing them is torn.
    static func themes() throws -> (ResolvedTheme, ResolvedTheme, [Token<TokenColor>]) {
        var ds = DesignSystem()
        ds.declare("raw", type: .color, tier: .raw, .hex("#FF0000"))
        for i in 0..<256 { ds.declare(TokenPath("t.\(i)"), type: .color, tier: .semantic, .alias("raw")) }
        let graph = TokenGraph(ds)
        let red = try graph.compileBase()
        let blue = try red.overriding(OverrideLayer("blue", [Override("raw", .hex("#0000FF"))]))
        let handles = (0..<256).map { graph.token(TokenPath("t.\($0)"), as: TokenColor.self)! }
        return (red, blue, handles)
    }

    @Test("Readers never see a torn or mixed table while a writer swaps themes")
    func swapUnderReaders() async throws {
        let (red, blue, handles) = try Self.themes()
        let holder = ThemeHolder(red)
        let mode = try red.mode()
        let iterations = 2_000
        let torn = await withTaskGroup(of: Int.self) { group in
            group.addTask {
                for i in 0..<iterations { holder.swap(to: i.isMultiple(of: 2) ? blue : red) }
                return 0
            }
            for _ in 0..<4 {
                group.addTask {
                    var bad = 0
                    for _ in 0..<iterations {
                        guard let table = try? holder.current.table(for: mode) else {
                            bad += 1
                            continue
                        }
                        let first = table[handles[0]]
                        for h in handles where table[h] != first { bad += 1 }
                        if first.hex != "#ff0000" && first.hex != "#0000ff" { bad += 1 }
                    }
                    return bad
                }
            }
            return await group.reduce(0, +)
        }
        #expect(torn == 0)
    }

    @Test("Many threads read one mode table at once")
    func sharedTable() throws {
        let (red, _, handles) = try Self.themes()
        let table = try red.table(for: red.mode())
        let bad = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            var local = 0
            for _ in 0..<1_000 { for h in handles where table[h].hex != "#ff0000" { local += 1 } }
            bad.withLock { $0 += local }
        }
        #expect(bad.withLock { $0 } == 0)
    }
}
