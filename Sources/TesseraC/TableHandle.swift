import TesseraColorModel
import TesseraModel
import TesseraTables

/// What `tessera_table *` points at: one mode's dense table, the theme it came from, and the
/// addresses of its columns.
///
/// Readers load from the addresses, not through ``table``: reading a column through the
/// `ModeTable` struct retained and released its arrays on every call (tokenbench's
/// `c_reader_ns`, one `tessera_color` per read: 31.7 ns through the struct, 24.1 ns through the
/// addresses, 2.93 ns once the handle is also borrowed without a retain, see `CStatus.read`).
final class TableHandle: @unchecked Sendable {
    // @unchecked: the addresses point into `table`'s arrays, which this handle keeps alive and
    // never mutates; the two address arrays are written in init only.
    let table: ModeTable
    let theme: ThemeHandle
    /// Per type ordinal: the address of the type's dense column (Swift layout, indexed by
    /// handle, with its sink slot), and of its status bytes or `nil` when every value is ok.
    private let values: UnsafeMutablePointer<UnsafeRawPointer>
    private let statuses: UnsafeMutablePointer<UnsafeRawPointer?>
    /// The theme's token count, types and handles by id (see ``ThemeHandle``), kept here so a
    /// read touches this object only.
    private let count: Int
    private let typeAt: UnsafePointer<TokenType>?
    private let kindIndexAt: UnsafePointer<Int32>?

    /// A dense column as `tessera_column` describes it.
    struct Column {
        let values: UnsafeRawPointer
        /// One status byte per token (a ``CellStatus`` raw value), or `nil` when all are ok.
        let status: UnsafeRawPointer?
        let count: Int
        let stride: Int
    }

    init(table: ModeTable, theme: ThemeHandle) {
        precondition(Self.layoutsMatch, "a column's Swift layout is not its C layout")
        self.table = table
        self.theme = theme
        (count, typeAt, kindIndexAt) = (theme.count, theme.typeAt, theme.kindIndexAt)
        let c = table.columns
        let addresses = [
            Self.address(c.colors), Self.address(c.dimensions), Self.address(c.numbers), Self.address(c.fontFamilies),
            Self.address(c.fontWeights), Self.address(c.durations), Self.address(c.cubicBeziers), Self.address(c.strokeStyles),
            Self.address(c.shadows), Self.address(c.typographies), Self.address(c.borders), Self.address(c.transitions),
            Self.address(c.gradients), Self.address(c.strings), Self.address(c.booleans),
        ]
        let types = TokenType.allCases.count
        precondition(addresses.count == types && c.status.count == types, "a type without a column")
        values = .allocate(capacity: types)
        values.initialize(from: addresses, count: types)
        statuses = .allocate(capacity: types)
        for t in 0..<types { (statuses + t).initialize(to: c.status[t].isEmpty ? nil : Self.address(c.status[t])) }
    }

    deinit {
        values.deallocate()
        statuses.deallocate()
    }

    /// The handle of token `id` when it has type `type`: the one check a typed read makes.
    @inline(__always)
    func handle(_ id: Int32, _ type: TokenType) -> UInt32? {
        guard id >= 0, Int(id) < count, let typeAt, let kindIndexAt, typeAt[Int(id)] == type else { return nil }
        return UInt32(bitPattern: kindIndexAt[Int(id)])
    }

    /// The value of the token of `Value`'s type with handle `index` (which the catalog gave, so
    /// it is inside the column).
    @inline(__always)
    func value<Value: TokenValue>(_ index: UInt32, as: Value.Type = Value.self) -> Value {
        values[Value.tokenType.ordinal].load(fromByteOffset: Int(index) &* MemoryLayout<Value>.stride, as: Value.self)
    }

    /// The `tessera_status` of the token of `type` with handle `index`.
    @inline(__always)
    func status(_ type: TokenType, _ index: UInt32) -> Int32 {
        guard let s = statuses[type.ordinal] else { return 0 }
        return Int32(s.load(fromByteOffset: Int(index), as: UInt8.self))
    }

    /// The column of `type`, for the types whose Swift layout is their C layout: colours,
    /// numbers, font weights, cubic Béziers and booleans (see `layoutsMatch`).
    func column(_ type: TokenType) -> Column? {
        let stride: Int
        switch type {
        case .color: stride = MemoryLayout<TokenColor>.stride
        case .number: stride = MemoryLayout<Number>.stride
        case .fontWeight: stride = MemoryLayout<FontWeight>.stride
        case .cubicBezier: stride = MemoryLayout<CubicBezier>.stride
        case .boolean: stride = MemoryLayout<TokenBoolean>.stride
        default: return nil
        }
        return Column(values: values[type.ordinal], status: statuses[type.ordinal], count: theme.kindCounts[type.ordinal], stride: stride)
    }

    /// Whether the exposed columns are laid out as the header says: colours as 4 × float,
    /// numbers and font weights as double, cubic Béziers as 4 × double, booleans as one byte
    /// (0 or 1), and each status as its raw value (the `tessera_status`) in one byte.
    private static let layoutsMatch: Bool =
        MemoryLayout<TokenColor>.stride == 16 && MemoryLayout<Number>.stride == 8 && MemoryLayout<FontWeight>.stride == 8
        && MemoryLayout<CubicBezier>.stride == 32 && MemoryLayout<TokenBoolean>.stride == 1 && MemoryLayout<CellStatus>.stride == 1
        && [CellStatus.ok, .forbidden, .absent].allSatisfy { unsafeBitCast($0, to: UInt8.self) == $0.rawValue }

    /// The address of `array`'s elements, kept past the call.
    ///
    /// A `ContiguousArray` keeps its elements in its own heap buffer (never bridged, never a
    /// temporary), so the address `withUnsafeBufferPointer` reports on a read is that buffer's;
    /// the handle holds the array, so the buffer lives, unmoved and unmodified, until release.
    static func address<T>(_ array: ContiguousArray<T>) -> UnsafeRawPointer {
        array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress!) }
    }

    /// The address of `array`'s elements, kept past the call: an `Array` of values (not class
    /// instances) is never bridged, so it too keeps its elements in its own heap buffer, which
    /// lives as long as the array does.
    static func address<T>(_ array: [T]) -> UnsafeRawPointer? {
        array.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }
}
