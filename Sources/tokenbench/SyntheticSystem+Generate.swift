import Tessera
import TesseraSupport

extension SyntheticSystem {
    /// The four value families the generator mixes, in the proportions real systems show
    /// (OUDS and Fluent are mostly colors, then spacing and radii, then type and elevation).
    enum Family: Int, CaseIterable {
        case color, dimension, typography, shadow

        var name: String { ["color", "dimension", "typography", "shadow"][rawValue] }
        var type: TokenType { [.color, .dimension, .typography, .shadow][rawValue] }

        static func pick(_ rng: inout SplitMix64) -> Family {
            let r = rng.below(100)
            return r < 60 ? .color : r < 85 ? .dimension : r < 93 ? .typography : .shadow
        }
    }

    /// Builds the design system `spec` describes. The same spec always yields the same system.
    static func generate(_ spec: SystemSpec) -> SyntheticSystem {
        var builder = Builder(seed: spec.seed)
        switch spec.shape {
        case .tiered(let tokens, let depth, let extraAxes): builder.tiered(tokens: tokens, maxDepth: max(1, depth), extraAxes: extraAxes)
        case .chains(let chains, let length): builder.chains(chains, length: length)
        case .isolatedAxes(let axes, let perAxis): builder.isolatedAxes(axes, tokensPerAxis: perAxis)
        }
        return builder.finish()
    }

    /// The generator's working state: declarations so far, alias edges and per-family pools.
    struct Builder {
        var rng: SplitMix64
        var system = DesignSystem(name: "synthetic")
        var deps: [[Int32]] = []
        var depth: [Int] = []
        var families: [Family] = []
        var census = Census()
        /// Alias targets per family, by tier (raw, semantic).
        var rawPool: [[Int]] = Array(repeating: [], count: Family.allCases.count)
        var semanticPool: [[Int]] = Array(repeating: [], count: Family.allCases.count)
        var colorPaths: [TokenPath] = []
        var hubCandidates: [Int] = []
        var hubTarget = 0

        init(seed: UInt64) { rng = SplitMix64(seed: seed) }

        // MARK: Shapes

        mutating func tiered(tokens n: Int, maxDepth: Int, extraAxes: Int) {
            let extra = (0..<extraAxes).map { ModeAxis("extra\($0)", contexts: ["off", "on"]) }
            system.axes = ModeAxis.builtIn + extra
            let rawCount = max(1, n * 30 / 100)
            let semanticCount = max(0, n * 45 / 100)
            let componentCount = n - rawCount - semanticCount
            for i in 0..<rawCount {
                // Every family gets a few raw tokens first so that any alias has a target.
                let family = i < Family.allCases.count ? Family.allCases[i] : Family.pick(&rng)
                declare("raw.\(family.name).\(i)", family, .raw, [(.always, literal(family))], targets: [])
            }
            for i in 0..<semanticCount { semantic(i, maxDepth: maxDepth, extraAxes: extraAxes) }
            for i in 0..<componentCount { component(i, maxDepth: maxDepth) }
            hubCandidates = rawPool[Family.color.rawValue]
            hubTarget = max(1, n / 100)
        }

        mutating func chains(_ chains: Int, length: Int) {
            for c in 0..<chains {
                // Alternate colors (varying by scheme) and dimensions (varying by size class) so
                // chains land in more than one group.
                let family: Family = c % 2 == 0 ? .color : .dimension
                let head: [(ContextCondition, TokenExpression)] =
                    family == .color
                    ? [(.always, literal(.color)), (ContextCondition(["colorScheme": "dark"]), literal(.color))]
                    : [(.always, literal(.dimension)), (ContextCondition(["sizeClass": "compact"]), literal(.dimension))]
                var previous = declare("chain.\(c).0", family, .raw, head, targets: [])
                for k in 1..<max(1, length) {
                    previous = declare("chain.\(c).\(k)", family, .semantic, [(.always, .alias(path(previous)))], targets: [previous])
                }
            }
        }

        mutating func isolatedAxes(_ axes: Int, tokensPerAxis: Int) {
            system.axes = ModeAxis.builtIn + (0..<axes).map { ModeAxis("axis\($0)", contexts: ["off", "on"]) }
            for a in 0..<axes {
                // Half literals that the axis changes, half aliases that inherit it.
                var literals: [Int] = []
                for k in 0..<max(1, tokensPerAxis / 2) {
                    literals.append(declare("axis\(a).raw.\(k)", .color, .raw, [(.always, literal(.color)), (["axis\(a)": "on"], literal(.color))], targets: []))
                }
                for k in 0..<(tokensPerAxis - literals.count) {
                    let target = literals[rng.below(literals.count)]
                    declare("axis\(a).semantic.\(k)", .color, .semantic, [(.always, .alias(path(target)))], targets: [target])
                }
            }
        }

        // MARK: Tiers

        mutating func semantic(_ i: Int, maxDepth: Int, extraAxes: Int) {
            let family = Family.pick(&rng)
            let name = "semantic.\(family.name).\(i)"
            guard !rawPool[family.rawValue].isEmpty else {
                declare(name, family, .semantic, [(.always, literal(family))], targets: [])
                return
            }
            var defs: [(ContextCondition, TokenExpression)] = []
            var targets: [Int] = []
            func alias(_ builder: inout Builder) -> TokenExpression {
                let t = builder.target(family, maxDepth: maxDepth, includeSemantic: true)
                targets.append(t)
                return .alias(builder.path(t))
            }
            switch family {
            case .color:
                defs.append((.always, alias(&self)))
                if rng.chance(0.7) {
                    defs.append((["colorScheme": "dark"], alias(&self)))
                    if rng.chance(0.25) { defs.append((["contrast": "high"], alias(&self))) }
                    if rng.chance(0.15) { defs.append((["elevation": "elevated"], alias(&self))) }
                }
                if extraAxes > 0, rng.chance(0.1) { defs.append((["extra\(rng.below(extraAxes))": "on"], alias(&self))) }
            case .dimension:
                defs.append((.always, alias(&self)))
                if rng.chance(0.4) {
                    defs.append((["sizeClass": "compact"], alias(&self)))
                    if rng.chance(0.5) { defs.append((["sizeClass": "extraCompact"], alias(&self))) }
                }
            case .typography:
                if rng.chance(0.5) || semanticPool[Family.dimension.rawValue].isEmpty {
                    defs.append((.always, alias(&self)))
                } else {
                    // A composite whose size aliases a (possibly size-class-dependent) dimension.
                    let size = target(.dimension, maxDepth: maxDepth, includeSemantic: true)
                    targets.append(size)
                    defs.append(
                        (
                            .always,
                            .typography(
                                TypographyExpression(
                                    fontFamily: .fontFamily(["Inter", "sans-serif"]), fontSize: .alias(path(size)),
                                    fontWeight: .fontWeight(Double(100 * (1 + rng.below(9)))), letterSpacing: .px(0), lineHeight: .number(1.4)))
                        ))
                }
            case .shadow:
                if rng.chance(0.5) || semanticPool[Family.color.rawValue].isEmpty {
                    defs.append((.always, alias(&self)))
                } else {
                    // An elevation shadow whose color follows a scheme-dependent semantic color.
                    let color = target(.color, maxDepth: maxDepth, includeSemantic: true)
                    targets.append(color)
                    defs.append(
                        (
                            .always,
                            .shadowLayer(
                                ShadowLayerExpression(
                                    color: .alias(path(color)), offsetX: .px(0), offsetY: .px(Double(1 + rng.below(8))), blur: .px(Double(2 + rng.below(24)))))
                        ))
                }
            }
            declare(name, family, .semantic, defs, targets: targets)
        }

        mutating func component(_ i: Int, maxDepth: Int) {
            let family = Family.pick(&rng)
            let name = "component.\(family.name).\(i)"
            guard !rawPool[family.rawValue].isEmpty else {
                declare(name, family, .component, [(.always, literal(family))], targets: [])
                return
            }
            let a = target(family, maxDepth: maxDepth, includeSemantic: true)
            var defs: [(ContextCondition, TokenExpression)] = [(.always, .alias(path(a)))]
            var targets = [a]
            if family == .color, rng.chance(0.1) {
                // A pressed/elevated state on some component colors.
                let b = target(family, maxDepth: maxDepth, includeSemantic: true)
                defs.append((["elevation": "elevated"], .alias(path(b))))
                targets.append(b)
            }
            declare(name, family, .component, defs, targets: targets)
        }

        // MARK: Helpers

        /// An alias target of `family` whose chain is shorter than `maxDepth`; prefers
        /// semantic tokens so that chains actually grow, and falls back to raw ones.
        mutating func target(_ family: Family, maxDepth: Int, includeSemantic: Bool) -> Int {
            let semantic = semanticPool[family.rawValue]
            if includeSemantic, !semantic.isEmpty {
                for _ in 0..<4 {
                    let t = semantic[rng.below(semantic.count)]
                    if depth[t] < maxDepth { return t }
                }
            }
            let raw = rawPool[family.rawValue]
            return raw[rng.below(raw.count)]
        }

        mutating func literal(_ family: Family) -> TokenExpression {
            switch family {
            case .color:
                return .color(TokenColor(red: Float(rng.below(256)) / 255, green: Float(rng.below(256)) / 255, blue: Float(rng.below(256)) / 255, alpha: rng.chance(0.1) ? 0.5 : 1))
            case .dimension:
                return .px(Double(rng.below(64)))
            case .typography:
                return .typography(
                    TypographyExpression(
                        fontFamily: .fontFamily(["Inter", "sans-serif"]), fontSize: .px(Double(11 + rng.below(50))),
                        fontWeight: .fontWeight(Double(100 * (1 + rng.below(9)))), letterSpacing: .px(0), lineHeight: .number(1.2 + Double(rng.below(5)) / 10)))
            case .shadow:
                return .shadowLayer(
                    ShadowLayerExpression(
                        color: literal(.color), offsetX: .px(0), offsetY: .px(Double(1 + rng.below(8))), blur: .px(Double(2 + rng.below(24)))))
            }
        }

        func path(_ id: Int) -> TokenPath { system.tokens[id].path }

        @discardableResult
        mutating func declare(_ name: String, _ family: Family, _ tier: Tier, _ defs: [(ContextCondition, TokenExpression)], targets: [Int]) -> Int {
            let id = system.tokens.count
            let path = TokenPath(name)
            if defs.count == 1 {
                system.declare(path, type: family.type, tier: tier, defs[0].1)
            } else {
                system.declare(path, type: family.type, tier: tier, varying: defs)
                census.conditional += 1
            }
            let d = targets.isEmpty ? 0 : 1 + targets.map { depth[$0] }.max()!
            deps.append(targets.map(Int32.init))
            depth.append(d)
            families.append(family)
            census.maxDepth = max(census.maxDepth, d)
            switch tier {
            case .raw: census.raw += 1; rawPool[family.rawValue].append(id)
            case .semantic: census.semantic += 1; semanticPool[family.rawValue].append(id)
            case .component: census.component += 1
            }
            switch family {
            case .color: census.colors += 1; colorPaths.append(path)
            case .dimension: census.dimensions += 1
            case .typography: census.typography += 1
            case .shadow: census.shadows += 1
            }
            return id
        }

        /// Picks the raw color whose transitive dependents come closest to `hubTarget`.
        func findHub() -> (id: Int, dependents: Int)? {
            guard !hubCandidates.isEmpty else { return nil }
            var dependents = [[Int32]](repeating: [], count: deps.count)
            for (t, ds) in deps.enumerated() { for x in ds { dependents[Int(x)].append(Int32(t)) } }
            var stamp = [Int](repeating: -1, count: deps.count)
            var best: (id: Int, dependents: Int)?
            var queue: [Int32] = []
            for h in hubCandidates {
                queue.removeAll(keepingCapacity: true)
                queue.append(Int32(h))
                stamp[h] = h
                var head = 0
                while head < queue.count {
                    let t = Int(queue[head])
                    head += 1
                    for u in dependents[t] where stamp[Int(u)] != h {
                        stamp[Int(u)] = h
                        queue.append(u)
                    }
                }
                let reach = queue.count - 1
                if best == nil || abs(reach - hubTarget) < abs(best!.dependents - hubTarget) { best = (h, reach) }
            }
            return best
        }

        func finish() -> SyntheticSystem {
            let hub = findHub()
            return SyntheticSystem(
                system: system, colorPaths: colorPaths, hub: hub.map { path($0.id) },
                hubDependents: hub?.dependents ?? 0, census: census)
        }
    }
}
