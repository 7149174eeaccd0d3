/// OKLab as CSS Color 4 defines it: Ottosson's matrices recomputed for CSS's D65 white (the
/// values of CSS Color 4's sample code, which color.js and coloraide use too), in both
/// directions, so that every module converts OKLab with the same numbers. Okhsv alone keeps
/// Ottosson's own ten-digit constants (`ColorMatrices+ToolSpaces.swift`): its gamut fit was
/// derived with them.
extension ColorMatrices {
    /// XYZ-D65 → LMS cone responses (CSS Color 4 `XYZ_to_OKLab`).
    static let xyzD65ToLMS: Matrix = (
        (0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
        (0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
        (0.0481771893596242, 0.2642395317527308, 0.6335478284694309)
    )
    /// The cube roots of LMS → OKLab.
    static let lmsCubeRootsToOklab: Matrix = (
        (0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
        (1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
        (0.0259040424655478, 0.7827717124575296, -0.8086757549230774)
    )
    /// OKLab → the cube roots of LMS (CSS Color 4 `OKLab_to_XYZ`).
    static let oklabToLMSCubeRoots: Matrix = (
        (1.0, 0.3963377773761749, 0.2158037573099136),
        (1.0, -0.1055613458156586, -0.0638541728258133),
        (1.0, -0.0894841775298119, -1.2914855480194092)
    )
    /// LMS → XYZ-D65.
    static let lmsToXYZD65: Matrix = (
        (1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
        (-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
        (-0.0763729366746601, -0.4214933324022432, 1.5869240198367816)
    )

    /// OKLab → XYZ-D65.
    package static func xyzD65(fromOklab lab: Vector) -> Vector {
        let r = multiply(oklabToLMSCubeRoots, lab)
        return multiply(lmsToXYZD65, (r.0 * r.0 * r.0, r.1 * r.1 * r.1, r.2 * r.2 * r.2))
    }
}
