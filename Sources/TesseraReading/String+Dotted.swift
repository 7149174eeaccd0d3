extension String {
    /// `prefix`, a dot and `name`: a token's path below its group's, built in one allocation
    /// (two appends grew the string twice; a variadic list allocated an array per token).
    package static func dotted(_ prefix: String, _ name: String) -> String {
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
