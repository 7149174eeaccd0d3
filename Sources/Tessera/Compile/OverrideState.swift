/// What an incremental override needs besides a theme's tables: the effective definitions,
/// the edge tables, the literals and per-token outcome state. No scratch and no caches that the
/// definitions imply (own axes, plain aliases and colors): a solver resumed from it rebuilds its
/// group look-ups from the tables and reads the definitions of the few tokens it re-solves.
struct OverrideState: Sendable {
    let graph: TokenGraph
    let defs: [[Def]]
    let sourceLiterals: [ColorLiteral]
    let colorLiterals: [Color]
    let families: FamilyPool
    let depStart: [Int32]
    let deps: [Int32]
    let rdepStart: [Int32]
    let rdeps: [Int32]
    let forbiddenOrigin: [Int32]
    let failedRoot: [Bool]
    let gamutFlags: [Bool]
    let converter: (any ColorConverting)?
    let gamutHandling: GamutHandling
}
