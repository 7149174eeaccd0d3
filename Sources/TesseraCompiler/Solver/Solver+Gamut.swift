import TesseraColorModel

extension Solver {
    /// Records the converter's gamut verdicts for the literals from `start` on, and clips the
    /// out-of-gamut ones when the handling says so (under `.map` they are mapped already, and
    /// clipping only snaps the converter's rounding). Tokens reading them are reported per mode
    /// after evaluation.
    ///
    /// The verdicts are the converter's (lcms2's unbounded result, judged before any clamping);
    /// they are never re-derived from the values, which a converter may already have clamped.
    package mutating func applyGamut(_ isInGamut: [Bool], from start: Int) {
        if gamutFlags.count < start { gamutFlags += [Bool](repeating: false, count: start - gamutFlags.count) }
        gamutFlags.removeSubrange(start...)
        for (offset, inGamut) in isInGamut.enumerated() {
            let i = start + offset
            gamutFlags.append(!inGamut)
            let c = colorLiterals[i].rgba
            let rgb = SIMD3(c.x, c.y, c.z)
            // An in-gamut overshoot is the target's rounding: snap it, whatever the handling.
            guard inGamut || gamutHandling == .clip || gamutHandling == .map, any(rgb .< .zero) || any(rgb .> SIMD3(repeating: 1)) else { continue }
            let clipped = rgb.clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 1))
            colorLiterals[i] = TokenColor(red: clipped.x, green: clipped.y, blue: clipped.z, alpha: c.w)
        }
    }
}
