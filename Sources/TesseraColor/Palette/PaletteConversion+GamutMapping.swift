import TesseraColorModel

extension PaletteConversion {
    /// Whether destination values lie inside the gamut by their range alone (with the
    /// destination's tolerance): the test for hex runs, which have no linear-light verdict.
    func isInside(_ v: (Double, Double, Double)) -> Bool {
        let t = destination.gamutTolerance
        return v.0 >= -t && v.0 <= 1 + t && v.1 >= -t && v.1 <= 1 + t && v.2 >= -t && v.2 <= 1 + t
    }

    /// The gamut-mapped values of the first `n` hex colors of a run (8-bit RGBA in `rgba`)
    /// whose float conversion (`floats`, RGBA) lies outside the gamut, by position in the run;
    /// `nil` for the colors inside, which cost nothing more. `mapper` is built on first need.
    func mapOutside(_ n: Int, rgba: [UInt8], floats: [Float], mapper: inout GamutMapper?) throws(ColorError) -> [(Double, Double, Double)?] {
        var outside: [Int] = []
        for k in 0..<n where !isInside((Double(floats[4 * k]), Double(floats[4 * k + 1]), Double(floats[4 * k + 2]))) {
            outside.append(k)
        }
        var result = [(Double, Double, Double)?](repeating: nil, count: n)
        guard !outside.isEmpty else { return result }
        if mapper == nil { mapper = try GamutMapper(destination: destination, intent: intent, blackPointCompensation: blackPointCompensation) }
        let inputs = outside.map { k in (Double(rgba[4 * k]) / 255, Double(rgba[4 * k + 1]) / 255, Double(rgba[4 * k + 2]) / 255) }
        let mapped = try mapper!.map(inputs, inputFormat: LCMS.Format.rgbDouble, from: source)
        for (m, k) in outside.enumerated() { result[k] = mapped[m] }
        return result
    }
}
