import TesseraColorModel
import TesseraIO
import TesseraModel
import TesseraSnapshot
import TesseraSupport
@_spi(Handles) import TesseraTables

// The typed readers: one bounds-checked id → handle step, one table load, a status. No
// allocation, no lock. Results go into caller memory through the header's struct layouts,
// written field by field at fixed offsets (the header pins the sizes with _Static_assert).

private let statusOK: Int32 = 0
private let statusForbidden: Int32 = 1
private let statusAbsent: Int32 = 2
private let statusInvalid: Int32 = 3
private let statusTooSmall: Int32 = 4

@inline(__always)
private func status(_ box: TableHandle, _ type: TokenType, _ index: UInt32) -> Int32 {
    switch box.table.unavailability(of: type, index: Int(index)) {
    case nil: statusOK
    case .forbidden: statusForbidden
    case .absent: statusAbsent
    case .unknownHandle: statusInvalid
    }
}

@inline(__always)
private func store(_ color: Color, _ out: UnsafeMutableRawPointer) {
    out.storeBytes(of: color.red, toByteOffset: 0, as: Float.self)
    out.storeBytes(of: color.green, toByteOffset: 4, as: Float.self)
    out.storeBytes(of: color.blue, toByteOffset: 8, as: Float.self)
    out.storeBytes(of: color.alpha, toByteOffset: 12, as: Float.self)
}

/// Writes a `tessera_dimension_value` (double value, int32 unit, int32 reserved).
@inline(__always)
private func store(_ d: Dimension, _ out: UnsafeMutableRawPointer) {
    out.storeBytes(of: d.value, toByteOffset: 0, as: Double.self)
    out.storeBytes(of: Int32(d.unit.rawValue), toByteOffset: 8, as: Int32.self)
    out.storeBytes(of: Int32(0), toByteOffset: 12, as: Int32.self)
}

/// `tessera_color`.
@_cdecl("tessera_color")
public func tessera_color(_ table: OpaquePointer?, _ id: Int32, _ rgba: UnsafeMutablePointer<Float>?) -> Int32 {
    guard let box = Handles.borrow(table, as: TableHandle.self), let rgba, let h = box.theme.handle(id, .color) else { return statusInvalid }
    store(box.table[Token<Color>(index: h)], UnsafeMutableRawPointer(rgba))
    return status(box, .color, h)
}

/// `tessera_dimension`.
@_cdecl("tessera_dimension")
public func tessera_dimension(_ table: OpaquePointer?, _ id: Int32, _ value: UnsafeMutablePointer<Double>?, _ unit: UnsafeMutablePointer<Int32>?) -> Int32 {
    guard let box = Handles.borrow(table, as: TableHandle.self), let h = box.theme.handle(id, .dimension) else { return statusInvalid }
    let d = box.table[Token<Dimension>(index: h)]
    value?.pointee = d.value
    unit?.pointee = Int32(d.unit.rawValue)
    return status(box, .dimension, h)
}

/// `tessera_number`.
@_cdecl("tessera_number")
public func tessera_number(_ table: OpaquePointer?, _ id: Int32, _ value: UnsafeMutablePointer<Double>?) -> Int32 {
    guard let box = Handles.borrow(table, as: TableHandle.self), let h = box.theme.handle(id, .number) else { return statusInvalid }
    value?.pointee = box.table[Token<Number>(index: h)].value
    return status(box, .number, h)
}

/// `tessera_font_weight`.
@_cdecl("tessera_font_weight")
public func tessera_font_weight(_ table: OpaquePointer?, _ id: Int32, _ value: UnsafeMutablePointer<Double>?) -> Int32 {
    guard let box = Handles.borrow(table, as: TableHandle.self), let h = box.theme.handle(id, .fontWeight) else { return statusInvalid }
    value?.pointee = box.table[Token<FontWeight>(index: h)].value
    return status(box, .fontWeight, h)
}

/// `tessera_duration`.
@_cdecl("tessera_duration")
public func tessera_duration(_ table: OpaquePointer?, _ id: Int32, _ seconds: UnsafeMutablePointer<Double>?) -> Int32 {
    guard let box = Handles.borrow(table, as: TableHandle.self), let h = box.theme.handle(id, .duration) else { return statusInvalid }
    seconds?.pointee = box.table[Token<TokenDuration>(index: h)].seconds
    return status(box, .duration, h)
}

/// `tessera_font_family`.
@_cdecl("tessera_font_family")
public func tessera_font_family(_ table: OpaquePointer?, _ id: Int32, _ family: UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> Int32 {
    guard let box = Handles.borrow(table, as: TableHandle.self), let h = box.theme.handle(id, .fontFamily) else { return statusInvalid }
    let f = Int(box.table[Token<FontFamily>(index: h)].id)
    family?.pointee = f < box.theme.families.count ? box.theme.families.pointer(f) : nil
    return status(box, .fontFamily, h)
}

/// `tessera_string`.
@_cdecl("tessera_string")
public func tessera_string(_ table: OpaquePointer?, _ id: Int32, _ text: UnsafeMutablePointer<UnsafePointer<CChar>?>?, _ length: UnsafeMutablePointer<Int>?) -> Int32 {
    guard let box = Handles.borrow(table, as: TableHandle.self), let h = box.theme.handle(id, .string) else { return statusInvalid }
    // Strings are one-name lists in the family pool, so the family table holds their bytes.
    let s = Int(box.table[Token<TokenString>(index: h)].id)
    let known = s < box.theme.families.count
    text?.pointee = known ? box.theme.families.pointer(s) : nil
    length?.pointee = known ? box.theme.families.length(s) : 0
    return status(box, .string, h)
}

/// `tessera_boolean`.
@_cdecl("tessera_boolean")
public func tessera_boolean(_ table: OpaquePointer?, _ id: Int32, _ value: UnsafeMutablePointer<Int32>?) -> Int32 {
    guard let box = Handles.borrow(table, as: TableHandle.self), let h = box.theme.handle(id, .boolean) else { return statusInvalid }
    value?.pointee = box.table[Token<TokenBoolean>(index: h)].value ? 1 : 0
    return status(box, .boolean, h)
}

/// `tessera_shadow`.
@_cdecl("tessera_shadow")
public func tessera_shadow(_ table: OpaquePointer?, _ id: Int32, _ layers: UnsafeMutableRawPointer?, _ capacity: Int, _ countOut: UnsafeMutablePointer<Int>?) -> Int32 {
    guard let box = Handles.borrow(table, as: TableHandle.self), let h = box.theme.handle(id, .shadow) else { return statusInvalid }
    let range = box.table[Token<Shadow>(index: h)].layers.indices
    countOut?.pointee = range.count
    let pool = box.theme.shadowLayers
    if let layers {
        for (k, i) in range.prefix(capacity).enumerated() {
            let out = layers + k * 88
            let layer = pool[i]
            store(layer.color, out)
            store(layer.offsetX, out + 16)
            store(layer.offsetY, out + 32)
            store(layer.blur, out + 48)
            store(layer.spread, out + 64)
            out.storeBytes(of: Int32(layer.inset ? 1 : 0), toByteOffset: 80, as: Int32.self)
            out.storeBytes(of: Int32(0), toByteOffset: 84, as: Int32.self)
        }
    }
    let s = status(box, .shadow, h)
    return s == statusOK && range.count > capacity ? statusTooSmall : s
}

/// `tessera_typography`.
@_cdecl("tessera_typography")
public func tessera_typography(_ table: OpaquePointer?, _ id: Int32, _ out: UnsafeMutableRawPointer?) -> Int32 {
    guard let box = Handles.borrow(table, as: TableHandle.self), let out, let h = box.theme.handle(id, .typography) else { return statusInvalid }
    let t = box.table[Token<Typography>(index: h)]
    let f = Int(t.fontFamily.id)
    out.storeBytes(of: f < box.theme.families.count ? box.theme.families.pointer(f) : nil, toByteOffset: 0, as: UnsafePointer<CChar>?.self)
    store(t.fontSize, out + 8)
    out.storeBytes(of: t.fontWeight.value, toByteOffset: 24, as: Double.self)
    store(t.letterSpacing, out + 32)
    out.storeBytes(of: t.lineHeight, toByteOffset: 48, as: Double.self)
    return status(box, .typography, h)
}

/// `tessera_border`.
@_cdecl("tessera_border")
public func tessera_border(_ table: OpaquePointer?, _ id: Int32, _ out: UnsafeMutableRawPointer?) -> Int32 {
    guard let box = Handles.borrow(table, as: TableHandle.self), let out, let h = box.theme.handle(id, .border) else { return statusInvalid }
    let b = box.table[Token<Border>(index: h)]
    store(b.color, out)
    store(b.width, out + 16)
    out.storeBytes(of: Int32(b.style.keyword.rawValue), toByteOffset: 32, as: Int32.self)
    out.storeBytes(of: Int32(b.style.lineCap.rawValue), toByteOffset: 36, as: Int32.self)
    let dashes = b.style.keyword == .custom ? box.theme.dashes.pointer(b.style.dashes) : nil
    out.storeBytes(of: dashes, toByteOffset: 40, as: UnsafeRawPointer?.self)
    out.storeBytes(of: dashes == nil ? 0 : Int(b.style.dashes.count), toByteOffset: 40 + MemoryLayout<UnsafeRawPointer>.size, as: Int.self)
    return status(box, .border, h)
}
