import TesseraColorModel
import TesseraModel

/// A value type that a snapshot stores as one or more primitive columns.
///
/// Each type describes its columns once; composites reuse their fields' columns. Reading
/// validates what could make a later read trap or be undefined (enum raw values, font-family
/// ids, palette indices and pool ranges) and copies nothing: ``Columns`` reads each cell in
/// place, so a mode table gathers its cells straight from the file.
package protocol SnapshotElement {
    /// The validated columns of a run of values, read in place.
    associatedtype Columns: SnapshotColumns where Columns.Element == Self
    /// Appends the columns of `values`.
    static func encode(_ values: [Self], into w: inout SnapshotWriter)
}

/// The columns of `count` values of one type in a snapshot's bytes, every stored index and enum
/// value already checked, so a cell is read with no check of its own.
///
/// Only valid while the bytes it points into are alive (the ``SnapshotBuffer``).
package protocol SnapshotColumns {
    associatedtype Element
    /// Reads the next sections as the columns of `count` values, checking what they index.
    init(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError)
    /// Value `i`, for `i` below the count read (unchecked in release builds).
    subscript(i: Int) -> Element { get }
    /// Whether a value is one load from one column, as a copy of it would be; otherwise
    /// reading one gathers a field from each of several columns.
    static var isOneColumn: Bool { get }
}

extension SnapshotColumns {
    package static var isOneColumn: Bool { false }
}

extension SnapshotElement {
    /// Reads and copies the columns of `count` values.
    package static func decode(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) -> ContiguousArray<Self> {
        let columns = try Columns(count: count, from: &r, limits: limits)
        return build(count) { columns[$0] }
    }
}

extension SnapshotElement {
    /// The distinct values of `values`, bit for bit (so −0, NaN payloads and every other float
    /// survive unchanged), in order of first use, and the index of each value among them.
    package static func palette(_ values: [Self]) -> (values: [Self], indices: [UInt32]) {
        var scratch = SnapshotWriter()
        encode(values, into: &scratch)
        let rows = scratch.rows(count: values.count)
        var distinct: [Self] = []
        let indices = rows.bytes.withUnsafeBytes { bytes in
            var seen = SnapshotRowSet(rows: bytes, width: rows.width)
            return (0..<values.count).map { i -> UInt32 in
                let (number, inserted) = seen.insert(row: i)
                if inserted { distinct.append(values[i]) }
                return number
            }
        }
        return (distinct, indices)
    }
}

/// Sizes that decoded indices must stay below.
package struct SnapshotLimits {
    package var families = 0
    package var dashes = 0
    package var shadowLayers = 0
    package var gradientStops = 0
}

extension PoolRange {
    fileprivate static func encode(_ v: [PoolRange], into w: inout SnapshotWriter) {
        w.u32(v.map(\.start))
        w.u32(v.map(\.count))
    }

    /// Pool ranges read in place, each checked to lie inside its pool.
    fileprivate struct Columns {
        package let starts: UnsafeBufferPointer<UInt32>
        package let counts: UnsafeBufferPointer<UInt32>

        package init(count: Int, from r: inout SnapshotReader, pool: Int, _ what: String) throws(SnapshotError) {
            let s = try r.u32(count: count, "\(what) starts")
            let c = try r.u32(count: count, "\(what) counts")
            // One branch-free pass first; the slow search only names the culprit. The pass takes
            // the sign bit of pool − end, which vectorises where a comparison did not: both are
            // below 2³³, so the subtraction wraps exactly when the range ends past the pool.
            var past: UInt64 = 0
            for i in 0..<count { past |= (UInt64(pool) &- (UInt64(s[i]) &+ UInt64(c[i]))) >> 63 }
            if past != 0, let i = (0..<count).first(where: { UInt64(s[$0]) + UInt64(c[$0]) > UInt64(pool) }) {
                throw SnapshotError(.malformed, "\(what) \(i) points past its pool of \(pool)")
            }
            (starts, counts) = (s, c)
        }

        @inline(__always) package subscript(i: Int) -> PoolRange { PoolRange(start: starts[i], count: counts[i]) }
    }
}

/// A column of enum raw values read in place, every value checked below the case count.
///
/// The snapshot enums number their cases 0, 1, 2… in declaration order, which is also the
/// one-byte tag Swift stores for a payload-free enum, so a checked raw byte is the value itself
/// (checked once per column below): no failable init and no decoded copy per cell.
package struct SnapshotEnumColumn<E: RawRepresentable & CaseIterable> where E.RawValue == UInt8 {
    package let raw: UnsafeBufferPointer<UInt8>

    /// Reads the next section as `count` raw values of `E`, rejecting unknown ones.
    package init(count: Int, from r: inout SnapshotReader, _ what: String) throws(SnapshotError) {
        let tagsAreRawValues =
            MemoryLayout<E>.size == 1
            && E.allCases.enumerated().allSatisfy { k, value in k == Int(value.rawValue) && unsafeBitCast(value, to: UInt8.self) == value.rawValue }
        precondition(tagsAreRawValues, "\(E.self) raw values are not its tags 0 ..< case count")
        let raw = try r.u8(count: count, what)
        if let bad = SnapshotScan.firstIndex(in: raw, notBelow: UInt8(E.allCases.count)) { throw SnapshotError(.malformed, "\(what): unknown value \(raw[bad])") }
        self.raw = raw
    }

    @inline(__always) package subscript(i: Int) -> E { unsafeBitCast(raw[i], to: E.self) }
}

/// A column of 0/1 flags read in place, every byte checked to be 0 or 1.
package struct SnapshotFlagColumn {
    package let raw: UnsafeBufferPointer<UInt8>

    package init(count: Int, from r: inout SnapshotReader, _ what: String) throws(SnapshotError) {
        let raw = try r.u8(count: count, what)
        if let bad = SnapshotScan.firstIndex(in: raw, notBelow: 2) { throw SnapshotError(.malformed, "\(what): \(raw[bad]) is not 0 or 1") }
        self.raw = raw
    }

    @inline(__always) package subscript(i: Int) -> Bool { raw[i] == 1 }
}

/// `count` values made by `make(i)`, written in place (a lazy map copied into an array is
/// several times slower, and these loops run once per stored cell).
@inline(__always)
package func build<T>(_ count: Int, _ make: (Int) -> T) -> ContiguousArray<T> {
    // Empty stays the shared empty array: building one of capacity 0 writes its count.
    guard count > 0 else { return [] }
    return ContiguousArray(unsafeUninitializedCapacity: count) { out, initialized in
        for i in 0..<count { (out.baseAddress! + i).initialize(to: make(i)) }
        initialized = count
    }
}

extension TokenColor: SnapshotElement {
    // Plain RGBA: the slabs of every type are stored as a palette of distinct values and an
    // index per cell (``SnapshotSlabs``), so colours need no palette of their own.
    package static func encode(_ v: [TokenColor], into w: inout SnapshotWriter) { w.column(.f32x4, v.map(\.rgba)) }

    package struct Columns: SnapshotColumns {
        package static var isOneColumn: Bool { true }
        package let rgba: UnsafeBufferPointer<SIMD4<Float>>

        package init(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) {
            rgba = try r.column(.f32x4, SIMD4<Float>.self, count: count, "colours")
        }

        @inline(__always) package subscript(i: Int) -> TokenColor { TokenColor(rgba: rgba[i]) }
    }
}

extension TokenDimension: SnapshotElement {
    package static func encode(_ v: [TokenDimension], into w: inout SnapshotWriter) {
        w.f64(v.map(\.value))
        w.u8(v.map(\.unit.rawValue))
    }
    package struct Columns: SnapshotColumns {
        package let values: UnsafeBufferPointer<Double>
        package let units: SnapshotEnumColumn<TokenDimension.Unit>
        package init(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) {
            values = try r.f64(count: count, "dimension values")
            units = try SnapshotEnumColumn(count: count, from: &r, "dimension units")
        }
        @inline(__always) package subscript(i: Int) -> TokenDimension { TokenDimension(values[i], units[i]) }
    }
}

extension Number: SnapshotElement {
    package static func encode(_ v: [Number], into w: inout SnapshotWriter) { w.f64(v.map(\.value)) }
    package struct Columns: SnapshotColumns {
        package static var isOneColumn: Bool { true }
        package let values: UnsafeBufferPointer<Double>
        package init(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) { values = try r.f64(count: count, "numbers") }
        @inline(__always) package subscript(i: Int) -> Number { Number(values[i]) }
    }
}

extension FontFamily: SnapshotElement {
    package static func encode(_ v: [FontFamily], into w: inout SnapshotWriter) { w.u32(v.map(\.id)) }
    package struct Columns: SnapshotColumns {
        package static var isOneColumn: Bool { true }
        package let ids: UnsafeBufferPointer<UInt32>
        package init(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) {
            ids = try r.u32(count: count, "font families")
            var largest: UInt32 = 0
            for id in ids { largest = max(largest, id) }
            guard count == 0 || Int(largest) < limits.families else {
                throw SnapshotError(.malformed, "font family \(largest) is not one of the \(limits.families) family lists")
            }
        }
        @inline(__always) package subscript(i: Int) -> FontFamily { FontFamily(id: ids[i]) }
    }
}

extension TokenString: SnapshotElement {
    // Strings are one-name family lists, so the family-id check covers them.
    package static func encode(_ v: [TokenString], into w: inout SnapshotWriter) { FontFamily.encode(v.map { FontFamily(id: $0.id) }, into: &w) }
    package struct Columns: SnapshotColumns {
        package static var isOneColumn: Bool { true }
        package let ids: FontFamily.Columns
        package init(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) {
            ids = try FontFamily.Columns(count: count, from: &r, limits: limits)
        }
        @inline(__always) package subscript(i: Int) -> TokenString { TokenString(id: ids.ids[i]) }
    }
}

extension TokenBoolean: SnapshotElement {
    package static func encode(_ v: [TokenBoolean], into w: inout SnapshotWriter) { w.u8(v.map { $0.value ? 1 : 0 }) }
    package struct Columns: SnapshotColumns {
        package static var isOneColumn: Bool { true }
        package let flags: SnapshotFlagColumn
        package init(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) { flags = try SnapshotFlagColumn(count: count, from: &r, "booleans") }
        @inline(__always) package subscript(i: Int) -> TokenBoolean { TokenBoolean(flags[i]) }
    }
}

extension FontWeight: SnapshotElement {
    package static func encode(_ v: [FontWeight], into w: inout SnapshotWriter) { w.f64(v.map(\.value)) }
    package struct Columns: SnapshotColumns {
        package static var isOneColumn: Bool { true }
        package let values: UnsafeBufferPointer<Double>
        package init(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) { values = try r.f64(count: count, "font weights") }
        @inline(__always) package subscript(i: Int) -> FontWeight { FontWeight(values[i]) }
    }
}

extension TokenDuration: SnapshotElement {
    package static func encode(_ v: [TokenDuration], into w: inout SnapshotWriter) {
        w.f64(v.map(\.value))
        w.u8(v.map(\.unit.rawValue))
    }
    package struct Columns: SnapshotColumns {
        package let values: UnsafeBufferPointer<Double>
        package let units: SnapshotEnumColumn<TokenDuration.Unit>
        package init(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) {
            values = try r.f64(count: count, "duration values")
            units = try SnapshotEnumColumn(count: count, from: &r, "duration units")
        }
        @inline(__always) package subscript(i: Int) -> TokenDuration { TokenDuration(values[i], units[i]) }
    }
}

extension CubicBezier: SnapshotElement {
    package static func encode(_ v: [CubicBezier], into w: inout SnapshotWriter) { w.column(.f64x4, v.map(\.points)) }
    package struct Columns: SnapshotColumns {
        package static var isOneColumn: Bool { true }
        package let points: UnsafeBufferPointer<SIMD4<Double>>
        package init(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) {
            points = try r.column(.f64x4, SIMD4<Double>.self, count: count, "cubic Béziers")
        }
        @inline(__always) package subscript(i: Int) -> CubicBezier {
            let p = points[i]
            return CubicBezier(p.x, p.y, p.z, p.w)
        }
    }
}

extension TokenStrokeStyle: SnapshotElement {
    package static func encode(_ v: [TokenStrokeStyle], into w: inout SnapshotWriter) {
        w.u8(v.map(\.keyword.rawValue))
        w.u8(v.map(\.lineCap.rawValue))
        PoolRange.encode(v.map(\.dashes), into: &w)
    }
    package struct Columns: SnapshotColumns {
        package let keywords: SnapshotEnumColumn<TokenStrokeStyle.Keyword>
        package let caps: SnapshotEnumColumn<TokenStrokeStyle.LineCap>
        fileprivate let dashes: PoolRange.Columns
        package init(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) {
            keywords = try SnapshotEnumColumn(count: count, from: &r, "stroke keywords")
            caps = try SnapshotEnumColumn(count: count, from: &r, "stroke line caps")
            dashes = try PoolRange.Columns(count: count, from: &r, pool: limits.dashes, "stroke dashes")
        }
        @inline(__always) package subscript(i: Int) -> TokenStrokeStyle { TokenStrokeStyle(keyword: keywords[i], lineCap: caps[i], dashes: dashes[i]) }
    }
}

extension Shadow: SnapshotElement {
    package static func encode(_ v: [Shadow], into w: inout SnapshotWriter) { PoolRange.encode(v.map(\.layers), into: &w) }
    package struct Columns: SnapshotColumns {
        fileprivate let layers: PoolRange.Columns
        package init(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) {
            layers = try PoolRange.Columns(count: count, from: &r, pool: limits.shadowLayers, "shadow layers")
        }
        @inline(__always) package subscript(i: Int) -> Shadow { Shadow(layers: layers[i]) }
    }
}

extension TokenGradient: SnapshotElement {
    package static func encode(_ v: [TokenGradient], into w: inout SnapshotWriter) { PoolRange.encode(v.map(\.stops), into: &w) }
    package struct Columns: SnapshotColumns {
        fileprivate let stops: PoolRange.Columns
        package init(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) {
            stops = try PoolRange.Columns(count: count, from: &r, pool: limits.gradientStops, "gradient stops")
        }
        @inline(__always) package subscript(i: Int) -> TokenGradient { TokenGradient(stops: stops[i]) }
    }
}

extension Typography: SnapshotElement {
    package static func encode(_ v: [Typography], into w: inout SnapshotWriter) {
        FontFamily.encode(v.map(\.fontFamily), into: &w)
        TokenDimension.encode(v.map(\.fontSize), into: &w)
        FontWeight.encode(v.map(\.fontWeight), into: &w)
        TokenDimension.encode(v.map(\.letterSpacing), into: &w)
        w.f64(v.map(\.lineHeight))
    }
    package struct Columns: SnapshotColumns {
        package let family: FontFamily.Columns
        package let size: TokenDimension.Columns
        package let weight: FontWeight.Columns
        package let spacing: TokenDimension.Columns
        package let lineHeight: UnsafeBufferPointer<Double>
        package init(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) {
            family = try FontFamily.Columns(count: count, from: &r, limits: limits)
            size = try TokenDimension.Columns(count: count, from: &r, limits: limits)
            weight = try FontWeight.Columns(count: count, from: &r, limits: limits)
            spacing = try TokenDimension.Columns(count: count, from: &r, limits: limits)
            lineHeight = try r.f64(count: count, "line heights")
        }
        @inline(__always) package subscript(i: Int) -> Typography {
            Typography(fontFamily: family[i], fontSize: size[i], fontWeight: weight[i], letterSpacing: spacing[i], lineHeight: lineHeight[i])
        }
    }
}

extension Border: SnapshotElement {
    package static func encode(_ v: [Border], into w: inout SnapshotWriter) {
        TokenColor.encode(v.map(\.color), into: &w)
        TokenDimension.encode(v.map(\.width), into: &w)
        TokenStrokeStyle.encode(v.map(\.style), into: &w)
    }
    package struct Columns: SnapshotColumns {
        package let color: TokenColor.Columns
        package let width: TokenDimension.Columns
        package let style: TokenStrokeStyle.Columns
        package init(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) {
            color = try TokenColor.Columns(count: count, from: &r, limits: limits)
            width = try TokenDimension.Columns(count: count, from: &r, limits: limits)
            style = try TokenStrokeStyle.Columns(count: count, from: &r, limits: limits)
        }
        @inline(__always) package subscript(i: Int) -> Border { Border(color: color[i], width: width[i], style: style[i]) }
    }
}

extension TokenTransition: SnapshotElement {
    package static func encode(_ v: [TokenTransition], into w: inout SnapshotWriter) {
        TokenDuration.encode(v.map(\.duration), into: &w)
        TokenDuration.encode(v.map(\.delay), into: &w)
        CubicBezier.encode(v.map(\.timingFunction), into: &w)
    }
    package struct Columns: SnapshotColumns {
        package let duration: TokenDuration.Columns
        package let delay: TokenDuration.Columns
        package let timing: CubicBezier.Columns
        package init(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) {
            duration = try TokenDuration.Columns(count: count, from: &r, limits: limits)
            delay = try TokenDuration.Columns(count: count, from: &r, limits: limits)
            timing = try CubicBezier.Columns(count: count, from: &r, limits: limits)
        }
        @inline(__always) package subscript(i: Int) -> TokenTransition { TokenTransition(duration: duration[i], delay: delay[i], timingFunction: timing[i]) }
    }
}

extension ShadowLayer: SnapshotElement {
    package static func encode(_ v: [ShadowLayer], into w: inout SnapshotWriter) {
        TokenColor.encode(v.map(\.color), into: &w)
        TokenDimension.encode(v.map(\.offsetX), into: &w)
        TokenDimension.encode(v.map(\.offsetY), into: &w)
        TokenDimension.encode(v.map(\.blur), into: &w)
        TokenDimension.encode(v.map(\.spread), into: &w)
        w.u8(v.map { $0.inset ? 1 : 0 })
    }
    package struct Columns: SnapshotColumns {
        package let color: TokenColor.Columns
        package let x: TokenDimension.Columns
        package let y: TokenDimension.Columns
        package let blur: TokenDimension.Columns
        package let spread: TokenDimension.Columns
        package let inset: SnapshotFlagColumn
        package init(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) {
            color = try TokenColor.Columns(count: count, from: &r, limits: limits)
            x = try TokenDimension.Columns(count: count, from: &r, limits: limits)
            y = try TokenDimension.Columns(count: count, from: &r, limits: limits)
            blur = try TokenDimension.Columns(count: count, from: &r, limits: limits)
            spread = try TokenDimension.Columns(count: count, from: &r, limits: limits)
            inset = try SnapshotFlagColumn(count: count, from: &r, "shadow inset flags")
        }
        @inline(__always) package subscript(i: Int) -> ShadowLayer {
            ShadowLayer(color: color[i], offsetX: x[i], offsetY: y[i], blur: blur[i], spread: spread[i], inset: inset[i])
        }
    }
}

extension GradientStop: SnapshotElement {
    package static func encode(_ v: [GradientStop], into w: inout SnapshotWriter) {
        TokenColor.encode(v.map(\.color), into: &w)
        w.f64(v.map(\.position))
    }
    package struct Columns: SnapshotColumns {
        package let color: TokenColor.Columns
        package let position: UnsafeBufferPointer<Double>
        package init(count: Int, from r: inout SnapshotReader, limits: SnapshotLimits) throws(SnapshotError) {
            color = try TokenColor.Columns(count: count, from: &r, limits: limits)
            position = try r.f64(count: count, "gradient stop positions")
        }
        @inline(__always) package subscript(i: Int) -> GradientStop { GradientStop(color: color[i], position: position[i]) }
    }
}
