import TesseraColorModel
import TesseraModel
import TesseraTables

// The typed readers of composite values, written into the header's structs at fixed offsets
// (the header pins the sizes with _Static_assert). Variable-length parts are either copied
// into a caller's array with a capacity (shadow layers, gradient stops) or pointed at in the
// theme's pools (dash lengths). Every output may be NULL, as for the other readers.

/// `tessera_shadow`.
@_cdecl("tessera_shadow")
public func tessera_shadow(_ table: OpaquePointer?, _ id: Int32, _ layers: UnsafeMutableRawPointer?, _ capacity: Int, _ countOut: UnsafeMutablePointer<Int>?) -> Int32 {
    CStatus.read(table, id, .shadow) { box, h in
        CStatus.counted(box.status(.shadow, h), box.theme.shadowLayers, box.value(h, as: Shadow.self).layers, layers, capacity, countOut)
    }
}

/// `tessera_gradient`.
@_cdecl("tessera_gradient")
public func tessera_gradient(_ table: OpaquePointer?, _ id: Int32, _ stops: UnsafeMutableRawPointer?, _ capacity: Int, _ countOut: UnsafeMutablePointer<Int>?) -> Int32 {
    CStatus.read(table, id, .gradient) { box, h in
        CStatus.counted(box.status(.gradient, h), box.theme.gradientStops, box.value(h, as: TokenGradient.self).stops, stops, capacity, countOut)
    }
}

/// `tessera_typography`.
@_cdecl("tessera_typography")
public func tessera_typography(_ table: OpaquePointer?, _ id: Int32, _ out: UnsafeMutableRawPointer?) -> Int32 {
    CStatus.read(table, id, .typography) { box, h in
        if let out {
            let t = box.value(h, as: Typography.self)
            let f = Int(t.fontFamily.id)
            out.storeBytes(of: f < box.theme.families.count ? box.theme.families.display(f) : nil, toByteOffset: 0, as: UnsafePointer<CChar>?.self)
            CLayout.store(t.fontSize, out + 8)
            out.storeBytes(of: t.fontWeight.value, toByteOffset: 24, as: Double.self)
            CLayout.store(t.letterSpacing, out + 32)
            out.storeBytes(of: t.lineHeight, toByteOffset: 48, as: Double.self)
        }
        return box.status(.typography, h)
    }
}

/// `tessera_border`.
@_cdecl("tessera_border")
public func tessera_border(_ table: OpaquePointer?, _ id: Int32, _ out: UnsafeMutableRawPointer?) -> Int32 {
    CStatus.read(table, id, .border) { box, h in
        if let out {
            let b = box.value(h, as: Border.self)
            CLayout.store(b.color, out)
            CLayout.store(b.width, out + 16)
            CLayout.store(b.style, dashes: box.theme.dashes, out + 32)
        }
        return box.status(.border, h)
    }
}

/// `tessera_stroke_style`.
@_cdecl("tessera_stroke_style")
public func tessera_stroke_style(_ table: OpaquePointer?, _ id: Int32, _ out: UnsafeMutableRawPointer?) -> Int32 {
    CStatus.read(table, id, .strokeStyle) { box, h in
        if let out { CLayout.store(box.value(h, as: TokenStrokeStyle.self), dashes: box.theme.dashes, out) }
        return box.status(.strokeStyle, h)
    }
}

/// `tessera_transition`.
@_cdecl("tessera_transition")
public func tessera_transition(_ table: OpaquePointer?, _ id: Int32, _ out: UnsafeMutableRawPointer?) -> Int32 {
    CStatus.read(table, id, .transition) { box, h in
        if let out {
            let t = box.value(h, as: TokenTransition.self)
            out.storeBytes(of: t.duration.seconds, toByteOffset: 0, as: Double.self)
            out.storeBytes(of: t.delay.seconds, toByteOffset: 8, as: Double.self)
            CLayout.store(t.timingFunction, out + 16)
        }
        return box.status(.transition, h)
    }
}
