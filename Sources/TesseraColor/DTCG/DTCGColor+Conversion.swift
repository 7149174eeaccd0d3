import TesseraColorModel

extension DTCGColor {
    /// Converts the color into an RGB profile, returning destination-encoded values.
    ///
    /// Routes: the RGB spaces and `xyz-d50` and `lab` go straight through lcms2 (`srgb`,
    /// `display-p3`, … as built-in profiles; `xyz-d50` via lcms2's XYZ profile; `lab` via
    /// its Lab D50 profile). The others are first taken with exact CSS Color 4 math into a
    /// space lcms2 takes: `lch` → Lab D50; `hsl`, `hwb` → encoded sRGB; `oklab`, `oklch`,
    /// `xyz-d65` → linear-light sRGB. `none` components count as 0 (CSS Color 4 §4.4); a
    /// `none` or any other powerless hue does not change the result. Alpha is copied.
    ///
    /// Measured against coloraide (double precision): ≤ 4e-8 for every route except
    /// `lab`, `lch` and `xyz-d50`, which go through lcms2's D50 (0.9642, 1, 0.8249) rather
    /// than CSS's (0.96422, 1, 0.82521) and differ by up to about 1.1e-4 (white stays white).
    ///
    /// - Parameters:
    ///   - profile: the destination, e.g. `try .builtIn(.displayP3)`.
    ///   - intent: rendering intent (relative colorimetric by default).
    ///   - gamut: what to do when the result is out of gamut; clips and warns by default.
    public func converted(
        to profile: ColorProfile, intent: RenderingIntent = .relativeColorimetric,
        blackPointCompensation: Bool = false, gamut: GamutHandling = .clip
    ) throws(ColorError) -> ConvertedColor {
        try Self.converted([self], to: profile, intent: intent, blackPointCompensation: blackPointCompensation, gamut: gamut)[0]
    }

    /// Converts many colors into an RGB profile, as ``converted(to:intent:blackPointCompensation:gamut:)``
    /// does one, with one lcms2 call per source profile and input format (and one more for the
    /// gamut test in linear light) instead of one per color.
    ///
    /// - Throws: a ``ColorError``, such as ``ColorError/outOfGamut(destination:values:)`` under
    ///   ``Tessera/GamutHandling/error`` for the first failing color of the first source space
    ///   (in order of first use) that has one.
    public static func converted(
        _ colors: [DTCGColor], to profile: ColorProfile, intent: RenderingIntent = .relativeColorimetric,
        blackPointCompensation: Bool = false, gamut: GamutHandling = .clip
    ) throws(ColorError) -> [ConvertedColor] {
        try converted(count: colors.count, to: profile, intent: intent, blackPointCompensation: blackPointCompensation, gamut: gamut) { i in
            (colors[i].space, colors[i].lcmsValues(), colors[i].alpha)
        }
    }

    /// The batch conversion of ``converted(_:to:intent:blackPointCompensation:gamut:)`` for
    /// `count` colors that `color` gives by index: space, ``lcmsValues()`` and alpha.
    ///
    /// Taking colors by index lets a caller holding other values (a compile's literals) convert
    /// them without making a `DTCGColor`, with its component array, per color.
    static func converted(
        count: Int, to profile: ColorProfile, intent: RenderingIntent, blackPointCompensation: Bool, gamut: GamutHandling,
        color: (Int) -> (space: ColorLiteral.Space, values: (Double, Double, Double), alpha: Double)
    ) throws(ColorError) -> [ConvertedColor] {
        struct Route: Hashable {
            var source: ColorProfile
            var format: UInt32
        }
        // Routes in order of first use, so that under `.error` the first failing color is thrown.
        var order: [Route] = []
        // The route depends only on the space, so it is looked up once per space seen, not per
        // color (a profile-cache look-up under a lock and two hashes of the route each time).
        var routeOfSpace: [(space: ColorLiteral.Space, route: Int)] = []
        var routes: [UInt8] = []
        var values: [(Double, Double, Double)] = []
        var alphas: [Double] = []
        routes.reserveCapacity(count)
        values.reserveCapacity(count)
        alphas.reserveCapacity(count)
        for i in 0..<count {
            let c = color(i)
            let r: Int
            if let known = routeOfSpace.first(where: { $0.space == c.space })?.route {
                r = known
            } else {
                let (source, format) = try lcmsRoute(of: c.space)
                let route = Route(source: source, format: format)
                r = order.firstIndex(of: route) ?? order.count
                if r == order.count { order.append(route) }
                routeOfSpace.append((c.space, r))
            }
            routes.append(UInt8(r))
            values.append(c.values)
            alphas.append(c.alpha)
        }
        let flags = blackPointCompensation ? LCMS.Flag.blackPointCompensation : 0
        var out = [ConvertedColor](repeating: ConvertedColor(red: 0, green: 0, blue: 0, alpha: 0, isInGamut: true, warnings: []), count: count)
        for (r, route) in order.enumerated() {
            // With one route (nearly always) every color is its member, in order.
            let indices = order.count == 1 ? Array(0..<count) : routes.indices.filter { routes[$0] == r }
            var output: [(Double, Double, Double)]
            var linear: [(Double, Double, Double)]?
            let input = order.count == 1 ? values : indices.map { values[$0] }
            if route.source.identity != profile.identity {
                let transform = try TransformCache.transform(
                    from: route.source, inputFormat: route.format, to: profile,
                    outputFormat: LCMS.Format.rgbDouble, intent: intent, flags: flags | LCMS.Flag.noOptimize)
                output = transform.apply(input)
                linear = try Gamut.linearValues(of: input, inputFormat: route.format, from: route.source, to: profile, intent: intent, flags: flags)
            } else {
                output = input
            }
            for (k, i) in indices.enumerated() {
                let check = linear?[k]
                out[i] = try Gamut.apply(gamut, to: output[k], alpha: alphas[i], linearCheck: { check }, destination: profile)
            }
            if gamut == .map {
                try GamutMapper.mapOutside(
                    &out, at: indices, inputs: input, inputFormat: route.format, from: route.source, linear: linear,
                    to: profile, intent: intent, blackPointCompensation: blackPointCompensation)
            }
        }
        return out
    }

    /// The profile and lcms2 pixel format colors of `space` enter lcms2 with.
    static func lcmsRoute(of space: ColorLiteral.Space) throws(ColorError) -> (ColorProfile, UInt32) {
        let rgb = LCMS.Format.rgbDouble
        switch space {
        case .srgb, .hsl, .hwb: return (try .builtIn(.srgb), rgb)
        case .srgbLinear, .xyzD65, .oklab, .oklch: return (try .builtIn(.srgbLinear), rgb)
        case .displayP3: return (try .builtIn(.displayP3), rgb)
        case .a98RGB: return (try .builtIn(.a98RGB), rgb)
        case .prophotoRGB: return (try .builtIn(.prophotoRGB), rgb)
        case .rec2020: return (try .builtIn(.rec2020Gamma24), rgb)
        case .xyzD50: return (try .xyz(), LCMS.Format.xyzDouble)
        case .lab, .lch: return (try .lab(), LCMS.Format.labDouble)
        }
    }

    /// The values this color enters lcms2 with, in the encoding of its ``lcmsRoute(of:)``.
    func lcmsValues() -> (Double, Double, Double) {
        Self.lcmsValues(space, (components[0].valueForConversion, components[1].valueForConversion, components[2].valueForConversion))
    }

    /// The values a color of `space` with components `v` (`none` as 0) enters lcms2 with.
    static func lcmsValues(_ space: ColorLiteral.Space, _ v: (Double, Double, Double)) -> (Double, Double, Double) {
        switch space {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD50, .lab: return v
        case .xyzD65: return CSSColorMath.xyzD65ToLinearSRGB(v)
        case .lch: return CSSColorMath.polarToRectangular(v.0, v.1, v.2)
        case .oklab: return CSSColorMath.xyzD65ToLinearSRGB(CSSColorMath.oklabToXYZD65(v))
        case .oklch:
            let lab = CSSColorMath.polarToRectangular(v.0, v.1, v.2)
            return CSSColorMath.xyzD65ToLinearSRGB(CSSColorMath.oklabToXYZD65(lab))
        case .hsl: return CSSColorMath.hslToSRGB(v.0, v.1, v.2)
        case .hwb: return CSSColorMath.hwbToSRGB(v.0, v.1, v.2)
        }
    }
}
