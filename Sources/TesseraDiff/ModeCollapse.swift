import TesseraColorModel
import TesseraCompiler
import TesseraModel
import TesseraTables

/// Writes a set of combinations of some axes' contexts as few selections as it can.
///
/// First every axis along which the set is whole (each of its combinations is there in every
/// compared context of that axis) is dropped; then the combinations left are merged an axis at
/// a time into boxes of context sets. A change in both dark contexts of
/// `colorScheme × contrast` becomes `colorScheme=dark`; one in every combination becomes the
/// empty selection.
///
/// - Complexity: O(axes² × combinations) with hashing; a token has a handful of each.
package enum ModeCollapse {
    /// The boxes covering `cells` exactly. A cell gives one position per axis, into that
    /// axis's compared contexts (`radices[k]` of them); a box gives, per axis, the positions it
    /// covers, or `nil` for every one.
    package static func boxes(_ cells: [[Int]], radices: [Int]) -> [[[Int]?]] {
        guard let first = cells.first else { return [] }
        let k = first.count
        var free = [Bool](repeating: false, count: k)
        var current = Set(cells)
        // An axis is whole when projecting it out divides the set by exactly its radix.
        for axis in 0..<k where radices[axis] > 1 {
            var classes: [[Int]: Int] = [:]
            for cell in current {
                var key = cell
                key[axis] = -1
                classes[key, default: 0] += 1
            }
            if classes.values.allSatisfy({ $0 == radices[axis] }) {
                free[axis] = true
                current = Set(classes.keys)
            }
        }
        for axis in 0..<k where radices[axis] == 1 { free[axis] = true }
        // Boxes: each axis a sorted set of positions; free axes are nil.
        var boxes: [[[Int]?]] = current.sorted(by: Self.mixedRadixOrder).map { cell in
            cell.enumerated().map { free[$0.offset] ? nil : [$0.element] }
        }
        for axis in 0..<k where !free[axis] {
            var merged: [[[Int]?]] = []
            var index: [[[Int]?]: Int] = [:]
            for box in boxes {
                var key = box
                key[axis] = []
                if let i = index[key] {
                    merged[i][axis] = (merged[i][axis]! + box[axis]!).sorted()
                } else {
                    index[key] = merged.count
                    merged.append(box)
                }
            }
            boxes = merged
        }
        return boxes
    }

    /// Cells ordered as combinations are numbered: the first axis varies fastest.
    package static func mixedRadixOrder(_ a: [Int], _ b: [Int]) -> Bool {
        for i in a.indices.reversed() where a[i] != b[i] { return a[i] < b[i] }
        return false
    }
}
