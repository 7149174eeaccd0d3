import TesseraColorModel
import TesseraModel

/// A token value type as tables store it: its slab column, its placeholder and its expansion.
///
/// Per-type machinery of the tables (slabs, mode-table gathers, cell copies, expansion) is
/// written once, generically over this protocol; ``TokenType/dispatch(_:_:)`` is where a runtime
/// token type becomes a Swift type. The compiler and the snapshot add what they know of each
/// type in protocols of their own, each with its own dispatch. The look-up subscripts of
/// ``ModeTable`` stay concrete.
@usableFromInline package protocol StoredValue: TokenValue {
    /// The column one slab of this type is stored in (contiguous, so mode selection can copy
    /// cells through unsafe buffers).
    associatedtype Slab: Column where Slab == ContiguousArray<Self>
    /// The value unwritten and absent cells hold.
    static var placeholder: Self { get }
    /// The value a forbidden cell holds.
    static var forbiddenValue: Self { get }
    /// This type's slabs in a value store.
    static var slabs: WritableKeyPath<ValueStore, [Slab]> { get }
    /// This type's dense column in a mode's columns.
    static var column: WritableKeyPath<ModeColumns, Slab> { get }
    /// This value with its pooled parts expanded.
    func resolved(in pools: ValuePools) -> ResolvedValue
}

extension StoredValue {
    @inlinable package static var forbiddenValue: Self { placeholder }
}

/// An operation generic over the stored value type, run on `Subject` by
/// ``TokenType/dispatch(_:_:)``.
@usableFromInline package protocol StoredValueVisitor {
    associatedtype Subject
    associatedtype Output
    func visit<Value: StoredValue>(_ type: Value.Type, _ subject: inout Subject) -> Output
}

extension TokenType {
    /// Runs `visitor` with this type's value type: the one switch from a runtime token type to a
    /// Swift type, so every caller is specialized per type.
    @inlinable @inline(__always)
    package func dispatch<Visitor: StoredValueVisitor>(_ visitor: Visitor, _ subject: inout Visitor.Subject) -> Visitor.Output {
        switch self {
        case .color: visitor.visit(TokenColor.self, &subject)
        case .dimension: visitor.visit(TokenDimension.self, &subject)
        case .number: visitor.visit(Number.self, &subject)
        case .fontFamily: visitor.visit(FontFamily.self, &subject)
        case .fontWeight: visitor.visit(FontWeight.self, &subject)
        case .duration: visitor.visit(TokenDuration.self, &subject)
        case .cubicBezier: visitor.visit(CubicBezier.self, &subject)
        case .strokeStyle: visitor.visit(TokenStrokeStyle.self, &subject)
        case .shadow: visitor.visit(Shadow.self, &subject)
        case .typography: visitor.visit(Typography.self, &subject)
        case .border: visitor.visit(Border.self, &subject)
        case .transition: visitor.visit(TokenTransition.self, &subject)
        case .gradient: visitor.visit(TokenGradient.self, &subject)
        case .string: visitor.visit(TokenString.self, &subject)
        case .boolean: visitor.visit(TokenBoolean.self, &subject)
        }
    }
}

/// The pools composite values index, and the font family lists: what expanding a value reads.
@usableFromInline package struct ValuePools: Sendable {
    package var shadowLayers: ContiguousArray<ShadowLayer>
    package var gradientStops: ContiguousArray<GradientStop>
    package var dashes: ContiguousArray<TokenDimension>
    package var fontFamilies: [[String]]

    package init(shadowLayers: ContiguousArray<ShadowLayer>, gradientStops: ContiguousArray<GradientStop>, dashes: ContiguousArray<TokenDimension>, fontFamilies: [[String]]) {
        self.shadowLayers = shadowLayers
        self.gradientStops = gradientStops
        self.dashes = dashes
        self.fontFamilies = fontFamilies
    }

    package func layers(of shadow: Shadow) -> [ShadowLayer] { shadow.layers.indices.map { shadowLayers[$0] } }
    package func stops(of gradient: TokenGradient) -> [GradientStop] { gradient.stops.indices.map { gradientStops[$0] } }
    package func dashes(of style: TokenStrokeStyle) -> [TokenDimension] { style.dashes.indices.map { dashes[$0] } }
    package func names(of family: FontFamily) -> [String] { fontFamilies[Int(family.id)] }
    /// String values share the family pool as one-name lists (see ``TokenString``).
    package func text(of string: TokenString) -> String { fontFamilies[Int(string.id)].first ?? "" }
    package func stroke(_ style: TokenStrokeStyle) -> ResolvedValue.ResolvedStroke {
        ResolvedValue.ResolvedStroke(keyword: style.keyword, dashes: dashes(of: style), lineCap: style.lineCap)
    }
}
