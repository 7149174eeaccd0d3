import TesseraSupport

/// CSS Color 4's gamut mapping ("binary search in OKLCh with a JND and clip"): what the
/// specification has a browser do with a color its display cannot show, and the
/// ``GamutHandling/map`` policy.
///
/// A color outside the destination keeps its OKLCh lightness and hue; its chroma is searched
/// between 0 and the original's, and the result is the per-channel clip of the candidate whose
/// clip lies within a just-noticeable difference (ΔE OK 0.02) of it. Clipping alone shifts hue
/// and lightness (Display P3 red becomes sRGB `#ff0000`, not the `#ff0b0c` CSS maps it to);
/// chroma reduction alone gives up more chroma than the eye needs, so the clip takes the last
/// 0.02.
///
/// The steps are the specification's, in its order: lightness ≥ 1 (within
/// ``whiteTolerance``) gives white and ≤ 0 black;
/// a color inside the gamut is returned as it is; a clip already within the JND is returned;
/// otherwise the search halves the chroma interval, skipping the ΔE test while its lower end is
/// still inside the gamut, and stops when the clip is within ``epsilon`` below the JND or the
/// interval is narrower than ``epsilon``.
///
/// - Complexity: O(1): at most ⌈log₂(C / ε)⌉ steps for an original chroma C (12 for C = 0.4),
///   each two 3 × 3 products, three cubes and, unless the candidate is inside, three cube roots.
public enum GamutMapping {
    /// The just-noticeable difference, in ΔE OK, that the clip of the result lies within.
    public static let justNoticeableDifference = 0.02
    /// How far below the JND is close enough, and the chroma interval that ends the search.
    public static let epsilon = 0.0001
    /// Lightness this close below 1 counts as 1 (white), as in coloraide: a conversion's float
    /// noise (lcms2 computes in float32) must not send white into the search.
    public static let whiteTolerance = 1e-6

    /// ΔE OK: the Euclidean distance of two OKLab colors.
    @inlinable
    public static func deltaEOK(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
        let d = a - b
        return (d * d).sum().squareRoot()
    }

    /// The destination values of the OKLab color `origin` mapped into `target`: each in 0…1.
    public static func map<Target: GamutMappingTarget>(oklab origin: SIMD3<Double>, into target: Target) -> SIMD3<Double> {
        search(origin, target)
    }

    /// ``map(oklab:into:)`` for a matrix gamut, specialised: callers in other modules would
    /// otherwise reach each step through the protocol.
    public static func map(oklab origin: SIMD3<Double>, into gamut: LinearRGBGamut) -> SIMD3<Double> {
        search(origin, gamut)
    }

    static func search<Target: GamutMappingTarget>(_ origin: SIMD3<Double>, _ target: Target) -> SIMD3<Double> {
        let lightness = origin.x
        if lightness >= 1 - whiteTolerance { return SIMD3(repeating: 1) }
        if lightness <= 0 { return .zero }
        let values = target.values(fromOklab: origin)
        if isInside(values) { return values }
        var clipped = clip(values)
        let jnd = justNoticeableDifference
        if deltaEOK(target.oklab(fromValues: clipped), origin) < jnd { return clipped }
        let chroma = (origin.y * origin.y + origin.z * origin.z).squareRoot()
        guard chroma > 0 else { return clipped }
        let hue = SIMD2(origin.y, origin.z) / chroma
        var low = 0.0
        var high = chroma
        var lowIsInside = true
        while high - low > epsilon {
            let c = (low + high) / 2
            let current = SIMD3(lightness, c * hue.x, c * hue.y)
            let candidate = target.values(fromOklab: current)
            if lowIsInside && isInside(candidate) {
                low = c
                continue
            }
            clipped = clip(candidate)
            let e = deltaEOK(target.oklab(fromValues: clipped), current)
            if e < jnd {
                if jnd - e < epsilon { return clipped }
                lowIsInside = false
                low = c
            } else {
                high = c
            }
        }
        return clipped
    }

    /// Whether every channel lies in 0…1: the specification's exact test, with no tolerance.
    static func isInside(_ v: SIMD3<Double>) -> Bool {
        all(v .>= SIMD3(repeating: 0) .& v .<= SIMD3(repeating: 1))
    }

    static func clip(_ v: SIMD3<Double>) -> SIMD3<Double> {
        v.clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 1))
    }
}

/// A destination as ``GamutMapping`` sees it: channel values whose gamut is 0…1 in each
/// channel, and the way between them and OKLab.
///
/// Clipping the values to 0…1 must give the clip of the destination's encoded channels, which
/// holds for linear light of a matrix/TRC profile (its curves are monotonic and fix 0 and 1),
/// and for encoded values themselves.
public protocol GamutMappingTarget {
    /// The destination's channel values of an OKLab color, unbounded.
    func values(fromOklab oklab: SIMD3<Double>) -> SIMD3<Double>
    /// The OKLab color of destination channel values.
    func oklab(fromValues values: SIMD3<Double>) -> SIMD3<Double>
}

/// An RGB gamut in linear light, given by the matrix from XYZ-D65 to its linear channels: the
/// gamut of every matrix/TRC profile.
///
/// The channel values are linear light, so the mapping never evaluates a transfer curve: the
/// caller encodes the result with the profile's own curves.
public struct LinearRGBGamut: GamutMappingTarget, Sendable {
    /// Linear channels → LMS, and LMS → linear channels (the XYZ matrices folded in).
    let toLMS: Columns
    let fromLMS: Columns

    /// Creates the gamut of linear channels `m · XYZ-D65`; `nil` when `m` is singular.
    package init?(fromXYZD65 m: ColorMatrices.Matrix) {
        guard let toXYZ = ColorMatrices.inverse(m) else { return nil }
        toLMS = Columns(ColorMatrices.product(ColorMatrices.xyzD65ToLMS, toXYZ))
        fromLMS = Columns(ColorMatrices.product(m, ColorMatrices.lmsToXYZD65))
    }

    /// Linear-light sRGB, with CSS Color 4's matrix.
    public static let srgb = LinearRGBGamut(fromXYZD65: ColorMatrices.xyzD65ToLinearSRGB)!
    /// Linear-light Display P3, with CSS Color 4's matrix.
    public static let displayP3 = LinearRGBGamut(fromXYZD65: ColorMatrices.xyzD65ToLinearP3)!

    /// The linear channels of an OKLab color, unbounded.
    public func values(fromOklab lab: SIMD3<Double>) -> SIMD3<Double> {
        let r = Self.oklabToLMSCubeRoots(lab)
        return fromLMS(r * r * r)
    }

    /// The OKLab color of linear channels.
    public func oklab(fromValues linear: SIMD3<Double>) -> SIMD3<Double> {
        Self.lmsCubeRootsToOklab(Self.cubeRoot(toLMS(linear)))
    }

    /// The signed cube root of each lane, as CSS's `Math.cbrt`.
    static func cubeRoot(_ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(cbrt(v.x), cbrt(v.y), cbrt(v.z))
    }

    static let oklabToLMSCubeRoots = Columns(ColorMatrices.oklabToLMSCubeRoots)
    static let lmsCubeRootsToOklab = Columns(ColorMatrices.lmsCubeRootsToOklab)

    /// A 3 × 3 matrix by columns, so a product is three vector multiply-adds.
    struct Columns: Sendable {
        let c0: SIMD3<Double>
        let c1: SIMD3<Double>
        let c2: SIMD3<Double>

        init(_ m: ColorMatrices.Matrix) {
            c0 = SIMD3(m.0.0, m.1.0, m.2.0)
            c1 = SIMD3(m.0.1, m.1.1, m.2.1)
            c2 = SIMD3(m.0.2, m.1.2, m.2.2)
        }

        func callAsFunction(_ v: SIMD3<Double>) -> SIMD3<Double> {
            c0 * v.x + c1 * v.y + c2 * v.z
        }
    }
}
