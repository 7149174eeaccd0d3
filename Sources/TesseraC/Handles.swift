import TesseraModel

/// Opaque pointers to and from the handle classes.
enum Handles {
    /// The token types by their C code (`TESSERA_TYPE_*`, the type's ordinal), made once:
    /// `allCases` builds an array on every call.
    static let types = Array(TokenType.allCases)

    /// The type with C code `code`, or `nil` when it names none.
    static func type(_ code: Int32) -> TokenType? { code >= 0 && Int(code) < types.count ? types[Int(code)] : nil }

    static func retained(_ object: AnyObject) -> OpaquePointer { OpaquePointer(Unmanaged.passRetained(object).toOpaque()) }

    @inline(__always)
    static func borrow<T: AnyObject>(_ pointer: OpaquePointer?, as: T.Type) -> T? {
        guard let pointer else { return nil }
        return Unmanaged<T>.fromOpaque(UnsafeRawPointer(pointer)).takeUnretainedValue()
    }

    /// `body` with the object at `pointer`, borrowed without a retain (the caller holds it for
    /// the call, as the header's lifetime rules say), or `fallback` for NULL.
    @inline(__always)
    static func with<T: AnyObject, R>(_ pointer: OpaquePointer?, as: T.Type, orElse fallback: R, _ body: (T) -> R) -> R {
        guard let pointer else { return fallback }
        return Unmanaged<T>.fromOpaque(UnsafeRawPointer(pointer))._withUnsafeGuaranteedRef(body)
    }

    static func release<T: AnyObject>(_ pointer: OpaquePointer?, as: T.Type) {
        guard let pointer else { return }
        Unmanaged<T>.fromOpaque(UnsafeRawPointer(pointer)).release()
    }
}
