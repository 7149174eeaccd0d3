extension String {
    /// `parts` joined into one string, built in one allocation.
    ///
    /// Interpolation grows the result piece by piece, an allocation and a copy each: for a
    /// message reported on each of a million tokens (an untyped cycle) that cost twice as many
    /// instructions as this.
    static func concatenating(_ parts: String...) -> String {
        var total = 0
        for part in parts { total += part.utf8.count }
        return String(unsafeUninitializedCapacity: total) { buffer in
            var written = 0
            for var part in parts {
                part.withUTF8 { bytes in
                    guard let base = bytes.baseAddress else { return }
                    UnsafeMutableRawPointer(buffer.baseAddress! + written).copyMemory(from: base, byteCount: bytes.count)
                    written += bytes.count
                }
            }
            return written
        }
    }
}

extension String {
    /// `prefix`, a dot and `name`: a token's path below its group's, built in one allocation
    /// (two appends grew the string twice; a variadic list allocated an array per token).
    static func dotted(_ prefix: String, _ name: String) -> String {
        var prefix = prefix
        var name = name
        return prefix.withUTF8 { p in
            name.withUTF8 { n in
                String(unsafeUninitializedCapacity: p.count + 1 + n.count) { buffer in
                    let base = UnsafeMutableRawPointer(buffer.baseAddress!)
                    if let start = p.baseAddress { base.copyMemory(from: start, byteCount: p.count) }
                    base.storeBytes(of: UInt8(ascii: "."), toByteOffset: p.count, as: UInt8.self)
                    if let start = n.baseAddress { (base + p.count + 1).copyMemory(from: start, byteCount: n.count) }
                    return p.count + 1 + n.count
                }
            }
        }
    }
}
