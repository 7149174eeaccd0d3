/// Whether a stored cell holds a value.
///
/// The raw values are the bytes of status arrays in memory and in snapshots. They are ordered
/// by severity, so the status of a value built from parts is the largest of its parts'.
@usableFromInline
package enum CellStatus: UInt8, Sendable, Comparable {
    /// The cell holds the token's value.
    case ok = 0
    /// The value is the forbidden marker: it reads as a sentinel and the checked look-up throws.
    case forbidden = 1
    /// No definition applies, or the token failed: the cell holds a placeholder.
    case absent = 2

    @usableFromInline
    package static func < (a: CellStatus, b: CellStatus) -> Bool { a.rawValue < b.rawValue }

    /// The look-up error reason of a cell without a value; `nil` for ``ok``.
    package var unavailability: LookupError.Reason? {
        switch self {
        case .ok: nil
        case .forbidden: .forbidden
        case .absent: .absent
        }
    }
}
