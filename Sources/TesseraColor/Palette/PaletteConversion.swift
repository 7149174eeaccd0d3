import TesseraColorModel

/// Converts a palette (hex and CSS colors, one per line) into a profile and writes it as text.
///
/// Hex input goes through the 8-bit batch path (the exact Swift kernel for matrix/TRC pairs,
/// or lcms2's optimised path with `.fast`); CSS inputs go through the float path. Gamut is
/// judged on unbounded float results, and skipped only when the whole source gamut provably
/// fits the destination (two matrix/TRC profiles whose source cube corners all land inside).
public struct PaletteConversion: Sendable {
    /// The text formats of converted colors.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// `#RRGGBB` or `#RRGGBBAA`, 8-bit, rounded (exact) or lcms2-optimised (fast).
        case hex
        /// `r g b a` with 6 decimals.
        case float
        /// `color(display-p3 r g b)` style strings, ` / a` when translucent.
        case css
        /// One DTCG color object per line.
        case json
    }

    /// The profile hex inputs are encoded in (sRGB by default).
    public var source: ColorProfile
    /// The destination profile.
    public var destination: ColorProfile
    /// The destination's names: ``Tessera/ColorTarget/css`` for `css` lines,
    /// ``Tessera/ColorTarget/dtcgSpace`` for `json` lines, ``Tessera/ColorTarget/name`` in messages.
    public var target: ColorTarget
    /// The destination's display name in messages.
    public var destinationName: String { target.name }
    /// The rendering intent of the conversion.
    public var intent: RenderingIntent = .relativeColorimetric
    /// Whether lcms2 applies black-point compensation.
    public var blackPointCompensation = false
    /// Exact (double) or fast (float) arithmetic.
    public var precision: BatchPrecision = .exact
    /// What to do with colors outside the destination gamut.
    public var gamut: GamutHandling = .clip
    /// How converted colors are written.
    public var format: Format = .hex

    /// Creates a conversion.
    public init(source: ColorProfile, destination: ColorProfile, target: ColorTarget) {
        self.source = source
        self.destination = destination
        self.target = target
    }

    /// The output text (one line per input color, in order) and gamut warnings, or every
    /// bad line.
    public struct Output: Sendable {
        /// The converted text, UTF-8.
        public var text: [UInt8]
        /// Out-of-gamut colors (clipped or kept, per policy), with their line numbers.
        public var warnings: [PaletteLineError]
        /// Number of colors converted.
        public var count: Int
    }

    /// The failure of a palette conversion.
    public enum Failure: Error, Sendable {
        /// Lines that could not be read; nothing was converted.
        case badLines([PaletteLineError])
        /// Colors outside the gamut under the `.error` policy.
        case outOfGamut([PaletteLineError])
        /// The color layer failed (profiles, transforms).
        case color(ColorError)
    }

    /// Converts the palette in `bytes`. `progress` is called with the fraction done, from the
    /// calling thread, between chunks.
    public func run(_ bytes: [UInt8], progress: ((Double) -> Void)? = nil) -> Result<Output, Failure> {
        let converter = ColorConverter(from: source, to: destination, intent: intent, blackPointCompensation: blackPointCompensation)
        if format == .hex, (try? sourceGamutFits(converter)) == true, let text = hexFastPath(bytes, converter: converter) {
            progress?(1)
            var lines = 0
            for b in text where b == UInt8(ascii: "\n") { lines += 1 }
            return .success(Output(text: text, warnings: [], count: lines))
        }
        let parsed = bytes.withUnsafeBufferPointer { PaletteParser.parse($0) }
        if !parsed.errors.isEmpty { return .failure(.badLines(parsed.errors)) }
        do throws(ColorError) {
            return try convert(parsed.entries, lines: parsed.lines, progress: progress)
        } catch {
            return .failure(.color(error))
        }
    }

    private func convert(_ entries: [PaletteEntry], lines: [Int32], progress: ((Double) -> Void)?) throws(ColorError) -> Result<Output, Failure> {
        let converter = ColorConverter(from: source, to: destination, intent: intent, blackPointCompensation: blackPointCompensation)
        let checkGamut = try !sourceGamutFits(converter)
        var text: [UInt8] = []
        text.reserveCapacity(entries.count * (format == .hex ? 8 : 40))
        var warnings: [PaletteLineError] = []
        var failures: [PaletteLineError] = []
        let chunk = 1 << 16
        var index = 0
        var rgba = [UInt8](repeating: 0, count: chunk * 4)
        var out8 = [UInt8](repeating: 0, count: chunk * 4)
        var outF = [Float](repeating: 0, count: chunk * 4)
        var mapper: GamutMapper?
        while index < entries.count {
            let end = min(index + chunk, entries.count)
            // Runs of hex colors are converted as one batch.
            var runStart = index
            while runStart < end {
                if case .components(let space, let c, let alpha) = entries[runStart] {
                    let dtcg = try DTCGColor(space: space, components: [.number(c.0), .number(c.1), .number(c.2)], alpha: alpha)
                    let converted = try dtcg.converted(to: destination, intent: intent, blackPointCompensation: blackPointCompensation, gamut: .keep)
                    let v = (converted.red, converted.green, converted.blue)
                    let line = Int(lines[runStart])
                    let mapped =
                        gamut == .map && !converted.isInGamut
                        ? try dtcg.converted(to: destination, intent: intent, blackPointCompensation: blackPointCompensation, gamut: .map).rgb : nil
                    if let result = judge(v, inGamut: converted.isInGamut, mapped: mapped, line: line, warnings: &warnings, failures: &failures) {
                        write(result, alpha: alpha, sourceHex: nil, into: &text)
                    }
                    runStart += 1
                    continue
                }
                var runEnd = runStart
                while runEnd < end, case .hex = entries[runEnd] { runEnd += 1 }
                let n = runEnd - runStart
                for k in 0..<n {
                    guard case .hex(let h) = entries[runStart + k] else { continue }
                    rgba[4 * k] = h.red
                    rgba[4 * k + 1] = h.green
                    rgba[4 * k + 2] = h.blue
                    rgba[4 * k + 3] = h.alpha
                }
                let needsFloat = format != .hex || checkGamut
                if needsFloat {
                    try rgba.withUnsafeBufferPointer { (i) throws(ColorError) in
                        try outF.withUnsafeMutableBufferPointer { (o) throws(ColorError) in
                            try converter.convert(
                                UnsafeBufferPointer(rebasing: i[0..<4 * n]), layout: .rgba,
                                into: UnsafeMutableBufferPointer(rebasing: o[0..<4 * n]), precision: .exact)
                        }
                    }
                }
                let mappedRun = needsFloat && gamut == .map ? try mapOutside(n, rgba: rgba, floats: outF, mapper: &mapper) : []
                if format == .hex {
                    try rgba.withUnsafeBufferPointer { (i) throws(ColorError) in
                        try out8.withUnsafeMutableBufferPointer { (o) throws(ColorError) in
                            try converter.convert(
                                UnsafeBufferPointer(rebasing: i[0..<4 * n]), layout: .rgba,
                                into: UnsafeMutableBufferPointer(rebasing: o[0..<4 * n]), precision: precision)
                        }
                    }
                }
                for k in 0..<n {
                    let line = Int(lines[runStart + k])
                    if needsFloat {
                        let v = (Double(outF[4 * k]), Double(outF[4 * k + 1]), Double(outF[4 * k + 2]))
                        let mapped = mappedRun.isEmpty ? nil : mappedRun[k]
                        guard let result = judge(v, mapped: mapped, line: line, warnings: &warnings, failures: &failures) else { continue }
                        if format != .hex {
                            guard case .hex(let h) = entries[runStart + k] else { continue }
                            write(result, alpha: Double(rgba[4 * k + 3]) / 255, sourceHex: h, into: &text)
                            continue
                        }
                        // The 8-bit conversion clips: a mapped color's hex comes from its mapping.
                        if let mapped {
                            (out8[4 * k], out8[4 * k + 1], out8[4 * k + 2]) = (Self.byte(mapped.0), Self.byte(mapped.1), Self.byte(mapped.2))
                        }
                    }
                    let pixel = RGBA8(red: out8[4 * k], green: out8[4 * k + 1], blue: out8[4 * k + 2], alpha: rgba[4 * k + 3])
                    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 10) { buffer in
                        let count = pixel.writeHex(to: buffer.baseAddress!)
                        text.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[0..<count]))
                    }
                    text.append(UInt8(ascii: "\n"))
                }
                runStart = runEnd
            }
            index = end
            progress?(Double(index) / Double(max(entries.count, 1)))
        }
        if !failures.isEmpty { return .failure(.outOfGamut(failures)) }
        return .success(Output(text: text, warnings: warnings, count: entries.count))
    }

    /// Applies the gamut policy to unbounded values; `nil` (and a failure) under `.error`.
    ///
    /// `inGamut` is the conversion's own verdict where it has one (float conversions judge in
    /// linear light, which a pure-gamma destination's clamped negatives would hide here);
    /// otherwise the encoded values are range-checked. `mapped` is the color mapped into the
    /// gamut, under `.map`.
    private func judge(
        _ v: (Double, Double, Double), inGamut: Bool? = nil, mapped: (Double, Double, Double)? = nil, line: Int,
        warnings: inout [PaletteLineError], failures: inout [PaletteLineError]
    ) -> (Double, Double, Double)? {
        let inside = inGamut ?? isInside(v)
        if inside { return (Gamut.snapped(v.0), Gamut.snapped(v.1), Gamut.snapped(v.2)) }
        let description = "(\(Self.decimal(v.0)), \(Self.decimal(v.1)), \(Self.decimal(v.2)))"
        switch gamut {
        case .error:
            failures.append(PaletteLineError(line: line, column: 1, message: "color is outside the \(destinationName) gamut: \(description)"))
            return nil
        case .clip, .map:
            let how = gamut == .map && mapped != nil ? "mapped into it (CSS Color 4)" : "clipped"
            warnings.append(PaletteLineError(line: line, column: 1, message: "color is outside the \(destinationName) gamut \(description); \(how)"))
            func clip(_ x: Double) -> Double { min(max(x, 0), 1) }
            return mapped ?? (clip(v.0), clip(v.1), clip(v.2))
        case .keep:
            // Hex has no room for values outside 0…1: say what the line holds instead.
            let kept =
                format == .hex
                ? "hex cannot hold it, so the line is clipped (the float, css and json formats keep the unbounded values)"
                : "kept unbounded"
            warnings.append(PaletteLineError(line: line, column: 1, message: "color is outside the \(destinationName) gamut \(description); \(kept)"))
            return v
        }
    }

    /// Whether every color of the source cube lands inside the destination (so no hex color
    /// can be out of gamut): exact for two matrix/TRC profiles, whose conversion is linear in
    /// linear light, and otherwise assumed false.
    func sourceGamutFits(_ converter: ColorConverter) throws(ColorError) -> Bool {
        if converter.isIdentity { return true }
        guard source.isMatrixShaper, destination.isMatrixShaper else { return false }
        let t = destination.gamutTolerance
        for corner in 0..<8 {
            let rgb = (Double(corner & 1), Double((corner >> 1) & 1), Double((corner >> 2) & 1))
            let v = try converter.convert(rgb)
            if ![v.0, v.1, v.2].allSatisfy({ $0 >= -t && $0 <= 1 + t }) { return false }
        }
        return true
    }

    private func write(_ v: (Double, Double, Double), alpha: Double, sourceHex: RGBA8?, into text: inout [UInt8]) {
        let line: String
        switch format {
        case .hex:
            line = RGBA8(red: Self.byte(v.0), green: Self.byte(v.1), blue: Self.byte(v.2), alpha: Self.byte(alpha)).hex
        case .float:
            line = "\(Self.decimal(v.0)) \(Self.decimal(v.1)) \(Self.decimal(v.2)) \(Self.decimal(alpha))"
        case .css:
            // `formatProblem` refuses targets CSS cannot name inline before any line is written.
            let space = target.css.map(\.functionName) ?? target.name
            let a = alpha < 1 ? " / \(Self.decimal(alpha))" : ""
            line = "color(\(space) \(Self.decimal(v.0)) \(Self.decimal(v.1)) \(Self.decimal(v.2))\(a))"
        case .json:
            // `formatProblem` refuses targets DTCG cannot name before any line is written.
            var fields = "{\"colorSpace\": \"\((target.dtcgSpace ?? .srgb).rawValue)\", "
            fields += "\"components\": [\(Self.decimal(v.0)), \(Self.decimal(v.1)), \(Self.decimal(v.2))], \"alpha\": \(Self.decimal(alpha))"
            if let sourceHex, source.identity == (try? ColorProfile.sRGB)?.identity {
                let h = RGBA8(red: sourceHex.red, green: sourceHex.green, blue: sourceHex.blue).hex.lowercased()
                fields += ", \"hex\": \"\(h)\""
            }
            line = fields + "}"
        }
        text.append(contentsOf: line.utf8)
        text.append(UInt8(ascii: "\n"))
    }

    /// A channel in 0…1 as its nearest 8-bit code.
    static func byte(_ x: Double) -> UInt8 { UInt8(min(max((x * 255).rounded(), 0), 255)) }

    /// Why `format` cannot write colors in `target`, or `nil` when it can.
    ///
    /// CSS names only its predefined spaces inline: an ICC profile needs an `@color-profile`
    /// rule, which a one-color-per-line palette has no place for, and `rec2020-oetf` (the
    /// BT.2020 camera curve) is not a CSS space at all. DTCG names neither (see
    /// ``Tessera/ColorTarget``). Writing `color(--name …)` or `"colorSpace": "--name"` would give
    /// values no reader can use.
    public static func formatProblem(_ format: Format, target: ColorTarget) -> String? {
        switch format {
        case .hex, .float: return nil
        case .css:
            if case .predefined = target.css { return nil }
            if let substitute = target.cssSubstitute {
                return "\(target.name) is not a CSS color space: use --to \(substitute) (the same primaries and white in CSS's encoding) for CSS, or --format float"
            }
            return
                "CSS cannot name the ICC profile '\(target.name)' inline (it needs an @color-profile rule): use --format float, or `tessera export --format css --profile FILE --profile-url URL` for a style sheet"
        case .json:
            if target.dtcgSpace != nil { return nil }
            let named = ColorTarget.builtInNames.filter { ColorTarget.named($0)?.dtcgSpace != nil }
            return "DTCG has no color space for \(target.name): use --format float or hex, or a profile DTCG names (\(named.joined(separator: ", ")))"
        }
    }

    /// `x` with 6 decimals; values that round to zero print as `0.000000` (never `-0.000000`).
    public static func decimal(_ x: Double) -> String {
        let scaled = (x * 1_000_000).rounded()
        guard scaled.isFinite, abs(scaled) < 9e15 else { return "\(x)" }
        let n = Int64(scaled)
        let negative = n < 0
        let m = negative ? -n : n
        let whole = m / 1_000_000
        let frac = String(m % 1_000_000)
        return (negative ? "-" : "") + "\(whole)." + String(repeating: "0", count: 6 - frac.count) + frac
    }
}
