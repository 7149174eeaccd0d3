import TesseraModel
import TesseraSupport

/// Reads Tokens Studio math in a value string, in the language of expr-eval, the library Tokens
/// Studio's documentation points to and sd-transforms evaluates it with: numbers with optional
/// units (`2`, `1.5rem`, `50%`), references (`{space.base}`; `{n}px` writes a unit after one),
/// `+ - * / % ^`, the factorial `!`, comparisons, `and`, `or`, `not`, `c ? a : b`, parentheses,
/// the constants `E`, `PI`, `true` and `false`, the functions of one number (`sqrt`, `log`,
/// `trunc`, …, called or written before their operand) and those of several (`min`, `max`,
/// `roundTo`, `pow`, `hypot`, `atan2`, `if`, …).
///
/// Not read: what gives no number (strings, arrays, `||`, `in`, assignments, function
/// definitions), a whole expression that is a condition (sd-transforms writes no value for
/// `true`), and `random`, which would give a token another value in every build.
package struct MathExpressionParser {
    /// Why a string is not math Tessera can evaluate.
    package struct Failure: Error {
        package var message: String
    }

    private let bytes: [UInt8]
    private var i = 0
    /// Operators and parentheses read so far: the parse and every later walk of the tree
    /// recurse, so hostile input must not nest or chain without bound.
    private var nodes = 0
    /// Most operators, calls and parentheses in one expression (real ones have a handful).
    package static let maxNodes = 256

    private init(_ text: String) { bytes = Array(text.utf8) }

    /// The expression `text` writes, `nil` when it is a single operand (a plain number, dimension
    /// or alias, which the value reader reads itself), or a ``Failure``.
    package static func parse(_ text: String) -> Result<MathExpression?, Failure> {
        var parser = MathExpressionParser(text)
        do throws(Failure) {
            let e = try parser.conditional()
            parser.skipSpaces()
            guard parser.i == parser.bytes.count else { throw Failure(message: "unexpected \"\(parser.rest)\"") }
            if e.yieldsCondition { throw Failure(message: "it is a condition, true or false, not a value") }
            if case .operand = e { return .success(nil) }
            return .success(e)
        } catch {
            return .failure(error)
        }
    }

    /// Whether `text` may be math: it has an operator (`*`, `/`, `+`, `^`, `!`, `?`, `<`, `>`,
    /// `=`, or `(`), a `-` after its first character (`{space.x-large}` has one too; ``parse(_:)``
    /// then finds a single operand), a remainder `%` (see ``isRemainder(_:at:)``), a unit after a reference
    /// (`{n}px`), or starts with `-{`, `-(` or a function written before its operand.
    package static func mayBeMath(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            // `sqrt 16`: a function of one number written before its operand.
            if let first = bytes.first, isLetter(first), let space = bytes.firstIndex(of: UInt8(ascii: " ")),
                prefixOperators[String(decoding: UnsafeBufferPointer(rebasing: bytes[..<space]), as: UTF8.self)] != nil
            {
                return true
            }
            for (k, b) in bytes.enumerated() {
                switch b {
                case UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "+"), UInt8(ascii: "("), UInt8(ascii: "^"), UInt8(ascii: "!"), UInt8(ascii: "?"),
                    UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="):
                    return true
                case UInt8(ascii: "-") where k > 0: return true
                // "-{space.base}" negates a reference; "-4px" is a value.
                case UInt8(ascii: "-"): if bytes.count > 1, bytes[1] == UInt8(ascii: "{") || bytes[1] == UInt8(ascii: "(") { return true }
                // "7 % 3" and "7%3" are remainders; "50%" and "50% 50%" percentages.
                case UInt8(ascii: "%"): if isRemainder(bytes, at: k) { return true }
                case UInt8(ascii: "}"): if k + 1 < bytes.count, isLetter(bytes[k + 1]) || bytes[k + 1] == UInt8(ascii: "%") { return true }
                default: continue
                }
            }
            return false
        }
    }

    /// Whether the `%` at `k` is the remainder operator rather than a percentage: it stands
    /// apart from what precedes it (`7 % 3`), or an operand follows it at once (`7%3`). A `%`
    /// right after a number or reference with a space or nothing after it is a unit, so
    /// `"50% 50%"` stays two percentages.
    package static func isRemainder<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at k: Int) -> Bool where Bytes.Index == Int {
        let attached = k > 0 && (isDigit(bytes[k - 1]) || bytes[k - 1] == UInt8(ascii: ".") || bytes[k - 1] == UInt8(ascii: "}"))
        guard attached else { return true }
        guard k + 1 < bytes.count else { return false }
        let b = bytes[k + 1]
        return isDigit(b) || b == UInt8(ascii: ".") || b == UInt8(ascii: "{") || b == UInt8(ascii: "(") || isLetter(b)
    }

    private static func isDigit(_ b: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) }
    private static func isLetter(_ b: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b | 0x20) }

    private var rest: String { String(decoding: bytes[i...], as: UTF8.self) }

    private mutating func skipSpaces() { while i < bytes.count, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") { i += 1 } }

    private mutating func eat(_ c: Character) -> Bool {
        skipSpaces()
        guard i < bytes.count, bytes[i] == c.asciiValue! else { return false }
        i += 1
        return true
    }

    /// Reads `text` when it comes next and is not followed by more of an operator or a name.
    private mutating func eat(operator text: String) -> Bool {
        skipSpaces()
        let t = Array(text.utf8)
        guard i + t.count <= bytes.count, Array(bytes[i..<i + t.count]) == t else { return false }
        if let next = i + t.count < bytes.count ? bytes[i + t.count] : nil {
            if Self.isLetter(t[0]), Self.isLetter(next) || Self.isDigit(next) || next == UInt8(ascii: "_") { return false }
            if !Self.isLetter(t[0]), next == UInt8(ascii: "=") { return false }
        }
        i += t.count
        return true
    }

    /// The name (`sqrt`, `log10`, `PI`) starting at the next non-space, without reading it.
    private mutating func peekName() -> (name: String, end: Int)? {
        skipSpaces()
        guard i < bytes.count, Self.isLetter(bytes[i]) || bytes[i] == UInt8(ascii: "_") else { return nil }
        var j = i
        while j < bytes.count, Self.isLetter(bytes[j]) || Self.isDigit(bytes[j]) || bytes[j] == UInt8(ascii: "_") { j += 1 }
        return (String(decoding: bytes[i..<j], as: UTF8.self), j)
    }

    /// Whether `(` is the next non-space at `k`.
    private func opensParenthesis(at k: Int) -> Bool {
        var j = k
        while j < bytes.count, bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "\t") { j += 1 }
        return j < bytes.count && bytes[j] == UInt8(ascii: "(")
    }

    private mutating func count() throws(Failure) {
        nodes += 1
        if nodes > Self.maxNodes { throw Failure(message: "more than \(Self.maxNodes) operators and parentheses") }
    }

    // MARK: Grammar, loosest first (expr-eval's precedence)

    private mutating func conditional() throws(Failure) -> MathExpression {
        let c = try or()
        guard eat("?") else { return c }
        try count()
        let yes = try conditional()
        guard eat(":") else { throw Failure(message: "\"?\" has no \":\"") }
        return .apply(.condition, [c, yes, try conditional()])
    }

    private mutating func or() throws(Failure) -> MathExpression {
        var e = try and()
        while eat(operator: "or") {
            try count()
            e = .apply(.or, [e, try and()])
        }
        return e
    }

    private mutating func and() throws(Failure) -> MathExpression {
        var e = try comparison()
        while eat(operator: "and") {
            try count()
            e = .apply(.and, [e, try comparison()])
        }
        return e
    }

    private mutating func comparison() throws(Failure) -> MathExpression {
        var e = try sum()
        while let op = comparisonOperator() {
            try count()
            e = .apply(.compare(op), [e, try sum()])
        }
        return e
    }

    private mutating func comparisonOperator() -> MathComparison? {
        // Two-character operators first, so that `<=` is not read as `<`.
        for op in [MathComparison.equal, .notEqual, .lessOrEqual, .greaterOrEqual, .less, .greater] {
            skipSpaces()
            let t = Array(op.rawValue.utf8)
            if i + t.count <= bytes.count, Array(bytes[i..<i + t.count]) == t {
                i += t.count
                return op
            }
        }
        return nil
    }

    private mutating func sum() throws(Failure) -> MathExpression {
        var e = try product()
        while true {
            if eat("+") {
                try count()
                e = .apply(.add, [e, try product()])
            } else if eat("-") {
                try count()
                e = .apply(.subtract, [e, try product()])
            } else {
                return e
            }
        }
    }

    private mutating func product() throws(Failure) -> MathExpression {
        var e = try factor()
        while true {
            if eat("*") {
                try count()
                e = .apply(.multiply, [e, try factor()])
            } else if eat("/") {
                try count()
                e = .apply(.divide, [e, try factor()])
            } else if eat("%") {
                // A `%` right after a number is its unit: one left here is the remainder.
                try count()
                e = .apply(.remainder, [e, try factor()])
            } else {
                return e
            }
        }
    }

    /// Prefix operators: `-`, `+`, and a function of one number written before its operand
    /// (`sqrt 16`, `not 0`); they bind more loosely than `^`, so `-2^2` is −4.
    private mutating func factor() throws(Failure) -> MathExpression {
        if eat("-") {
            try count()
            let x = try factor()
            // A negative literal stays a literal.
            if case .operand(.number(let n)) = x { return .operand(.number(-n)) }
            if case .operand(.dimension(let d)) = x { return .operand(.dimension(TokenDimension(-d.value, d.unit))) }
            return .apply(.negate, [x])
        }
        if eat("+") {
            try count()
            return try factor()
        }
        if let (name, end) = peekName(), let op = Self.prefixOperators[name], !opensParenthesis(at: end) {
            i = end
            try count()
            return .apply(op, [try factor()])
        }
        return try exponential()
    }

    private mutating func exponential() throws(Failure) -> MathExpression {
        var e = try postfix()
        while eat("^") {
            try count()
            // The exponent is a factor, which reads any further `^`: `2^3^2` is 2^9.
            e = .apply(.power, [e, try factor()])
        }
        return e
    }

    private mutating func postfix() throws(Failure) -> MathExpression {
        var e = try call()
        while eat(operator: "!") {
            try count()
            e = .apply(.function(.factorial), [e])
        }
        return e
    }

    private mutating func call() throws(Failure) -> MathExpression {
        guard let (name, end) = peekName() else { return try atom() }
        i = end
        guard eat("(") else {
            if let value = Self.constants[name] { return .operand(.number(value)) }
            throw Failure(message: "\"\(name)\" is not a number, a unit or a function call")
        }
        try count()
        var args: [MathExpression] = []
        if !eat(")") {
            args.append(try conditional())
            while eat(",") { args.append(try conditional()) }
            guard eat(")") else { throw Failure(message: "\(name)( is not closed") }
        }
        return try Self.call(name, args)
    }

    private mutating func atom() throws(Failure) -> MathExpression {
        skipSpaces()
        guard i < bytes.count else { throw Failure(message: "the expression ends early") }
        if eat("(") {
            try count()
            let e = try conditional()
            guard eat(")") else { throw Failure(message: "a parenthesis is not closed") }
            return e
        }
        if bytes[i] == UInt8(ascii: "{") {
            guard let close = bytes[i...].firstIndex(of: UInt8(ascii: "}")) else { throw Failure(message: "a reference is not closed") }
            let text = String(decoding: bytes[i...close], as: UTF8.self)
            i = close + 1
            guard let path = DTCGAlias.dottedPath(text) else { throw Failure(message: "\(text) is not a reference") }
            let reference = MathExpression.operand(.alias(TokenPath(path)))
            // `{n}px`, a unit written after a reference to a number: the number in that unit.
            guard let unit = try unitSuffix() else { return reference }
            return .apply(.multiply, [reference, .operand(.dimension(TokenDimension(1, unit)))])
        }
        let start = i
        while i < bytes.count, bytes[i] == UInt8(ascii: ".") || Self.isDigit(bytes[i]) { i += 1 }
        guard i > start else { throw Failure(message: "unexpected \"\(rest)\"") }
        guard let value = Double(String(decoding: bytes[start..<i], as: UTF8.self)) else { throw Failure(message: "malformed number") }
        guard let unit = try unitSuffix() else { return .operand(.number(value)) }
        return .operand(.dimension(TokenDimension(value, unit)))
    }

    /// The unit written right after an operand, `nil` when none is: letters, or a `%` that is
    /// not a remainder (see ``isRemainder(_:at:)``).
    private mutating func unitSuffix() throws(Failure) -> TokenDimension.Unit? {
        guard i < bytes.count else { return nil }
        if bytes[i] == UInt8(ascii: "%") {
            guard !Self.isRemainder(bytes, at: i) else { return nil }
            i += 1
            return .percent
        }
        let start = i
        while i < bytes.count, Self.isLetter(bytes[i]) { i += 1 }
        guard i > start else { return nil }
        let name = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let unit = TokenDimension.Unit.allCases.first(where: { $0.name == name }) else { throw Failure(message: "unit \"\(name)\" is unknown") }
        return unit
    }
}

extension MathExpressionParser {
    /// expr-eval's constants.
    package static let constants: [String: Double] = ["E": exp(1), "PI": Double.pi, "true": 1, "false": 0]

    /// expr-eval's operators of one operand, which are written as calls or before the operand.
    package static let prefixOperators: [String: MathOperator] = {
        var ops: [String: MathOperator] = [
            "ln": .function(.log), "lg": .function(.log10), "abs": .abs, "ceil": .ceil, "floor": .floor, "round": .roundTo(decimals: 0), "trunc": .truncate, "not": .not,
        ]
        for f in MathFunction.allCases where f != .gamma && f != .factorial { ops[f.rawValue] = .function(f) }
        return ops
    }()

    /// Names expr-eval defines that give no number, or a different one in every build.
    package static let unreadFunctions: Set<String> = ["random", "map", "fold", "filter", "indexOf", "join", "sum", "length"]

    /// A call of `name` with `args`, checked against its arity; variadic `min`, `max` and
    /// `hypot` become a chain of two-operand ones.
    private static func call(_ name: String, _ args: [MathExpression]) throws(Failure) -> MathExpression {
        func arity(_ n: ClosedRange<Int>) throws(Failure) {
            guard n.contains(args.count) else {
                let count = n.count == 1 ? "\(n.lowerBound) argument\(n.lowerBound == 1 ? "" : "s")" : "\(n.lowerBound) to \(n.upperBound) arguments"
                throw Failure(message: "\(name) takes \(count)")
            }
        }
        switch name {
        case "roundTo", "round":
            try arity(1...2)
            var decimals = 0
            if args.count == 2 {
                guard case .operand(.number(let n)) = args[1], n == n.rounded(), (0...15).contains(n) else {
                    throw Failure(message: "\(name)'s second argument is a whole number of decimals (0…15)")
                }
                decimals = Int(n)
            }
            return .apply(.roundTo(decimals: decimals), [args[0]])
        case "min", "max", "hypot", "pyt":
            try arity(1...MathExpressionParser.maxNodes)
            let op: MathOperator = name == "min" ? .min : name == "max" ? .max : .hypot
            if args.count == 1 { return op == .hypot ? .apply(.abs, args) : args[0] }
            return args.dropFirst().reduce(args[0]) { .apply(op, [$0, $1]) }
        case "pow", "atan2":
            try arity(2...2)
            return .apply(name == "pow" ? .power : .atan2, args)
        case "if":
            try arity(3...3)
            return .apply(.condition, args)
        case "gamma", "fac":
            try arity(1...1)
            return .apply(.function(name == "gamma" ? .gamma : .factorial), args)
        default:
            if let op = prefixOperators[name] {
                try arity(1...1)
                return .apply(op, args)
            }
            if unreadFunctions.contains(name) { throw Failure(message: "\(name) gives no value a token can keep") }
            throw Failure(message: "function \(name) is not one of expr-eval's")
        }
    }
}

extension MathExpression {
    /// Whether the expression gives a truth value rather than a number (see
    /// ``MathOperator/isCondition``).
    fileprivate var yieldsCondition: Bool {
        guard case .apply(let op, let xs) = self else { return false }
        if op == .condition { return xs[1].yieldsCondition || xs[2].yieldsCondition }
        return op.isCondition
    }
}
