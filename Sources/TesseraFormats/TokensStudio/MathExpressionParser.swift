import Tessera

/// Reads Tokens Studio math in a value string: numbers with optional units (`2`, `1.5rem`,
/// `50%`), references (`{space.base}`), `+ - * /`, unary minus, parentheses, and the functions
/// `roundTo(x)`, `roundTo(x, decimals)`, `round`, `floor`, `ceil`, `abs`, `min`, `max`.
struct MathExpressionParser {
    /// Why a string is not math Tessera can evaluate.
    struct Failure: Error {
        var message: String
    }

    private let bytes: [UInt8]
    private var i = 0
    /// Operators and parentheses read so far: the parse and every later walk of the tree
    /// recurse, so hostile input must not nest or chain without bound.
    private var nodes = 0
    /// Most operators, calls and parentheses in one expression (real ones have a handful).
    static let maxNodes = 256

    private init(_ text: String) { bytes = Array(text.utf8) }

    /// The expression `text` writes, `nil` when it is a single operand (a plain number, dimension
    /// or alias, which the value reader reads itself), or a ``Failure``.
    static func parse(_ text: String) -> Result<MathExpression?, Failure> {
        var parser = MathExpressionParser(text)
        do throws(Failure) {
            let e = try parser.sum()
            parser.skipSpaces()
            guard parser.i == parser.bytes.count else { throw Failure(message: "unexpected \"\(parser.rest)\"") }
            if case .operand = e { return .success(nil) }
            return .success(e)
        } catch {
            return .failure(error)
        }
    }

    /// Whether `text` may be math: it has `*`, `/`, `+`, `(`, a `-` after its first character
    /// (`{space.x-large}` has one too; ``parse(_:)`` then finds a single operand), or starts
    /// with `-{` or `-(`.
    static func mayBeMath(_ text: String) -> Bool {
        for (k, b) in text.utf8.enumerated() {
            switch b {
            case UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "+"), UInt8(ascii: "("): return true
            case UInt8(ascii: "-") where k > 0: return true
            // "-{space.base}" negates a reference; "-4px" is a value.
            case UInt8(ascii: "-"): if text.utf8.dropFirst().first.map({ $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "(") }) == true { return true }
            default: continue
            }
        }
        return false
    }

    private var rest: String { String(decoding: bytes[i...], as: UTF8.self) }

    private mutating func skipSpaces() { while i < bytes.count, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") { i += 1 } }

    private mutating func eat(_ c: Character) -> Bool {
        skipSpaces()
        guard i < bytes.count, bytes[i] == c.asciiValue! else { return false }
        i += 1
        return true
    }

    private mutating func count() throws(Failure) {
        nodes += 1
        if nodes > Self.maxNodes { throw Failure(message: "more than \(Self.maxNodes) operators and parentheses") }
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
        var e = try unary()
        while true {
            if eat("*") {
                try count()
                e = .apply(.multiply, [e, try unary()])
            } else if eat("/") {
                try count()
                e = .apply(.divide, [e, try unary()])
            } else {
                return e
            }
        }
    }

    private mutating func unary() throws(Failure) -> MathExpression {
        if eat("-") {
            try count()
            let x = try unary()
            // A negative literal stays a literal.
            if case .operand(.number(let n)) = x { return .operand(.number(-n)) }
            if case .operand(.dimension(let d)) = x { return .operand(.dimension(Dimension(-d.value, d.unit))) }
            return .apply(.negate, [x])
        }
        return try primary()
    }

    private mutating func primary() throws(Failure) -> MathExpression {
        skipSpaces()
        guard i < bytes.count else { throw Failure(message: "the expression ends early") }
        if eat("(") {
            try count()
            let e = try sum()
            guard eat(")") else { throw Failure(message: "a parenthesis is not closed") }
            return e
        }
        if bytes[i] == UInt8(ascii: "{") {
            guard let close = bytes[i...].firstIndex(of: UInt8(ascii: "}")) else { throw Failure(message: "a reference is not closed") }
            let text = String(decoding: bytes[i...close], as: UTF8.self)
            i = close + 1
            guard let path = DTCGAlias.dottedPath(text) else { throw Failure(message: "\(text) is not a reference") }
            return .operand(.alias(TokenPath(path)))
        }
        let start = i
        while i < bytes.count, bytes[i] == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { i += 1 }
        if i > start {
            guard let value = Double(String(decoding: bytes[start..<i], as: UTF8.self)) else { throw Failure(message: "malformed number") }
            let unitStart = i
            while i < bytes.count, bytes[i] == UInt8(ascii: "%") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[i] | 0x20) { i += 1 }
            guard i > unitStart else { return .operand(.number(value)) }
            let name = String(decoding: bytes[unitStart..<i], as: UTF8.self)
            guard let unit = Dimension.Unit.allCases.first(where: { $0.name == name }) else { throw Failure(message: "unit \"\(name)\" is unknown") }
            return .operand(.dimension(Dimension(value, unit)))
        }
        while i < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[i] | 0x20) { i += 1 }
        let name = String(decoding: bytes[start..<i], as: UTF8.self)
        guard !name.isEmpty else { throw Failure(message: "unexpected \"\(rest)\"") }
        guard eat("(") else { throw Failure(message: "\"\(name)\" is not a number, a unit or a function call") }
        try count()
        var args = [try sum()]
        while eat(",") { args.append(try sum()) }
        guard eat(")") else { throw Failure(message: "\(name)( is not closed") }
        return try call(name, args)
    }

    private func call(_ name: String, _ args: [MathExpression]) throws(Failure) -> MathExpression {
        let op: MathOperator
        switch name {
        case "roundTo", "round":
            var decimals = 0
            if args.count == 2 {
                guard case .operand(.number(let n)) = args[1], n == n.rounded(), (0...15).contains(n) else {
                    throw Failure(message: "\(name)'s second argument is a whole number of decimals (0…15)")
                }
                decimals = Int(n)
            }
            guard args.count <= 2 else { throw Failure(message: "\(name) takes one or two arguments") }
            return .apply(.roundTo(decimals: decimals), [args[0]])
        case "floor": op = .floor
        case "ceil": op = .ceil
        case "abs": op = .abs
        case "min": op = .min
        case "max": op = .max
        default: throw Failure(message: "function \(name) is not supported (roundTo, round, floor, ceil, abs, min, max are)")
        }
        guard args.count == op.arity else { throw Failure(message: "\(name) takes \(op.arity) argument\(op.arity == 1 ? "" : "s")") }
        return .apply(op, args)
    }
}
