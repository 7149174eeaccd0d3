import TesseraTestSupport
import Testing

@testable import Tessera

/// A full compile counts each group's members before it stores them (``Solver/placeAll(_:failed:theme:)``).
/// These tests check its groups and values on generated systems against what a direct reading of
/// the definitions gives, computed here without the solver.
@Suite("Placement")
struct PlacementTests {
    /// A generated color system: literals, aliases backward (and, with `cycles`, forward), values
    /// that vary with the color scheme or contrast, forbidden values, and an override layer.
    struct Generated {
        var system = DesignSystem(name: "generated")
        var layer = OverrideLayer("generated")
        /// Per token: its definitions after the layer, as (scheme, contrast, value) where a
        /// `nil` context is unconditional and a value is a hex literal, an alias or forbidden.
        var defs: [[(scheme: String?, contrast: String?, value: Value)]] = []

        enum Value: Equatable {
            case hex(String)
            case alias(Int)
            case forbidden
        }

        init(tokens n: Int, seed: UInt64, cycles: Bool, overrides: Bool) {
            var rng = SplitMix(seed: seed)
            func hex() -> String { "#" + (0..<3).map { _ in String(rng.next() % 200 + 16, radix: 16) }.joined() }
            func path(_ k: Int) -> TokenPath { TokenPath("c.\(k)") }
            for k in 0..<n {
                func value() -> Value {
                    let r = rng.next() % 20
                    if k == 0 || r < 6 { return .hex(hex()) }
                    if r == 6 { return .forbidden }
                    if cycles, r == 7 { return .alias(Int(rng.next() % UInt64(n))) }
                    return .alias(Int(rng.next() % UInt64(k)))
                }
                var tokenDefs: [(scheme: String?, contrast: String?, value: Value)] = [(nil, nil, value())]
                if tokenDefs[0].value == .forbidden { tokenDefs[0].value = .hex(hex()) }
                switch rng.next() % 4 {
                case 0: tokenDefs.append(("dark", nil, value()))
                case 1: tokenDefs.append((nil, "high", value()))
                case 2: tokenDefs += [("dark", nil, value()), ("dark", "high", value())]
                default: break
                }
                defs.append(tokenDefs)
                system.declare(path(k), type: .color, varying: tokenDefs.map { (Self.condition($0.scheme, $0.contrast), Self.expression($0.value, path)) })
            }
            // Two tokens that alias each other, whatever the random ones did.
            if cycles {
                defs[n / 3] = [(nil, nil, .alias(n / 2))]
                defs[n / 2] = [(nil, "high", .hex(hex())), (nil, nil, .alias(n / 3))]
                for k in [n / 3, n / 2] {
                    system.tokens[k].definitions = defs[k].map { TokenDefinition(Self.condition($0.scheme, $0.contrast), Self.expression($0.value, path)) }
                }
            }
            // Overrides replace a token's unconditional value or its dark one.
            for k in stride(from: 3, to: n, by: 7) where overrides {
                let v: Value = rng.next() % 2 == 0 ? .hex(hex()) : .alias(Int(rng.next() % UInt64(k)))
                if rng.next() % 2 == 0 {
                    layer.set(path(k), Self.expression(v, path))
                    defs[k] = [(nil, nil, v)]
                } else {
                    layer.set(path(k), when: ["colorScheme": "dark"], Self.expression(v, path))
                    defs[k].removeAll { $0.scheme == "dark" && $0.contrast == nil }
                    defs[k].append(("dark", nil, v))
                }
            }
        }

        static func condition(_ scheme: String?, _ contrast: String?) -> ContextCondition {
            var c = ContextCondition()
            if let scheme { c.contexts["colorScheme"] = scheme }
            if let contrast { c.contexts["contrast"] = contrast }
            return c
        }

        static func expression(_ v: Value, _ path: (Int) -> TokenPath) -> TokenExpression {
            switch v {
            case .hex(let h): .hex(h)
            case .alias(let k): .alias(path(k))
            case .forbidden: .forbidden
            }
        }

        /// The tokens that lie on a cycle.
        func onCycle() -> [Bool] {
            defs.indices.map { t in
                var seen = [Bool](repeating: false, count: defs.count)
                var stack = [t]
                while let u = stack.popLast() {
                    for d in defs[u] {
                        guard case .alias(let x) = d.value else { continue }
                        if x == t { return true }
                        if !seen[x] {
                            seen[x] = true
                            stack.append(x)
                        }
                    }
                }
                return false
            }
        }

        /// The tokens that depend, through any definition, on a cycle (or lie on one).
        func failed() -> [Bool] {
            enum Visit { case unseen, open, done }
            var visit = [Visit](repeating: .unseen, count: defs.count)
            var failed = [Bool](repeating: false, count: defs.count)
            func walk(_ t: Int) -> Bool {
                switch visit[t] {
                case .open: return true
                case .done: return failed[t]
                case .unseen: break
                }
                visit[t] = .open
                var bad = false
                for d in defs[t] { if case .alias(let x) = d.value, walk(x) { bad = true } }
                visit[t] = .done
                failed[t] = bad
                return bad
            }
            for t in defs.indices { _ = walk(t) }
            return failed
        }

        /// The axes token `t`'s value varies over: its own conditions' and its dependencies'.
        func axes(_ t: Int, failed: [Bool], memo: inout [AxisSet?], system axes: AxisSystem) -> AxisSet {
            if failed[t] { return AxisSet() }
            if let known = memo[t] { return known }
            var s = AxisSet()
            for d in defs[t] {
                if d.scheme != nil { s.insert(axes.index(of: "colorScheme")!) }
                if d.contrast != nil { s.insert(axes.index(of: "contrast")!) }
                if case .alias(let x) = d.value { s.formUnion(self.axes(x, failed: failed, memo: &memo, system: axes)) }
            }
            memo[t] = s
            return s
        }

        /// Token `t`'s color in the mode, or `nil` where it has none (forbidden, or behind a cycle).
        func color(_ t: Int, scheme: String, contrast: String, failed: [Bool]) -> String? {
            if failed[t] { return nil }
            // `high` contrast falls back to `standard` for a token none of whose definitions names it.
            let mentionsHigh = defs[t].contains { $0.contrast == "high" }
            let effective = contrast == "high" && !mentionsHigh ? "standard" : contrast
            var best: (score: Int, value: Value)?
            for d in defs[t] {
                guard d.scheme == nil || d.scheme == scheme, d.contrast == nil || d.contrast == effective else { continue }
                let score = (d.scheme == nil ? 0 : 1) + (d.contrast == nil ? 0 : 1)
                if best == nil || score >= best!.score { best = (score, d.value) }
            }
            switch best?.value {
            case .hex(let h): return h
            case .alias(let x): return color(x, scheme: scheme, contrast: contrast, failed: failed)
            case .forbidden, nil: return nil
            }
        }
    }

    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test(
        "Groups, members, slabs and values match the definitions",
        arguments: [(1, false, false), (2, false, true), (3, true, false), (4, true, true)] as [(UInt64, Bool, Bool)])
    func generated(seed: UInt64, cycles: Bool, overrides: Bool) throws {
        try check(Generated(tokens: 600, seed: seed, cycles: cycles, overrides: overrides), cycles: cycles)
    }

    /// Systems this large evaluate on two threads, with thousands of runs claimed by each and
    /// slabs of megabytes; the answers must not change.
    @Test("Large systems' groups and values still match the definitions", arguments: [(5, false), (6, true)] as [(UInt64, Bool)])
    func generatedLarge(seed: UInt64, overrides: Bool) throws {
        try check(Generated(tokens: 9 * Solver.concurrentTokens, seed: seed, cycles: false, overrides: overrides), cycles: false)
    }

    private func check(_ g: Generated, cycles: Bool) throws {
        let graph = TokenGraph(g.system)
        let theme = graph.compileKeepingGoing(Theme(name: "generated", layers: [g.layer])).theme
        let tables = theme.storage.tables
        let failed = g.failed()
        // Without cycles every alias points back, so nothing lies on one (and the quadratic
        // search is skipped, which at 36k tokens would take minutes).
        let onCycle = cycles ? g.onCycle() : [Bool](repeating: false, count: g.defs.count)
        #expect(onCycle.contains(true) == cycles)

        var memo = [AxisSet?](repeating: nil, count: graph.count)
        var placed = 0
        for (index, group) in tables.groups.enumerated() {
            #expect(tables.store.colors[group.slab].count == group.members.count * group.combinations)
            for (local, t) in group.members.enumerated() {
                #expect(tables.groupOf[Int(t)] == Int32(index))
                #expect(tables.localOf[Int(t)] == Int32(local))
                #expect(group.memberKindIndex[local] == graph.kindIndex[Int(t)])
                #expect(group.axes == g.axes(Int(t), failed: failed, memo: &memo, system: graph.axes))
                placed += 1
            }
        }
        #expect(placed == graph.count)

        for scheme in ["light", "dark"] {
            for contrast in ["standard", "high"] {
                let table = try theme.table(for: theme.mode(["colorScheme": scheme, "contrast": contrast]))
                // A token behind a cycle is reported unresolved; what its cell holds is unspecified.
                for t in 0..<graph.count where onCycle[t] || !failed[t] {
                    let expected = g.color(t, scheme: scheme, contrast: contrast, failed: failed)
                    let found: String?
                    switch table.resolvedValue(ofTokenAt: t) {
                    case .success(.color(let c)): found = c.hex
                    default: found = nil
                    }
                    #expect(found == expected, "c.\(t) in \(scheme), \(contrast)")
                }
            }
        }
    }
}
