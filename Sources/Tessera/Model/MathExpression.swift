/// Arithmetic over number and dimension operands, as Tokens Studio writes it in a value
/// (`{space.base} * 2`, `roundTo({a} / 3)`), evaluated in the compile after aliases resolve, so
/// an operand that varies by mode gives a result per mode.
///
/// Units: `+`, `-`, `min` and `max` take operands of one unit (or a unitless number beside a
/// unit); `*` takes at most one operand with a unit; `/` divides a unit by a number or by the
/// same unit (giving a number). A unitless result in a dimension token is pixels, as Tokens
/// Studio reads unitless numbers. Anything else leaves the cell without a value.
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
    /// Rounds to this many decimals, halves away from zero (Tokens Studio's `roundTo(x, n)`; `round` is 0).
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
    case withUnit(Dimension.Unit?)

    /// How many operands the operator takes.
    public var arity: Int {
        switch self {
        case .add, .subtract, .multiply, .divide, .min, .max: 2
        case .negate, .roundTo, .floor, .ceil, .abs, .withUnit: 1
        }
    }
}
