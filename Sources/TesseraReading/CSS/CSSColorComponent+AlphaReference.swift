import TesseraModel

extension CSSColorComponent {
    /// The alpha of `rgba({color}, alpha)` when it is a reference or math (`rgba({c},
    /// {opacity.half})`, which Tokens Studio's documentation recommends: an opacity kept in a
    /// number token), as an amount computed in each mode; `nil` for a literal alpha.
    package static func alphaAmount(_ text: String) -> TokenExpression? {
        guard text.contains("{") else { return nil }
        if let path = DTCGAlias.dottedPath(text) { return .alias(TokenPath(path)) }
        guard case .success(let math?) = MathExpressionParser.parse(text) else { return nil }
        return .math(math)
    }
}
