/// Constants of the snapshot byte layout (see docs/snapshot-format.md).
package enum SnapshotLayout {
    /// `TSNAP`, NUL, CR, LF: the CR LF pair catches a file mangled by text-mode transfer.
    package static let magic: [UInt8] = [0x54, 0x53, 0x4E, 0x41, 0x50, 0x00, 0x0D, 0x0A]
    /// The format version this code reads and writes.
    package static let version: UInt32 = 5
    /// Written in the writer's byte order; a reader of the other order sees 0x0403_0201.
    package static let endianMarker: UInt32 = 0x0102_0304
    /// Bytes of the fixed header.
    package static let headerSize = 64
    /// Bytes of one section-table entry.
    package static let entrySize = 32
    /// Alignment of every column, so a reader can load SIMD4<Float> colors in place.
    package static let alignment = 16
    /// Largest section count a reader accepts (a hostile count cannot make it allocate much).
    package static let maxSections = 1 << 16

    /// Rounds `n` up to the column alignment.
    package static func aligned(_ n: Int) -> Int { (n + alignment - 1) & ~(alignment - 1) }
}

/// The element kind of a column, stored in each section entry and checked on read.
package enum SnapshotElementKind: UInt32, Sendable {
    case u8 = 1
    case u32 = 2
    case i32 = 3
    case u64 = 4
    case f32x4 = 5
    case f64 = 6
    case f64x4 = 7
    case u16 = 8

    /// Bytes per element.
    package var size: Int {
        switch self {
        case .u8: 1
        case .u16: 2
        case .u32, .i32: 4
        case .u64, .f64: 8
        case .f32x4: 16
        case .f64x4: 32
        }
    }
}
