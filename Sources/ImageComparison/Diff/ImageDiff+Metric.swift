extension ImageDiff {
    /// How two pixels are compared before anti-aliasing detection and the gates.
    public enum Metric: Hashable, Sendable, CustomStringConvertible {
        /// The largest channel change against ``ImageDiff/channelTolerance`` and the CIEDE2000
        /// ΔE against ``ImageDiff/deltaEThreshold`` (both must be exceeded). Anti-aliasing
        /// detection uses Feedshot's text-aware rule (see <doc:HowTheDiffDecides>).
        case perceptual
        /// pixelmatch's rule, for goldens ported from web test suites: a pixel differs when its
        /// squared YIQ distance exceeds `35215 × threshold²` (35215 is the largest possible
        /// distance, so `threshold` is 0…1; pixelmatch's default is 0.1). Translucent pixels are
        /// blended over `background` first. Anti-aliasing detection is pixelmatch's own neighbour
        /// rule, unchanged, and the diff image uses pixelmatch's colours.
        case pixelmatch(threshold: Double, background: PixelmatchBackground = .checkerboard)

        public var description: String {
            switch self {
            case .perceptual: return "perceptual"
            case let .pixelmatch(threshold, background):
                return "pixelmatch(threshold: \(threshold), background: \(background.rawValue))"
            }
        }
    }

    /// What pixelmatch blends translucent pixels over before measuring them.
    public enum PixelmatchBackground: String, Hashable, Sendable, CaseIterable {
        /// pixelmatch 7's default: a fixed colour per pixel position (each channel 48 or 207), so
        /// that a change of alpha alone is seen whatever the colour.
        case checkerboard
        /// White, as pixelmatch 5 and 6 did (and pixelmatch 7.2 with its checkerboard switched off).
        case white
    }

    /// pixelmatch's comparison: `threshold` (0…1, smaller is stricter; pixelmatch's default 0.1)
    /// on the YIQ distance, its anti-aliasing detection unless `includeAA` is true, and no
    /// differing pixel allowed. The per-window gate is off (pixelmatch only counts), so a
    /// pair passes exactly when pixelmatch would return 0; allow more with
    /// ``allowing(maxDiffPixels:ratio:)``.
    public static func pixelmatch(threshold: Double = 0.1, includeAA: Bool = false,
                                  background: PixelmatchBackground = .checkerboard) -> ImageDiff {
        precondition((0...1).contains(threshold), "threshold must be 0…1")
        return ImageDiff(detectsAntialiasing: !includeAA, maxWindowDiffPixelRatio: 1,
                         metric: .pixelmatch(threshold: threshold, background: background))
    }
}
