import TesseraColorModel
import TesseraModel

/// Writes values in the header's struct layouts, field by field at the offsets the header's
/// `_Static_assert`s pin, so no Swift type's layout crosses the boundary.
enum CLayout {
    /// Bytes of a pointer and of a `size_t`.
    static let word = MemoryLayout<UnsafeRawPointer>.size

    /// Bytes of `tessera_dimension_value`.
    static let dimensionSize = 16
    /// Bytes of `tessera_shadow_layer`.
    static let shadowLayerSize = 88
    /// Bytes of `tessera_gradient_stop`.
    static let gradientStopSize = 24

    /// RGBA as `float[4]`.
    @inline(__always)
    static func store(_ color: TokenColor, _ out: UnsafeMutableRawPointer) {
        out.storeBytes(of: color.red, toByteOffset: 0, as: Float.self)
        out.storeBytes(of: color.green, toByteOffset: 4, as: Float.self)
        out.storeBytes(of: color.blue, toByteOffset: 8, as: Float.self)
        out.storeBytes(of: color.alpha, toByteOffset: 12, as: Float.self)
    }

    /// A `tessera_dimension_value` (double value, int32 unit, int32 reserved).
    @inline(__always)
    static func store(_ d: TokenDimension, _ out: UnsafeMutableRawPointer) {
        out.storeBytes(of: d.value, toByteOffset: 0, as: Double.self)
        out.storeBytes(of: Int32(d.unit.rawValue), toByteOffset: 8, as: Int32.self)
        out.storeBytes(of: Int32(0), toByteOffset: 12, as: Int32.self)
    }

    /// A cubic Bézier as `double[4]` (p1x, p1y, p2x, p2y).
    @inline(__always)
    static func store(_ curve: CubicBezier, _ out: UnsafeMutableRawPointer) {
        out.storeBytes(of: curve.points.x, toByteOffset: 0, as: Double.self)
        out.storeBytes(of: curve.points.y, toByteOffset: 8, as: Double.self)
        out.storeBytes(of: curve.points.z, toByteOffset: 16, as: Double.self)
        out.storeBytes(of: curve.points.w, toByteOffset: 24, as: Double.self)
    }

    /// A `tessera_shadow_layer`.
    static func store(_ layer: ShadowLayer, _ out: UnsafeMutableRawPointer) {
        store(layer.color, out)
        store(layer.offsetX, out + 16)
        store(layer.offsetY, out + 32)
        store(layer.blur, out + 48)
        store(layer.spread, out + 64)
        out.storeBytes(of: Int32(layer.inset ? 1 : 0), toByteOffset: 80, as: Int32.self)
        out.storeBytes(of: Int32(0), toByteOffset: 84, as: Int32.self)
    }

    /// A `tessera_gradient_stop` (float[4] colour, double position).
    static func store(_ stop: GradientStop, _ out: UnsafeMutableRawPointer) {
        store(stop.color, out)
        out.storeBytes(of: stop.position, toByteOffset: 16, as: Double.self)
    }

    /// The stroke fields borders and stroke styles share: int32 style, int32 line cap, then the
    /// dash pointer and count (`dashes` is NULL and the count 0 for a keyword).
    @inline(__always)
    static func store(_ style: TokenStrokeStyle, dashes: CRecordTable, _ out: UnsafeMutableRawPointer) {
        out.storeBytes(of: Int32(style.keyword.rawValue), toByteOffset: 0, as: Int32.self)
        out.storeBytes(of: Int32(style.lineCap.rawValue), toByteOffset: 4, as: Int32.self)
        let first = style.keyword == .custom ? dashes.pointer(style.dashes) : nil
        out.storeBytes(of: first, toByteOffset: 8, as: UnsafeRawPointer?.self)
        out.storeBytes(of: first == nil ? 0 : Int(style.dashes.count), toByteOffset: 8 + word, as: Int.self)
    }
}
