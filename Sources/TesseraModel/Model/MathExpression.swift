/// Arithmetic over number and dimension operands, as Tokens Studio writes it in a value
/// (`{space.base} * 2`, `roundTo({a} / 3)`), evaluated in the compile after aliases resolve, so
/// an operand that varies by mode gives a result per mode.
///
/// Units: `+`, `-`, `%`, `min`, `max`, `hypot` and the comparisons take operands of one unit (or
/// a unitless number beside a unit); `*` takes at most one operand with a unit; `/` divides a
/// unit by a number or by the same unit (giving a number). The other functions of expr-eval
/// (`sqrt`, `^`, `log`, …) take numbers, and pixels as numbers, as sd-transforms strips `px`
/// before it evaluates and writes it back after. A unitless result in a dimension token is
/// pixels, as Tokens Studio reads unitless numbers; a percentage in a number token is a
/// fraction (`150%` is 1.5). Anything else leaves the cell without a value.
public indirect enum MathExpression: Sendable, Hashable {
    /// A number, a dimension, or an alias to a number or dimension token.
    case operand(TokenExpression)
    /// An operator applied to its operands.
    case apply(MathOperator, [MathExpression])
}

extension MathExpression {
    /// `e` as arithmetic: itself when it is arithmetic, an operand when it is a number, a
    /// dimension or an alias; `nil` for anything else.
    public init?(operandOf e: TokenExpression) {
        switch e {
        case .math(let m): self = m
        case .alias, .number, .dimension: self = .operand(e)
        default: return nil
        }
    }
}

/// An operator or function of a ``MathExpression``.
public enum MathOperator: Sendable, Hashable {
    /// `a + b`.
    case add
    /// `a - b`.
    case subtract
    /// `a * b`.
    case multiply
    /// `a / b`.
    case divide
    /// `-a`.
    case negate
    /// Rounds to this many decimals, halves up as JavaScript's `Math.round` (expr-eval's
    /// `roundTo(x, n)`, shifting by decimal digits; `round` is 0).
    case roundTo(decimals: Int)
    /// Rounds down.
    case floor
    /// Rounds up.
    case ceil
    /// The absolute value.
    case abs
    /// The smaller of two operands.
    case min
    /// The larger of two operands.
    case max
    /// The operand's number in `unit`, or without a unit when `unit` is `nil`: a dimension
    /// aliased where a number is expected, or a number where a dimension is (Tokens Studio does
    /// not tell unitless numbers from pixels; its readers convert the alias with this).
    case withUnit(TokenDimension.Unit?)
    /// `a ^ b` and `pow(a, b)`.
    case power
    /// `a % b`: the remainder of a division that truncates, with the sign of `a`.
    case remainder
    /// Rounds toward zero (`trunc`).
    case truncate
    /// `hypot(a, b)`: the square root of the sum of the squares.
    case hypot
    /// `atan2(y, x)`, in radians.
    case atan2
    /// A function of one number (`sqrt`, `log`, `sin`, …).
    case function(MathFunction)
    /// A comparison: 1 when it holds, 0 when not (expr-eval's `true` and `false` in arithmetic).
    case compare(MathComparison)
    /// `a and b`: 1 when both are non-zero.
    case and
    /// `a or b`: 1 when either is non-zero.
    case or
    /// `not a`: 1 when `a` is zero.
    case not
    /// `c ? a : b` and `if(c, a, b)`: `a` when `c` is non-zero, else `b`; only the chosen
    /// branch is evaluated.
    case condition

    /// How many operands the operator takes.
    public var arity: Int {
        switch self {
        case .add, .subtract, .multiply, .divide, .min, .max, .power, .remainder, .hypot, .atan2, .compare, .and, .or: 2
        case .negate, .roundTo, .floor, .ceil, .abs, .withUnit, .truncate, .function, .not: 1
        case .condition: 3
        }
    }

    /// Whether the result is a truth value (1 or 0) rather than a quantity: expr-eval gives
    /// `true` or `false`, which sd-transforms does not write as a value.
    public var isCondition: Bool {
        switch self {
        case .compare, .and, .or, .not: true
        default: false
        }
    }
}

/// A function of one number, as expr-eval names it; pixels count as numbers (see
/// ``MathExpression``).
public enum MathFunction: String, Sendable, Hashable, CaseIterable {
    case sqrt, cbrt, exp, expm1
    /// The natural logarithm (`log` and `ln`).
    case log
    /// The base-10 logarithm (`log10` and `lg`).
    case log10
    case log2, log1p
    case sin, cos, tan, asin, acos, atan, sinh, cosh, tanh, asinh, acosh, atanh
    /// −1, 0 or 1.
    case sign
    /// The gamma function; `gamma(n + 1)` is n factorial.
    case gamma
    /// `n!` and `fac(n)`.
    case factorial
}

/// A comparison of two operands of one unit.
public enum MathComparison: String, Sendable, Hashable, CaseIterable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
}
