import Tessera
import TesseraTestSupport
import Testing

@Suite("Hostile inputs")
struct HostileInputTests {
    @Test("A 1,000,000-deep alias chain resolves without recursion")
    func millionChain() throws {
        let n = 1_000_000
        var ds = DesignSystem(axes: [])
        ds.tokens.reserveCapacity(n)
        ds.declare("chain.0", type: .number, .number(42))
        for i in 1..<n { ds.declare(TokenPath("chain.\(i)"), type: .number, .alias(TokenPath("chain.\(i - 1)"))) }
        let theme = try TokenGraph(ds).compileBase()
        let handle = try #require(theme.token(TokenPath("chain.\(n - 1)"), as: Number.self))
        #expect(theme.defaultTable[handle].value == 42)
    }

    @Test("A 1,000,000-member cycle is reported on every member, with elided chains, without recursion")
    func millionCycle() {
        let n = 1_000_000
        var ds = DesignSystem(axes: [])
        ds.tokens.reserveCapacity(n)
        for i in 0..<n { ds.declare(TokenPath("loop.\(i)"), type: .number, .alias(TokenPath("loop.\((i + 1) % n)"))) }
        let result = TokenGraph(ds).compileKeepingGoing(Theme(name: "t"))
        let cycles = result.diagnostics.filter { $0.ruleID == "alias-cycle" }
        #expect(cycles.count == n)
        guard case .aliasCycle(let chain) = cycles.first?.kind else { return }
        #expect(chain.count == 17)
        #expect(chain[8].rawValue == "… 999985 more …")
    }
}
