import TesseraModel
import TesseraSupport
import TesseraTables

extension Solver {
    /// A number with an optional unit: the value arithmetic works on.
    package struct Quantity {
        package var value: Double
        package var unit: TokenDimension.Unit?
    }

    /// Evaluates an arithmetic operand for the current contexts; `nil` when it has no value
    /// (units that do not combine, division by zero, an absent operand).
    package mutating func quantity(_ e: Expr) -> (Quantity?, CellStatus) {
        switch e {
        case .number(let n): return (Quantity(value: n), .ok)
        case .dimension(let d): return (Quantity(value: d.value, unit: d.unit), .ok)
        case .ref(let x):
            if graph.types[Int(x)] == .dimension {
                let (d, s) = reference(e, as: TokenDimension.self)
                return (s == .ok ? Quantity(value: d.value, unit: d.unit) : nil, s)
            }
            let (n, s) = reference(e, as: Number.self)
            return (s == .ok ? Quantity(value: n.value) : nil, s)
        case .math(.condition, let xs):
            // Only the chosen branch is evaluated, as expr-eval's `?:` does.
            let (c, s0) = quantity(xs[0])
            guard let c else { return (nil, max(s0, .absent)) }
            let (q, s1) = quantity(c.isTrue ? xs[1] : xs[2])
            return (q, max(s0, s1))
        case .math(let op, let xs):
            var operands: [Quantity] = []
            var status = CellStatus.ok
            for x in xs {
                let (q, s) = quantity(x)
                status = max(status, s)
                guard let q else { return (nil, max(status, .absent)) }
                operands.append(q)
            }
            guard let result = Self.apply(op, operands), result.value.isFinite else { return (nil, .absent) }
            return (result, status)
        default: return (nil, .absent)
        }
    }

    /// `op` over `xs` with the unit rules ``MathExpression`` documents; `nil` when the units do not combine.
    package static func apply(_ op: MathOperator, _ xs: [Quantity]) -> Quantity? {
        func sameUnit() -> TokenDimension.Unit?? {
            let units = Set(xs.compactMap(\.unit))
            return units.count > 1 ? nil : .some(units.first)
        }
        let a = xs[0]
        switch op {
        case .add, .subtract, .min, .max:
            guard let unit = sameUnit() else { return nil }
            let b = xs[1].value
            let v: Double
            switch op {
            case .add: v = a.value + b
            case .subtract: v = a.value - b
            case .min: v = Swift.min(a.value, b)
            default: v = Swift.max(a.value, b)
            }
            return Quantity(value: v, unit: unit)
        case .multiply:
            if a.unit != nil, xs[1].unit != nil { return nil }
            return Quantity(value: a.value * xs[1].value, unit: a.unit ?? xs[1].unit)
        case .divide:
            let b = xs[1]
            guard b.value != 0 else { return nil }
            switch (a.unit, b.unit) {
            case (_, nil): return Quantity(value: a.value / b.value, unit: a.unit)
            case (let u?, let v?) where u == v: return Quantity(value: a.value / b.value)
            default: return nil
            }
        case .negate: return Quantity(value: -a.value, unit: a.unit)
        case .abs: return Quantity(value: Swift.abs(a.value), unit: a.unit)
        case .floor: return Quantity(value: a.value.rounded(.down), unit: a.unit)
        case .ceil: return Quantity(value: a.value.rounded(.up), unit: a.unit)
        case .withUnit(let unit): return Quantity(value: a.value, unit: unit)
        case .roundTo(let decimals): return Quantity(value: roundTo(a.value, decimals: Swift.max(0, Swift.min(decimals, 15))), unit: a.unit)
        case .power, .remainder, .truncate, .hypot, .atan2, .function, .compare, .and, .or, .not, .condition: return applyExprEval(op, xs)
        }
    }
}
