import TesseraColorModel
import TesseraModel
import TesseraTables

/// A stored value type as a snapshot holds it: its columns (``SnapshotElement``), its slabs in a
/// loaded theme, and the dense column a loaded theme builds for a mode.
///
/// The snapshot's knowledge of each value type: ``TokenType/dispatchSnapshot(_:_:)`` is where
/// the snapshot turns a runtime token type into one of these. Every one is a plain value (no
/// references), so a mode's column is written in place without first filling it with
/// placeholders, and the column of a type without tokens (its sink slot only) is shared.
package protocol SnapshotValue: StoredValue, SnapshotElement {
    /// This type's slabs in a theme read from a snapshot.
    static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<Self>?> { get }
    /// The column of a type with no tokens: just the sink slot, holding the placeholder.
    static var sinkOnlyColumn: ContiguousArray<Self> { get }
}

/// An operation generic over the snapshot value type, run on `Subject` by
/// ``TokenType/dispatchSnapshot(_:_:)``.
package protocol SnapshotValueVisitor {
    associatedtype Subject
    associatedtype Output
    func visit<Value: SnapshotValue>(_ type: Value.Type, _ subject: inout Subject) -> Output
}

extension TokenType {
    /// Runs `visitor` with this type's value type, as the snapshot knows it.
    @inline(__always)
    package func dispatchSnapshot<Visitor: SnapshotValueVisitor>(_ visitor: Visitor, _ subject: inout Visitor.Subject) -> Visitor.Output {
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

// Each type's slabs, and its sink-only column: fifteen one-slot arrays made once, where a table
// of a system that uses four types made eleven on every load.
extension TokenColor: SnapshotValue {
    package static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<TokenColor>?> { \.colors }
    package static let sinkOnlyColumn: ContiguousArray<TokenColor> = [placeholder]
}
extension TokenDimension: SnapshotValue {
    package static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<TokenDimension>?> { \.dimensions }
    package static let sinkOnlyColumn: ContiguousArray<TokenDimension> = [placeholder]
}
extension Number: SnapshotValue {
    package static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<Number>?> { \.numbers }
    package static let sinkOnlyColumn: ContiguousArray<Number> = [placeholder]
}
extension FontFamily: SnapshotValue {
    package static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<FontFamily>?> { \.fontFamilies }
    package static let sinkOnlyColumn: ContiguousArray<FontFamily> = [placeholder]
}
extension FontWeight: SnapshotValue {
    package static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<FontWeight>?> { \.fontWeights }
    package static let sinkOnlyColumn: ContiguousArray<FontWeight> = [placeholder]
}
extension TokenDuration: SnapshotValue {
    package static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<TokenDuration>?> { \.durations }
    package static let sinkOnlyColumn: ContiguousArray<TokenDuration> = [placeholder]
}
extension CubicBezier: SnapshotValue {
    package static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<CubicBezier>?> { \.cubicBeziers }
    package static let sinkOnlyColumn: ContiguousArray<CubicBezier> = [placeholder]
}
extension TokenStrokeStyle: SnapshotValue {
    package static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<TokenStrokeStyle>?> { \.strokeStyles }
    package static let sinkOnlyColumn: ContiguousArray<TokenStrokeStyle> = [placeholder]
}
extension Shadow: SnapshotValue {
    package static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<Shadow>?> { \.shadows }
    package static let sinkOnlyColumn: ContiguousArray<Shadow> = [placeholder]
}
extension Typography: SnapshotValue {
    package static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<Typography>?> { \.typographies }
    package static let sinkOnlyColumn: ContiguousArray<Typography> = [placeholder]
}
extension Border: SnapshotValue {
    package static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<Border>?> { \.borders }
    package static let sinkOnlyColumn: ContiguousArray<Border> = [placeholder]
}
extension TokenTransition: SnapshotValue {
    package static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<TokenTransition>?> { \.transitions }
    package static let sinkOnlyColumn: ContiguousArray<TokenTransition> = [placeholder]
}
extension TokenGradient: SnapshotValue {
    package static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<TokenGradient>?> { \.gradients }
    package static let sinkOnlyColumn: ContiguousArray<TokenGradient> = [placeholder]
}
extension TokenString: SnapshotValue {
    package static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<TokenString>?> { \.strings }
    package static let sinkOnlyColumn: ContiguousArray<TokenString> = [placeholder]
}
extension TokenBoolean: SnapshotValue {
    package static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<TokenBoolean>?> { \.booleans }
    package static let sinkOnlyColumn: ContiguousArray<TokenBoolean> = [placeholder]
}
