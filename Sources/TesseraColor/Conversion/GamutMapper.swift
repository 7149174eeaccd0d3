import TesseraColorModel

/// CSS Color 4 gamut mapping into a profile, for ``TesseraColorModel/GamutHandling/map``: the
/// search is the color model's one implementation (``TesseraColorModel/GamutMapping``), in
/// OKLCh; the in-gamut test and the conversions are the destination's lcms2 transforms.
///
/// A matrix/TRC destination is mapped in its linear light. The matrix from linear sRGB (where
/// `oklab` and `oklch` literals enter lcms2) to the destination's linear channels is read off
/// lcms2 once per mapper, through the same transforms the gamut test judges with
/// (``Gamut/linearValues(of:inputFormat:from:to:intent:flags:)``), so the search itself runs in
/// Swift with no lcms2 call; each result is encoded by lcms2's transform into the destination.
/// Any other destination (lookup tables) takes every step of the search through lcms2, judging
/// encoded values as ``Gamut`` judges such a destination: where lcms2 bounds the output (a
/// table's range), the search sees what the gamut test sees.
struct GamutMapper {
    /// How the search reaches the destination.
    enum Route {
        /// Linear light of a matrix/TRC destination, and the matrix back to linear sRGB.
        case linear(LinearRGBGamut, toLinearSRGB: [Double])
        /// lcms2 transforms both ways, on encoded values.
        case transforms(TransformGamut)
    }

    let destination: ColorProfile
    let intent: RenderingIntent
    let flags: UInt32
    let route: Route
    /// Linear sRGB → destination, the transform `oklab` and `oklch` literals take.
    let encode: TransformHandle

    /// Linear light counts as linear when a probe off the basis lands within this of the matrix.
    static let linearityTolerance = 1e-5

    /// Creates the mapper into `destination`; `linearRoute: false` takes the lcms2 route even for
    /// a matrix/TRC destination (tests compare the two).
    init(destination: ColorProfile, intent: RenderingIntent, blackPointCompensation: Bool, linearRoute allowsLinear: Bool = true) throws(ColorError) {
        self.destination = destination
        self.intent = intent
        self.flags = blackPointCompensation ? LCMS.Flag.blackPointCompensation : 0
        let linearSRGB = try ColorProfile.builtIn(.srgbLinear)
        encode = try TransformCache.transform(
            from: linearSRGB, inputFormat: LCMS.Format.rgbDouble, to: destination,
            outputFormat: LCMS.Format.rgbDouble, intent: intent, flags: flags | LCMS.Flag.noOptimize)
        if allowsLinear, let route = try Self.linearRoute(destination, from: linearSRGB, intent: intent, flags: flags) {
            self.route = route
        } else {
            let decode = try TransformCache.transform(
                from: destination, inputFormat: LCMS.Format.rgbDouble, to: linearSRGB,
                outputFormat: LCMS.Format.rgbDouble, intent: intent, flags: flags | LCMS.Flag.noOptimize)
            route = .transforms(TransformGamut(encode: encode, decode: decode))
        }
    }

    /// The linear route, when lcms2 takes linear sRGB to the destination's linear light by a
    /// matrix: its columns are the images of the primaries, checked on two more colors (one
    /// outside both gamuts) and black, which an absolute intent or black-point compensation
    /// could move.
    private static func linearRoute(_ destination: ColorProfile, from linearSRGB: ColorProfile, intent: RenderingIntent, flags: UInt32) throws(ColorError) -> Route? {
        let probes = [(1.0, 0.0, 0.0), (0, 1, 0), (0, 0, 1), (0, 0, 0), (0.25, 0.5, 0.125), (1.25, -0.25, 0.5)]
        guard
            let images = try Gamut.linearValues(
                of: probes, inputFormat: LCMS.Format.rgbDouble, from: linearSRGB, to: destination, intent: intent, flags: flags)
        else { return nil }
        let (r, g, b) = (images[0], images[1], images[2])
        let matrix = [r.0, g.0, b.0, r.1, g.1, b.1, r.2, g.2, b.2]
        for (probe, image) in zip(probes[3...], images[3...]) {
            let predicted = Matrix3.apply(matrix, probe)
            let error = max(abs(predicted.0 - image.0), abs(predicted.1 - image.1), abs(predicted.2 - image.2))
            guard error <= linearityTolerance else { return nil }
        }
        guard let back = Matrix3.inverse(matrix) else { return nil }
        // XYZ-D65 → linear sRGB (CSS Color 4's matrix, as the oklab route takes) → the destination.
        let rows = ((matrix[0], matrix[1], matrix[2]), (matrix[3], matrix[4], matrix[5]), (matrix[6], matrix[7], matrix[8]))
        guard let gamut = LinearRGBGamut(fromXYZD65: ColorMatrices.product(rows, ColorMatrices.xyzD65ToLinearSRGB)) else { return nil }
        return .linear(gamut, toLinearSRGB: back)
    }

    /// Maps colors into the destination: `inputs` in lcms2's `inputFormat` of `source` (the
    /// route of ``DTCGColor/lcmsRoute(of:)``), with their linear destination values where the
    /// caller has them. Returns destination-encoded values, each in 0…1.
    func map(
        _ inputs: [(Double, Double, Double)], inputFormat: UInt32, from source: ColorProfile, linear: [(Double, Double, Double)]? = nil
    ) throws(ColorError) -> [(Double, Double, Double)] {
        guard !inputs.isEmpty else { return [] }
        let linearSRGB = try ColorProfile.builtIn(.srgbLinear)
        // Linear sRGB in double precision is where `oklab`, `oklch` and `xyz-d65` literals enter
        // lcms2, computed exactly from the literal: their OKLab is taken from it, not through
        // lcms2's float32, whose 1e-7 moves the OKLab of a dark saturated color by up to 1e-3.
        let exact = source == linearSRGB && inputFormat == LCMS.Format.rgbDouble
        switch route {
        case .linear(let gamut, let back):
            var origins: [SIMD3<Double>]
            if exact {
                origins = inputs.map { LinearRGBGamut.srgb.oklab(fromValues: SIMD3($0.0, $0.1, $0.2)) }
            } else {
                var linear = linear ?? []
                if linear.count != inputs.count {
                    linear = try Gamut.linearValues(of: inputs, inputFormat: inputFormat, from: source, to: destination, intent: intent, flags: flags) ?? []
                }
                origins = linear.map { gamut.oklab(fromValues: SIMD3($0.0, $0.1, $0.2)) }
            }
            var mapped: [SIMD3<Double>] = []
            var linearSRGBValues: [(Double, Double, Double)] = []
            mapped.reserveCapacity(origins.count)
            linearSRGBValues.reserveCapacity(origins.count)
            for origin in origins {
                let m = GamutMapping.map(oklab: origin, into: gamut)
                mapped.append(m)
                linearSRGBValues.append(Matrix3.apply(back, (m.x, m.y, m.z)))
            }
            // A channel the search clipped to 0 or 1 is exactly 0 or 1 encoded (the curves fix
            // both ends); the others take lcms2's encoding.
            func channel(_ linear: Double, _ encoded: Double) -> Double { linear == 0 || linear == 1 ? linear : Gamut.snapped(encoded) }
            return zip(mapped, encode.apply(linearSRGBValues)).map { m, e in (channel(m.x, e.0), channel(m.y, e.1), channel(m.z, e.2)) }
        case .transforms(let gamut):
            let linear: [(Double, Double, Double)]
            if exact {
                linear = inputs
            } else {
                linear = try TransformCache.transform(
                    from: source, inputFormat: inputFormat, to: linearSRGB,
                    outputFormat: LCMS.Format.rgbDouble, intent: intent, flags: flags | LCMS.Flag.noOptimize
                ).apply(inputs)
            }
            return linear.map { s in
                let m = GamutMapping.map(oklab: LinearRGBGamut.srgb.oklab(fromValues: SIMD3(s.0, s.1, s.2)), into: gamut)
                return (m.x, m.y, m.z)
            }
        }
    }

    /// Replaces the colors `out[indices]` that lie outside the gamut with their mapping, each
    /// from its `inputs` entry (and `linear` entry, where given) at the same offset in `indices`.
    static func mapOutside(
        _ out: inout [ConvertedColor], at indices: [Int], inputs: [(Double, Double, Double)], inputFormat: UInt32, from source: ColorProfile,
        linear: [(Double, Double, Double)]?, to destination: ColorProfile, intent: RenderingIntent, blackPointCompensation: Bool
    ) throws(ColorError) {
        let outside = indices.indices.filter { !out[indices[$0]].isInGamut }
        guard !outside.isEmpty else { return }
        let mapper = try GamutMapper(destination: destination, intent: intent, blackPointCompensation: blackPointCompensation)
        let mapped = try mapper.map(outside.map { inputs[$0] }, inputFormat: inputFormat, from: source, linear: linear.map { l in outside.map { l[$0] } })
        for (k, offset) in outside.enumerated() {
            let i = indices[offset]
            (out[i].red, out[i].green, out[i].blue) = mapped[k]
        }
    }
}

/// A destination reached through lcms2 in both directions, for ``GamutMapping``: its values
/// are the destination's encoded channels, and OKLab is reached through linear sRGB.
struct TransformGamut: GamutMappingTarget {
    /// Linear sRGB → destination.
    let encode: TransformHandle
    /// Destination → linear sRGB.
    let decode: TransformHandle

    func values(fromOklab oklab: SIMD3<Double>) -> SIMD3<Double> {
        let s = LinearRGBGamut.srgb.values(fromOklab: oklab)
        let v = encode.applyOne((s.x, s.y, s.z))
        return SIMD3(v.0, v.1, v.2)
    }

    func oklab(fromValues values: SIMD3<Double>) -> SIMD3<Double> {
        let s = decode.applyOne((values.x, values.y, values.z))
        return LinearRGBGamut.srgb.oklab(fromValues: SIMD3(s.0, s.1, s.2))
    }
}
