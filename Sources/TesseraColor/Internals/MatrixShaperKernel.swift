import TesseraColorModel

/// Exact 8-bit → 8-bit conversion between two RGB matrix/TRC profiles, in Swift.
///
/// The reference is lcms2's own float transform (`TYPE_RGB_8` → `TYPE_RGB_FLT`,
/// relative colorimetric), each channel rounded as `(Double(v) * 255).rounded()` and
/// clamped to 0...255. lcms2 evaluates that pipeline as source curves → 3×3 matrix
/// (PCS XYZ) → 3×3 matrix → inverse destination curves, in float32 stages.
///
/// The kernel characterises both profiles with lcms2 once:
/// - `linear`: the source curve at each of the 256 codes, evaluated by
///   `cmsEvalToneCurveFloat`, exactly what lcms2's curve stage computes;
/// - `matrix`: inverse(destination colorants) × source colorants, in double;
/// - `thresholds`: for each destination channel and code k, the smallest float32 linear
///   value whose encoded output (inverse curve, again evaluated by lcms2) rounds to at
///   least k + 1, found by bisection over float32 bit patterns.
///
/// Per pixel it does three table loads, a 3×3 product in double and, per channel, one
/// lookup in a table of cells (float32 exponent + top mantissa bits) plus at most one
/// threshold comparison. lcms2's float32 stages differ from the double product by a few
/// float32 ulps, so a channel whose linear value lies within `epsilon` (a bound on that
/// difference, scaled by the magnitudes entering the product) of a threshold is reported as
/// ambiguous; the caller recomputes those pixels with lcms2's float transform. Every other
/// pixel is decided identically to lcms2 by construction. `tessera-color-sweep sweep`
/// checks this over all 2^24 colors.
///
/// Epsilon margin, measured over all 2^24 sRGB colors into P3, Rec. 2020 (both curves),
/// Adobe RGB and ProPhoto: a relative epsilon of 3e-8 (about half a float32 ulp) gives
/// mismatches, 1e-7 gives none; 1e-6 is used, a 10× margin for ICC profiles that were not
/// swept, at the cost of recomputing 0.07–0.55 % of pixels with lcms2.
struct MatrixShaperKernel: Sendable {
    /// lin[channel * 256 + code], source channel order.
    let linear: [Double]
    /// Row-major 3×3, destination linear = matrix · source linear.
    let matrix: [Double]
    /// Row-major 3×3, epsilon for row i = Σ_j errorScale[i][j] · lin_j.
    let errorScale: [Double]
    /// 257 per destination channel: [-inf, T_0 ... T_254, +inf].
    let thresholds: [Double]
    /// Per destination channel, `cellCount` entries: codes at or below each cell's start.
    let cellStart: [UInt8]
    /// Whether every cell holds at most one threshold (enables the single-step kernel).
    let singleStep: Bool

    /// Relative bound on lcms2's float32 pipeline error (≈ 17 float32 ulps; see above).
    static let relativeEpsilon = 1.0e-6
    static let absoluteEpsilon = 1.0e-12

    // Cells partition positive float32 values by their top bits: 1024 cells per octave
    // between 2^-40 and 2^3, dense near black where pure-gamma thresholds crowd. At this
    // width no cell of the built-in curves holds two thresholds, so one branchless step
    // from the cell's start code finds the code.
    static let cellShift: UInt32 = 13
    static let cellBase = Int((127 - 40) << 10)
    static let cellCount = Int((127 + 3) << 10) - cellBase

    init?(source: ColorProfile, destination: ColorProfile) {
        let src = source.handle.raw
        let dst = destination.handle.raw
        guard LCMS.isRGB(src), LCMS.isRGB(dst),
            LCMS.isMatrixShaper(src), LCMS.isMatrixShaper(dst),
            let s = LCMS.colorantMatrix(src), let d = LCMS.colorantMatrix(dst),
            let dInverse = Matrix3.inverse(d)
        else { return nil }
        for channel in 0..<3 where !LCMS.isTRCMonotonic(dst, channel: channel) { return nil }

        var linear: [Double] = []
        linear.reserveCapacity(768)
        let codes = (0..<256).map { Float($0) / 255 }
        for channel in 0..<3 {
            guard let values = LCMS.evaluateTRC(src, channel: channel, inverse: false, at: codes) else {
                return nil
            }
            linear += values.map(Double.init)
        }
        for v in linear where !v.isFinite || v < 0 { return nil }

        let matrix = Matrix3.multiply(dInverse, s)
        let scale = Matrix3.multiply(dInverse.map(abs), s.map(abs)).map {
            $0 * Self.relativeEpsilon
        }

        var thresholds: [Double] = []
        var cellStart: [UInt8] = []
        thresholds.reserveCapacity(3 * 257)
        cellStart.reserveCapacity(3 * Self.cellCount)
        for channel in 0..<3 {
            guard let t = Self.thresholds(dst, channel: channel) else { return nil }
            let row = [-Double.infinity] + t + [Double.infinity]
            thresholds += row
            // Merge walk: thresholds and cell starts are both ascending.
            var below = t.prefix { $0 == -.infinity }.count
            cellStart.append(UInt8(below))
            for cell in 1..<Self.cellCount {
                let lower = Double(Float(bitPattern: UInt32(Self.cellBase + cell) << Self.cellShift))
                while below < 255 && t[below] <= lower { below += 1 }
                cellStart.append(UInt8(below))
            }
        }
        self.linear = linear
        self.matrix = matrix
        self.errorScale = scale
        self.thresholds = thresholds
        self.cellStart = cellStart
        // A cell needs more than one step if the next cell starts two codes higher.
        var singleStep = true
        for channel in 0..<3 {
            let base = channel * Self.cellCount
            for cell in 1..<Self.cellCount where Int(cellStart[base + cell]) > Int(cellStart[base + cell - 1]) + 1 {
                singleStep = false
            }
            // The last cell extends to +inf: at most one threshold may lie beyond its start.
            if 255 - Int(cellStart[base + Self.cellCount - 1]) > 1 { singleStep = false }
        }
        self.singleStep = singleStep
    }

    /// The code lcms2's float output rounds to for one encoded float value.
    static func code(_ v: Float) -> Int {
        let scaled = (Double(v) * 255).rounded()
        if !(scaled > 0) { return 0 }
        return scaled >= 255 ? 255 : Int(scaled)
    }

    /// T_k for k in 0..<255: smallest float32 linear value whose code is ≥ k + 1.
    private static func thresholds(_ profile: LCMS.RawProfile, channel: Int) -> [Double]? {
        // Order-preserving map between float32 values and integers, for bisection.
        func key(_ f: Float) -> Int64 {
            f.sign == .minus ? -Int64(f.magnitude.bitPattern) : Int64(f.bitPattern)
        }
        func float(_ k: Int64) -> Float {
            k < 0 ? -Float(bitPattern: UInt32(-k)) : Float(bitPattern: UInt32(k))
        }
        let lowEnd: Float = -1
        let highEnd: Float = 8
        let bisected: (lowCode: Int, highCode: Int, hi: [Int64])? = LCMS.withTRC(profile, channel: channel, inverse: true) { evaluate in
            let lowCode = code(evaluate(lowEnd))
            let highCode = code(evaluate(highEnd))
            var lo = [Int64](repeating: key(lowEnd), count: 255)
            var hi = [Int64](repeating: key(highEnd), count: 255)
            // Invariant: code(lo) < k + 1 <= code(hi).
            for k in 0..<255 {
                while hi[k] - lo[k] > 1 {
                    let mid = (lo[k] + hi[k]) / 2
                    if code(evaluate(float(mid))) >= k + 1 { hi[k] = mid } else { lo[k] = mid }
                }
            }
            return (lowCode, highCode, hi)
        }
        guard let (lowCode, highCode, hi) = bisected else { return nil }
        var result: [Double] = []
        for k in 0..<255 {
            if lowCode >= k + 1 {
                result.append(-.infinity)
            } else if highCode < k + 1 {
                result.append(.infinity)
            } else {
                result.append(Double(float(hi[k])))
            }
        }
        // The curve must be monotonic for thresholds to describe it.
        for k in 1..<255 where result[k] < result[k - 1] { return nil }
        return result
    }

    /// Converts `count` pixels; writes the indices of ambiguous pixels to `ambiguous` and
    /// returns how many there are. Ambiguous pixels' outputs must be recomputed.
    ///
    /// - Complexity: O(count), no allocation.
    func run(
        input: UnsafePointer<UInt8>, inputStride: Int,
        output: UnsafeMutablePointer<UInt8>, outputStride: Int,
        count: Int, ambiguous: UnsafeMutablePointer<Int32>
    ) -> Int {
        linear.withUnsafeBufferPointer { lin in
            thresholds.withUnsafeBufferPointer { th in
                cellStart.withUnsafeBufferPointer { cells in
                    let arguments = KernelArguments(
                        lin: lin.baseAddress!, m: matrix, e: errorScale, th: th.baseAddress!,
                        cells: cells.baseAddress!, input: input, inputStride: inputStride,
                        output: output, outputStride: outputStride, count: count,
                        ambiguous: ambiguous)
                    return singleStep ? Self.kernelSingleStep(arguments) : Self.kernelGeneral(arguments)
                }
            }
        }
    }

    @inline(__always)
    private static func encode(
        _ l: Double, epsilon: Double, th: UnsafePointer<Double>, cells: UnsafePointer<UInt8>,
        margin: inout Double, singleStep: Bool
    ) -> UInt8 {
        let f = Float(l)
        let bits = f > 0 ? Int(f.bitPattern >> cellShift) : 0
        let cell = min(max(bits - cellBase, 0), cellCount - 1)
        var c = Int(cells[cell])
        if singleStep {
            c &+= l >= th[c &+ 1] ? 1 : 0
        } else {
            while l >= th[c &+ 1] { c &+= 1 }
        }
        // Distance to the nearest threshold, relative to epsilon; < 0 means ambiguous.
        margin = min(margin, min(l - th[c], th[c &+ 1] - l) - epsilon)
        return UInt8(truncatingIfNeeded: c)
    }

    private static func kernelSingleStep(_ a: KernelArguments) -> Int {
        kernelBody(a, singleStep: true)
    }

    private static func kernelGeneral(_ a: KernelArguments) -> Int {
        kernelBody(a, singleStep: false)
    }

    struct KernelArguments {
        var lin: UnsafePointer<Double>
        var m: [Double]
        var e: [Double]
        var th: UnsafePointer<Double>
        var cells: UnsafePointer<UInt8>
        var input: UnsafePointer<UInt8>
        var inputStride: Int
        var output: UnsafeMutablePointer<UInt8>
        var outputStride: Int
        var count: Int
        var ambiguous: UnsafeMutablePointer<Int32>
    }

    @inline(__always)
    private static func kernelBody(_ a: KernelArguments, singleStep: Bool) -> Int {
        let lin = a.lin
        let m = a.m
        let e = a.e
        let (m00, m01, m02, m10, m11, m12, m20, m21, m22) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
        let (e00, e01, e02, e10, e11, e12, e20, e21, e22) = (e[0], e[1], e[2], e[3], e[4], e[5], e[6], e[7], e[8])
        let abs = absoluteEpsilon
        let th0 = a.th
        let th1 = a.th + 257
        let th2 = a.th + 514
        let c0 = a.cells
        let c1 = a.cells + cellCount
        let c2 = a.cells + 2 * cellCount
        let inputStride = a.inputStride
        let outputStride = a.outputStride
        var found = 0
        var src = a.input
        var dst = a.output
        for i in 0..<a.count {
            let r = lin[Int(src[0])]
            let g = lin[256 &+ Int(src[1])]
            let b = lin[512 &+ Int(src[2])]
            let x = m00 * r + m01 * g + m02 * b
            let y = m10 * r + m11 * g + m12 * b
            let z = m20 * r + m21 * g + m22 * b
            var margin = Double.infinity
            dst[0] = encode(
                x, epsilon: e00 * r + e01 * g + e02 * b + abs, th: th0, cells: c0, margin: &margin,
                singleStep: singleStep)
            dst[1] = encode(
                y, epsilon: e10 * r + e11 * g + e12 * b + abs, th: th1, cells: c1, margin: &margin,
                singleStep: singleStep)
            dst[2] = encode(
                z, epsilon: e20 * r + e21 * g + e22 * b + abs, th: th2, cells: c2, margin: &margin,
                singleStep: singleStep)
            if margin < 0 {
                a.ambiguous[found] = Int32(truncatingIfNeeded: i)
                found &+= 1
            }
            src += inputStride
            dst += outputStride
        }
        return found
    }
}

/// Row-major 3×3 helpers for characterisation (not hot).
enum Matrix3 {
    static func multiply(_ a: [Double], _ b: [Double]) -> [Double] {
        var r = [Double](repeating: 0, count: 9)
        for i in 0..<3 {
            for j in 0..<3 {
                r[i * 3 + j] = a[i * 3] * b[j] + a[i * 3 + 1] * b[3 + j] + a[i * 3 + 2] * b[6 + j]
            }
        }
        return r
    }

    static func apply(_ m: [Double], _ v: (Double, Double, Double)) -> (Double, Double, Double) {
        (
            m[0] * v.0 + m[1] * v.1 + m[2] * v.2,
            m[3] * v.0 + m[4] * v.1 + m[5] * v.2,
            m[6] * v.0 + m[7] * v.1 + m[8] * v.2
        )
    }

    /// The inverse of a row-major 3 × 3 matrix (the core's `ColorMatrices`), or `nil`
    /// when it is singular.
    static func inverse(_ m: [Double]) -> [Double]? {
        guard let r = ColorMatrices.inverse(((m[0], m[1], m[2]), (m[3], m[4], m[5]), (m[6], m[7], m[8]))) else { return nil }
        return [r.0.0, r.0.1, r.0.2, r.1.0, r.1.1, r.1.2, r.2.0, r.2.1, r.2.2]
    }
}
