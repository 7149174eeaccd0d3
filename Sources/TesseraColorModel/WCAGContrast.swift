import TesseraSupport

/// WCAG 2.x contrast: relative luminance and contrast ratio of gamma-encoded sRGB colors.
///
/// Pure functions on 0…1 sRGB channels. Callers judging colors from other profiles convert
/// them to sRGB first (see ``ResolvedTheme/contrast(of:in:options:)``).
public enum WCAGContrast {
    /// Relative luminance (0…1) of an encoded sRGB color, per WCAG 2.x.
    ///
    /// Linearises with the IEC 61966-2-1 threshold 0.04045: WCAG 2.0 printed 0.03928, which
    /// no 8-bit value tells apart, and WCAG 2.2's errata adopt 0.04045.
    public static func relativeLuminance(red: Double, green: Double, blue: Double) -> Double {
        0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The contrast ratio (1…21) of two encoded sRGB colors; the order does not matter.
    public static func ratio(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        let la = relativeLuminance(red: a.0, green: a.1, blue: a.2)
        let lb = relativeLuminance(red: b.0, green: b.1, blue: b.2)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// WCAG's linearisation: the sRGB curve, and below zero its linear segment continued.
    package static func linear(_ c: Double) -> Double {
        c < 0 ? c / 12.92 : SRGBCurve.decode(c)
    }
}
