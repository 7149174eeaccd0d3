import TesseraModel
import TesseraSupport

extension Solver.Quantity {
    /// Whether the quantity counts as true in a condition: non-zero and a number, as
    /// JavaScript's truthiness has it.
    package var isTrue: Bool { value != 0 && !value.isNaN }
}

extension Solver {
    /// The operators and functions of expr-eval beyond Tokens Studio's documented ones (see
    /// ``MathOperator``), with the unit rules ``MathExpression`` gives; `nil` when the units do
    /// not combine or the result is not a number.
    package static func applyExprEval(_ op: MathOperator, _ xs: [Quantity]) -> Quantity? {
        /// The unit shared by every operand with one, `.some(nil)` when none has one.
        func sameUnit() -> TokenDimension.Unit?? {
            let units = Set(xs.compactMap(\.unit))
            return units.count > 1 ? nil : .some(units.first)
        }
        /// The operands as numbers: sd-transforms strips `px` before evaluating and writes it
        /// back after, so pixels count as numbers and make the result pixels; other units do not
        /// combine.
        func plain() -> TokenDimension.Unit?? {
            guard xs.allSatisfy({ $0.unit == nil || $0.unit == .px }) else { return nil }
            return .some(xs.contains { $0.unit == .px } ? .px : nil)
        }
        let a = xs[0].value
        let result: Quantity?
        switch op {
        case .remainder:
            result = sameUnit().map { Quantity(value: a.truncatingRemainder(dividingBy: xs[1].value), unit: $0) }
        case .hypot:
            result = sameUnit().map { Quantity(value: (a * a + xs[1].value * xs[1].value).squareRoot(), unit: $0) }
        case .truncate:
            result = Quantity(value: a.rounded(.towardZero), unit: xs[0].unit)
        case .compare(let comparison):
            guard sameUnit() != nil else { return nil }
            let b = xs[1].value
            let holds: Bool
            switch comparison {
            case .equal: holds = a == b
            case .notEqual: holds = a != b
            case .less: holds = a < b
            case .lessOrEqual: holds = a <= b
            case .greater: holds = a > b
            case .greaterOrEqual: holds = a >= b
            }
            result = Quantity(value: holds ? 1 : 0)
        case .and: result = Quantity(value: xs[0].isTrue && xs[1].isTrue ? 1 : 0)
        case .or: result = Quantity(value: xs[0].isTrue || xs[1].isTrue ? 1 : 0)
        case .not: result = Quantity(value: xs[0].isTrue ? 0 : 1)
        case .condition: result = xs[0].isTrue ? xs[1] : xs[2]
        case .power:
            result = plain().map { Quantity(value: pow(a, xs[1].value), unit: $0) }
        case .atan2:
            result = plain().map { Quantity(value: atan2(a, xs[1].value), unit: $0) }
        case .function(let f):
            result = plain().map { Quantity(value: apply(f, to: a), unit: $0) }
        default:
            result = apply(op, xs)
        }
        guard let result, result.value.isFinite else { return nil }
        return result
    }

    /// `f(x)` as JavaScript's `Math` computes it (expr-eval's `sign` and `gamma`).
    package static func apply(_ f: MathFunction, to x: Double) -> Double {
        switch f {
        case .sqrt: x.squareRoot()
        case .cbrt: cbrt(x)
        case .exp: exp(x)
        case .expm1: expm1(x)
        case .log: log(x)
        case .log10: log10(x)
        case .log2: log2(x)
        case .log1p: log1p(x)
        case .sin: sin(x)
        case .cos: cos(x)
        case .tan: tan(x)
        case .asin: asin(x)
        case .acos: acos(x)
        case .atan: atan(x)
        case .sinh: sinh(x)
        case .cosh: cosh(x)
        case .tanh: tanh(x)
        case .asinh: asinh(x)
        case .acosh: acosh(x)
        case .atanh: atanh(x)
        case .sign: x > 0 ? 1 : x < 0 ? -1 : x
        case .gamma: gamma(x)
        case .factorial: gamma(x + 1)
        }
    }

    /// The gamma function as expr-eval defines it: a product for whole numbers (infinite at
    /// zero and below), the C library's elsewhere.
    package static func gamma(_ n: Double) -> Double {
        guard n == n.rounded(), n.isFinite else { return tgamma(n) }
        if n <= 0 { return .infinity }
        if n > 171 { return .infinity }
        var product = 1.0
        var k = 2.0
        while k < n {
            product *= k
            k += 1
        }
        return product
    }

    /// `x` rounded to `decimals` places as expr-eval's `roundTo` does: shifted by decimal digits
    /// (so 1.005 to two places is 1.01, as written), halves rounded up like `Math.round`.
    package static func roundTo(_ x: Double, decimals: Int) -> Double {
        func shifted(_ v: Double, _ by: Int) -> Double {
            let parts = "\(v)".split(separator: "e")
            let exponent = (parts.count > 1 ? Int(parts[1]) ?? 0 : 0) + by
            return Double("\(parts[0])e\(exponent)") ?? v
        }
        let up = shifted(x, decimals)
        let floor = up.rounded(.down)
        let rounded = up - floor >= 0.5 ? floor + 1 : floor
        return shifted(rounded, -decimals)
    }
}
