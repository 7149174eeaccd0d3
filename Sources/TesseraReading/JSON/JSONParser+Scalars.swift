import SwiftShims

// The scalar readers of the parser: literals, numbers, strings with their escapes, UTF-8.
extension JSONParser.State {
    package mutating func literal(_ word: StaticString) throws(Failure) {
        let n = word.utf8CodeUnitCount
        let start = i
        let matches = word.withUTF8Buffer { w in
            i + n <= bytes.count && (0..<n).allSatisfy { bytes[i + $0] == w[$0] }
        }
        guard matches else { throw fail(.unexpectedCharacter(describe(start)), start) }
        i += n
    }

    package func text(_ start: Int) -> Swift.String { Swift.String(decoding: bytes[start..<i], as: UTF8.self) }

    /// Reads and validates a number; its value is computed while its digits are scanned.
    package mutating func readNumber() throws(Failure) -> Double {
        let start = i
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        // The digits as an integer, unless it would pass 2^64 (`overflow`).
        var mantissa: UInt64 = 0
        var overflow = false
        func digits() -> Int {
            let s = i
            while i < bytes.count {
                let d = bytes[i] &- UInt8(ascii: "0")
                guard d < 10 else { break }
                if mantissa > (UInt64.max - 9) / 10 { overflow = true } else { mantissa = mantissa &* 10 &+ UInt64(d) }
                i += 1
            }
            return i - s
        }
        guard i < bytes.count else { throw fail(.invalidNumber(text(start)), start) }
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
            if i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { throw fail(.invalidNumber("leading zero"), start) }
        } else if digits() == 0 {
            // `-Infinity`, `-NaN`, `-.5` in JSON5.
            if json5 { return try readJSON5Number(from: start) }
            throw fail(.invalidNumber(text(start)), start)
        }
        var fraction = 0
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            fraction = digits()
            if fraction == 0 {
                // `5.` in JSON5.
                if json5 { return try readJSON5Number(from: start) }
                throw fail(.invalidNumber(text(start)), start)
            }
        }
        var scaled = false
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            scaled = true
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            let s = i
            while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
            if i == s { throw fail(.invalidNumber(text(start)), start) }
        }
        if !overflow, !scaled, let value = Self.decimal(mantissa, fractionDigits: fraction) { return negative ? -value : value }
        if let value = Self.decimalThroughStrtod(bytes, start..<i) { return value }
        let t = text(start)
        guard let value = Double(t) else { throw fail(.invalidNumber(t), start) }
        // Past ±1.8e308 the value is ±infinity: kept as such so reading goes on, and
        // JSONDocument.number(_:) reports it as no number, so the reader of that token
        // reports it (isOutOfRangeNumber(_:) tells why).
        return value
    }

    /// The value of a validated number of up to 63 bytes, read by the function `Double(_:)`
    /// reads text with (`strtod` in the C locale), from a NUL-terminated copy on the stack;
    /// `nil` for a longer number.
    ///
    /// A color component written to 17 digits (`0.21568627450980393`) is past the exact path,
    /// and making a `String` of it for `Double(_:)` was a heap allocation and a tenth of the
    /// parse. The C locale keeps a host process's decimal comma out of JSON numbers.
    package static func decimalThroughStrtod(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
        let capacity = 64
        guard range.count < capacity else { return nil }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer -> Double in
            for k in 0..<range.count { buffer[k] = CChar(bitPattern: bytes[range.lowerBound + k]) }
            buffer[range.count] = 0
            var value = 0.0
            _ = _swift_stdlib_strtod_clocale(buffer.baseAddress!, &value)
            return value
        }
    }

    /// Powers of ten that a `Double` holds exactly.
    private static let exactPowersOfTen: [Double] = (0...22).map { p in (0..<p).reduce(1.0) { x, _ in x * 10 } }
    /// 10^0 ... 10^21 as 128-bit integers.
    private static let integerPowersOfTen: [UInt128] = (0...21).map { p in (0..<p).reduce(UInt128(1)) { x, _ in x * 10 } }

    /// `digits / 10^fractionDigits`, correctly rounded as `strtod` rounds it; `nil` where this
    /// cannot tell (more than 21 fraction digits, or an integer past 2^53).
    ///
    /// Below 2^53 the integer and the power of ten (up to 10^22) are both exact doubles, so one
    /// division rounds correctly (Clinger's fast path). A 17-digit colour component
    /// (`0.21568627450980393`) is past that; its quotient is then computed in 128-bit integers
    /// to 55 or 56 bits and rounded to 53 (half to even, with the remainder as sticky bit):
    /// `strtod` for those was a quarter of reading a token file's numbers.
    package static func decimal(_ digits: UInt64, fractionDigits: Int) -> Double? {
        if digits < 1 << 53, fractionDigits <= 22 {
            var value = Double(digits)
            if fractionDigits > 0 { value /= exactPowersOfTen[fractionDigits] }
            return value
        }
        guard fractionDigits >= 1, fractionDigits <= 21 else { return nil }
        let divisor = integerPowersOfTen[fractionDigits]
        let digitBits = 64 - digits.leadingZeroBitCount
        let divisorBits = 128 - divisor.leadingZeroBitCount
        // The quotient of (digits << shift) by the divisor then has 55 to 61 bits, and the
        // dividend fits: at most max(64, 55 + divisorBits) ≤ 125 bits.
        let shift = max(0, 55 + divisorBits - digitBits)
        let (quotient, remainder) = (UInt128(digits) << shift).quotientAndRemainder(dividingBy: divisor)
        let drop = (128 - quotient.leadingZeroBitCount) - 53
        var significand = UInt64(truncatingIfNeeded: quotient >> drop)
        let dropped = quotient & ((1 << drop) - 1)
        let half = UInt128(1) << (drop - 1)
        if dropped > half || (dropped == half && (remainder != 0 || significand & 1 == 1)) { significand += 1 }
        // Scaling by a power of two is exact: these values are far from the subnormal range.
        return Double(sign: .plus, exponent: drop - shift, significand: Double(significand))
    }

    /// The length in bytes of the text of the string whose opening quote is at `i`, when it is
    /// ASCII with no escape and no control character (its characters are then its bytes, and
    /// valid); `nil` for any other, or one the text ends inside, which ``readString()`` reads,
    /// validating its UTF-8, or reports.
    package func plainStringLength() -> Int? {
        var end = i + 1
        // Eight bytes at a time: a byte is flagged when it is a quote, a backslash, below 0x20
        // (the classic "has a zero byte" test on the word XOR-ed with each) or not ASCII.
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while end + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + end).loadUnaligned(as: UInt64.self))
            let quote = word ^ (ones &* 0x22)
            let backslash = word ^ (ones &* 0x5C)
            let flagged = ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash | (word &- ones &* 0x20) & ~word | word) & highs
            if flagged != 0 {
                end += flagged.trailingZeroBitCount >> 3
                return bytes[end] == UInt8(ascii: "\"") ? end - i - 1 : nil
            }
            end += 8
        }
        while end < bytes.count {
            let b = bytes[end]
            if b == UInt8(ascii: "\"") { return end - i - 1 }
            if b == UInt8(ascii: "\\") || b < 0x20 || b >= 0x80 { return nil }
            end += 1
        }
        return nil
    }

    /// Reads a string starting at the opening quote, validating UTF-8 and escapes.
    ///
    /// JSON5 strings are read here while they are JSON strings: where JSON's would fail, the
    /// string is read again from its quote by ``readJSON5String(from:)``.
    package mutating func readString() throws(Failure) -> Swift.String {
        let open = i
        i += 1
        var scalars = Swift.String.UnicodeScalarView()
        var runStart = i
        var plain = true
        while true {
            guard i < bytes.count else {
                if json5 { return try readJSON5String(from: open) }
                throw fail(.unexpectedEnd)
            }
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                if plain {
                    // Fast path: no escapes, already validated below.
                    let s = Swift.String(decoding: bytes[runStart..<i], as: UTF8.self)
                    i += 1
                    return s
                }
                i += 1
                return Swift.String(scalars)
            }
            if b < 0x20 {
                if json5 { return try readJSON5String(from: open) }
                throw fail(.controlCharacterInString)
            }
            if b == UInt8(ascii: "\\") {
                if plain {
                    scalars.append(contentsOf: Swift.String(decoding: bytes[runStart..<i], as: UTF8.self).unicodeScalars)
                    plain = false
                }
                let escStart = i
                i += 1
                guard i < bytes.count else {
                    if json5 { return try readJSON5String(from: open) }
                    throw fail(.unexpectedEnd)
                }
                let e = bytes[i]
                i += 1
                switch e {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    scalars.append(try unicodeEscape(escStart))
                default:
                    if json5 { return try readJSON5String(from: open) }
                    throw fail(.invalidEscape("\\" + describe(i - 1).trimmingQuotes), escStart)
                }
                runStart = i
                continue
            }
            if b < 0x80 {
                if !plain { scalars.append(UnicodeScalar(b)) }
                i += 1
                continue
            }
            let scalar = try decodeUTF8()
            if !plain { scalars.append(scalar) }
            // JSON allows it; JSON5 §5.2 asks for a warning (the 3 bytes just read).
            if json5, scalar == "\u{2028}" || scalar == "\u{2029}" { note(.lineSeparatorInString, at: i - 3) }
        }
    }

    /// Reads the `XXXX` of a `\\uXXXX` escape starting at `escStart`, and a second escape after
    /// it when the two are a surrogate pair.
    package mutating func unicodeEscape(_ escStart: Int) throws(Failure) -> UnicodeScalar {
        var code = try hex4(escStart)
        if (0xD800...0xDBFF).contains(code) {
            guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                throw fail(.invalidEscape("lone surrogate"), escStart)
            }
            i += 2
            let low = try hex4(escStart)
            guard (0xDC00...0xDFFF).contains(low) else { throw fail(.invalidEscape("lone surrogate"), escStart) }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(code) {
            throw fail(.invalidEscape("lone surrogate"), escStart)
        }
        guard let scalar = UnicodeScalar(code) else { throw fail(.invalidEscape("\\u"), escStart) }
        return scalar
    }

    package mutating func hex4(_ escStart: Int) throws(Failure) -> UInt32 {
        guard i + 4 <= bytes.count else { throw fail(.invalidEscape("\\u"), escStart) }
        var v: UInt32 = 0
        for k in 0..<4 {
            let c = bytes[i + k]
            let d: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(c - UInt8(ascii: "A") + 10)
            default: throw fail(.invalidEscape("\\u"), escStart)
            }
            v = v << 4 | d
        }
        i += 4
        return v
    }

    /// Decodes one multi-byte UTF-8 scalar at `i`, rejecting overlongs and surrogates.
    package mutating func decodeUTF8() throws(Failure) -> UnicodeScalar {
        guard let (scalar, length) = scalar(at: i) else { throw fail(.invalidUTF8) }
        i += length
        return scalar
    }

    /// The multi-byte UTF-8 scalar at `k` and its length in bytes; `nil` if the bytes there are
    /// not one (an overlong form and a surrogate are not).
    @inline(__always)
    package func scalar(at k: Int) -> (UnicodeScalar, Int)? {
        let b0 = bytes[k]
        let need: Int
        var v: UInt32
        switch b0 {
        case 0xC2...0xDF: need = 1; v = UInt32(b0 & 0x1F)
        case 0xE0...0xEF: need = 2; v = UInt32(b0 & 0x0F)
        case 0xF0...0xF4: need = 3; v = UInt32(b0 & 0x07)
        default: return nil
        }
        guard k + need < bytes.count else { return nil }
        for n in 1...need {
            let b = bytes[k + n]
            guard b & 0xC0 == 0x80 else { return nil }
            v = v << 6 | UInt32(b & 0x3F)
        }
        let minimum: UInt32 = need == 1 ? 0x80 : need == 2 ? 0x800 : 0x10000
        guard v >= minimum, v <= 0x10FFFF, !(0xD800...0xDFFF).contains(v), let scalar = UnicodeScalar(v) else { return nil }
        return (scalar, need + 1)
    }
}

extension String {
    fileprivate var trimmingQuotes: String { filter { $0 != "'" } }
}
