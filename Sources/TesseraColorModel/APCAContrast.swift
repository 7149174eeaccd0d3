import TesseraSupport

/// APCA lightness contrast (SAPC-APCA 0.0.98G-4g) of gamma-encoded sRGB colors.
///
/// The result is Lc, signed by polarity: positive for dark text on a light background,
/// negative for light text on a dark one. Thresholds compare against its magnitude.
public enum APCAContrast {
    /// The 0.0.98G-4g constants.
    package enum Constants {
        package static let mainTRC = 2.4
        package static let red = 0.2126729
        package static let green = 0.7151522
        package static let blue = 0.0721750
        package static let normBG = 0.56
        package static let normTXT = 0.57
        package static let revTXT = 0.62
        package static let revBG = 0.65
        package static let blackThreshold = 0.022
        package static let blackClamp = 1.414
        package static let scaleBoW = 1.14
        package static let scaleWoB = 1.14
        package static let loBoWOffset = 0.027
        package static let loWoBOffset = 0.027
        package static let deltaYMin = 0.0005
        package static let loClip = 0.1
    }

    /// APCA's screen luminance of an encoded sRGB color (a plain 2.4 power, not the sRGB
    /// piecewise curve), before the black soft clamp.
    public static func screenLuminance(red: Double, green: Double, blue: Double) -> Double {
        func f(_ c: Double) -> Double { pow(max(c, 0), Constants.mainTRC) }
        return Constants.red * f(red) + Constants.green * f(green) + Constants.blue * f(blue)
    }

    /// Lc of `text` over `background`, both encoded sRGB; about −108…106.
    public static func lightnessContrast(text: (Double, Double, Double), background: (Double, Double, Double)) -> Double {
        typealias K = Constants
        func clamp(_ y: Double) -> Double { y > K.blackThreshold ? y : y + pow(K.blackThreshold - y, K.blackClamp) }
        let yText = clamp(screenLuminance(red: text.0, green: text.1, blue: text.2))
        let yBackground = clamp(screenLuminance(red: background.0, green: background.1, blue: background.2))
        guard abs(yBackground - yText) >= K.deltaYMin else { return 0 }
        if yBackground > yText {
            let sapc = (pow(yBackground, K.normBG) - pow(yText, K.normTXT)) * K.scaleBoW
            return sapc < K.loClip ? 0 : (sapc - K.loBoWOffset) * 100
        }
        let sapc = (pow(yBackground, K.revBG) - pow(yText, K.revTXT)) * K.scaleWoB
        return sapc > -K.loClip ? 0 : (sapc + K.loWoBOffset) * 100
    }
}
