import TesseraColorModel

/// What an incremental override needs besides a theme's tables: the effective definitions,
/// the edge tables, the literals and per-token outcome state. No scratch and no caches that the
/// definitions imply (own axes, plain aliases and colors): a solver resumed from it rebuilds its
/// group look-ups from the tables and reads the definitions of the few tokens it re-solves.
package struct OverrideState: Sendable {
    package let graph: TokenGraph
    package let defs: [[Def]]
    package let sourceLiterals: [ColorLiteral]
    package let colorLiterals: [TokenColor]
    package let families: FamilyPool
    package let depStart: [Int32]
    package let deps: [Int32]
    package let rdepStart: [Int32]
    package let rdeps: [Int32]
    package let forbiddenOrigin: [Int32]
    package let failedRoot: [Bool]
    package let gamutFlags: [Bool]
    package let converter: (any ColorConverting)?
    package let gamutHandling: GamutHandling
}
