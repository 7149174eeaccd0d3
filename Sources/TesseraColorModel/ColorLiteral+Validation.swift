extension ColorLiteral {
    /// Why the literal is invalid under DTCG's color module, or `nil` if it is valid.
    ///
    /// XYZ components above 1 are accepted: real colors such as D65 white (Z = 1.089) exceed
    /// the module's nominal range, and the format readers warn about them instead.
    public var rangeProblem: String? {
        guard components.count == 3 else { return "\(space.rawValue) needs exactly 3 components, found \(components.count)" }
        guard (0...1).contains(alpha) else { return "alpha \(alpha) is outside 0...1" }
        // Read once: each read of `ranges` builds its array.
        let ranges = space.ranges
        for (i, c) in components.enumerated() {
            guard let c else { continue }
            guard c.isFinite else { return "component \(i + 1) is not finite" }
            if space == .xyzD50 || space == .xyzD65 { continue }
            guard let range = ranges[i] else { continue }
            if i == space.hueIndex {
                if !(c >= 0 && c < 360) { return "hue \(c) is outside [0, 360)" }
            } else if !range.contains(c) {
                return "component \(i + 1) = \(c) is outside \(range.lowerBound)...\(range.upperBound == .infinity ? "∞" : "\(range.upperBound)") for \(space.rawValue)"
            }
        }
        return nil
    }
}
