import TesseraModel

extension DTCGValueReader {
    /// A border object `{color, width, style}`. In the compatible mode a border without a
    /// style is read as Style Dictionary's CSS shorthand writes it: style `none`, which draws
    /// no border. DTCG's stroke styles have no `none`, and CSS computes the width of a `none`
    /// border as 0, so Tessera reads it as a 0px solid border of the color (a deviation).
    package mutating func borderObject(_ node: JSONDocument.Node) throws(Failed) -> TokenExpression {
        let object = try resolved(node)
        if mode == .compatible, doc.kind(object) == .object, doc.member(object, "style") == nil, doc.member(object, "width") != nil {
            diagnostics.deviation(
                .nonDTCGValue,
                "border without style: Style Dictionary's CSS shorthand writes none, which draws no border (CSS computes the width of a none border as 0); read as 0px solid",
                at: doc.location(object), token: token)
            let f = try fields(node, ["color", "width"], type: "border")
            return .border(BorderExpression(color: try value(f[0], type: .color), width: .dimension(TokenDimension(0)), style: .strokeStyle(.solid)))
        }
        let f = try fields(node, ["color", "width", "style"], type: "border")
        return .border(BorderExpression(color: try value(f[0], type: .color), width: try value(f[1], type: .dimension), style: try value(f[2], type: .strokeStyle)))
    }
}
