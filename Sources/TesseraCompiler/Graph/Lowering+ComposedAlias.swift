import TesseraModel

extension Lowering {
    /// A composed alias (``TokenExpression/composedAlias(_:)``): its key parts as a template,
    /// and as candidates every token of the slot's type whose path fits the literal parts, a
    /// reference part standing for any non-empty text.
    package mutating func lowerComposedAlias(_ parts: [TokenExpression], slot: Slot, token: TokenPath, location: SourceLocation?) -> Expr {
        var key: [Expr] = []
        var pattern: [String?] = []
        for part in parts {
            switch part {
            case .string(let text):
                key.append(.string(families.intern([text])))
                pattern.append(text)
            case .alias(let path):
                guard let id = ids[path.rawValue] else { return lower(.alias(path), type: .string, token: token, location: location) }
                key.append(.ref(id))
                pattern.append(nil)
            default:
                diagnostics.append(Diagnostic(.error, .invalidValue(expected: slot.name, detail: "a composed alias is text and references"), token: token, location: location))
                return .bad
            }
        }
        let wanted = slot.aliasType
        var candidates: [Int32] = []
        for (id, path) in paths.enumerated() where types[id] == wanted && Self.fits(path.rawValue, pattern) { candidates.append(Int32(id)) }
        guard !candidates.isEmpty else {
            let written = parts.map { if case .alias(let p) = $0 { "{\(p.rawValue)}" } else if case .string(let t) = $0 { t } else { "" } }.joined()
            diagnostics.append(Diagnostic(.error, .unknownReference(TokenPath(written), suggestion: nil), token: token, location: location))
            return .bad
        }
        return .pick(key: key, candidates: candidates)
    }

    /// Whether `path` is the literal parts of `pattern` in order, each `nil` part matching at
    /// least one character.
    package static func fits(_ path: String, _ pattern: [String?]) -> Bool {
        var rest = Substring(path)
        for (k, part) in pattern.enumerated() {
            guard let literal = part else { continue }
            let previousIsWild = k > 0 && pattern[k - 1] == nil
            if !previousIsWild {
                guard rest.hasPrefix(literal) else { return false }
                rest = rest.dropFirst(literal.count)
                continue
            }
            // After a wildcard: the literal's first place that leaves the wildcard non-empty (or,
            // for the last part, the place where the path ends).
            let isLast = k == pattern.count - 1
            guard let at = Self.place(of: literal, in: rest, last: isLast) else { return false }
            rest = rest[at...].dropFirst(literal.count)
        }
        return pattern.last == nil ? !rest.isEmpty : rest.isEmpty
    }

    private static func place(of literal: String, in text: Substring, last: Bool) -> Substring.Index? {
        if last {
            guard text.hasSuffix(literal), text.count > literal.count else { return nil }
            return text.index(text.endIndex, offsetBy: -literal.count)
        }
        guard !text.isEmpty else { return nil }
        var from = text.index(after: text.startIndex)
        while from <= text.endIndex {
            if text[from...].hasPrefix(literal) { return from }
            guard from < text.endIndex else { break }
            from = text.index(after: from)
        }
        return nil
    }
}
