/// A tiny deterministic PRNG (Steele, Lea and Flood's SplitMix64), so a seed always yields the
/// same synthetic design system or test sequence on every platform and Swift version.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator from a seed.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `0..<n`.
    public mutating func below(_ n: Int) -> Int { Int.random(in: 0..<n, using: &self) }

    /// `true` with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
}
