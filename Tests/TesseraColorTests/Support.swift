import Testing

@testable import TesseraColor

/// Asserts each channel is within `tolerance` of the expected value.
func expectClose(
    _ actual: (Double, Double, Double), _ expected: (Double, Double, Double), tolerance: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let diffs = [abs(actual.0 - expected.0), abs(actual.1 - expected.1), abs(actual.2 - expected.2)]
    #expect(
        diffs.allSatisfy { $0 <= tolerance },
        "got \(actual), expected \(expected) ± \(tolerance)", sourceLocation: sourceLocation)
}

/// Rounds an lcms2 float output the way `.exact` is specified.
func referenceCode(_ v: Float, scale: Double = 255) -> Int {
    let s = (Double(v) * scale).rounded()
    return s > 0 ? (s >= scale ? Int(scale) : Int(s)) : 0
}

extension ColorProfile {
    static func p3() throws -> ColorProfile { try .builtIn(.displayP3) }
    static func srgb() throws -> ColorProfile { try .builtIn(.srgb) }
}
