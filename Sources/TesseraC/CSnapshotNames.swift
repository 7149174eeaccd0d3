import TesseraModel
import TesseraTables

/// The names a mode picker lists, as C strings owned by the snapshot: its themes, its axes and
/// each axis's contexts, with each axis's default.
///
/// Made when the snapshot opens: a design system has a handful of each, and every one is a
/// string the snapshot decoded already.
final class CSnapshotNames: Sendable {
    let themes: CStringTable
    let axes: CStringTable
    /// Every axis's contexts, axis after axis: axis `a`'s are `contextStarts[a] ..< contextStarts[a + 1]`.
    let contexts: CStringTable
    let contextStarts: [Int]
    /// Per axis, the index of its default context.
    let defaults: [Int]
    /// Per axis, whether a selection must name it.
    let requiresSelection: [Bool]

    init(_ catalog: TokenCatalog) {
        let system = catalog.axes
        themes = CStringTable(catalog.themes.map(\.name))
        axes = CStringTable(system.axes.map(\.name))
        contexts = CStringTable(system.axes.flatMap { $0.contexts.map(\.name) })
        var starts = [0]
        for axis in system.axes { starts.append(starts[starts.count - 1] + axis.contexts.count) }
        contextStarts = starts
        defaults = system.axes.map { axis in axis.position(of: axis.defaultContext) ?? 0 }
        requiresSelection = system.axes.map(\.requiresSelection)
    }
}
