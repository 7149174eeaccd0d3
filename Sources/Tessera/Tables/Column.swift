/// Contiguous storage of one value kind: a plain array, or parallel arrays for composites.
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

/// Typography values as five parallel arrays.
@usableFromInline package struct TypographyColumns: Column, Sendable {
    /// Each cell's `fontFamily`.
    @usableFromInline package var fontFamily: ContiguousArray<FontFamily>
    /// Each cell's `fontSize`.
    @usableFromInline package var fontSize: ContiguousArray<Dimension>
    /// Each cell's `fontWeight`.
    @usableFromInline package var fontWeight: ContiguousArray<FontWeight>
    /// Each cell's `letterSpacing`.
    @usableFromInline package var letterSpacing: ContiguousArray<Dimension>
    /// Each cell's `lineHeight`.
    @usableFromInline package var lineHeight: ContiguousArray<Double>

    /// `count` cells, each holding `e`.
    package init(repeating e: Typography, count: Int) {
        fontFamily = .init(repeating: e.fontFamily, count: count)
        fontSize = .init(repeating: e.fontSize, count: count)
        fontWeight = .init(repeating: e.fontWeight, count: count)
        letterSpacing = .init(repeating: e.letterSpacing, count: count)
        lineHeight = .init(repeating: e.lineHeight, count: count)
    }

    /// The number of cells.
    @inlinable package var count: Int { fontFamily.count }

    @inlinable
    /// Cell `i`, assembled from the columns.
    package subscript(i: Int) -> Typography {
        get { Typography(fontFamily: fontFamily[i], fontSize: fontSize[i], fontWeight: fontWeight[i], letterSpacing: letterSpacing[i], lineHeight: lineHeight[i]) }
        set {
            fontFamily[i] = newValue.fontFamily
            fontSize[i] = newValue.fontSize
            fontWeight[i] = newValue.fontWeight
            letterSpacing[i] = newValue.letterSpacing
            lineHeight[i] = newValue.lineHeight
        }
    }

    package mutating func append(repeating e: Typography, count n: Int) {
        fontFamily.append(repeating: e.fontFamily, count: n)
        fontSize.append(repeating: e.fontSize, count: n)
        fontWeight.append(repeating: e.fontWeight, count: n)
        letterSpacing.append(repeating: e.letterSpacing, count: n)
        lineHeight.append(repeating: e.lineHeight, count: n)
    }
}

/// Border values as three parallel arrays.
@usableFromInline package struct BorderColumns: Column, Sendable {
    /// Each cell's `color`.
    @usableFromInline package var color: ContiguousArray<Color>
    /// Each cell's `width`.
    @usableFromInline package var width: ContiguousArray<Dimension>
    /// Each cell's `style`.
    @usableFromInline package var style: ContiguousArray<StrokeStyle>

    /// `count` cells, each holding `e`.
    package init(repeating e: Border, count: Int) {
        color = .init(repeating: e.color, count: count)
        width = .init(repeating: e.width, count: count)
        style = .init(repeating: e.style, count: count)
    }

    /// The number of cells.
    @inlinable package var count: Int { color.count }

    @inlinable
    /// Cell `i`, assembled from the columns.
    package subscript(i: Int) -> Border {
        get { Border(color: color[i], width: width[i], style: style[i]) }
        set {
            color[i] = newValue.color
            width[i] = newValue.width
            style[i] = newValue.style
        }
    }

    package mutating func append(repeating e: Border, count n: Int) {
        color.append(repeating: e.color, count: n)
        width.append(repeating: e.width, count: n)
        style.append(repeating: e.style, count: n)
    }
}

/// Transition values as three parallel arrays.
@usableFromInline package struct TransitionColumns: Column, Sendable {
    /// Each cell's `duration`.
    @usableFromInline package var duration: ContiguousArray<TokenDuration>
    /// Each cell's `delay`.
    @usableFromInline package var delay: ContiguousArray<TokenDuration>
    /// Each cell's `timingFunction`.
    @usableFromInline package var timingFunction: ContiguousArray<CubicBezier>

    /// `count` cells, each holding `e`.
    package init(repeating e: Transition, count: Int) {
        duration = .init(repeating: e.duration, count: count)
        delay = .init(repeating: e.delay, count: count)
        timingFunction = .init(repeating: e.timingFunction, count: count)
    }

    /// The number of cells.
    @inlinable package var count: Int { duration.count }

    @inlinable
    /// Cell `i`, assembled from the columns.
    package subscript(i: Int) -> Transition {
        get { Transition(duration: duration[i], delay: delay[i], timingFunction: timingFunction[i]) }
        set {
            duration[i] = newValue.duration
            delay[i] = newValue.delay
            timingFunction[i] = newValue.timingFunction
        }
    }

    package mutating func append(repeating e: Transition, count n: Int) {
        duration.append(repeating: e.duration, count: n)
        delay.append(repeating: e.delay, count: n)
        timingFunction.append(repeating: e.timingFunction, count: n)
    }
}

/// The shared pool of shadow layers, as parallel arrays.
@usableFromInline package struct ShadowLayerColumns: Column, Sendable {
    /// Each cell's `color`.
    @usableFromInline package var color: ContiguousArray<Color>
    /// Each cell's `offsetX`.
    @usableFromInline package var offsetX: ContiguousArray<Dimension>
    /// Each cell's `offsetY`.
    @usableFromInline package var offsetY: ContiguousArray<Dimension>
    /// Each cell's `blur`.
    @usableFromInline package var blur: ContiguousArray<Dimension>
    /// Each cell's `spread`.
    @usableFromInline package var spread: ContiguousArray<Dimension>
    /// Each cell's `inset`.
    @usableFromInline package var inset: ContiguousArray<Bool>

    /// `count` cells, each holding `e`.
    package init(repeating e: ShadowLayer, count: Int) {
        color = .init(repeating: e.color, count: count)
        offsetX = .init(repeating: e.offsetX, count: count)
        offsetY = .init(repeating: e.offsetY, count: count)
        blur = .init(repeating: e.blur, count: count)
        spread = .init(repeating: e.spread, count: count)
        inset = .init(repeating: e.inset, count: count)
    }

    /// The number of cells.
    @inlinable package var count: Int { color.count }

    @inlinable
    /// Cell `i`, assembled from the columns.
    package subscript(i: Int) -> ShadowLayer {
        get { ShadowLayer(color: color[i], offsetX: offsetX[i], offsetY: offsetY[i], blur: blur[i], spread: spread[i], inset: inset[i]) }
        set {
            color[i] = newValue.color
            offsetX[i] = newValue.offsetX
            offsetY[i] = newValue.offsetY
            blur[i] = newValue.blur
            spread[i] = newValue.spread
            inset[i] = newValue.inset
        }
    }

    package mutating func append(repeating e: ShadowLayer, count n: Int) {
        color.append(repeating: e.color, count: n)
        offsetX.append(repeating: e.offsetX, count: n)
        offsetY.append(repeating: e.offsetY, count: n)
        blur.append(repeating: e.blur, count: n)
        spread.append(repeating: e.spread, count: n)
        inset.append(repeating: e.inset, count: n)
    }

    mutating func append(_ e: ShadowLayer) { append(repeating: e, count: 1) }
}

/// The shared pool of gradient stops, as parallel arrays.
@usableFromInline package struct GradientStopColumns: Column, Sendable {
    /// Each cell's `color`.
    @usableFromInline package var color: ContiguousArray<Color>
    /// Each cell's `position`.
    @usableFromInline package var position: ContiguousArray<Double>

    /// `count` cells, each holding `e`.
    package init(repeating e: GradientStop, count: Int) {
        color = .init(repeating: e.color, count: count)
        position = .init(repeating: e.position, count: count)
    }

    /// The number of cells.
    @inlinable package var count: Int { color.count }

    @inlinable
    /// Cell `i`, assembled from the columns.
    package subscript(i: Int) -> GradientStop {
        get { GradientStop(color: color[i], position: position[i]) }
        set {
            color[i] = newValue.color
            position[i] = newValue.position
        }
    }

    package mutating func append(repeating e: GradientStop, count n: Int) {
        color.append(repeating: e.color, count: n)
        position.append(repeating: e.position, count: n)
    }

    mutating func append(_ e: GradientStop) { append(repeating: e, count: 1) }
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
