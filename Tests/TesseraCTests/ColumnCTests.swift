import Tessera
import TesseraC
import Testing

/// Typed handles (`tessera_token_handle`) and whole columns (`tessera_table_column`): a column
/// indexed by handle holds what the typed reader of each token returns.
@Suite("C API: handles and columns")
struct ColumnCTests {
    /// A `tessera_column`: values, status, count, stride.
    struct CColumn {
        var values: UnsafeRawPointer
        var status: UnsafePointer<UInt8>?
        var count: Int
        var stride: Int
    }

    static func column(_ table: OpaquePointer, _ type: TokenType) throws -> CColumn {
        var raw = [UInt8](repeating: 0, count: 32)
        #expect(raw.withUnsafeMutableBytes { tessera_table_column(table, Int32(type.ordinal), $0.baseAddress) } == 0)
        return try raw.withUnsafeBytes { b in
            CColumn(
                values: try #require(b.load(as: UnsafeRawPointer?.self)), status: b.load(fromByteOffset: 8, as: UnsafePointer<UInt8>?.self),
                count: b.load(fromByteOffset: 16, as: Int.self), stride: b.load(fromByteOffset: 24, as: Int.self))
        }
    }

    /// Every token of `type`: its handle, what the typed reader writes (`width` values of type
    /// `T`) and the reader's status.
    static func readings<T: Equatable>(
        _ s: CSnapshotFixture, _ table: OpaquePointer, _ type: TokenType, _ width: Int, _ read: (OpaquePointer, Int32, UnsafeMutablePointer<T>) -> Int32, zero: T
    ) -> [(handle: Int32, values: [T], status: Int32)] {
        (0..<tessera_token_count(s.theme)).filter { tessera_token_type(s.theme, $0) == Int32(type.ordinal) }.map { id in
            var out = [T](repeating: zero, count: width)
            let status = read(table, id, &out)
            return (tessera_token_handle(s.theme, id, Int32(type.ordinal)), out, status)
        }
    }

    /// Checks that `column` holds, at each token's handle, the reader's values and status, and
    /// that the handles are 0 ..< count, once each.
    static func check<T: Equatable>(_ column: CColumn, _ readings: [(handle: Int32, values: [T], status: Int32)], stride: Int) {
        #expect(column.count == readings.count)
        #expect(column.stride == stride)
        #expect(Set(readings.map(\.handle)) == Set((0..<Int32(readings.count))))
        for r in readings {
            let at = column.values + Int(r.handle) * column.stride
            let values = (0..<r.values.count).map { at.load(fromByteOffset: $0 * MemoryLayout<T>.size, as: T.self) }
            #expect(values == r.values)
            #expect(Int32(column.status?[Int(r.handle)] ?? 0) == r.status)
        }
    }

    @Test("Colours, numbers, font weights and cubic Béziers of the sample, with the forbidden colours' statuses")
    func sampleColumns() throws {
        let s = try CSnapshotFixture(path: ContractCTests.samplePath, theme: "ocean")
        let table = try s.table(["colorScheme": "dark", "contrast": "high"])
        let colors = Self.readings(s, table, .color, 4, { tessera_color($0, $1, $2) }, zero: Float(-1))
        let column = try Self.column(table, .color)
        Self.check(column, colors, stride: 16)
        // The ocean theme forbids three colours, so the column has statuses.
        #expect(colors.filter { $0.status == 1 }.count >= 3 && column.status != nil)
        Self.check(try Self.column(table, .number), Self.readings(s, table, .number, 1, { tessera_number($0, $1, $2) }, zero: -1.0), stride: 8)
        Self.check(try Self.column(table, .fontWeight), Self.readings(s, table, .fontWeight, 1, { tessera_font_weight($0, $1, $2) }, zero: -1.0), stride: 8)
        Self.check(try Self.column(table, .cubicBezier), Self.readings(s, table, .cubicBezier, 4, { tessera_cubic_bezier($0, $1, $2) }, zero: -1.0), stride: 32)
        // A column of all-ok values has no status array.
        #expect(try Self.column(table, .number).status == nil)
    }

    @Test("Booleans as one byte each, and a forbidden one's status")
    func booleanColumn() throws {
        let s = try CSnapshotFixture(path: ContractCTests.everyTypePath)
        let table = try s.table()
        let column = try Self.column(table, .boolean)
        #expect(column.count == 2 && column.stride == 1)
        let ok = tessera_token_handle(s.theme, s.id("ok.boolean"), 14)
        let gone = tessera_token_handle(s.theme, s.id("gone.boolean"), 14)
        #expect(column.values.load(fromByteOffset: Int(ok), as: UInt8.self) == 1)
        #expect(column.status?[Int(ok)] == 0 && column.status?[Int(gone)] == 1)
    }

    @Test("Types without a C column, bad type codes and NULL tables are invalid and write nothing", arguments: [1, 3, 5, 7, 8, 9, 10, 11, 12, 13, -1, 15])
    func noColumn(type: Int32) throws {
        let s = try CSnapshotFixture(path: ContractCTests.everyTypePath)
        let table = try s.table()
        var raw = [UInt8](repeating: 0xAA, count: 32)
        #expect(raw.withUnsafeMutableBytes { tessera_table_column(table, type, $0.baseAddress) } == 3)
        #expect(raw.allSatisfy { $0 == 0xAA })
        #expect(tessera_table_column(nil, 0, nil) == 3)
    }

    @Test("A handle is checked once: another type, a bad id or a bad type code is −1")
    func handles() throws {
        let s = try CSnapshotFixture(path: ContractCTests.everyTypePath)
        let color = s.id("ok.color")
        #expect(tessera_token_handle(s.theme, color, 0) >= 0)
        #expect(tessera_token_handle(s.theme, color, 2) == -1)
        #expect(tessera_token_handle(s.theme, -1, 0) == -1)
        #expect(tessera_token_handle(s.theme, tessera_token_count(s.theme), 0) == -1)
        #expect(tessera_token_handle(s.theme, color, 15) == -1 && tessera_token_handle(s.theme, color, -1) == -1)
        #expect(tessera_token_handle(nil, color, 0) == -1)
    }
}
