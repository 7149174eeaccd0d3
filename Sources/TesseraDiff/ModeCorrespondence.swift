import TesseraColorModel
import TesseraCompiler
import TesseraModel
import TesseraTables

/// How the modes of two versions' axes match, by axis and context names.
///
/// Comparisons enumerate the new version's axes: each keeps the contexts the old version also
/// has (or all of them when the old version lacks the axis, whose values then do not depend on
/// it); an axis only the old version has stays at its old default.
package struct ModeCorrespondence: Sendable {
    package let old: AxisSystem
    package let new: AxisSystem
    /// Per new axis: the old axis with its name, or -1.
    package let oldAxis: [Int]
    /// Per new axis and new context: the old context with its name, or -1.
    package let oldContext: [[Int]]
    /// Per new axis: the new contexts compared, ascending.
    package let compared: [[Int]]
    /// Per old axis: the new axis with its name, or -1.
    package let newAxis: [Int]

    package init(old: AxisSystem, new: AxisSystem) {
        self.old = old
        self.new = new
        var oldAxis: [Int] = []
        var oldContext: [[Int]] = []
        var compared: [[Int]] = []
        for axis in new.axes {
            guard let o = old.position(of: axis.name) else {
                oldAxis.append(-1)
                oldContext.append(Array(repeating: -1, count: axis.contexts.count))
                compared.append(Array(axis.contexts.indices))
                continue
            }
            let map = axis.contexts.map { old.axes[o].position(of: $0.name) ?? -1 }
            oldAxis.append(o)
            oldContext.append(map)
            compared.append(map.indices.filter { map[$0] >= 0 })
        }
        self.oldAxis = oldAxis
        self.oldContext = oldContext
        self.compared = compared
        self.newAxis = old.axes.map { new.position(of: $0.name) ?? -1 }
    }

    /// The number of modes compared: the product of the compared contexts of every axis.
    package var modeCount: Int { compared.reduce(1) { $0 * $1.count } }

    /// The new axes an old token's axes correspond to (axes the new version lacks are dropped).
    package func newAxes(_ oldAxes: AxisSet) -> AxisSet {
        var out = AxisSet()
        for o in oldAxes.positions where newAxis[o] >= 0 { out.insert(AxisIndex(newAxis[o])) }
        return out
    }

    /// The old context of old axis `o` when the new axes are at `contexts` (new context index
    /// per new axis): its counterpart, or the old default.
    package func oldContext(ofOldAxis o: Int, newContexts contexts: [Int]) -> Int {
        let n = newAxis[o]
        if n >= 0 {
            let c = oldContext[n][contexts[n]]
            if c >= 0 { return c }
        }
        return old.defaults[o]
    }

    /// The differences between the two axis lists.
    package var changes: [AxisChange] {
        var out: [AxisChange] = []
        for (n, axis) in new.axes.enumerated() {
            let o = oldAxis[n]
            guard o >= 0 else {
                out.append(.added(axis: axis.name))
                continue
            }
            let before = old.axes[o]
            let added = axis.contexts.map(\.name).filter { before.index(of: $0) == nil }
            let removed = before.contexts.map(\.name).filter { axis.index(of: $0) == nil }
            if !added.isEmpty { out.append(.contextsAdded(axis: axis.name, contexts: added)) }
            if !removed.isEmpty { out.append(.contextsRemoved(axis: axis.name, contexts: removed)) }
            if before.defaultContext != axis.defaultContext {
                out.append(.defaultChanged(axis: axis.name, from: before.defaultContext, to: axis.defaultContext))
            }
        }
        for (o, axis) in old.axes.enumerated() where newAxis[o] < 0 { out.append(.removed(axis: axis.name)) }
        return out
    }
}
