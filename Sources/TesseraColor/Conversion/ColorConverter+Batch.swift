import TesseraSupport

/// The channel layout of 8-bit batch input; the output uses the same layout.
public enum PixelLayout: Hashable, Sendable {
    /// Three channels per pixel: R, G, B.
    case rgb
    /// Four channels per pixel: R, G, B, A. Alpha is copied by Tessera, not by lcms2.
    case rgba

    /// Channels per pixel.
    public var channels: Int { self == .rgb ? 3 : 4 }
}

/// Accuracy/speed trade-off of batch conversion.
public enum BatchPrecision: Hashable, Sendable {
    /// Integer outputs equal lcms2's float transform output, rounded to nearest
    /// (`(v * 255).rounded()` or `(v * 65535).rounded()`, clamped); float outputs are
    /// lcms2's float transform output.
    ///
    /// For 8-bit output between two RGB matrix/TRC profiles (relative colorimetric, no
    /// black-point compensation) a Swift kernel computes this at > 50 M colors/s; every
    /// other case runs lcms2's float pipeline (about 4 M colors/s per core).
    case exact
    /// lcms2's optimised integer paths: 8-bit output from its 1.14 fixed-point
    /// matrix-shaper, 16-bit output from its default (prelinearisation + CLUT) pipeline.
    ///
    /// Measured against `.exact` over all 2^24 sRGB colors from sRGB
    /// (`tessera-color-sweep sweep`), share of colors with any channel off / max codes off:
    /// Display P3 2.51 % / 1, Rec. 2020 OETF 2.20 % / 1, Rec. 2020 γ 2.4 2.08 % / 3,
    /// Adobe RGB 3.05 % / 2, ProPhoto 2.08 % / 1. The multi-code errors are near black on
    /// pure-gamma curves. 16-bit output (8-bit input) is off by up to
    /// 40/65535 (P3), 21 (Rec. 2020 OETF), 853 (Rec. 2020 γ 2.4), 529 (Adobe RGB) and 43
    /// (ProPhoto), same sweep. Float output is the same as `.exact`.
    case fast
}

/// How many threads a batch may use.
public enum BatchConcurrency: Hashable, Sendable {
    /// All active processors, for batches of at least two chunks (65,536 pixels each).
    case automatic
    /// Only the calling thread.
    case singleThreaded
}

extension ColorConverter {
    /// Converts packed 8-bit pixels into 8-bit pixels of the same layout.
    ///
    /// `input` and `output` must not overlap: the exact kernel re-reads the input of the
    /// few pixels it hands to lcms2 after writing the rest.
    ///
    /// - Complexity: O(n); no allocation per color.
    public func convert(
        _ input: UnsafeBufferPointer<UInt8>, layout: PixelLayout,
        into output: UnsafeMutableBufferPointer<UInt8>,
        precision: BatchPrecision = .exact, concurrency: BatchConcurrency = .automatic
    ) throws(ColorError) {
        try run(
            input: UnsafeRawBufferPointer(input), layout: layout,
            output: UnsafeMutableRawBufferPointer(output), outputCount: output.count,
            kind: .uint8, precision: precision, concurrency: concurrency)
    }

    /// Converts packed 8-bit pixels into native-endian 16-bit pixels of the same layout.
    ///
    /// Alpha `a` becomes `a * 257`.
    public func convert(
        _ input: UnsafeBufferPointer<UInt8>, layout: PixelLayout,
        into output: UnsafeMutableBufferPointer<UInt16>,
        precision: BatchPrecision = .exact, concurrency: BatchConcurrency = .automatic
    ) throws(ColorError) {
        try run(
            input: UnsafeRawBufferPointer(input), layout: layout,
            output: UnsafeMutableRawBufferPointer(output), outputCount: output.count,
            kind: .uint16, precision: precision, concurrency: concurrency)
    }

    /// Converts packed 8-bit pixels into unbounded Float32 pixels of the same layout.
    ///
    /// Alpha `a` becomes `Float(a) / 255`. Color channels are not clipped.
    public func convert(
        _ input: UnsafeBufferPointer<UInt8>, layout: PixelLayout,
        into output: UnsafeMutableBufferPointer<Float>,
        precision: BatchPrecision = .exact, concurrency: BatchConcurrency = .automatic
    ) throws(ColorError) {
        try run(
            input: UnsafeRawBufferPointer(input), layout: layout,
            output: UnsafeMutableRawBufferPointer(output), outputCount: output.count,
            kind: .float32, precision: precision, concurrency: concurrency)
    }

    /// Array convenience for ``convert(_:layout:into:precision:concurrency:)-(_,_,UnsafeMutableBufferPointer<UInt8>,_,_)``.
    public func convert(
        _ input: [UInt8], layout: PixelLayout, precision: BatchPrecision = .exact
    ) throws(ColorError) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: input.count)
        try input.withUnsafeBufferPointer { (i) throws(ColorError) in
            try output.withUnsafeMutableBufferPointer { (o) throws(ColorError) in
                try convert(i, layout: layout, into: o, precision: precision)
            }
        }
        return output
    }

    /// Array convenience returning Float32 output.
    public func convertToFloat(
        _ input: [UInt8], layout: PixelLayout, precision: BatchPrecision = .exact
    ) throws(ColorError) -> [Float] {
        var output = [Float](repeating: 0, count: input.count)
        try input.withUnsafeBufferPointer { (i) throws(ColorError) in
            try output.withUnsafeMutableBufferPointer { (o) throws(ColorError) in
                try convert(i, layout: layout, into: o, precision: precision)
            }
        }
        return output
    }

    /// Array convenience returning 16-bit output.
    public func convertTo16Bit(
        _ input: [UInt8], layout: PixelLayout, precision: BatchPrecision = .exact
    ) throws(ColorError) -> [UInt16] {
        var output = [UInt16](repeating: 0, count: input.count)
        try input.withUnsafeBufferPointer { (i) throws(ColorError) in
            try output.withUnsafeMutableBufferPointer { (o) throws(ColorError) in
                try convert(i, layout: layout, into: o, precision: precision)
            }
        }
        return output
    }

    /// Whether `.exact` 8-bit batches of this converter run the Swift matrix/TRC kernel.
    public var usesExactKernel: Bool {
        exactKernelEligible && TransformCache.kernel(from: source, to: destination) != nil
    }

    var exactKernelEligible: Bool {
        !isIdentity && intent == .relativeColorimetric && !blackPointCompensation
            && source.isMatrixShaper && destination.isMatrixShaper
    }
}

// MARK: - Implementation

enum OutputKind {
    case uint8, uint16, float32

    var bytes: Int {
        switch self {
        case .uint8: 1
        case .uint16: 2
        case .float32: 4
        }
    }
}

/// Raw buffer addresses for the chunk workers.
///
/// `@unchecked Sendable`: every worker reads the shared input and writes a disjoint range
/// of pixels of the output; the caller's buffers outlive the synchronous batch call.
struct BatchBuffers: @unchecked Sendable {
    let input: UnsafeRawPointer
    let output: UnsafeMutableRawPointer
}

/// The per-call execution plan; all handles are resolved before any worker starts.
enum BatchPlan: Sendable {
    case identity
    case kernel(MatrixShaperKernel, fallback: TransformHandle)
    case direct(TransformHandle)
    case roundedFloat(TransformHandle, scale: Double)
}

extension ColorConverter {
    static let chunkPixels = 1 << 16

    func run(
        input: UnsafeRawBufferPointer, layout: PixelLayout,
        output: UnsafeMutableRawBufferPointer, outputCount: Int,
        kind: OutputKind, precision: BatchPrecision, concurrency: BatchConcurrency
    ) throws(ColorError) {
        let channels = layout.channels
        guard input.count % channels == 0 else {
            throw .bufferSizeMismatch(expected: input.count - input.count % channels, actual: input.count)
        }
        guard outputCount == input.count else {
            throw .bufferSizeMismatch(expected: input.count, actual: outputCount)
        }
        let pixels = input.count / channels
        guard pixels > 0, let inBase = input.baseAddress, let outBase = output.baseAddress else { return }
        let plan = try makePlan(layout: layout, kind: kind, precision: precision)
        let buffers = BatchBuffers(input: inBase, output: outBase)
        let chunks = (pixels + Self.chunkPixels - 1) / Self.chunkPixels
        let work: @Sendable (Int) -> Void = { chunk in
            let start = chunk * Self.chunkPixels
            let count = min(Self.chunkPixels, pixels - start)
            Self.process(
                plan: plan, buffers: buffers, start: start, count: count,
                channels: channels, kind: kind)
        }
        if chunks > 1, concurrency == .automatic {
            Parallel.forEach(chunks, work)
        } else {
            for chunk in 0..<chunks { work(chunk) }
        }
    }

    func makePlan(layout: PixelLayout, kind: OutputKind, precision: BatchPrecision) throws(ColorError) -> BatchPlan {
        if isIdentity { return .identity }
        let inFormat = layout == .rgb ? LCMS.Format.rgb8 : LCMS.Format.rgba8
        func transform(_ outFormat: UInt32, flags: UInt32) throws(ColorError) -> TransformHandle {
            try TransformCache.transform(
                from: source, inputFormat: inFormat, to: destination, outputFormat: outFormat,
                intent: intent, flags: baseFlags | flags)
        }
        // 8-bit in, float out, NOOPTIMIZE: lcms2's float pipeline without building the
        // 8-bit tables it would never use (same output, 5× faster to create).
        let float3 = { () throws(ColorError) -> TransformHandle in
            try transform(LCMS.Format.rgbFloat, flags: LCMS.Flag.noOptimize)
        }
        switch (kind, precision) {
        case (.float32, _):
            let format = layout == .rgb ? LCMS.Format.rgbFloat : LCMS.Format.rgbaFloat
            return .direct(try transform(format, flags: LCMS.Flag.noOptimize))
        case (.uint8, .fast):
            return .direct(try transform(inFormat, flags: 0))
        case (.uint16, .fast):
            return .direct(try transform(layout == .rgb ? LCMS.Format.rgb16 : LCMS.Format.rgba16, flags: 0))
        case (.uint8, .exact):
            if exactKernelEligible, let kernel = TransformCache.kernel(from: source, to: destination) {
                let fallback = try TransformCache.transform(
                    from: source, inputFormat: LCMS.Format.rgb8, to: destination,
                    outputFormat: LCMS.Format.rgbFloat, intent: intent,
                    flags: baseFlags | LCMS.Flag.noOptimize)
                return .kernel(kernel, fallback: fallback)
            }
            return .roundedFloat(try float3(), scale: 255)
        case (.uint16, .exact):
            return .roundedFloat(try float3(), scale: 65535)
        }
    }

    /// Rounds an lcms2 float output the way `.exact` defines it.
    @inline(__always)
    static func rounded(_ v: Float, scale: Double) -> Int {
        let s = (Double(v) * scale).rounded()
        if !(s > 0) { return 0 }
        return s >= scale ? Int(scale) : Int(s)
    }

    static func process(
        plan: BatchPlan, buffers: BatchBuffers, start: Int, count: Int,
        channels: Int, kind: OutputKind
    ) {
        let input = buffers.input.assumingMemoryBound(to: UInt8.self) + start * channels
        let outRaw = buffers.output + start * channels * kind.bytes
        switch plan {
        case .identity:
            for i in 0..<(count * channels) {
                let v = input[i]
                switch kind {
                case .uint8: outRaw.assumingMemoryBound(to: UInt8.self)[i] = v
                case .uint16: outRaw.assumingMemoryBound(to: UInt16.self)[i] = UInt16(v) &* 257
                case .float32: outRaw.assumingMemoryBound(to: Float.self)[i] = Float(v) / 255
                }
            }
            return
        case .direct(let transform):
            transform.apply(
                input, inputStride: channels, outRaw, outputStride: channels * kind.bytes, count: count)
        case .roundedFloat(let transform, let scale):
            let block = 4096
            let scratch = UnsafeMutablePointer<Float>.allocate(capacity: block * 3)
            defer { scratch.deallocate() }
            var done = 0
            while done < count {
                let n = min(block, count - done)
                transform.apply(input + done * channels, inputStride: channels, scratch, outputStride: 12, count: n)
                for p in 0..<n {
                    for c in 0..<3 {
                        let v = rounded(scratch[p * 3 + c], scale: scale)
                        let index = (done + p) * channels + c
                        if kind == .uint8 {
                            outRaw.assumingMemoryBound(to: UInt8.self)[index] = UInt8(truncatingIfNeeded: v)
                        } else {
                            outRaw.assumingMemoryBound(to: UInt16.self)[index] = UInt16(truncatingIfNeeded: v)
                        }
                    }
                }
                done += n
            }
        case .kernel(let kernel, let fallback):
            let out = outRaw.assumingMemoryBound(to: UInt8.self)
            let ambiguous = UnsafeMutablePointer<Int32>.allocate(capacity: count)
            defer { ambiguous.deallocate() }
            let found = kernel.run(
                input: input, inputStride: channels, output: out, outputStride: channels,
                count: count, ambiguous: ambiguous)
            if found > 0 {
                let gathered = UnsafeMutablePointer<UInt8>.allocate(capacity: found * 3)
                let floats = UnsafeMutablePointer<Float>.allocate(capacity: found * 3)
                defer {
                    gathered.deallocate()
                    floats.deallocate()
                }
                for k in 0..<found {
                    let p = Int(ambiguous[k]) * channels
                    gathered[k * 3] = input[p]
                    gathered[k * 3 + 1] = input[p + 1]
                    gathered[k * 3 + 2] = input[p + 2]
                }
                fallback.apply(gathered, inputStride: 3, floats, outputStride: 12, count: found)
                for k in 0..<found {
                    let p = Int(ambiguous[k]) * channels
                    for c in 0..<3 {
                        out[p + c] = UInt8(truncatingIfNeeded: rounded(floats[k * 3 + c], scale: 255))
                    }
                }
            }
        }
        if channels == 4 {
            for p in 0..<count {
                let a = input[p * 4 + 3]
                switch kind {
                case .uint8: outRaw.assumingMemoryBound(to: UInt8.self)[p * 4 + 3] = a
                case .uint16: outRaw.assumingMemoryBound(to: UInt16.self)[p * 4 + 3] = UInt16(a) &* 257
                case .float32: outRaw.assumingMemoryBound(to: Float.self)[p * 4 + 3] = Float(a) / 255
                }
            }
        }
    }
}

extension ColorConverter {
    /// Statistics of the exact kernel on a buffer: pixels recomputed by lcms2 because they
    /// lay within epsilon of a rounding threshold. For measurements and tests.
    @_spi(Benchmarking)
    public func exactKernelFallbackCount(_ input: UnsafeBufferPointer<UInt8>, layout: PixelLayout) -> Int? {
        guard exactKernelEligible, let kernel = TransformCache.kernel(from: source, to: destination),
            let base = input.baseAddress
        else { return nil }
        let count = input.count / layout.channels
        let out = UnsafeMutablePointer<UInt8>.allocate(capacity: input.count)
        let ambiguous = UnsafeMutablePointer<Int32>.allocate(capacity: max(count, 1))
        defer {
            out.deallocate()
            ambiguous.deallocate()
        }
        return kernel.run(
            input: base, inputStride: layout.channels, output: out, outputStride: layout.channels,
            count: count, ambiguous: ambiguous)
    }
}

extension ColorConverter {
    /// Calls `body` with the raw lcms2 transform that `.fast` 8-bit RGB batches use, kept alive
    /// for the call: for tokenbench, which compares the Swift API with a plain C loop on the
    /// same transform. Package access: lcms2's pointer never leaves the package.
    package func withRawFast8BitRGBTransform<Result>(_ body: (UnsafeMutableRawPointer) -> Result) throws(ColorError) -> Result? {
        guard case .direct(let transform) = try makePlan(layout: .rgb, kind: .uint8, precision: .fast) else { return nil }
        return withExtendedLifetime(transform) { body(UnsafeMutableRawPointer(transform.raw)) }
    }

    /// Baseline for benchmarks: one `cmsDoTransform` call over the whole buffer on the
    /// cached 8-bit RGB transform `.fast` uses, with no chunking, threads or alpha handling.
    /// SPI for the colour sweep in the Benchmarks package, which package access cannot reach.
    @_spi(Benchmarking)
    public func convertInOneLCMS2Call(
        _ input: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>
    ) throws(ColorError) {
        guard case .direct(let transform) = try makePlan(layout: .rgb, kind: .uint8, precision: .fast),
            let i = input.baseAddress, let o = output.baseAddress, output.count >= input.count
        else { return }
        transform.apply(i, inputStride: 3, o, outputStride: 3, count: input.count / 3)
    }
}
