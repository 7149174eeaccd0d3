import Tessera

/// Converts a design system's color literals into a display profile, for ``Tessera/CompileOptions``.
///
/// Every DTCG color space is accepted (see ``DTCGColor/converted(to:intent:blackPointCompensation:gamut:)``
/// for the routes). Results are unbounded floats, so the compiler can report out-of-gamut
/// colors per token and mode and then keep, clip or reject them.
///
/// ```swift
/// let p3 = try ProfileColorConverting(named: "display-p3")
/// let theme = try graph.compiled(theme, options: CompileOptions(colorConverter: p3))
/// ```
public struct ProfileColorConverting: ColorConverting {
    /// The destination profile.
    public let profile: ColorProfile
    /// The name tables and exports report: a DTCG `colorSpace` for the named spaces, or the
    /// file name of an ICC profile.
    public let targetName: String
    /// The rendering intent.
    public let intent: RenderingIntent
    /// Whether lcms2 applies black-point compensation.
    public let blackPointCompensation: Bool

    /// The profile's ``ColorProfile/gamutTolerance``: 1e-6 for built-in profiles, 5e-4 for ICC data.
    public var gamutTolerance: Float { Float(profile.gamutTolerance) }

    /// Creates a converter into `profile`.
    public init(profile: ColorProfile, name: String, intent: RenderingIntent = .relativeColorimetric, blackPointCompensation: Bool = false) {
        self.profile = profile
        self.targetName = name
        self.intent = intent
        self.blackPointCompensation = blackPointCompensation
    }

    /// Creates a converter into a named profile (`display-p3`, `rec2020`, …) or an `.icc`/`.icm` path.
    public init(named name: String, intent: RenderingIntent = .relativeColorimetric, blackPointCompensation: Bool = false) throws(ColorError) {
        let profile = try ColorProfile.named(name)
        self.init(profile: profile, name: Self.dtcgName(for: name), intent: intent, blackPointCompensation: blackPointCompensation)
    }

    /// The DTCG `colorSpace` a profile name corresponds to, or the name itself for profiles
    /// DTCG cannot name (`rec2020-oetf`, ICC files).
    public static func dtcgName(for name: String) -> String {
        switch name {
        case "rec2020-g24", "rec2020": "rec2020"
        default: name
        }
    }

    public func convert(_ colors: [ColorLiteral]) throws(ColorConversionError) -> [Color] {
        var out: [Color] = []
        out.reserveCapacity(colors.count)
        for literal in colors {
            do throws(ColorError) {
                let dtcg = try DTCGColor(
                    space: ColorSpaceName(rawValue: literal.space.rawValue) ?? .srgb,
                    components: literal.components.map { $0.map(ComponentValue.number) ?? .none },
                    alpha: literal.alpha)
                let c = try dtcg.converted(to: profile, intent: intent, blackPointCompensation: blackPointCompensation, gamut: .unbounded)
                out.append(Color(red: Float(c.red), green: Float(c.green), blue: Float(c.blue), alpha: Float(literal.alpha)))
            } catch {
                throw ColorConversionError("\(literal.space.rawValue) \(literal.components.map { $0.map { "\($0)" } ?? "none" }.joined(separator: " ")): \(error)")
            }
        }
        return out
    }

    public func fromSRGB(_ colors: [Color]) throws(ColorConversionError) -> [Color] {
        try convert(colors, fromSRGB: true)
    }

    public func toSRGB(_ colors: [Color]) throws(ColorConversionError) -> [Color] {
        try convert(colors, fromSRGB: false)
    }

    private func convert(_ colors: [Color], fromSRGB: Bool) throws(ColorConversionError) -> [Color] {
        let srgb: ColorProfile
        do throws(ColorError) { srgb = try ColorProfile.sRGB } catch { throw ColorConversionError("\(error)") }
        let converter = ColorConverter(
            from: fromSRGB ? srgb : profile, to: fromSRGB ? profile : srgb, intent: intent, blackPointCompensation: blackPointCompensation)
        var out: [Color] = []
        out.reserveCapacity(colors.count)
        for c in colors {
            do throws(ColorError) {
                let v = try converter.convert((Double(c.red), Double(c.green), Double(c.blue)))
                out.append(Color(red: Float(v.0), green: Float(v.1), blue: Float(v.2), alpha: c.alpha))
            } catch {
                throw ColorConversionError("\(error)")
            }
        }
        return out
    }
}
