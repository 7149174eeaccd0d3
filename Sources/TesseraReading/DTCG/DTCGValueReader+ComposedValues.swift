import TesseraModel

/// Values whose references are resolved in each mode before the value is: Tokens Studio's
/// nested references and Terrazzo's cubic Béziers with references to numbers.
extension DTCGValueReader {
    /// Tokens Studio's nested reference, `{colors.{primary}.500}`: the inner references first,
    /// their values making the path of the outer one, in each mode. `nil` for any other string.
    package mutating func nestedReference(_ s: String, at node: JSONDocument.Node) -> TokenExpression? {
        guard s.hasPrefix("{"), s.hasSuffix("}"), s.utf8.count > 2 else { return nil }
        let inner = String(s.dropFirst().dropLast())
        guard inner.contains("{"), let parts = Self.templateParts(inner),
            parts.allSatisfy({ if case .string(let t) = $0 { !t.contains("{") && !t.contains("}") } else { true } })
        else { return nil }
        diagnostics.deviation(
            .nonDTCGValue, "nested reference \(s): the inner references are resolved first, in each mode, and name the token (Tokens Studio; deprecated there)",
            at: doc.location(node), token: token)
        return .composedAlias(parts)
    }

    /// A cubic Bézier `[x1, y1, x2, y2]` whose coordinates may reference number tokens, as
    /// Terrazzo reads them: the curve in each mode. Literal x coordinates are checked here, the
    /// referenced ones where they resolve.
    package mutating func cubicBezierValue(_ node: JSONDocument.Node) throws(Failed) -> TokenExpression {
        guard let items = doc.array(node), items.count == 4, items.contains(where: { DTCGAlias.dottedPath(of: $0, in: doc) != nil }) else {
            return .cubicBezier(try cubicBezier(node))
        }
        var points: [TokenExpression] = []
        for (k, item) in items.enumerated() {
            if let path = DTCGAlias.dottedPath(of: item, in: doc) {
                points.append(.alias(TokenPath(path)))
            } else if let n = doc.number(item) {
                if k % 2 == 0, !(0...1).contains(n) { throw fail(item, "cubic Bézier x coordinates must lie in 0...1") }
                points.append(.number(n))
            } else {
                throw fail(item, "a cubic Bézier coordinate is a number or a reference to a number token")
            }
        }
        diagnostics.deviation(
            .nonDTCGValue, "cubic Bézier with references to number tokens, read in each mode (as Terrazzo does); DTCG's is four numbers", at: doc.location(node),
            token: token)
        return .cubicBezierPoints(points)
    }
}
