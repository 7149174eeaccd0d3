import TesseraColorModel

/// The kinds of problem Tessera reports, each with a stable rule id.
public enum DiagnosticKind: Sendable, Hashable {
    /// Aliases form a cycle; `chain` starts and ends at the reporting token.
    case aliasCycle(chain: [TokenPath])
    /// An alias names no token.
    case unknownReference(TokenPath, suggestion: TokenPath?)
    /// An alias names a token its reader rejected (for its shape, name or type); the reason
    /// was reported where the token was written.
    case rejectedReference(TokenPath, rejectedAt: SourceLocation?)
    /// An alias (or composite field) targets a token of the wrong type.
    case typeMismatch(expected: TokenType, found: TokenType, target: TokenPath?)
    /// A literal does not have the shape or range its type requires.
    case invalidValue(expected: String, detail: String)
    /// An alias points up a tier.
    case tierViolation(from: Tier, to: Tier, target: TokenPath)
    /// A layer overrides a closed token.
    case closedTokenOverride(layer: String)
    /// A layer overrides a token that does not exist.
    case unknownOverrideTarget(layer: String, suggestion: TokenPath?)
    /// An abstract token has no definition in a concrete theme.
    case missingAbstractDefinition
    /// A converted color falls outside the target gamut in some modes.
    case outOfGamut(target: String, handling: GamutHandling, modes: [String])
    /// A token resolves to the forbidden value in some modes.
    case forbiddenValue(source: TokenPath, modes: [String])
    /// The same path is declared twice.
    case duplicateToken(first: SourceLocation?)
    /// A condition or mode names an axis that does not exist.
    case unknownAxis(String, valid: [String])
    /// A condition or mode names a context the axis does not have.
    case unknownContext(axis: String, context: String, valid: [String])
    /// A mode does not name an axis that has no default.
    case missingContext(axis: String, valid: [String])
    /// A mode names a context ambiguously (two contexts differ only by case).
    case ambiguousContext(axis: String, context: String, candidates: [String])
    /// An axis declaration is inconsistent (duplicate names, bad or circular fallbacks), or a
    /// mode selection names one axis twice.
    case invalidAxis(axis: String, detail: String)
    /// The token cannot be resolved because a token it depends on failed.
    case unresolvedDependency(TokenPath)
    /// A configured limit was exceeded.
    case limitExceeded(limit: String, value: Int, maximum: Int)
    /// A declared contrast pair falls short in a mode (`mode` empty: in every mode).
    case contrastFailure(foreground: TokenPath, background: TokenPath, shortfall: String, mode: String)
    /// A declared contrast pair cannot be judged.
    case invalidContrastPair(detail: String)
    /// A file's token whose type neither its `$type`, its groups nor an alias settles: it is
    /// left out. Worded when read (an untyped cycle reports every member, a million strings).
    case typeUndeterminable(TokenPath)
    /// A problem in a source file's format (DTCG, resolver, Gentle…) or in reading it, with its
    /// rule and a readable sentence.
    case format(rule: DiagnosticRule, detail: String)

    /// The rule, from the one vocabulary shared by graph and file-level problems.
    public var rule: DiagnosticRule {
        switch self {
        case .aliasCycle: .aliasCycle
        case .unknownReference: .unknownReference
        case .rejectedReference: .rejectedReference
        case .typeMismatch: .typeMismatch
        case .invalidValue: .invalidValue
        case .tierViolation: .tierViolation
        case .closedTokenOverride: .closedTokenOverride
        case .unknownOverrideTarget: .unknownOverrideTarget
        case .missingAbstractDefinition: .missingAbstractDefinition
        case .outOfGamut: .outOfGamut
        case .forbiddenValue: .forbiddenValue
        case .duplicateToken: .duplicateToken
        case .unknownAxis: .unknownAxis
        case .unknownContext: .unknownContext
        case .missingContext: .missingContext
        case .ambiguousContext: .ambiguousContext
        case .invalidAxis: .invalidAxis
        case .unresolvedDependency: .unresolvedDependency
        case .limitExceeded: .limitExceeded
        case .contrastFailure: .contrast
        case .invalidContrastPair: .contrastPair
        case .typeUndeterminable: .typeUndeterminable
        case .format(let rule, _): rule
        }
    }

    /// The stable rule id, such as `alias-cycle`.
    public var ruleID: String { rule.rawValue }

    /// A readable sentence.
    public var message: String {
        switch self {
        case .aliasCycle(let chain):
            return "alias cycle: " + chain.map(\.rawValue).joined(separator: " → ")
        case .unknownReference(let path, let suggestion):
            return "unknown reference {\(path)}" + (suggestion.map { "; did you mean {\($0)}?" } ?? "")
        case .rejectedReference(let path, let location):
            return "{\(path)} points at a token that was rejected" + (location.map { " at \($0)" } ?? "") + "; fix the error reported there"
        case .typeMismatch(let expected, let found, let target):
            if let target { return "expected a \(expected) but {\(target)} is a \(found)" }
            return "expected a \(expected) but found a \(found)"
        case .invalidValue(let expected, let detail):
            return "invalid \(expected) value: \(detail)"
        case .tierViolation(let from, let to, let target):
            return "a \(from) token may not alias the \(to) token {\(target)}: aliases point down the tiers (component → semantic → raw)"
        case .closedTokenOverride(let layer):
            return "token is closed and cannot be overridden (layer \(layer))"
        case .unknownOverrideTarget(let layer, let suggestion):
            return "layer \(layer) overrides a token that does not exist" + (suggestion.map { "; did you mean \($0)?" } ?? "")
        case .missingAbstractDefinition:
            return "abstract token has no definition in this theme"
        case .outOfGamut(let target, let handling, let modes):
            let what =
                switch handling {
                case .clip: "clipped"
                case .map: "mapped into it"
                case .keep: "kept unbounded"
                case .error: "rejected"
                }
            return "color is outside the \(target) gamut (\(what)) in \(modes.joined(separator: "; "))"
        case .forbiddenValue(let source, let modes):
            let via = source.rawValue.isEmpty ? "" : " (from \(source))"
            return "resolves to the forbidden value\(via) in \(modes.joined(separator: "; "))"
        case .duplicateToken(let first):
            return "token is declared twice" + (first.map { "; first declared at \($0)" } ?? "")
        case .unknownAxis(let axis, let valid):
            if valid.isEmpty { return "unknown axis '\(axis)'; this design system declares no axes" }
            return "unknown axis '\(axis)'; valid axes: \(valid.joined(separator: ", "))"
        case .unknownContext(let axis, let context, let valid):
            return "unknown context '\(context)' for axis '\(axis)'; valid contexts: \(valid.joined(separator: ", "))"
        case .missingContext(let axis, let valid):
            return "axis '\(axis)' has no default; choose one of: \(valid.joined(separator: ", "))"
        case .ambiguousContext(let axis, let context, let candidates):
            return "context '\(context)' of axis '\(axis)' is ambiguous: \(candidates.joined(separator: ", ")) differ only by case"
        case .invalidAxis(let axis, let detail):
            return "invalid axis '\(axis)': \(detail)"
        case .unresolvedDependency(let path):
            return "cannot be resolved because {\(path)} failed"
        case .limitExceeded(let limit, let value, let maximum):
            return "\(limit) is \(value), above the limit of \(maximum)"
        case .contrastFailure(let foreground, let background, let shortfall, let mode):
            return "\(foreground) on \(background) \(shortfall) in " + (mode.isEmpty ? "every mode" : mode)
        case .invalidContrastPair(let detail):
            return detail
        case .typeUndeterminable(let path):
            return "the type of \(path) cannot be determined: give it a $type, put it in a group with one, or alias a typed token"
        case .format(_, let detail):
            return detail
        }
    }
}
