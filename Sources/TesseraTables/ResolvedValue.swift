import TesseraColorModel
import TesseraModel

/// A token's value with its pooled parts expanded, for exports, tools and tests.
///
/// Renderers should read typed handles from a ``ModeTable`` instead: this form allocates.
public enum ResolvedValue: Sendable, Hashable {
    case color(TokenColor)
    case dimension(TokenDimension)
    case number(Double)
    case fontFamily([String])
    case fontWeight(Double)
    case duration(TokenDuration)
    case cubicBezier(CubicBezier)
    case strokeStyle(TokenStrokeStyle.Keyword, dashes: [TokenDimension], lineCap: TokenStrokeStyle.LineCap)
    case shadow([ShadowLayer])
    case typography(fontFamily: [String], fontSize: TokenDimension, fontWeight: Double, letterSpacing: TokenDimension, lineHeight: Double)
    case border(color: TokenColor, width: TokenDimension, style: ResolvedStroke)
    case transition(TokenTransition)
    case gradient([GradientStop])
    /// A `string` token's text.
    case string(String)
    /// A `boolean` token's flag.
    case boolean(Bool)

    /// A stroke style with its dashes expanded.
    public struct ResolvedStroke: Sendable, Hashable {
        /// The line style keyword (`solid`, `dashed`…), or `custom` with ``dashes``.
        public var keyword: TokenStrokeStyle.Keyword
        /// The dash pattern, for custom styles.
        public var dashes: [TokenDimension]
        /// The line cap of a custom dash pattern.
        public var lineCap: TokenStrokeStyle.LineCap

        package init(keyword: TokenStrokeStyle.Keyword, dashes: [TokenDimension], lineCap: TokenStrokeStyle.LineCap) {
            self.keyword = keyword
            self.dashes = dashes
            self.lineCap = lineCap
        }
    }
}

extension ModeTable {
    /// The value of the token with graph id `id`, expanded; or why it has none.
    package func resolvedValue(ofTokenAt id: Int) -> Result<ResolvedValue, LookupError> {
        let catalog = theme.catalog
        let type = catalog.types[id]
        let i = Int(catalog.kindIndex[id])
        if let reason = unavailability(of: type, index: i) {
            return .failure(LookupError(reason: reason, token: catalog.paths[id], mode: theme.axes.describe(mode)))
        }
        var table = self
        return .success(type.dispatch(Expand(index: i, pools: theme.pools), &table))
    }

    /// The value of the token at `path`, expanded; `nil` if there is no such token.
    public func resolvedValue(at path: TokenPath) -> Result<ResolvedValue, LookupError>? {
        theme.catalog.id(of: path).map { resolvedValue(ofTokenAt: $0) }
    }
}

/// Expands the value at one dense index of a mode table.
private struct Expand: StoredValueVisitor {
    package let index: Int
    package let pools: ValuePools

    package func visit<Value: StoredValue>(_: Value.Type, _ table: inout ModeTable) -> ResolvedValue {
        table.columns[keyPath: Value.column][index].resolved(in: pools)
    }
}
