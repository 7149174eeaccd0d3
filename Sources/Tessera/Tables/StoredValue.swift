/// A token value type that describes its own storage: its slab column, its placeholder and how a
/// definition evaluates to it.
///
/// Per-type machinery (slabs, mode-table gathers, cell copies, expansion) is written once,
/// generically over this protocol; ``TokenType/dispatch(_:_:)`` is the one place a runtime
/// token type becomes a Swift type. The look-up subscripts of ``ModeTable`` stay concrete.
protocol StoredValue: TokenValue, SnapshotElement {
    /// The column one slab of this type is stored in (contiguous, so mode selection can copy
    /// cells through unsafe buffers).
    associatedtype Slab: Column where Slab == ContiguousArray<Self>
    /// The value unwritten and absent cells hold.
    static var placeholder: Self { get }
    /// The value a forbidden cell holds.
    static var forbiddenValue: Self { get }
    /// This type's slabs in a value store.
    static var slabs: WritableKeyPath<ValueStore, [Slab]> { get }
    /// This type's slabs in a theme read from a snapshot.
    static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<Self>?> { get }
    /// This type's dense column in a mode table.
    static var column: KeyPath<ModeTable, Slab> { get }
    /// Evaluates `expression` for the solver's current combination.
    static func evaluate(_ expression: Expr, in solver: inout Solver) -> (Self, CellStatus)
    /// This value with its pooled parts expanded.
    func resolved(in pools: ValuePools) -> ResolvedValue
}

extension StoredValue {
    static var forbiddenValue: Self { placeholder }
}

/// An operation generic over the stored value type, run on `Subject` by
/// ``TokenType/dispatch(_:_:)``.
protocol StoredValueVisitor {
    associatedtype Subject
    associatedtype Output
    func visit<Value: StoredValue>(_ type: Value.Type, _ subject: inout Subject) -> Output
}

extension TokenType {
    /// Runs `visitor` with this type's value type: the one switch from a runtime token type to a
    /// Swift type, so every caller is specialized per type.
    @inline(__always)
    func dispatch<Visitor: StoredValueVisitor>(_ visitor: Visitor, _ subject: inout Visitor.Subject) -> Visitor.Output {
        switch self {
        case .color: visitor.visit(Color.self, &subject)
        case .dimension: visitor.visit(Dimension.self, &subject)
        case .number: visitor.visit(Number.self, &subject)
        case .fontFamily: visitor.visit(FontFamily.self, &subject)
        case .fontWeight: visitor.visit(FontWeight.self, &subject)
        case .duration: visitor.visit(TokenDuration.self, &subject)
        case .cubicBezier: visitor.visit(CubicBezier.self, &subject)
        case .strokeStyle: visitor.visit(StrokeStyle.self, &subject)
        case .shadow: visitor.visit(Shadow.self, &subject)
        case .typography: visitor.visit(Typography.self, &subject)
        case .border: visitor.visit(Border.self, &subject)
        case .transition: visitor.visit(Transition.self, &subject)
        case .gradient: visitor.visit(Gradient.self, &subject)
        case .string: visitor.visit(TokenString.self, &subject)
        case .boolean: visitor.visit(TokenBoolean.self, &subject)
        }
    }
}

/// The pools composite values index, and the font family lists: what expanding a value reads.
struct ValuePools: Sendable {
    var shadowLayers: ContiguousArray<ShadowLayer>
    var gradientStops: ContiguousArray<GradientStop>
    var dashes: ContiguousArray<Dimension>
    var fontFamilies: [[String]]

    func layers(of shadow: Shadow) -> [ShadowLayer] { shadow.layers.indices.map { shadowLayers[$0] } }
    func stops(of gradient: Gradient) -> [GradientStop] { gradient.stops.indices.map { gradientStops[$0] } }
    func dashes(of style: StrokeStyle) -> [Dimension] { style.dashes.indices.map { dashes[$0] } }
    func names(of family: FontFamily) -> [String] { fontFamilies[Int(family.id)] }
    /// String values share the family pool as one-name lists (see ``TokenString``).
    func text(of string: TokenString) -> String { fontFamilies[Int(string.id)].first ?? "" }
    func stroke(_ style: StrokeStyle) -> ResolvedValue.ResolvedStroke {
        ResolvedValue.ResolvedStroke(keyword: style.keyword, dashes: dashes(of: style), lineCap: style.lineCap)
    }
}
