import TesseraColorModel
import TesseraModel
import TesseraTables

extension CSSExport {
    /// A CSS value for a resolved token value, with colors written by `color`.
    package static func css(_ value: ResolvedValue, color: (TokenColor) -> String = hex) -> String { value.cssText(color: color) }

    /// Whether a value holds a color (and so has a wide-gamut form).
    package static func hasColor(_ value: ResolvedValue) -> Bool {
        switch value {
        case .color, .shadow, .border, .gradient: true
        default: false
        }
    }

    /// `#rrggbb`, or `#rrggbbaa` when translucent (see ``CSSText/hex(_:)``).
    package static func hex(_ c: TokenColor) -> String { CSSText.hex(c) }

    /// `x` rounded to 4 decimals, as JSON prints numbers.
    package static func number(_ x: Double) -> String { CSSText.number(x) }

    /// `color(<space> r g b [/ a])`.
    package static func color(_ c: TokenColor, in space: ColorTarget.CSSName) -> String {
        let parts = [c.red, c.green, c.blue].map { number(Double($0)) }.joined(separator: " ")
        let alpha = c.alpha < 1 ? " / \(number(Double(c.alpha)))" : ""
        return "color(\(space.functionName) \(parts)\(alpha))"
    }

    /// A CSS length (see ``CSSText/length(_:)``).
    package static func length(_ d: TokenDimension) -> String { CSSText.length(d) }

    /// What CSS cannot accept in a value: a negative shadow blur or border width (CSS rejects
    /// the whole declaration, so the property would silently be unset); `nil` when valid.
    package static func invalidPart(of value: ResolvedValue) -> String? {
        switch value {
        case .shadow(let layers):
            for (i, layer) in layers.enumerated() where layer.blur.value < 0 {
                let which = layers.count > 1 ? "layer \(i + 1) of the shadow" : "the shadow"
                return "\(which) has a negative blur (\(number(layer.blur.value))\(layer.blur.unit.name))"
            }
        case .border(_, let width, _) where width.value < 0:
            return "the border has a negative width (\(number(width.value))\(width.unit.name))"
        default: break
        }
        return nil
    }
}
