/// Owns one `cmsHTRANSFORM`; the handle is non-optional, so `cmsDoTransform` can never be
/// called with NULL.
///
/// `@unchecked Sendable`: since lcms2 2.0 (commit ff8d038, present in 2.14)
/// `cmsDoTransform` copies the transform's cache to the stack and never writes to the
/// transform, so one handle may be used from many threads at once (TSan-clean). Nothing here ever calls `cmsChangeBuffersFormat`.
final class TransformHandle: @unchecked Sendable {
    let raw: LCMS.RawTransform

    init(_ raw: LCMS.RawTransform) {
        self.raw = raw
    }

    deinit {
        LCMS.deleteTransform(raw)
    }

    /// Transforms `count` pixels; lcms2 takes a 32-bit count, so long runs are split.
    func apply(
        _ input: UnsafeRawPointer, inputStride: Int,
        _ output: UnsafeMutableRawPointer, outputStride: Int,
        count: Int
    ) {
        var done = 0
        let step = Int(UInt32.max / 2)
        while done < count {
            let n = min(step, count - done)
            LCMS.doTransform(
                raw, input + done * inputStride, output + done * outputStride, count: UInt32(n))
            done += n
        }
    }

    /// Transforms many pixels of three doubles in one call (the transform's formats must be `*_DBL`).
    func apply(_ values: [(Double, Double, Double)]) -> [(Double, Double, Double)] {
        guard !values.isEmpty else { return [] }
        var output = [(Double, Double, Double)](repeating: (0, 0, 0), count: values.count)
        values.withUnsafeBytes { i in
            output.withUnsafeMutableBytes { o in
                apply(i.baseAddress!, inputStride: 24, o.baseAddress!, outputStride: 24, count: values.count)
            }
        }
        return output
    }

    /// Transforms one pixel of three doubles (the transform's formats must be `*_DBL`),
    /// without heap allocation.
    func applyOne(_ value: (Double, Double, Double)) -> (Double, Double, Double) {
        var input = value
        var output = (0.0, 0.0, 0.0)
        withUnsafeBytes(of: &input) { i in
            withUnsafeMutableBytes(of: &output) { o in
                apply(i.baseAddress!, inputStride: 24, o.baseAddress!, outputStride: 24, count: 1)
            }
        }
        return output
    }
}
