import TesseraColorModel

/// Converts colors from one RGB profile into another.
///
/// Cheap to create: the underlying lcms2 transforms and exact kernels are built on first
/// use and cached process-wide by (source, destination, formats, intent, flags), then
/// shared by all threads. Converting a profile into itself is an exact identity that
/// never calls lcms2.
public struct ColorConverter: Sendable, Hashable {
    /// The profile colors are read in.
    public let source: ColorProfile
    /// The profile colors are written in.
    public let destination: ColorProfile
    /// The ICC rendering intent.
    public let intent: RenderingIntent
    /// Whether lcms2 applies black-point compensation.
    public let blackPointCompensation: Bool

    /// Creates a converter; nothing is built until the first conversion.
    public init(
        from source: ColorProfile, to destination: ColorProfile,
        intent: RenderingIntent = .relativeColorimetric, blackPointCompensation: Bool = false
    ) {
        self.source = source
        self.destination = destination
        self.intent = intent
        self.blackPointCompensation = blackPointCompensation
    }

    /// Whether source and destination are the same profile (conversion is a copy).
    public var isIdentity: Bool { source.identity == destination.identity }

    var baseFlags: UInt32 { blackPointCompensation ? LCMS.Flag.blackPointCompensation : 0 }

    /// Converts one color given as unbounded floats; the result is unbounded too.
    ///
    /// Uses lcms2's float pipeline (float32 inside, about 1e-7 from double-precision math).
    public func convert(_ rgb: (Double, Double, Double)) throws(ColorError) -> (Double, Double, Double) {
        if isIdentity { return rgb }
        let transform = try TransformCache.transform(
            from: source, inputFormat: LCMS.Format.rgbDouble,
            to: destination, outputFormat: LCMS.Format.rgbDouble,
            intent: intent, flags: baseFlags | LCMS.Flag.noOptimize)
        return transform.applyOne(rgb)
    }

    /// Converts one color and applies a gamut policy to the result.
    public func convert(
        _ rgb: (Double, Double, Double), gamut policy: GamutHandling
    ) throws(ColorError) -> ConvertedColor {
        let values = try convert(rgb)
        var result = try Gamut.apply(
            policy, to: values,
            linearCheck: { () throws(ColorError) in
                try linearDestinationValues(fromSourceRGB: rgb)
            }, destination: destination)
        if policy == .map, !result.isInGamut {
            let mapper = try GamutMapper(destination: destination, intent: intent, blackPointCompensation: blackPointCompensation)
            (result.red, result.green, result.blue) = try mapper.map([rgb], inputFormat: LCMS.Format.rgbDouble, from: source)[0]
        }
        return result
    }

    /// Destination linear-light values for a source color, for gamut checks.
    ///
    /// Pure-gamma destination curves map negative values to 0 in lcms2,
    /// which would hide an out-of-gamut channel; matrix/TRC destinations are therefore
    /// judged in linear light (PCS XYZ through the inverse colorant matrix).
    func linearDestinationValues(
        fromSourceRGB rgb: (Double, Double, Double)
    ) throws(ColorError) -> (
        Double, Double, Double
    )? {
        try Gamut.linearValues(
            of: rgb, inputFormat: LCMS.Format.rgbDouble, from: source, to: destination,
            intent: intent, flags: baseFlags)
    }
}
