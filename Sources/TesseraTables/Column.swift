import TesseraColorModel
import TesseraModel

/// Contiguous storage of one value kind. Composite values (typography, borders, shadow layers…)
/// are stored whole, one struct per cell: a look-up reads one cell, not five parallel arrays.
@usableFromInline package protocol Column {
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
    package func compacted(filler: Element) -> Self {
        var exact = Self(repeating: filler, count: count)
        for i in 0..<count { exact[i] = self[i] }
        return exact
    }
}

/// Whether a copy at the exact size would free a worthwhile part of an allocation of `capacity`
/// elements holding `count`: more than an eighth of it and more than a page.
///
/// An array that placement sized once has no more spare room than a fresh allocation of its
/// count would round up to, so copying it only writes it whole again: at 100k tokens that was
/// several MiB written per compile to memory no longer in cache. Pools grown by appending keep
/// up to half their allocation spare and are still copied.
package func isWorthCompacting(count: Int, capacity: Int, stride: Int) -> Bool {
    (capacity - count) * stride > max(4096, count * stride / 8)
}

extension ContiguousArray {
    /// Whether ``compactedIfSpare(filler:)`` would copy.
    package var hasSpareCapacity: Bool { isWorthCompacting(count: count, capacity: capacity, stride: MemoryLayout<Element>.stride) }

    /// This array, or a copy without its spare capacity when it has a worthwhile amount.
    package func compactedIfSpare(filler: Element) -> Self { hasSpareCapacity ? compacted(filler: filler) : self }
}

extension ContiguousArray: Column {
    @inlinable
    package mutating func append(repeating element: Element, count n: Int) {
        append(contentsOf: repeatElement(element, count: n))
    }
}

/// Placeholder values for unwritten cells (absent values read as these).
@usableFromInline package enum Placeholder {
    @usableFromInline package static let color = TokenColor(rgba: .zero)
    @usableFromInline package static let dimension = TokenDimension(0, .px)
    @usableFromInline package static let number = Number(0)
    @usableFromInline package static let fontFamily = FontFamily(id: 0)
    @usableFromInline package static let fontWeight = FontWeight(400)
    @usableFromInline package static let duration = TokenDuration(0, .milliseconds)
    @usableFromInline package static let cubicBezier = CubicBezier(0, 0, 1, 1)
    @usableFromInline package static let strokeStyle = TokenStrokeStyle(keyword: .solid)
    @usableFromInline package static let shadow = Shadow(layers: .empty)
    @usableFromInline package static let typography = Typography(fontFamily: fontFamily, fontSize: dimension, fontWeight: fontWeight, letterSpacing: dimension, lineHeight: 1)
    @usableFromInline package static let border = Border(color: color, width: dimension, style: strokeStyle)
    @usableFromInline package static let transition = TokenTransition(duration: duration, delay: duration, timingFunction: cubicBezier)
    @usableFromInline package static let gradient = TokenGradient(stops: .empty)
    @usableFromInline package static let string = TokenString(id: 0)
    @usableFromInline package static let boolean = TokenBoolean(false)
    @usableFromInline package static let shadowLayer = ShadowLayer(color: color, offsetX: dimension, offsetY: dimension, blur: dimension, spread: dimension)
    @usableFromInline package static let gradientStop = GradientStop(color: color, position: 0)
}
