/// The CIEDE2000 difference between two premultiplied RGBA8 pixels as they would be seen: opaque
/// pixels directly, translucent ones composited over white and over black (the larger ΔE counts,
/// so an alpha-only change, invisible over black, still shows over white).
///
/// Compositing happens in encoded sRGB, as our rasterizer and every browser blend, so the
/// composites are exact 8-bit colours. Conversions to L\*a\*b\* are memoised in a small
/// direct-mapped table because UI images repeat few colours, and the last pair's ΔE is kept for
/// runs of identical changes.
struct PixelDeltaE {
    private static let cacheBits = 12
    private var cachedColors = [UInt32](repeating: .max, count: 1 << cacheBits)
    private var cachedLabs = [LabColor](repeating: LabColor(lightness: 0, a: 0, b: 0), count: 1 << cacheBits)
    private var lastPair: (UInt32, UInt32) = (.max, .max)
    private var lastDeltaE = 0.0

    init() {}

    /// ΔE₀₀ between two pixels given as little-endian packed RGBA (red in the low byte).
    mutating func deltaE(_ first: UInt32, _ second: UInt32) -> Double {
        if first == lastPair.0 && second == lastPair.1 { return lastDeltaE }
        let value: Double
        let firstAlpha = first >> 24, secondAlpha = second >> 24
        if firstAlpha == 255 && secondAlpha == 255 {
            value = ColorDifference.ciede2000(lab(first & 0xFF_FFFF), lab(second & 0xFF_FFFF))
        } else {
            let overBlack = ColorDifference.ciede2000(lab(Self.overBlack(first)), lab(Self.overBlack(second)))
            let overWhite = ColorDifference.ciede2000(lab(Self.overWhite(first)), lab(Self.overWhite(second)))
            value = max(overBlack, overWhite)
        }
        lastPair = (first, second)
        lastDeltaE = value
        return value
    }

    /// The pixel composited over black: its premultiplied colour (clamped to alpha in case the
    /// bytes are not validly premultiplied).
    @inline(__always) private static func overBlack(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        let red = min(pixel & 0xFF, alpha), green = min((pixel >> 8) & 0xFF, alpha)
        let blue = min((pixel >> 16) & 0xFF, alpha)
        return red | green << 8 | blue << 16
    }

    /// The pixel composited over white: colour + (255 − alpha) per channel.
    @inline(__always) private static func overWhite(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        let background = 255 - alpha
        let red = min(pixel & 0xFF, alpha) + background, green = min((pixel >> 8) & 0xFF, alpha) + background
        let blue = min((pixel >> 16) & 0xFF, alpha) + background
        return red | green << 8 | blue << 16
    }

    /// L\*a\*b\* of a 24-bit colour (red in the low byte), memoised.
    @inline(__always) private mutating func lab(_ rgb: UInt32) -> LabColor {
        let slot = Int(truncatingIfNeeded: (rgb &* 2_654_435_761) >> UInt32(32 - Self.cacheBits))
        if cachedColors[slot] == rgb { return cachedLabs[slot] }
        let color = LabColor(sRGBRed: UInt8(rgb & 0xFF), green: UInt8((rgb >> 8) & 0xFF),
                             blue: UInt8((rgb >> 16) & 0xFF))
        cachedColors[slot] = rgb
        cachedLabs[slot] = color
        return color
    }
}
