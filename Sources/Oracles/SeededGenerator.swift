/// A deterministic random number generator (SplitMix64), so that every
/// property test case can be replayed from its seed.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` by the remainder of the next draw (a bias
    /// of at most `bound` in 2⁶⁴, and one draw whatever the bound, so a
    /// case replays from its seed alone); `bound` must be positive.
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "SeededGenerator.below(_:): the bound \(bound) is not positive")
        return Int(next() % UInt64(bound))
    }

    /// Returns `true` with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }
}
