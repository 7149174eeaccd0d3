extension Solver {
    /// The tolerance of the gamut test on unbounded converted values, when the converter
    /// states none.
    static let gamutTolerance: Float = 1e-6

    /// Flags converted literals from `start` on that fall outside 0...1, and clips them when
    /// the handling says so. Tokens reading them are reported per mode after evaluation.
    mutating func applyGamut(from start: Int) {
        if gamutFlags.count < start { gamutFlags += [Bool](repeating: false, count: start - gamutFlags.count) }
        gamutFlags.removeSubrange(start...)
        let tolerance = converter?.gamutTolerance ?? Self.gamutTolerance
        let lo = -tolerance
        let hi = 1 + tolerance
        for i in start..<colorLiterals.count {
            let c = colorLiterals[i].rgba
            let rgb = SIMD3(c.x, c.y, c.z)
            let outside = any(rgb .< SIMD3(repeating: lo)) || any(rgb .> SIMD3(repeating: hi))
            gamutFlags.append(outside)
            // Inside the tolerance, an overshoot is the target profile's rounding: snap it.
            if outside ? gamutHandling == .clip : any(rgb .< .zero) || any(rgb .> SIMD3(repeating: 1)) {
                let clipped = rgb.clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 1))
                colorLiterals[i] = Color(red: clipped.x, green: clipped.y, blue: clipped.z, alpha: c.w)
            }
        }
    }
}
