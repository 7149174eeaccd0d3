import TesseraModel

/// The tokens a run leaves out of its output, by reason, as one error a user cannot miss among
/// hundreds of warnings: `12 tokens left out: 10 unsupported-type (shadow.100, shadow.200, …),
/// 2 invalid-value (…)`.
///
/// A token is left out when a reader rejected it (a type Tessera has no column for, a type that
/// cannot be determined, a value no reading fits) or when an error names it (its value, or a
/// value it depends on, failed in some mode). Its reason is the rule of the first error naming
/// it, or of the first warning that left it out (unsupported type, unevaluable math).
public struct LeftOutReport: Sendable, Hashable {
    /// One reason and the tokens it left out, first found first.
    public struct Group: Sendable, Hashable {
        /// The rule id, with the `$type` for types Tessera does not read (`unsupported-type composition`).
        public var reason: String
        /// The tokens, in the order their diagnostics were found.
        public var tokens: [TokenPath]
    }

    /// The reasons, largest first (ties in the order first found).
    public private(set) var groups: [Group] = []

    /// How many tokens are left out.
    public var count: Int { groups.reduce(0) { $0 + $1.tokens.count } }

    /// Rules whose errors leave the token they name in the output: deviations `--strict` makes
    /// errors while the value is still read, and quality checks on a value that exists.
    package static let keepsToken: Set<DiagnosticRule> = [
        .nonDTCGValue, .nonDTCGType, .nonDTCGProperty, .legacyFormat, .jsonExtension, .typeContradiction, .reservedName, .hexMismatch, .invalidProperty,
        .toolConvention, .outOfGamut, .contrast,
    ]

    /// Rules whose warnings say the token they name is left out. (A `$type` Tessera does not
    /// read is warned about where it is declared, often on a group: its tokens are in the
    /// rejected list, with the type as their reason.)
    package static let leavingOut: Set<DiagnosticRule> = [.unevaluableMath, .unsupportedColorModifier, .typeUndeterminable]

    /// The tokens `diagnostics` name as failed or left out, and those in `rejected`.
    public init(diagnostics: [Diagnostic], rejected: RejectedTokens = RejectedTokens()) {
        var reasonOf: [TokenPath: String] = [:]
        var order: [String] = []
        var members: [String: [TokenPath]] = [:]
        func add(_ token: TokenPath, _ reason: String) {
            guard reasonOf[token] == nil else { return }
            reasonOf[token] = reason
            if members[reason] == nil { order.append(reason) }
            members[reason, default: []].append(token)
        }
        // Rejected tokens first: a group-level `$type` a reader does not read names the group,
        // and the token's own reason (`$type composition`) says more than a dependent's error.
        for path in rejected.paths { add(path, rejected.reason(of: path) ?? "rejected") }
        for d in diagnostics where d.severity == .error {
            guard let token = d.token, !token.rawValue.isEmpty, !Self.keepsToken.contains(d.rule) else { continue }
            add(token, d.ruleID)
        }
        for d in diagnostics where d.severity == .warning && Self.leavingOut.contains(d.rule) {
            guard let token = d.token else { continue }
            add(token, d.ruleID)
        }
        let groups = order.enumerated().map { Group(reason: $0.element, tokens: members[$0.element] ?? []) }
        self.groups = groups.enumerated().sorted { a, b in
            a.element.tokens.count != b.element.tokens.count ? a.element.tokens.count > b.element.tokens.count : a.offset < b.offset
        }.map(\.element)
    }

    /// The summary as one error diagnostic, `nil` when nothing is left out; `examples` tokens
    /// are named per reason.
    public func diagnostic(examples: Int = 3) -> Diagnostic? {
        guard count > 0 else { return nil }
        let parts = groups.map { g in
            let named = g.tokens.prefix(examples).map(\.rawValue).joined(separator: ", ") + (g.tokens.count > examples ? ", …" : "")
            return "\(g.tokens.count) \(g.reason) (\(named))"
        }
        let detail = "\(count) token\(count == 1 ? "" : "s") left out: " + parts.joined(separator: ", ")
        return Diagnostic(.error, .format(rule: .leftOut, detail: detail))
    }
}
