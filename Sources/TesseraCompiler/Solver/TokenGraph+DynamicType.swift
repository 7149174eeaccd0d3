import TesseraModel

extension TokenGraph {
    /// Gives every typography token that scales with a text style one definition per
    /// `contentSize` category for each of its definitions that does not name that axis: the
    /// same value with its font size scaled by ``DynamicType/scale(_:in:)``.
    ///
    /// The token then depends on `contentSize` like on any axis, so only it and its dependents
    /// are stored per category; other axes are not multiplied. Idempotent: definitions it
    /// generated before (``Expr/scaled(_:factor:)``) are replaced, so it can run again after
    /// an override layer changes a token.
    package func expandDynamicType(_ defs: inout [[Def]]) { Self.expandDynamicType(&defs, axes: axes, relativeTo: relativeTo) }

    /// ``expandDynamicType(_:)`` with the axes and text styles given, for the graph being built.
    package static func expandDynamicType(_ defs: inout [[Def]], axes: AxisSystem, relativeTo: [DynamicType.TextStyle?]) {
        guard let axis = axes.position(of: DynamicType.axisName) else { return }
        let contexts = axes.axes[axis].contexts
        for t in relativeTo.indices {
            guard let style = relativeTo[t] else { continue }
            defs[t].removeAll { if case .scaled = $0.expr { true } else { false } }
            let originals = defs[t]
            for d in originals where !d.condition.contains(where: { $0.axis == axis }) {
                for (k, context) in contexts.enumerated() {
                    guard let factor = DynamicType.scale(style, in: context.name), factor != 1 else { continue }
                    let condition = (d.condition + [Def.Condition(axis: axis, context: k)]).sorted { $0.axis < $1.axis }
                    defs[t].append(Def(condition: condition, expr: .scaled(d.expr, factor: factor), location: d.location))
                }
            }
        }
    }
}
