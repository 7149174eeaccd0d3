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
