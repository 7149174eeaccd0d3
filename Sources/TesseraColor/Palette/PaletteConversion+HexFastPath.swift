import TesseraSupport

extension PaletteConversion {
    /// Hex in, hex out, when every line is a bare `#RRGGBB` or `#RRGGBBAA` color and no gamut
    /// check is needed: the input is split into chunks at line boundaries, and each chunk is
    /// parsed, converted and formatted on its own core with no per-color allocation.
    ///
    /// Returns `nil` when the input has anything else (comments, blank lines, CSS colors, other
    /// hex lengths, errors), so the general path handles it and reports every problem.
    func hexFastPath(_ bytes: [UInt8], converter: ColorConverter) -> [UInt8]? {
        guard format == .hex, !bytes.isEmpty else { return nil }
        let chunkCount = max(1, min(64, bytes.count / (1 << 18)))
        // Chunk boundaries just after a newline.
        var bounds = [0]
        for c in 1..<chunkCount {
            var i = bytes.count * c / chunkCount
            while i < bytes.count, bytes[i - 1] != UInt8(ascii: "\n") { i += 1 }
            if i > bounds.last!, i < bytes.count { bounds.append(i) }
        }
        bounds.append(bytes.count)
        let n = bounds.count - 1
        let results = Locked([[UInt8]?](repeating: nil, count: n))
        let precision = self.precision
        let cuts = bounds
        Parallel.forEach(n) { c in
            let out = bytes.withUnsafeBufferPointer { input in
                Self.convertHexChunk(UnsafeBufferPointer(rebasing: input[cuts[c]..<cuts[c + 1]]), converter: converter, precision: precision)
            }
            results.withLock { $0[c] = out }
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 8)
        for chunk in results.withLock({ $0 }) {
            guard let chunk else { return nil }
            output.append(contentsOf: chunk)
        }
        return output
    }

    /// Parses, converts and formats one chunk; `nil` if any line is not a bare 6- or 8-digit hex.
    static func convertHexChunk(_ chunk: UnsafeBufferPointer<UInt8>, converter: ColorConverter, precision: BatchPrecision) -> [UInt8]? {
        var pixels = [UInt8](repeating: 0, count: chunk.count / 2 + 8)
        var count = 0
        var i = 0
        let end = chunk.count
        // Read once: the table lives in another module, where each read is an accessor call.
        let table = HexDigits.table
        while i < end {
            guard chunk[i] == UInt8(ascii: "#") else { return nil }
            var j = i + 1
            var packed: UInt32 = 0
            var flags: UInt8 = 0
            while j < end, chunk[j] != UInt8(ascii: "\n") {
                let v = table[Int(chunk[j])]
                flags |= v
                packed = packed &<< 4 | UInt32(v & 0xF)
                j += 1
            }
            let digits = j - i - 1
            guard flags & 0x10 == 0, digits == 6 || digits == 8 else { return nil }
            if digits == 6 { packed = packed &<< 8 | 0xFF }
            pixels[4 * count] = UInt8(truncatingIfNeeded: packed >> 24)
            pixels[4 * count + 1] = UInt8(truncatingIfNeeded: packed >> 16)
            pixels[4 * count + 2] = UInt8(truncatingIfNeeded: packed >> 8)
            pixels[4 * count + 3] = UInt8(truncatingIfNeeded: packed)
            count += 1
            i = j + 1
        }
        var converted = [UInt8](repeating: 0, count: 4 * count)
        do throws(ColorError) {
            try pixels.withUnsafeBufferPointer { (p) throws(ColorError) in
                try converted.withUnsafeMutableBufferPointer { (o) throws(ColorError) in
                    try converter.convert(UnsafeBufferPointer(rebasing: p[0..<4 * count]), layout: .rgba, into: o, precision: precision, concurrency: .singleThreaded)
                }
            }
        } catch {
            return nil
        }
        var text = [UInt8](repeating: 0, count: count * 10)
        var length = 0
        text.withUnsafeMutableBufferPointer { t in
            converted.withUnsafeBufferPointer { px in
                for k in 0..<count {
                    let pixel = RGBA8(red: px[4 * k], green: px[4 * k + 1], blue: px[4 * k + 2], alpha: px[4 * k + 3])
                    length += pixel.writeHex(to: t.baseAddress! + length)
                    t[length] = UInt8(ascii: "\n")
                    length += 1
                }
            }
        }
        text.removeSubrange(length...)
        return text
    }
}
