import TesseraModel
import TesseraTables

extension Solver {
    /// The CSS text of a template part computed in the current combination: math as a length
    /// (a unitless result is pixels, as Tokens Studio's transforms write a multi-value's
    /// numbers, except 0), a modified color as `rgba(r, g, b, alpha)`, the form sd-transforms'
    /// `ts/color/css/hexrgba` writes where Tokens Studio wrote `rgba({color}, alpha)`.
    package mutating func computedText(_ part: Expr) -> (String, CellStatus) {
        if case .math = part {
            guard case (let q?, let status) = quantity(part) else { return ("", .absent) }
            if q.unit == nil, q.value == 0 { return ("0", status) }
            return (CSSText.length(TokenDimension(q.value, q.unit ?? .px)), status)
        }
        let (c, status) = color(part)
        guard status == .ok else { return ("", status) }
        let channels = [c.red, c.green, c.blue].map { CSSText.number(Double($0) * 255) }
        return ("rgba(\(channels.joined(separator: ", ")), \(CSSText.number(Double(c.alpha))))", status)
    }
}
