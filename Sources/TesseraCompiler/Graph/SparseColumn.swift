/// A per-token value that most tokens lack (a description, `$extensions`), kept only for the
/// tokens that have one, in token order.
///
/// As one optional per token, a million-token file without descriptions held two million
/// `nil`s: 32 MB written, faulted in, and moved again when the runs lowered on two threads were joined.
package struct SparseColumn<Value: Sendable>: Sendable {
    /// The tokens that have a value, ascending.
    private var ids: [Int32] = []
    private var values: [Value] = []

    /// An empty column.
    package init() {}

    /// Records `value` for token `id`, which follows every token recorded so far; `nil` records nothing.
    package mutating func append(_ value: Value?, for id: Int) {
        guard let value else { return }
        precondition(ids.last.map { Int($0) < id } ?? true, "tokens are recorded in order")
        ids.append(Int32(id))
        values.append(value)
    }

    /// Appends `later`'s values, all of tokens after this column's, and leaves `later` empty.
    package mutating func append(moving later: inout SparseColumn) {
        precondition(later.ids.first.map { Int($0) > (ids.last.map(Int.init) ?? -1) } ?? true, "tokens are recorded in order")
        if ids.isEmpty {
            swap(&self, &later)
            return
        }
        ids += later.ids
        values += later.values
        later = SparseColumn()
    }

    /// Whether no token has a value.
    package var isEmpty: Bool { ids.isEmpty }

    /// Calls `body` with each token that has a value, in order, and its value.
    package func forEach(_ body: (Int, Value) -> Void) {
        for k in ids.indices { body(Int(ids[k]), values[k]) }
    }

    /// The value of token `id`, if it has one.
    ///
    /// - Complexity: O(log n) in the tokens that have a value.
    package subscript(id: Int) -> Value? {
        var lo = 0
        var hi = ids.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(ids[mid]) < id { lo = mid + 1 } else { hi = mid }
        }
        return lo < ids.count && Int(ids[lo]) == id ? values[lo] : nil
    }
}

extension SparseColumn: Equatable where Value: Equatable {}
