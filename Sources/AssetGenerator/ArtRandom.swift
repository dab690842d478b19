/// A seeded random number generator (SplitMix64) keyed by a name, so every generated image is the
/// same on every run and adding one image never changes another.
struct ArtRandom: RandomNumberGenerator {
    private var state: UInt64

    /// A generator seeded from `name` (FNV-1a of its UTF-8 bytes).
    init(name: String) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        state = hash
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in `range`.
    mutating func value(in range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &self)
    }
}
