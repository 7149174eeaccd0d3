import TesseraModel

/// Where one token is stored, and the axes its value varies over.
///
/// A token's dependents read all three while they are placed and evaluated, at random ids: kept
/// in one 16-byte record they cost one cache line per dependency, where three parallel arrays
/// cost three once a 100k system's arrays outgrow the cache.
package struct TokenPlacement: Sendable, Equatable {
    /// The token's group.
    package var group: Int32
    /// The token's member index within its group.
    package var local: Int32
    /// The axes the token's value depends on.
    package var axes: AxisSet

    /// The placement of a token not placed yet.
    package static let unplaced = TokenPlacement(group: 0, local: 0, axes: AxisSet())
}
