import TesseraModel

/// Decodes a snapshot's axes (sections 3 to 5 and the names they reference) into the validated
/// ``AxisSystem`` every theme shares.
package enum SnapshotAxes {
    /// The axes of `rows` (name, default context, requires-selection flag per axis),
    /// `contextStarts` (the first context of each axis, then the context count) and
    /// `contextRows` (name and fallback + 1 per context), names in `strings`.
    ///
    /// The reader checked that `rows` holds 4 entries per axis, `contextStarts` one more than
    /// the axes and `contextRows` 3 per context. Any problem is `malformed`.
    package static func system(
        rows: UnsafeBufferPointer<UInt32>, contextStarts: UnsafeBufferPointer<UInt32>, contextRows: UnsafeBufferPointer<UInt32>,
        strings: UnsafeBufferPointer<UInt8>
    ) throws(SnapshotError) -> AxisSystem {
        let axisCount = rows.count / 4
        let contextCount = contextRows.count / 3
        // Every array sized before it is filled: these run on every load, and growing them
        // reallocated each one as it filled.
        var axes: [ModeAxis] = []
        axes.reserveCapacity(axisCount)
        for a in 0..<axisCount {
            let start = Int(contextStarts[a])
            let end = Int(contextStarts[a + 1])
            guard start <= end, end <= contextCount, a > 0 || start == 0 else { throw SnapshotError(.malformed, "axis \(a): context range \(start)..<\(end) is invalid") }
            let name = try SnapshotStrings.string(rows, 2 * a, in: strings, "axis \(a) name")
            var contexts: [ModeAxis.Context] = []
            contexts.reserveCapacity(end - start)
            for c in start..<end {
                let row = UnsafeBufferPointer(rebasing: contextRows[3 * c..<3 * c + 2])
                contexts.append(ModeAxis.Context(try SnapshotStrings.string(row, 0, in: strings, "axis \(name) context \(c - start)")))
            }
            // Fallbacks name contexts of the same axis, all decoded above.
            for c in contexts.indices {
                let f = Int(contextRows[3 * (start + c) + 2])
                guard f <= contexts.count else { throw SnapshotError(.malformed, "axis \(name): fallback \(f - 1) is not one of its \(contexts.count) contexts") }
                if f > 0 { contexts[c].fallback = contexts[f - 1].name }
            }
            let d = Int(rows[4 * a + 2])
            guard d < contexts.count else { throw SnapshotError(.malformed, "axis \(name): default context \(d) is not one of its \(contexts.count) contexts") }
            var axis = ModeAxis(name, contexts: contexts, defaultContext: contexts[d].name)
            axis.requiresSelection = rows[4 * a + 3] != 0
            axes.append(axis)
        }
        var problems: [Diagnostic] = []
        let system = AxisSystem(axes, limits: Limits(), diagnostics: &problems)
        if let p = problems.first { throw SnapshotError(.malformed, "axes: \(p.kind.message)") }
        return system
    }
}
