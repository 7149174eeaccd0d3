/// A token's value with its pooled parts expanded, for exports, tools and tests.
///
/// Renderers should read typed handles from a ``ModeTable`` instead: this form allocates.
public enum ResolvedValue: Sendable, Hashable {
    case color(Color)
    case dimension(Dimension)
    case number(Double)
    case fontFamily([String])
    case fontWeight(Double)
    case duration(TokenDuration)
    case cubicBezier(CubicBezier)
    case strokeStyle(StrokeStyle.Keyword, dashes: [Dimension], lineCap: StrokeStyle.LineCap)
    case shadow([ShadowLayer])
    case typography(fontFamily: [String], fontSize: Dimension, fontWeight: Double, letterSpacing: Dimension, lineHeight: Double)
    case border(color: Color, width: Dimension, style: ResolvedStroke)
    case transition(Transition)
    case gradient([GradientStop])

    /// A stroke style with its dashes expanded.
    public struct ResolvedStroke: Sendable, Hashable {
        public var keyword: StrokeStyle.Keyword
        public var dashes: [Dimension]
        public var lineCap: StrokeStyle.LineCap
    }
}

extension ModeTable {
    /// The value of the token with graph id `id`, expanded; or why it has none.
    public func resolvedValue(ofTokenAt id: Int) -> Result<ResolvedValue, LookupError> {
        let graph = theme.graph
        let type = graph.types[id]
        let i = Int(graph.kindIndex[id])
        if let reason = unavailability(of: type, index: i) {
            return .failure(LookupError(reason: reason, token: graph.paths[id], mode: theme.axes.describe(mode)))
        }
        func stroke(_ st: StrokeStyle) -> ResolvedValue.ResolvedStroke {
            ResolvedValue.ResolvedStroke(keyword: st.keyword, dashes: dashes(of: st), lineCap: st.lineCap)
        }
        switch type {
        case .color: return .success(.color(colors[i]))
        case .dimension: return .success(.dimension(dimensions[i]))
        case .number: return .success(.number(numbers[i].value))
        case .fontFamily: return .success(.fontFamily(theme.fontFamilyNames(fontFamilies[i])))
        case .fontWeight: return .success(.fontWeight(fontWeights[i].value))
        case .duration: return .success(.duration(durations[i]))
        case .cubicBezier: return .success(.cubicBezier(cubicBeziers[i]))
        case .strokeStyle:
            let st = strokeStyles[i]
            return .success(.strokeStyle(st.keyword, dashes: dashes(of: st), lineCap: st.lineCap))
        case .shadow: return .success(.shadow(layers(of: shadows[i])))
        case .typography:
            let t = typographies[i]
            return .success(
                .typography(
                    fontFamily: theme.fontFamilyNames(t.fontFamily), fontSize: t.fontSize, fontWeight: t.fontWeight.value, letterSpacing: t.letterSpacing, lineHeight: t.lineHeight)
            )
        case .border:
            let b = borders[i]
            return .success(.border(color: b.color, width: b.width, style: stroke(b.style)))
        case .transition: return .success(.transition(transitions[i]))
        case .gradient: return .success(.gradient(stops(of: gradients[i])))
        }
    }

    /// The value of the token at `path`, expanded; `nil` if there is no such token.
    public func resolvedValue(at path: TokenPath) -> Result<ResolvedValue, LookupError>? {
        theme.graph.id(of: path).map { resolvedValue(ofTokenAt: $0) }
    }
}
