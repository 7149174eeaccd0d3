/// A resolved stroke style: a CSS keyword, or a dash pattern with a line cap.
@frozen
public struct TokenStrokeStyle: Sendable, Hashable {
    /// The DTCG stroke keywords, plus ``custom`` for dash patterns.
    public enum Keyword: UInt8, Sendable, Hashable, CaseIterable {
        case solid, dashed, dotted, double, groove, ridge, outset, inset
        /// A `dashArray` pattern; see ``TokenStrokeStyle/dashes``.
        case custom

        /// The keyword as DTCG spells it (`custom` has no spelling of its own).
        public var name: String { "\(self)" }

        /// Parses a DTCG keyword.
        public init?(name: String) {
            guard let k = Self.allCases.first(where: { $0 != .custom && $0.name == name }) else { return nil }
            self = k
        }
    }

    /// The DTCG line caps of a dash pattern.
    public enum LineCap: UInt8, Sendable, Hashable, CaseIterable {
        case round, butt, square

        /// The cap as DTCG spells it.
        public var name: String { "\(self)" }
    }

    /// The keyword, or ``Keyword/custom`` for a dash pattern.
    public var keyword: Keyword
    /// The line cap of a dash pattern (`butt` for keywords).
    public var lineCap: LineCap
    /// Where the dash lengths sit in the theme's pool (read them with ``ModeTable/dashes(of:)``); empty for keywords.
    public var dashes: PoolRange

    /// Creates a resolved stroke style.
    @inlinable
    public init(keyword: Keyword, lineCap: LineCap = .butt, dashes: PoolRange = .empty) {
        self.keyword = keyword
        self.lineCap = lineCap
        self.dashes = dashes
    }
}
