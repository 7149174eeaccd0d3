import TesseraModel

/// Where each token was declared: a file number and two 32-bit numbers per token.
///
/// As a `SourceLocation?` per token, a million tokens held 40 MB, and each location retained
/// its file's name once more; joining the runs lowered on two threads moved every one of them.
package struct LocationColumn: Sendable {
    /// One token's location: `file` indexes `files`, or is one of the two markers below.
    private struct Row: Sendable {
        package var file: UInt32
        package var line: UInt32
        package var column: UInt32
    }

    /// A token declared nowhere (made through the API without a location).
    private static let absent = UInt32.max
    /// A location whose line or column does not fit 32 bits, kept whole in `unusual`.
    private static let kept = UInt32.max - 1

    private var files: [String] = []
    private var numbers: [String: UInt32] = [:]
    /// The file of the token recorded last.
    private var lastFile = 0
    private var rows: [Row] = []
    private var unusual = SparseColumn<SourceLocation>()

    /// An empty column.
    package init() {}

    /// The number of tokens recorded.
    package var count: Int { rows.count }

    /// Makes room for `count` tokens in all.
    package mutating func reserveCapacity(_ count: Int) { rows.reserveCapacity(count) }

    /// Records the location of the next token.
    package mutating func append(_ location: SourceLocation?) {
        guard let location else { return rows.append(Row(file: Self.absent, line: 0, column: 0)) }
        guard let line = UInt32(exactly: location.line), let column = UInt32(exactly: location.column) else {
            unusual.append(location, for: rows.count)
            return rows.append(Row(file: Self.kept, line: 0, column: 0))
        }
        rows.append(Row(file: number(of: location.file), line: line, column: column))
    }

    /// The number of `file` in `files`, added if new. Tokens come file after file, so the
    /// last token's file is nearly always the one, and no name is hashed for it.
    private mutating func number(of file: String) -> UInt32 {
        if lastFile < files.count, files[lastFile] == file { return UInt32(lastFile) }
        if let k = numbers[file] {
            lastFile = Int(k)
        } else {
            lastFile = files.count
            files.append(file)
            numbers[file] = UInt32(lastFile)
        }
        return UInt32(lastFile)
    }

    /// Appends `later`'s tokens, which follow this column's, and leaves `later` empty.
    package mutating func append(moving later: inout LocationColumn) {
        let start = rows.count
        let numbers = later.files.map { number(of: $0) }
        if numbers.enumerated().allSatisfy({ UInt32($0.offset) == $0.element }) {
            rows += later.rows
        } else {
            rows.reserveCapacity(start + later.rows.count)
            for var row in later.rows {
                if row.file < Self.kept { row.file = numbers[Int(row.file)] }
                rows.append(row)
            }
        }
        if !later.unusual.isEmpty {
            var shifted = SparseColumn<SourceLocation>()
            later.unusual.forEach { shifted.append($1, for: start + $0) }
            unusual.append(moving: &shifted)
        }
        later = LocationColumn()
    }

    /// The location of token `id`, if it has one.
    package subscript(id: Int) -> SourceLocation? {
        guard id >= 0, id < rows.count else { return nil }
        let row = rows[id]
        switch row.file {
        case Self.absent: return nil
        case Self.kept: return unusual[id]
        default: return SourceLocation(file: files[Int(row.file)], line: Int(row.line), column: Int(row.column))
        }
    }
}

extension LocationColumn: Equatable {
    /// Whether both record the same location for every token, however their files are numbered.
    package static func == (a: LocationColumn, b: LocationColumn) -> Bool {
        a.count == b.count && (0..<a.count).allSatisfy { a[$0] == b[$0] }
    }
}
