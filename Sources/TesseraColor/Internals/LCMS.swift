import CLCMS2
import TesseraSupport

/// The one place where TesseraColor calls lcms2.
///
/// Like swift-system's `Syscalls.swift`: every `cms*` symbol used by the module appears in
/// this file only, so the C surface can be read, audited and mocked on its own. Everything
/// runs against one private `cmsContext`, so other lcms2 users in the process cannot change
/// our error handler, alarm codes or plug-ins.
enum LCMS {
    /// A failed lcms2 call: the error code and message its log handler reported, if any.
    struct Failure: Error, Sendable {
        var code: UInt32
        var message: String
    }

    typealias RawProfile = UnsafeMutableRawPointer
    typealias RawTransform = UnsafeMutableRawPointer

    // MARK: Context and error capture

    /// The private context; `nil` only if lcms2 could not allocate one, in which case the
    /// global context is used (it still works, it is merely shared).
    ///
    /// `nonisolated(unsafe)`: `cmsContext` is an opaque C pointer, so Swift cannot see it
    /// is Sendable. It is written once (lazily, under the runtime's once-guard) and lcms2's
    /// `...THR` functions take it concurrently by design.
    nonisolated(unsafe) private static let context: cmsContext? = {
        let ctx = cmsCreateContext(nil, nil)
        cmsSetLogErrorHandlerTHR(ctx) { _, code, text in
            let message = text.map { String(cString: $0) } ?? "lcms2 error \(code)"
            LCMS.record(Failure(code: code, message: message))
        }
        return ctx
    }()

    /// The last message per thread. lcms2 calls its handler synchronously on the failing
    /// thread, so keying by thread ties each message to the operation that caused it
    /// without a global "last error" that concurrent callers would overwrite.
    private static let lastFailures = Locked<[UInt: Failure]>([:])

    private static var threadKey: UInt { Platform.currentThreadID }

    private static func record(_ failure: Failure) {
        let key = threadKey
        lastFailures.withLock { $0[key] = failure }
    }

    /// Runs `body`, returning its non-nil result or the failure lcms2 logged meanwhile.
    private static func capturing<T>(
        _ what: String, _ body: () -> T?
    ) -> Result<T, Failure> {
        let key = threadKey
        lastFailures.withLock { $0[key] = nil }
        let value = body()
        let logged = lastFailures.withLock { $0.removeValue(forKey: key) }
        if let value { return .success(value) }
        return .failure(logged ?? Failure(code: 0, message: "\(what) failed"))
    }

    // MARK: Profiles

    static func openProfile(path: String) -> Result<RawProfile, Failure> {
        capturing("cmsOpenProfileFromFile") { cmsOpenProfileFromFileTHR(context, path, "r") }
    }

    static func openProfile(bytes: UnsafeRawBufferPointer) -> Result<RawProfile, Failure> {
        capturing("cmsOpenProfileFromMem") {
            // lcms2 copies the buffer (cmsOpenIOhandlerFromMem, "r" mode).
            guard let base = bytes.baseAddress, let count = UInt32(exactly: bytes.count), count > 0
            else { return nil }
            return cmsOpenProfileFromMemTHR(context, base, count)
        }
    }

    static func closeProfile(_ profile: RawProfile) {
        cmsCloseProfile(profile)
    }

    static func makeSRGBProfile() -> Result<RawProfile, Failure> {
        capturing("cmsCreate_sRGBProfile") { cmsCreate_sRGBProfileTHR(context) }
    }

    /// A V4 matrix/TRC display profile; `curve` is an lcms2 parametric curve (type, params).
    static func makeRGBProfile(
        white: (x: Double, y: Double),
        primaries: [(x: Double, y: Double)],
        curveType: Int32,
        curveParameters: [Double]
    ) -> Result<RawProfile, Failure> {
        makeRGBProfile(white: white, primaries: primaries) {
            curveParameters.withUnsafeBufferPointer { cmsBuildParametricToneCurve(context, curveType, $0.baseAddress) }
        }
    }

    /// A matrix/TRC profile whose three curves are one 16-bit table (ICC `curv` with
    /// entries), like many shipped `.icc` files; used to exercise table-curve paths.
    static func makeRGBProfile(
        white: (x: Double, y: Double),
        primaries: [(x: Double, y: Double)],
        table: [UInt16]
    ) -> Result<RawProfile, Failure> {
        guard let count = UInt32(exactly: table.count) else { return .failure(Failure(code: 0, message: "tone curve table too large")) }
        return makeRGBProfile(white: white, primaries: primaries) {
            table.withUnsafeBufferPointer { cmsBuildTabulatedToneCurve16(context, count, $0.baseAddress) }
        }
    }

    /// A matrix/TRC profile from a white point, primaries and one curve shared by the channels.
    private static func makeRGBProfile(
        white: (x: Double, y: Double),
        primaries: [(x: Double, y: Double)],
        curve makeCurve: () -> OpaquePointer?
    ) -> Result<RawProfile, Failure> {
        capturing("cmsCreateRGBProfile") {
            guard primaries.count == 3 else { return nil }
            var whitePoint = cmsCIExyY(x: white.x, y: white.y, Y: 1)
            var triple = cmsCIExyYTRIPLE(
                Red: cmsCIExyY(x: primaries[0].x, y: primaries[0].y, Y: 1),
                Green: cmsCIExyY(x: primaries[1].x, y: primaries[1].y, Y: 1),
                Blue: cmsCIExyY(x: primaries[2].x, y: primaries[2].y, Y: 1))
            guard let curve = makeCurve() else { return nil }
            defer { cmsFreeToneCurve(curve) }
            var curves: [OpaquePointer?] = [curve, curve, curve]
            // cmsCreateRGBProfile copies the curves, so freeing ours afterwards is fine.
            return curves.withUnsafeMutableBufferPointer {
                cmsCreateRGBProfileTHR(context, &whitePoint, &triple, $0.baseAddress)
            }
        }
    }

    /// CIE Lab v4 profile with the D50 white point.
    static func makeLabProfile() -> Result<RawProfile, Failure> {
        capturing("cmsCreateLab4Profile") { cmsCreateLab4ProfileTHR(context, nil) }
    }

    /// CIE XYZ (D50 PCS) identity profile.
    static func makeXYZProfile() -> Result<RawProfile, Failure> {
        capturing("cmsCreateXYZProfile") { cmsCreateXYZProfileTHR(context) }
    }

    /// Serialises a profile, e.g. to hand a CMYK/Lab-class profile to a loader in tests.
    static func serialize(_ profile: RawProfile) -> Result<[UInt8], Failure> {
        capturing("cmsSaveProfileToMem") {
            var size: cmsUInt32Number = 0
            guard cmsSaveProfileToMem(profile, nil, &size) != 0, size > 0 else { return nil }
            var bytes = [UInt8](repeating: 0, count: Int(size))
            let ok = bytes.withUnsafeMutableBytes { cmsSaveProfileToMem(profile, $0.baseAddress, &size) }
            return ok != 0 ? bytes : nil
        }
    }

    static func isRGB(_ profile: RawProfile) -> Bool {
        cmsGetColorSpace(profile) == cmsSigRgbData
    }

    static func colorSpaceSignature(_ profile: RawProfile) -> UInt32 {
        cmsGetColorSpace(profile).rawValue
    }

    static func isMatrixShaper(_ profile: RawProfile) -> Bool {
        cmsIsMatrixShaper(profile) != 0
    }

    /// The MD5 profile ID (computed over the profile as lcms2 would serialise it).
    static func profileID(_ profile: RawProfile) -> Result<[UInt8], Failure> {
        capturing("cmsMD5computeID") {
            guard cmsMD5computeID(profile) != 0 else { return nil }
            var id = [UInt8](repeating: 0, count: 16)
            id.withUnsafeMutableBufferPointer { cmsGetHeaderProfileID(profile, $0.baseAddress) }
            return id
        }
    }

    /// The colorant matrix (columns rXYZ, gXYZ, bXYZ, in the D50 PCS) as row-major 3×3.
    static func colorantMatrix(_ profile: RawProfile) -> [Double]? {
        let tags = [cmsSigRedColorantTag, cmsSigGreenColorantTag, cmsSigBlueColorantTag]
        var columns: [cmsCIEXYZ] = []
        for tag in tags {
            guard let raw = cmsReadTag(profile, tag) else { return nil }
            columns.append(raw.assumingMemoryBound(to: cmsCIEXYZ.self).pointee)
        }
        return [
            columns[0].X, columns[1].X, columns[2].X,
            columns[0].Y, columns[1].Y, columns[2].Y,
            columns[0].Z, columns[1].Z, columns[2].Z,
        ]
    }

    // MARK: Tone curves

    /// Evaluates channel `channel`'s TRC (0 red, 1 green, 2 blue) exactly as a float
    /// pipeline stage does (`cmsEvalToneCurveFloat`), or its inverse when `inverse`.
    static func evaluateTRC(
        _ profile: RawProfile, channel: Int, inverse: Bool, at inputs: [Float]
    ) -> [Float]? {
        let tags = [cmsSigRedTRCTag, cmsSigGreenTRCTag, cmsSigBlueTRCTag]
        guard (0..<3).contains(channel),
            let raw = cmsReadTag(profile, tags[channel])
        else { return nil }
        let curve = OpaquePointer(raw)
        if !inverse {
            return inputs.map { cmsEvalToneCurveFloat(curve, $0) }
        }
        guard let reversed = cmsReverseToneCurve(curve) else { return nil }
        defer { cmsFreeToneCurve(reversed) }
        return inputs.map { cmsEvalToneCurveFloat(reversed, $0) }
    }

    /// Calls `body` with an evaluator of channel `channel`'s TRC (or its inverse), building the
    /// inverse once: reversing a curve samples it thousands of times, so a bisection that
    /// reversed it per step spent most of a kernel's set-up time there.
    static func withTRC<Result>(
        _ profile: RawProfile, channel: Int, inverse: Bool, _ body: ((Float) -> Float) -> Result
    ) -> Result? {
        let tags = [cmsSigRedTRCTag, cmsSigGreenTRCTag, cmsSigBlueTRCTag]
        guard (0..<3).contains(channel), let raw = cmsReadTag(profile, tags[channel]) else { return nil }
        let curve = OpaquePointer(raw)
        if !inverse { return body { cmsEvalToneCurveFloat(curve, $0) } }
        guard let reversed = cmsReverseToneCurve(curve) else { return nil }
        defer { cmsFreeToneCurve(reversed) }
        return body { cmsEvalToneCurveFloat(reversed, $0) }
    }

    /// Whether channel `channel`'s TRC is monotonic (needed for threshold re-encoding).
    static func isTRCMonotonic(_ profile: RawProfile, channel: Int) -> Bool {
        let tags = [cmsSigRedTRCTag, cmsSigGreenTRCTag, cmsSigBlueTRCTag]
        guard (0..<3).contains(channel), let raw = cmsReadTag(profile, tags[channel]) else {
            return false
        }
        return cmsIsToneCurveMonotonic(OpaquePointer(raw)) != 0
    }

    // MARK: Transforms

    static func createTransform(
        from source: RawProfile, inputFormat: UInt32,
        to destination: RawProfile, outputFormat: UInt32,
        intent: UInt32, flags: UInt32
    ) -> Result<RawTransform, Failure> {
        capturing("cmsCreateTransform") {
            cmsCreateTransformTHR(context, source, inputFormat, destination, outputFormat, intent, flags)
        }
    }

    static func deleteTransform(_ transform: RawTransform) {
        cmsDeleteTransform(transform)
    }

    /// `count` pixels from `input` to `output`; the handle is non-optional by type.
    static func doTransform(
        _ transform: RawTransform, _ input: UnsafeRawPointer, _ output: UnsafeMutableRawPointer,
        count: UInt32
    ) {
        cmsDoTransform(transform, input, output, count)
    }

    // MARK: Constants

    enum Format {
        static let rgb8 = UInt32(CLCMS_TYPE_RGB_8)
        static let rgba8 = UInt32(CLCMS_TYPE_RGBA_8)
        static let rgb16 = UInt32(CLCMS_TYPE_RGB_16)
        static let rgba16 = UInt32(CLCMS_TYPE_RGBA_16)
        static let rgbFloat = UInt32(CLCMS_TYPE_RGB_FLT)
        static let rgbaFloat = UInt32(CLCMS_TYPE_RGBA_FLT)
        static let rgbDouble = UInt32(CLCMS_TYPE_RGB_DBL)
        static let labDouble = UInt32(CLCMS_TYPE_Lab_DBL)
        static let xyzDouble = UInt32(CLCMS_TYPE_XYZ_DBL)
        static let cmyk8 = UInt32(CLCMS_TYPE_CMYK_8)
    }

    enum Flag {
        static let noOptimize = UInt32(cmsFLAGS_NOOPTIMIZE)
        static let blackPointCompensation = UInt32(cmsFLAGS_BLACKPOINTCOMPENSATION)
    }

    enum Intent {
        static let perceptual = UInt32(INTENT_PERCEPTUAL)
        static let relativeColorimetric = UInt32(INTENT_RELATIVE_COLORIMETRIC)
        static let saturation = UInt32(INTENT_SATURATION)
        static let absoluteColorimetric = UInt32(INTENT_ABSOLUTE_COLORIMETRIC)
    }
}
