/// A value type that a snapshot stores as one or more primitive columns.
///
/// Each type describes its columns once; composites reuse their fields' codecs. Decoding
/// validates what could make a later read trap or be undefined: enum raw values, font-family
/// ids and pool ranges.
protocol SnapshotElement {
    /// Appends the columns of `values`.
    static func encode(_ values: [Self], into w: inout SnapshotWriter)
    /// Reads the columns of `count` values.
    static func decode(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) -> ContiguousArray<Self>
    /// Reads the columns of `starts.last` values as the slabs between consecutive `starts`
    /// (ascending from 0, checked by the caller).
    static func decodeSlabs(
        starts: UnsafeBufferPointer<UInt64>, from r: inout SnapshotReader, limits: SnapshotLimits
    ) throws(SnapshotError)
        -> [ContiguousArray<Self>]
}

extension SnapshotElement {
    static func decodeSlabs(
        starts: UnsafeBufferPointer<UInt64>, from r: inout SnapshotReader, limits: SnapshotLimits
    ) throws(SnapshotError)
        -> [ContiguousArray<Self>]
    {
        let cells = try decode(count: Int(starts[starts.count - 1]), from: &r, limits: limits)
        // A type stored in one slab keeps the decoded cells instead of copying them again.
        if starts.count == 2 { return [cells] }
        return (0..<starts.count - 1).map { ContiguousArray(cells[Int(starts[$0])..<Int(starts[$0 + 1])]) }
    }
}

/// Sizes that decoded indices must stay below.
struct SnapshotLimits {
    var families = 0
    var dashes = 0
    var shadowLayers = 0
    var gradientStops = 0
}

extension PoolRange {
    fileprivate static func encode(_ v: [PoolRange], into w: inout SnapshotWriter) {
        w.u32(v.map(\.start))
        w.u32(v.map(\.count))
    }

    fileprivate static func decode(count: Int, from r: inout SnapshotReader, pool: Int, _ what: String) throws(SnapshotError) -> ContiguousArray<PoolRange> {
        let s = try r.u32(count: count, "\(what) starts")
        let c = try r.u32(count: count, "\(what) counts")
        // One branch-free pass first; the slow search only names the culprit.
        var past: UInt64 = 0
        for i in 0..<count { past |= UInt64(s[i]) + UInt64(c[i]) > UInt64(pool) ? 1 : 0 }
        if past != 0, let i = (0..<count).first(where: { UInt64(s[$0]) + UInt64(c[$0]) > UInt64(pool) }) {
            throw SnapshotError(.malformed, "\(what) \(i) points past its pool of \(pool)")
        }
        return build(count) { PoolRange(start: s[$0], count: c[$0]) }
    }
}

/// Reads a UInt8 column as an enum, rejecting unknown raw values.
private func decodeEnum<E: RawRepresentable & CaseIterable>(
    _ type: E.Type, count: Int, from r: inout SnapshotReader, _ what: String
) throws(SnapshotError)
    -> SnapshotEnumColumn<E>
where E.RawValue == UInt8 {
    let raw = try r.u8(count: count, what)
    if let bad = SnapshotScan.firstIndex(in: raw, notBelow: UInt8(E.allCases.count)) { throw SnapshotError(.malformed, "\(what): unknown value \(raw[bad])") }
    return SnapshotEnumColumn(raw)
}

/// A column of enum raw values read in place, every value checked below the case count.
///
/// The snapshot enums number their cases 0, 1, 2… in declaration order, which is also the
/// one-byte tag Swift stores for a payload-free enum, so a checked raw byte is the value itself
/// (checked once per column below): no failable init and no decoded copy per cell.
private struct SnapshotEnumColumn<E: RawRepresentable & CaseIterable> where E.RawValue == UInt8 {
    let raw: UnsafeBufferPointer<UInt8>

    init(_ raw: UnsafeBufferPointer<UInt8>) {
        let tagsAreRawValues =
            MemoryLayout<E>.size == 1
            && E.allCases.enumerated().allSatisfy { k, value in k == Int(value.rawValue) && unsafeBitCast(value, to: UInt8.self) == value.rawValue }
        precondition(tagsAreRawValues, "\(E.self) raw values are not its tags 0 ..< case count")
        self.raw = raw
    }

    subscript(i: Int) -> E { unsafeBitCast(raw[i], to: E.self) }
}

/// `count` values made by `make(i)`, written in place (a lazy map copied into an array is
/// several times slower, and these loops run once per stored cell).
@inline(__always)
private func build<T>(_ count: Int, _ make: (Int) -> T) -> ContiguousArray<T> {
    // Empty stays the shared empty array: building one of capacity 0 writes its count.
    guard count > 0 else { return [] }
    return ContiguousArray(unsafeUninitializedCapacity: count) { out, initialized in
        for i in 0..<count { (out.baseAddress! + i).initialize(to: make(i)) }
        initialized = count
    }
}

/// Copies a column of plain values.
private func copy<T: BitwiseCopyable>(_ buffer: UnsafeBufferPointer<T>) -> ContiguousArray<T> { ContiguousArray(buffer) }

extension Color: SnapshotElement {
    // Colours are stored as a palette of distinct colours and an index per cell: aliases give
    // most cells the colour of another token, so the palette is a fraction of the cells and the
    // indices a quarter or an eighth of their size. Expanding them is one gather from a palette
    // that stays in cache.
    static func encode(_ v: [Color], into w: inout SnapshotWriter) {
        var palette: [SIMD4<Float>] = []
        var slot: [SIMD4<UInt32>: UInt32] = [:]
        // Keyed by bit pattern, so −0, NaN payloads and every other float survive unchanged.
        let indices = v.map { c -> UInt32 in
            let bits = unsafeBitCast(c.rgba, to: SIMD4<UInt32>.self)
            if let k = slot[bits] { return k }
            palette.append(c.rgba)
            slot[bits] = UInt32(palette.count - 1)
            return UInt32(palette.count - 1)
        }
        w.column(.f32x4, palette)
        SnapshotIndices.write(indices, into: &w)
    }

    static func decode(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) -> ContiguousArray<Color> {
        let (palette, indices) = try columns(count: count, from: &r)
        return expand(palette, indices, 0..<count)
    }

    // The largest column of most systems: each slab is expanded once, straight from the file.
    static func decodeSlabs(
        starts: UnsafeBufferPointer<UInt64>, from r: inout SnapshotReader, limits: SnapshotLimits
    ) throws(SnapshotError)
        -> [ContiguousArray<Color>]
    {
        let (palette, indices) = try columns(count: Int(starts[starts.count - 1]), from: &r)
        return (0..<starts.count - 1).map { expand(palette, indices, Int(starts[$0])..<Int(starts[$0 + 1])) }
    }

    /// The palette and the index of each of `count` cells, every index checked against the palette.
    private static func columns(count: Int, from r: inout SnapshotReader) throws(SnapshotError) -> (UnsafeBufferPointer<SIMD4<Float>>, SnapshotIndices) {
        let palette = try r.column(.f32x4, SIMD4<Float>.self, "colour palette")
        let indices = try SnapshotIndices(&r, count: count, "colours")
        if let bad = indices.firstIndex(notBelow: palette.count) { throw SnapshotError(.malformed, "colour \(bad) is not one of the \(palette.count) palette colours") }
        return (palette, indices)
    }

    /// The colours of the cells in `range`.
    private static func expand(_ palette: UnsafeBufferPointer<SIMD4<Float>>, _ indices: SnapshotIndices, _ range: Range<Int>) -> ContiguousArray<Color> {
        guard !range.isEmpty else { return [] }
        return ContiguousArray(unsafeUninitializedCapacity: range.count) { out, initialized in
            switch indices {
            case .u16(let k): for i in range { (out.baseAddress! + (i - range.lowerBound)).initialize(to: Color(rgba: palette[Int(k[i])])) }
            case .u32(let k): for i in range { (out.baseAddress! + (i - range.lowerBound)).initialize(to: Color(rgba: palette[Int(k[i])])) }
            }
            initialized = range.count
        }
    }
}

extension Dimension: SnapshotElement {
    static func encode(_ v: [Dimension], into w: inout SnapshotWriter) {
        w.f64(v.map(\.value))
        w.u8(v.map(\.unit.rawValue))
    }
    static func decode(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) -> ContiguousArray<Dimension> {
        let v = try r.f64(count: count, "dimension values")
        let u = try decodeEnum(Dimension.Unit.self, count: count, from: &r, "dimension units")
        return build(count) { Dimension(v[$0], u[$0]) }
    }
}

extension Number: SnapshotElement {
    static func encode(_ v: [Number], into w: inout SnapshotWriter) { w.f64(v.map(\.value)) }
    static func decode(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) -> ContiguousArray<Number> {
        let v = try r.f64(count: count, "numbers")
        return build(count) { Number(v[$0]) }
    }
}

extension FontFamily: SnapshotElement {
    static func encode(_ v: [FontFamily], into w: inout SnapshotWriter) { w.u32(v.map(\.id)) }
    static func decode(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) -> ContiguousArray<FontFamily> {
        let ids = try r.u32(count: count, "font families")
        var largest: UInt32 = 0
        for id in ids { largest = max(largest, id) }
        guard count == 0 || Int(largest) < limits.families else {
            throw SnapshotError(.malformed, "font family \(largest) is not one of the \(limits.families) family lists")
        }
        return build(count) { FontFamily(id: ids[$0]) }
    }
}

extension TokenString: SnapshotElement {
    // Strings are one-name family lists, so the family-id check covers them.
    static func encode(_ v: [TokenString], into w: inout SnapshotWriter) { FontFamily.encode(v.map { FontFamily(id: $0.id) }, into: &w) }
    static func decode(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) -> ContiguousArray<TokenString> {
        let ids = try FontFamily.decode(count: count, from: &r, limits: limits)
        return build(count) { TokenString(id: ids[$0].id) }
    }
}

extension TokenBoolean: SnapshotElement {
    static func encode(_ v: [TokenBoolean], into w: inout SnapshotWriter) { w.u8(v.map { $0.value ? 1 : 0 }) }
    static func decode(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) -> ContiguousArray<TokenBoolean> {
        let raw = try r.u8(count: count, "booleans")
        if let bad = SnapshotScan.firstIndex(in: raw, notBelow: 2) { throw SnapshotError(.malformed, "boolean \(raw[bad]) is not 0 or 1") }
        return build(count) { TokenBoolean(raw[$0] == 1) }
    }
}

extension FontWeight: SnapshotElement {
    static func encode(_ v: [FontWeight], into w: inout SnapshotWriter) { w.f64(v.map(\.value)) }
    static func decode(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) -> ContiguousArray<FontWeight> {
        let v = try r.f64(count: count, "font weights")
        return build(count) { FontWeight(v[$0]) }
    }
}

extension TokenDuration: SnapshotElement {
    static func encode(_ v: [TokenDuration], into w: inout SnapshotWriter) {
        w.f64(v.map(\.value))
        w.u8(v.map(\.unit.rawValue))
    }
    static func decode(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) -> ContiguousArray<TokenDuration> {
        let v = try r.f64(count: count, "duration values")
        let u = try decodeEnum(TokenDuration.Unit.self, count: count, from: &r, "duration units")
        return build(count) { TokenDuration(v[$0], u[$0]) }
    }
}

extension CubicBezier: SnapshotElement {
    static func encode(_ v: [CubicBezier], into w: inout SnapshotWriter) { w.column(.f64x4, v.map(\.points)) }
    static func decode(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) -> ContiguousArray<CubicBezier> {
        let p = try r.column(.f64x4, SIMD4<Double>.self, count: count, "cubic Béziers")
        return build(count) { CubicBezier(p[$0].x, p[$0].y, p[$0].z, p[$0].w) }
    }
}

extension StrokeStyle: SnapshotElement {
    static func encode(_ v: [StrokeStyle], into w: inout SnapshotWriter) {
        w.u8(v.map(\.keyword.rawValue))
        w.u8(v.map(\.lineCap.rawValue))
        PoolRange.encode(v.map(\.dashes), into: &w)
    }
    static func decode(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) -> ContiguousArray<StrokeStyle> {
        let k = try decodeEnum(StrokeStyle.Keyword.self, count: count, from: &r, "stroke keywords")
        let c = try decodeEnum(StrokeStyle.LineCap.self, count: count, from: &r, "stroke line caps")
        let d = try PoolRange.decode(count: count, from: &r, pool: limits.dashes, "stroke dashes")
        return build(count) { StrokeStyle(keyword: k[$0], lineCap: c[$0], dashes: d[$0]) }
    }
}

extension Shadow: SnapshotElement {
    static func encode(_ v: [Shadow], into w: inout SnapshotWriter) { PoolRange.encode(v.map(\.layers), into: &w) }
    static func decode(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) -> ContiguousArray<Shadow> {
        let layers = try PoolRange.decode(count: count, from: &r, pool: limits.shadowLayers, "shadow layers")
        return build(count) { Shadow(layers: layers[$0]) }
    }
}

extension Gradient: SnapshotElement {
    static func encode(_ v: [Gradient], into w: inout SnapshotWriter) { PoolRange.encode(v.map(\.stops), into: &w) }
    static func decode(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) -> ContiguousArray<Gradient> {
        let stops = try PoolRange.decode(count: count, from: &r, pool: limits.gradientStops, "gradient stops")
        return build(count) { Gradient(stops: stops[$0]) }
    }
}

extension Typography: SnapshotElement {
    static func encode(_ v: [Typography], into w: inout SnapshotWriter) {
        FontFamily.encode(v.map(\.fontFamily), into: &w)
        Dimension.encode(v.map(\.fontSize), into: &w)
        FontWeight.encode(v.map(\.fontWeight), into: &w)
        Dimension.encode(v.map(\.letterSpacing), into: &w)
        w.f64(v.map(\.lineHeight))
    }
    static func decode(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) -> ContiguousArray<Typography> {
        let f = try FontFamily.decode(count: count, from: &r, limits: limits)
        let s = try Dimension.decode(count: count, from: &r, limits: limits)
        let w = try FontWeight.decode(count: count, from: &r, limits: limits)
        let l = try Dimension.decode(count: count, from: &r, limits: limits)
        let h = try r.f64(count: count, "line heights")
        return build(count) { Typography(fontFamily: f[$0], fontSize: s[$0], fontWeight: w[$0], letterSpacing: l[$0], lineHeight: h[$0]) }
    }
}

extension Border: SnapshotElement {
    static func encode(_ v: [Border], into w: inout SnapshotWriter) {
        Color.encode(v.map(\.color), into: &w)
        Dimension.encode(v.map(\.width), into: &w)
        StrokeStyle.encode(v.map(\.style), into: &w)
    }
    static func decode(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) -> ContiguousArray<Border> {
        let c = try Color.decode(count: count, from: &r, limits: limits)
        let w = try Dimension.decode(count: count, from: &r, limits: limits)
        let s = try StrokeStyle.decode(count: count, from: &r, limits: limits)
        return build(count) { Border(color: c[$0], width: w[$0], style: s[$0]) }
    }
}

extension Transition: SnapshotElement {
    static func encode(_ v: [Transition], into w: inout SnapshotWriter) {
        TokenDuration.encode(v.map(\.duration), into: &w)
        TokenDuration.encode(v.map(\.delay), into: &w)
        CubicBezier.encode(v.map(\.timingFunction), into: &w)
    }
    static func decode(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) -> ContiguousArray<Transition> {
        let d = try TokenDuration.decode(count: count, from: &r, limits: limits)
        let l = try TokenDuration.decode(count: count, from: &r, limits: limits)
        let t = try CubicBezier.decode(count: count, from: &r, limits: limits)
        return build(count) { Transition(duration: d[$0], delay: l[$0], timingFunction: t[$0]) }
    }
}

extension ShadowLayer: SnapshotElement {
    static func encode(_ v: [ShadowLayer], into w: inout SnapshotWriter) {
        Color.encode(v.map(\.color), into: &w)
        Dimension.encode(v.map(\.offsetX), into: &w)
        Dimension.encode(v.map(\.offsetY), into: &w)
        Dimension.encode(v.map(\.blur), into: &w)
        Dimension.encode(v.map(\.spread), into: &w)
        w.u8(v.map { $0.inset ? 1 : 0 })
    }
    static func decode(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) -> ContiguousArray<ShadowLayer> {
        let c = try Color.decode(count: count, from: &r, limits: limits)
        let x = try Dimension.decode(count: count, from: &r, limits: limits)
        let y = try Dimension.decode(count: count, from: &r, limits: limits)
        let b = try Dimension.decode(count: count, from: &r, limits: limits)
        let s = try Dimension.decode(count: count, from: &r, limits: limits)
        let inset = try r.u8(count: count, "shadow insets")
        if let bad = SnapshotScan.firstIndex(in: inset, notBelow: 2) { throw SnapshotError(.malformed, "shadow inset flag \(inset[bad]) is not 0 or 1") }
        return build(count) { ShadowLayer(color: c[$0], offsetX: x[$0], offsetY: y[$0], blur: b[$0], spread: s[$0], inset: inset[$0] == 1) }
    }
}

extension GradientStop: SnapshotElement {
    static func encode(_ v: [GradientStop], into w: inout SnapshotWriter) {
        Color.encode(v.map(\.color), into: &w)
        w.f64(v.map(\.position))
    }
    static func decode(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) -> ContiguousArray<GradientStop> {
        let c = try Color.decode(count: count, from: &r, limits: limits)
        let p = try r.f64(count: count, "gradient stop positions")
        return build(count) { GradientStop(color: c[$0], position: p[$0]) }
    }
}
