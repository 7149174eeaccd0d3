import TesseraColorModel
import TesseraModel
import TesseraTables

/// A stored value type the solver evaluates definitions to.
///
/// The compiler's knowledge of each value type: ``TokenType/dispatchSolved(_:_:)`` is where the
/// compiler turns a runtime token type into one of these.
package protocol SolvedValue: StoredValue {
    /// Evaluates `expression` for the solver's current combination.
    static func evaluate(_ expression: Expr, in solver: inout Solver) -> (Self, CellStatus)
}

/// An operation generic over the solved value type, run on `Subject` by
/// ``TokenType/dispatchSolved(_:_:)``.
package protocol SolvedValueVisitor {
    associatedtype Subject
    associatedtype Output
    func visit<Value: SolvedValue>(_ type: Value.Type, _ subject: inout Subject) -> Output
}

extension TokenType {
    /// Runs `visitor` with this type's value type, as the solver knows it.
    @inline(__always)
    package func dispatchSolved<Visitor: SolvedValueVisitor>(_ visitor: Visitor, _ subject: inout Visitor.Subject) -> Visitor.Output {
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

// Each value type's evaluation: one entry per type.
extension TokenColor: SolvedValue { package static func evaluate(_ e: Expr, in solver: inout Solver) -> (TokenColor, CellStatus) { solver.color(e) } }
extension TokenDimension: SolvedValue { package static func evaluate(_ e: Expr, in solver: inout Solver) -> (TokenDimension, CellStatus) { solver.dimension(e) } }
extension Number: SolvedValue {
    package static func evaluate(_ e: Expr, in solver: inout Solver) -> (Number, CellStatus) {
        let (n, s) = solver.number(e)
        return (Number(n), s)
    }
}
extension FontFamily: SolvedValue { package static func evaluate(_ e: Expr, in solver: inout Solver) -> (FontFamily, CellStatus) { solver.fontFamily(e) } }
extension FontWeight: SolvedValue { package static func evaluate(_ e: Expr, in solver: inout Solver) -> (FontWeight, CellStatus) { solver.fontWeight(e) } }
extension TokenDuration: SolvedValue { package static func evaluate(_ e: Expr, in solver: inout Solver) -> (TokenDuration, CellStatus) { solver.duration(e) } }
extension CubicBezier: SolvedValue { package static func evaluate(_ e: Expr, in solver: inout Solver) -> (CubicBezier, CellStatus) { solver.cubicBezier(e) } }
extension TokenStrokeStyle: SolvedValue { package static func evaluate(_ e: Expr, in solver: inout Solver) -> (TokenStrokeStyle, CellStatus) { solver.strokeStyle(e) } }
extension Shadow: SolvedValue { package static func evaluate(_ e: Expr, in solver: inout Solver) -> (Shadow, CellStatus) { solver.shadow(e) } }
extension Typography: SolvedValue { package static func evaluate(_ e: Expr, in solver: inout Solver) -> (Typography, CellStatus) { solver.typography(e) } }
extension Border: SolvedValue { package static func evaluate(_ e: Expr, in solver: inout Solver) -> (Border, CellStatus) { solver.border(e) } }
extension TokenTransition: SolvedValue { package static func evaluate(_ e: Expr, in solver: inout Solver) -> (TokenTransition, CellStatus) { solver.transition(e) } }
extension TokenGradient: SolvedValue { package static func evaluate(_ e: Expr, in solver: inout Solver) -> (TokenGradient, CellStatus) { solver.gradient(e) } }
extension TokenString: SolvedValue { package static func evaluate(_ e: Expr, in solver: inout Solver) -> (TokenString, CellStatus) { solver.string(e) } }
extension TokenBoolean: SolvedValue { package static func evaluate(_ e: Expr, in solver: inout Solver) -> (TokenBoolean, CellStatus) { solver.boolean(e) } }
