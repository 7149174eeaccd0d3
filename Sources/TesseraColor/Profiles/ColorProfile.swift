import TesseraSupport

/// An RGB ICC profile that colors can be converted into or out of.
///
/// A value type over a shared, immutable lcms2 profile handle. Two profiles are equal when
/// they have the same identity: the same built-in profile, or ICC data with the same MD5
/// profile ID. Converting between equal profiles is an exact identity that never calls
/// lcms2.
public struct ColorProfile: Sendable, Hashable, CustomStringConvertible {
    let handle: ProfileHandle
    let identity: Identity

    /// Where the profile came from: a built-in name, a file path or `"<memory>"`.
    public let source: String

    /// Whether both ends are a matrix/TRC profile, eligible for the exact fast 8-bit kernel.
    public let isMatrixShaper: Bool

    /// How far outside 0…1 a converted channel may lie and still count as in gamut (it is then
    /// snapped into 0…1): the precision this profile's numbers carry.
    ///
    /// Built-in profiles live in memory with double-precision colorants and parametric curves:
    /// 1e-6. ICC data (files, bytes) store colorants, white point and adaptation as s15Fixed16
    /// (steps of 2⁻¹⁶) and curves and tables as 16-bit integers. Through the inverse colorant
    /// matrix (row sums up to about 5) a half step becomes about 1.2e-4 in linear light, so ICC
    /// profiles get 5e-4: an eighth of an 8-bit code. Measured: white lands within 1.5e-5 of 1
    /// in each of colord's RGB profiles, and the sample's colors within 1.2e-4 in its sRGB.icc.
    public let gamutTolerance: Double

    /// The tolerance of in-memory profiles with double-precision numbers.
    public static let exactTolerance = 1e-6
    /// The tolerance of profiles read from ICC data (s15Fixed16 matrices, 16-bit curves and tables).
    public static let iccTolerance = 5e-4

    enum Identity: Hashable, Sendable {
        case builtIn(BuiltInProfile)
        case lab
        case xyz
        case icc(UInt64, UInt64)
    }

    /// The profile's ``source``.
    public var description: String { source }

    /// Profiles are equal when they have the same identity (built-in kind or ICC profile ID).
    public static func == (lhs: ColorProfile, rhs: ColorProfile) -> Bool {
        lhs.identity == rhs.identity
    }

    /// Hashes the identity, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }

    init(handle: ProfileHandle, identity: Identity, source: String) {
        self.handle = handle
        self.identity = identity
        self.source = source
        self.isMatrixShaper = LCMS.isMatrixShaper(handle.raw)
        switch identity {
        case .builtIn, .lab, .xyz: self.gamutTolerance = Self.exactTolerance
        case .icc: self.gamutTolerance = Self.iccTolerance
        }
    }
}

// MARK: - Built-in profiles

extension ColorProfile {
    private static let builtIns = Locked<[Identity: ColorProfile]>([:])

    /// Returns a built-in profile, building it on first use.
    public static func builtIn(_ profile: BuiltInProfile) throws(ColorError) -> ColorProfile {
        let identity = Identity.builtIn(profile)
        return try cached(identity, source: profile.rawValue) {
            () -> Result<LCMS.RawProfile, LCMS.Failure> in
            if profile == .srgb { return LCMS.makeSRGBProfile() }
            let r = profile.recipe
            return LCMS.makeRGBProfile(
                white: r.white, primaries: r.primaries, curveType: r.curveType, curveParameters: r.curve)
        }
    }

    /// The sRGB profile. Building it cannot fail short of lcms2 running out of memory.
    public static var sRGB: ColorProfile {
        get throws(ColorError) { try builtIn(.srgb) }
    }

    /// CIE Lab (D50) profile used for DTCG `lab` and `lch` input.
    static func lab() throws(ColorError) -> ColorProfile {
        try cached(.lab, source: "lab") { LCMS.makeLabProfile() }
    }

    /// CIE XYZ (D50 PCS) profile used for DTCG `xyz-d50` input and gamut checks.
    static func xyz() throws(ColorError) -> ColorProfile {
        try cached(.xyz, source: "xyz-d50") { LCMS.makeXYZProfile() }
    }

    /// The profile for `identity`, built by `make` on first use and kept for the process.
    private static func cached(
        _ identity: Identity, source: String,
        make: () -> Result<LCMS.RawProfile, LCMS.Failure>
    ) throws(ColorError) -> ColorProfile {
        let result: Result<ColorProfile, LCMS.Failure> = builtIns.withLock { cache in
            if let profile = cache[identity] { return .success(profile) }
            return make().map { raw in
                let profile = ColorProfile(handle: ProfileHandle(raw), identity: identity, source: source)
                cache[identity] = profile
                return profile
            }
        }
        switch result {
        case .success(let profile): return profile
        case .failure(let failure): throw .invalidProfile(source: source, message: failure.message)
        }
    }
}

// MARK: - Names and files

extension ColorProfile {
    /// Resolves a profile name: a built-in name, `rec2020`, or a path ending in `.icc`/`.icm`.
    ///
    /// Names: `srgb`, `srgb-linear`, `display-p3`, `a98-rgb`, `prophoto-rgb`,
    /// `rec2020-oetf`, `rec2020-g24` and `rec2020`.
    ///
    /// `rec2020` maps to ``BuiltInProfile/rec2020Gamma24``. DTCG 2025.10 takes its color
    /// space keys and definitions from CSS Color 4, and the CSS WG resolved in 2025
    /// (csswg-drafts#12574) that CSS `rec2020` uses the BT.1886 gamma 2.4 transfer
    /// function, which coloraide 8.x also implements. Apple's `kCGColorSpaceITUR_2020`, ITU
    /// ICC profiles and older CSS tests use the BT.2020 inverse OETF instead; ask for it
    /// explicitly with `rec2020-oetf`. The two differ by up to 0.1 in a channel.
    public static func named(_ name: String) throws(ColorError) -> ColorProfile {
        if name == "rec2020" { return try builtIn(.rec2020Gamma24) }
        if let profile = BuiltInProfile(rawValue: name) { return try builtIn(profile) }
        let lower = name.lowercased()
        if lower.hasSuffix(".icc") || lower.hasSuffix(".icm") { return try load(path: name) }
        throw .unknownProfileName(name)
    }

    /// Loads and validates an RGB ICC profile from a file.
    ///
    /// A profile truncated to a fraction of its size still opens in lcms2 2.14, so the
    /// profile is validated by linking it to sRGB in both directions.
    public static func load(path: String) throws(ColorError) -> ColorProfile {
        let raw: LCMS.RawProfile
        switch LCMS.openProfile(path: path) {
        case .success(let r): raw = r
        case .failure(let f): throw .invalidProfile(source: path, message: f.message)
        }
        return try validated(ProfileHandle(raw), source: path)
    }

    /// Loads and validates an RGB ICC profile from bytes (lcms2 copies them).
    public static func load(iccBytes bytes: [UInt8]) throws(ColorError) -> ColorProfile {
        let source = "<memory>"
        let opened = bytes.withUnsafeBytes { LCMS.openProfile(bytes: $0) }
        switch opened {
        case .success(let raw): return try validated(ProfileHandle(raw), source: source)
        case .failure(let f): throw .invalidProfile(source: source, message: f.message)
        }
    }

    private static func validated(_ handle: ProfileHandle, source: String) throws(ColorError) -> ColorProfile {
        guard LCMS.isRGB(handle.raw) else {
            throw .notRGBProfile(source: source, colorSpace: fourCharacters(LCMS.colorSpaceSignature(handle.raw)))
        }
        let srgb = try builtIn(.srgb)
        let f = LCMS.Format.rgbDouble
        let flags = LCMS.Flag.noOptimize
        let intent = LCMS.Intent.relativeColorimetric
        for (from, to) in [(handle.raw, srgb.handle.raw), (srgb.handle.raw, handle.raw)] {
            switch LCMS.createTransform(
                from: from, inputFormat: f, to: to, outputFormat: f, intent: intent, flags: flags)
            {
            case .success(let t): LCMS.deleteTransform(t)
            case .failure(let failure): throw .invalidProfile(source: source, message: failure.message)
            }
        }
        let id: [UInt8]
        switch LCMS.profileID(handle.raw) {
        case .success(let bytes): id = bytes
        case .failure(let failure): throw .invalidProfile(source: source, message: failure.message)
        }
        var hi: UInt64 = 0
        var lo: UInt64 = 0
        for i in 0..<8 {
            hi = hi << 8 | UInt64(id[i])
            lo = lo << 8 | UInt64(id[i + 8])
        }
        return ColorProfile(handle: handle, identity: .icc(hi, lo), source: source)
    }

    private static func fourCharacters(_ signature: UInt32) -> String {
        let scalars = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: signature >> $0) }
        return String(decoding: scalars, as: UTF8.self).trimmingTrailingSpaces()
    }

    /// Serialised ICC bytes of the profile (colorants are quantised to s15Fixed16).
    public func iccBytes() throws(ColorError) -> [UInt8] {
        switch LCMS.serialize(handle.raw) {
        case .success(let bytes): return bytes
        case .failure(let f): throw .invalidProfile(source: source, message: f.message)
        }
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
