/// Contiguous storage of one value kind. Composite values (typography, borders, shadow layers…)
/// are stored whole, one struct per cell: a look-up reads one cell, not five parallel arrays.
package protocol Column {
    associatedtype Element
    /// Creates `count` copies of `element`.
    init(repeating element: Element, count: Int)
    /// The number of elements.
    var count: Int { get }
    /// Reads or writes element `i`.
    subscript(i: Int) -> Element { get set }
    /// Appends `n` copies of `element`.
    mutating func append(repeating element: Element, count n: Int)
}

extension Column {
    /// A copy with no spare capacity: a column grown cell by cell keeps up to half its
    /// allocation unused, and a resolved theme keeps its columns for its whole life.
    func compacted(filler: Element) -> Self {
        var exact = Self(repeating: filler, count: count)
        for i in 0..<count { exact[i] = self[i] }
        return exact
    }
}

extension ContiguousArray: Column {
    @inlinable
    package mutating func append(repeating element: Element, count n: Int) {
        append(contentsOf: repeatElement(element, count: n))
    }
}

/// Placeholder values for unwritten cells (absent values read as these).
enum Placeholder {
    static let color = Color(rgba: .zero)
    static let dimension = Dimension(0, .px)
    static let number = Number(0)
    static let fontFamily = FontFamily(id: 0)
    static let fontWeight = FontWeight(400)
    static let duration = TokenDuration(0, .milliseconds)
    static let cubicBezier = CubicBezier(0, 0, 1, 1)
    static let strokeStyle = StrokeStyle(keyword: .solid)
    static let shadow = Shadow(layers: .empty)
    static let typography = Typography(fontFamily: fontFamily, fontSize: dimension, fontWeight: fontWeight, letterSpacing: dimension, lineHeight: 1)
    static let border = Border(color: color, width: dimension, style: strokeStyle)
    static let transition = Transition(duration: duration, delay: duration, timingFunction: cubicBezier)
    static let gradient = Gradient(stops: .empty)
    static let string = TokenString(id: 0)
    static let boolean = TokenBoolean(false)
    static let shadowLayer = ShadowLayer(color: color, offsetX: dimension, offsetY: dimension, blur: dimension, spread: dimension)
    static let gradientStop = GradientStop(color: color, position: 0)
}
