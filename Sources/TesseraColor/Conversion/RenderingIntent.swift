/// The ICC rendering intent of a conversion.
///
/// Matrix/TRC display profiles have no perceptual tables, so for them all four intents
/// give the same numbers as relative colorimetric. None of them gamut-maps;
/// ``GamutHandling/map`` does, as CSS Color 4 does.
public enum RenderingIntent: Hashable, Sendable, CaseIterable {
    /// Perceptual. On V4 profiles lcms2 forces black-point compensation with it.
    case perceptual
    /// Relative colorimetric: white maps to white, everything else is colorimetric.
    case relativeColorimetric
    /// Saturation.
    case saturation
    /// Absolute colorimetric: no white-point adaptation.
    case absoluteColorimetric

    var lcmsValue: UInt32 {
        switch self {
        case .perceptual: LCMS.Intent.perceptual
        case .relativeColorimetric: LCMS.Intent.relativeColorimetric
        case .saturation: LCMS.Intent.saturation
        case .absoluteColorimetric: LCMS.Intent.absoluteColorimetric
        }
    }
}
