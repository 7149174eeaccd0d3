import TesseraColorModel
import TesseraSupport

/// Converts a design system's color literals into a display profile, for ``Tessera/CompileOptions``.
///
/// Every DTCG color space is accepted (see ``DTCGColor/converted(to:intent:blackPointCompensation:gamut:)``
/// for the routes). Results are unbounded floats, so the compiler can report out-of-gamut
/// colors per token and mode and then keep, clip or reject them.
///
/// ```swift
/// let p3 = try ProfileColorConverting(named: "display-p3")
/// let theme = try graph.compile(theme, options: CompileOptions(colorConverter: p3))
/// ```
public struct ProfileColorConverting: ColorConverting {
    /// The destination profile.
    public let profile: ColorProfile
    /// The destination's names: DTCG `colorSpace`, CSS space and display name.
    public let target: ColorTarget
    /// The rendering intent.
    public let intent: RenderingIntent
    /// Whether lcms2 applies black-point compensation.
    public let blackPointCompensation: Bool

    /// Creates a converter into `profile`, named by `target`.
    public init(profile: ColorProfile, target: ColorTarget, intent: RenderingIntent = .relativeColorimetric, blackPointCompensation: Bool = false) {
        self.profile = profile
        self.target = target
        self.intent = intent
        self.blackPointCompensation = blackPointCompensation
    }

    /// Creates a converter into a named profile (`display-p3`, `rec2020`, …) or an `.icc`/`.icm`
    /// path; `url` is where CSS finds an ICC profile (default: the file's name).
    public init(named name: String, url: String? = nil, intent: RenderingIntent = .relativeColorimetric, blackPointCompensation: Bool = false) throws(ColorError) {
        let profile = try ColorProfile.named(name)
        guard let target = ColorTarget.named(name, url: url) else { throw .unknownProfileName(name) }
        self.init(profile: profile, target: target, intent: intent, blackPointCompensation: blackPointCompensation)
    }

    /// Converts every literal in one batch (one lcms2 call per source space, see
    /// ``DTCGColor/converted(_:to:intent:blackPointCompensation:gamut:)``), each with lcms2's gamut
    /// verdict (``ConvertedColor/isInGamut``, judged on the unbounded result in linear light where
    /// the encoded values alone would hide it).
    public func convert(_ colors: [ColorLiteral]) throws(ColorConversionError) -> ConvertedColors {
        try validate(colors)
        guard Parallel.splits(colors.count, from: Self.splitColors) else { return try convert(colors, 0..<colors.count) }
        // A large batch in two halves at once (one lcms2 transform serves many threads): a million-token compile spent a fifth of its time here, on one core.
        let (first, second) = Parallel.halves(of: colors.count) { range in
            Result { () throws(ColorConversionError) in try convert(colors, range) }
        }
        // The earlier half's error first, as converting in one pass would have thrown it.
        var result = try first.get()
        let later = try second.get()
        result.colors += later.colors
        result.isInGamut += later.isInGamut
        return result
    }

    /// Checks literals as `DTCGColor` checks them, without making one (and its component array)
    /// per literal: only a failing literal is made again, for the error.
    func validate(_ colors: [ColorLiteral]) throws(ColorConversionError) {
        for literal in colors
        where literal.components.count != 3 || !literal.alpha.isFinite || literal.components.contains(where: { $0.map { !$0.isFinite } ?? false }) {
            do throws(ColorError) {
                _ = try DTCGColor(space: literal.space, components: literal.components.map { $0.map(ComponentValue.number) ?? .none }, alpha: literal.alpha)
            } catch {
                throw ColorConversionError("\(literal.space.rawValue) \(literal.components.map { $0.map { "\($0)" } ?? "none" }.joined(separator: " ")): \(error)")
            }
        }
    }

    /// Literals a batch needs before it is converted in two halves at once: enough that handing
    /// one to another thread costs nothing measurable.
    static let splitColors = 1 << 15

    /// Converts the literals `range` of `colors` (checked valid), keeping or mapping those
    /// outside the gamut.
    func convert(_ colors: [ColorLiteral], _ range: Range<Int>, gamut: GamutHandling = .keep) throws(ColorConversionError) -> ConvertedColors {
        let converted: [ConvertedColor]
        do throws(ColorError) {
            converted = try colors.withUnsafeBufferPointer { all throws(ColorError) in
                let literals = UnsafeBufferPointer(rebasing: all[range])
                return try DTCGColor.converted(count: literals.count, to: profile, intent: intent, blackPointCompensation: blackPointCompensation, gamut: gamut) { i in
                    let c = literals[i].components
                    return (literals[i].space, DTCGColor.lcmsValues(literals[i].space, (c[0] ?? 0, c[1] ?? 0, c[2] ?? 0)), literals[i].alpha)
                }
            }
        } catch {
            throw ColorConversionError("\(error)")
        }
        var result: [TokenColor] = []
        var isInGamut: [Bool] = []
        result.reserveCapacity(converted.count)
        isInGamut.reserveCapacity(converted.count)
        for c in converted {
            result.append(TokenColor(red: Float(c.red), green: Float(c.green), blue: Float(c.blue), alpha: Float(c.alpha)))
            isInGamut.append(c.isInGamut)
        }
        return ConvertedColors(colors: result, isInGamut: isInGamut)
    }

    public func fromSRGB(_ colors: [TokenColor]) throws(ColorConversionError) -> [TokenColor] {
        try convert(colors, fromSRGB: true)
    }

    public func toSRGB(_ colors: [TokenColor]) throws(ColorConversionError) -> [TokenColor] {
        try convert(colors, fromSRGB: false)
    }

    private func convert(_ colors: [TokenColor], fromSRGB: Bool) throws(ColorConversionError) -> [TokenColor] {
        let srgb: ColorProfile
        do throws(ColorError) { srgb = try ColorProfile.sRGB } catch { throw ColorConversionError("\(error)") }
        let converter = ColorConverter(
            from: fromSRGB ? srgb : profile, to: fromSRGB ? profile : srgb, intent: intent, blackPointCompensation: blackPointCompensation)
        var out: [TokenColor] = []
        out.reserveCapacity(colors.count)
        for c in colors {
            do throws(ColorError) {
                let v = try converter.convert((Double(c.red), Double(c.green), Double(c.blue)))
                out.append(TokenColor(red: Float(v.0), green: Float(v.1), blue: Float(v.2), alpha: c.alpha))
            } catch {
                throw ColorConversionError("\(error)")
            }
        }
        return out
    }
}
