import TesseraColorModel
import TesseraModel
import TesseraTables

// The typed readers of single-field values: one bounds-checked id → handle step, one table
// load, a status. No allocation, no lock. Every output may be NULL: that output is skipped and
// the status is the same (the header's rule for NULL outputs).

/// `tessera_color`.
@_cdecl("tessera_color")
public func tessera_color(_ table: OpaquePointer?, _ id: Int32, _ rgba: UnsafeMutablePointer<Float>?) -> Int32 {
    CStatus.read(table, id, .color) { box, h in
        if let rgba { CLayout.store(box.value(h, as: TokenColor.self), UnsafeMutableRawPointer(rgba)) }
        return box.status(.color, h)
    }
}

/// `tessera_dimension`.
@_cdecl("tessera_dimension")
public func tessera_dimension(_ table: OpaquePointer?, _ id: Int32, _ value: UnsafeMutablePointer<Double>?, _ unit: UnsafeMutablePointer<Int32>?) -> Int32 {
    CStatus.read(table, id, .dimension) { box, h in
        let d = box.value(h, as: TokenDimension.self)
        value?.pointee = d.value
        unit?.pointee = Int32(d.unit.rawValue)
        return box.status(.dimension, h)
    }
}

/// `tessera_number`.
@_cdecl("tessera_number")
public func tessera_number(_ table: OpaquePointer?, _ id: Int32, _ value: UnsafeMutablePointer<Double>?) -> Int32 {
    CStatus.read(table, id, .number) { box, h in
        value?.pointee = box.value(h, as: Number.self).value
        return box.status(.number, h)
    }
}

/// `tessera_font_weight`.
@_cdecl("tessera_font_weight")
public func tessera_font_weight(_ table: OpaquePointer?, _ id: Int32, _ value: UnsafeMutablePointer<Double>?) -> Int32 {
    CStatus.read(table, id, .fontWeight) { box, h in
        value?.pointee = box.value(h, as: FontWeight.self).value
        return box.status(.fontWeight, h)
    }
}

/// `tessera_duration`.
@_cdecl("tessera_duration")
public func tessera_duration(_ table: OpaquePointer?, _ id: Int32, _ seconds: UnsafeMutablePointer<Double>?) -> Int32 {
    CStatus.read(table, id, .duration) { box, h in
        seconds?.pointee = box.value(h, as: TokenDuration.self).seconds
        return box.status(.duration, h)
    }
}

/// `tessera_cubic_bezier`.
@_cdecl("tessera_cubic_bezier")
public func tessera_cubic_bezier(_ table: OpaquePointer?, _ id: Int32, _ points: UnsafeMutablePointer<Double>?) -> Int32 {
    CStatus.read(table, id, .cubicBezier) { box, h in
        if let points { CLayout.store(box.value(h, as: CubicBezier.self), UnsafeMutableRawPointer(points)) }
        return box.status(.cubicBezier, h)
    }
}

/// `tessera_boolean`.
@_cdecl("tessera_boolean")
public func tessera_boolean(_ table: OpaquePointer?, _ id: Int32, _ value: UnsafeMutablePointer<Int32>?) -> Int32 {
    CStatus.read(table, id, .boolean) { box, h in
        value?.pointee = box.value(h, as: TokenBoolean.self).value ? 1 : 0
        return box.status(.boolean, h)
    }
}

/// `tessera_font_family`.
@_cdecl("tessera_font_family")
public func tessera_font_family(_ table: OpaquePointer?, _ id: Int32, _ family: UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> Int32 {
    CStatus.read(table, id, .fontFamily) { box, h in
        let f = Int(box.value(h, as: FontFamily.self).id)
        family?.pointee = f < box.theme.families.count ? box.theme.families.display(f) : nil
        return box.status(.fontFamily, h)
    }
}

/// `tessera_font_family_names`.
@_cdecl("tessera_font_family_names")
public func tessera_font_family_names(
    _ table: OpaquePointer?, _ id: Int32, _ names: UnsafeMutablePointer<UnsafePointer<UnsafePointer<CChar>?>?>?, _ count: UnsafeMutablePointer<Int>?
) -> Int32 {
    Handles.with(table, as: TableHandle.self, orElse: CStatus.invalid) { box in
        // A font family, or a typography's family.
        let family: FontFamily
        let status: Int32
        if let h = box.handle(id, .fontFamily) {
            family = box.value(h, as: FontFamily.self)
            status = box.status(.fontFamily, h)
        } else if let h = box.handle(id, .typography) {
            family = box.value(h, as: Typography.self).fontFamily
            status = box.status(.typography, h)
        } else {
            return CStatus.invalid
        }
        let f = Int(family.id)
        let list = f < box.theme.families.count ? box.theme.families.names(f) : nil
        names?.pointee = list?.0
        count?.pointee = list?.1 ?? 0
        return status
    }
}

/// `tessera_string`.
@_cdecl("tessera_string")
public func tessera_string(_ table: OpaquePointer?, _ id: Int32, _ text: UnsafeMutablePointer<UnsafePointer<CChar>?>?, _ length: UnsafeMutablePointer<Int>?) -> Int32 {
    CStatus.read(table, id, .string) { box, h in
        // Strings are one-name lists in the family pool.
        let s = Int(box.value(h, as: TokenString.self).id)
        let name = s < box.theme.families.count ? box.theme.families.first(s) : nil
        text?.pointee = name?.0
        length?.pointee = name?.1 ?? 0
        return box.status(.string, h)
    }
}
