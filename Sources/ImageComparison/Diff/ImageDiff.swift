import Raster

/// Compares two images pixel by pixel and decides whether they are the same within a tolerance.
///
/// A pixel **differs** when both
/// - its largest channel change (over the four premultiplied 8-bit channels) exceeds
///   ``channelTolerance``, and
/// - its CIEDE2000 colour difference exceeds ``deltaEThreshold``. Translucent pixels are measured
///   composited over white and over black, and the larger ΔE counts, so a change that only shows
///   against one background still counts. A threshold of 0 means any colour change counts.
///
/// Fully transparent pixels equal each other whatever their colour bytes say, and so do pixels
/// inside ``masks``. With ``detectsAntialiasing`` a differing pixel that looks like an
/// edge-smoothing shift (pixelmatch's neighbour rule extended to thin strokes, glyph edges and
/// soft edges, see <doc:HowTheDiffDecides>) is reported as ignored anti-aliasing instead. The
/// ``metric`` can also be pixelmatch's (``pixelmatch(threshold:includeAA:background:)``).
///
/// The comparison then **fails** when
/// - the sizes differ, or
/// - more pixels differ than the larger of ``maxDiffPixels`` and
///   ``maxDiffPixelRatio`` × the pixel count, or
/// - any window of ``windowSize`` × ``windowSize`` pixels holds more differing pixels than the
///   larger of ``maxDiffPixels`` and ``maxWindowDiffPixelRatio`` × the window's area. This gate
///   keeps a relaxed global ratio from hiding a concentrated local change: 0.1 % of a
///   2000 × 2000 image is 4000 pixels, enough to lose a whole changed icon.
///
/// ```swift
/// let result = ImageDiff.exact.compare(expected: golden, actual: rendered)
/// if !result.passed { print(result.summary) }
/// ```
public struct ImageDiff: Hashable, Sendable {
    /// The largest change in any one premultiplied channel (0…255) still treated as no change.
    public var channelTolerance: Int
    /// The CIEDE2000 ΔE at or below which a pixel counts as unchanged (0: any change counts).
    public var deltaEThreshold: Double
    /// Whether differing pixels that look like anti-aliasing shifts are ignored (and counted
    /// separately) rather than failing the comparison.
    public var detectsAntialiasing: Bool
    /// The number of differing pixels allowed anywhere in the image.
    public var maxDiffPixels: Int
    /// The fraction (0…1) of all pixels allowed to differ; the allowance is the larger of this and
    /// ``maxDiffPixels``.
    public var maxDiffPixelRatio: Double
    /// The side of the square windows checked by the local gate, in pixels (at least 2; odd sizes
    /// are rounded up). Windows overlap by half their size, so any change that fits in a square of
    /// half this size lies entirely inside one window.
    public var windowSize: Int
    /// The fraction (0…1) of a window's pixels allowed to differ; the allowance is the larger of
    /// this and ``maxDiffPixels``.
    public var maxWindowDiffPixelRatio: Double
    /// How two pixels are compared: the channel tolerance and CIEDE2000 threshold above
    /// (``Metric/perceptual``), or pixelmatch's YIQ distance (``Metric/pixelmatch(threshold:background:)``).
    public var metric: Metric
    /// Regions ignored entirely (dates, avatars, anything dynamic), like Playwright's `mask`:
    /// their pixels count as equal whatever they hold. Parts outside the image are ignored.
    public var masks: [PixelRect]

    /// Creates comparison options; the defaults are those of ``exact``.
    public init(channelTolerance: Int = 0, deltaEThreshold: Double = 0, detectsAntialiasing: Bool = false,
                maxDiffPixels: Int = 0, maxDiffPixelRatio: Double = 0, windowSize: Int = 32,
                maxWindowDiffPixelRatio: Double = 0.01, metric: Metric = .perceptual, masks: [PixelRect] = []) {
        precondition((0...255).contains(channelTolerance), "channelTolerance must be 0…255")
        precondition(deltaEThreshold >= 0 && deltaEThreshold.isFinite, "deltaEThreshold must be finite and ≥ 0")
        precondition(maxDiffPixels >= 0, "maxDiffPixels must be ≥ 0")
        precondition((0...1).contains(maxDiffPixelRatio), "maxDiffPixelRatio must be 0…1")
        precondition(windowSize >= 2, "windowSize must be ≥ 2")
        precondition((0...1).contains(maxWindowDiffPixelRatio), "maxWindowDiffPixelRatio must be 0…1")
        self.channelTolerance = channelTolerance
        self.deltaEThreshold = deltaEThreshold
        self.detectsAntialiasing = detectsAntialiasing
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
        self.windowSize = windowSize
        self.maxWindowDiffPixelRatio = maxWindowDiffPixelRatio
        self.metric = metric
        self.masks = masks
    }

    /// Every changed byte counts: no channel tolerance, no ΔE threshold, no anti-aliasing
    /// detection, no differing pixel allowed. The default for goldens.
    public static let exact = ImageDiff()

    /// Ignores what no one can see and what a renderer change legitimately moves: channel changes
    /// of at most 2, colour changes up to ΔE₀₀ 1 (about one just-noticeable difference), and
    /// anti-aliasing shifts, including thin text and soft edges moved by a fraction of a pixel
    /// and edges re-rendered a few levels differently. Still allows no differing pixel: grey 128 → 129 passes, text colour
    /// #333 → #444 (ΔE₀₀ ≈ 6) fails.
    public static let tolerant = ImageDiff(channelTolerance: 2, deltaEThreshold: 1, detectsAntialiasing: true)

    /// A copy with anti-aliasing detection switched on or off.
    public func detectingAntialiasing(_ enabled: Bool = true) -> ImageDiff {
        var copy = self
        copy.detectsAntialiasing = enabled
        return copy
    }

    /// A copy that ignores `regions` too (see ``masks``).
    public func masking(_ regions: [PixelRect]) -> ImageDiff {
        var copy = self
        copy.masks += regions
        return copy
    }

    /// A copy that allows `count` differing pixels and the fraction `ratio` of all pixels.
    public func allowing(maxDiffPixels count: Int? = nil, ratio: Double? = nil) -> ImageDiff {
        var copy = self
        if let count {
            precondition(count >= 0, "maxDiffPixels must be ≥ 0")
            copy.maxDiffPixels = count
        }
        if let ratio {
            precondition((0...1).contains(ratio), "maxDiffPixelRatio must be 0…1")
            copy.maxDiffPixelRatio = ratio
        }
        return copy
    }

    /// The number of differing pixels allowed in an image of `pixelCount` pixels.
    public func allowedDifferingPixels(pixelCount: Int) -> Int {
        max(maxDiffPixels, Self.pixels(ratio: maxDiffPixelRatio, of: pixelCount))
    }

    /// The side of a grid cell of the window gate: windows are 2 × 2 cells.
    var windowCellSize: Int { max(1, (windowSize + 1) / 2) }

    /// The number of differing pixels allowed inside one window.
    var allowedDifferingPixelsPerWindow: Int {
        let side = 2 * windowCellSize
        return max(maxDiffPixels, Self.pixels(ratio: maxWindowDiffPixelRatio, of: side * side))
    }

    /// `ratio × count` rounded down, forgiving the binary rounding of decimal ratios
    /// (0.0012 × 2500 is 2.9999999999999996 in doubles, and means 3). Ratios are clamped to 0…1.
    private static func pixels(ratio: Double, of count: Int) -> Int {
        let clamped = ratio.isNaN ? 0 : min(1, max(0, ratio))
        return Int((clamped * Double(count) * (1 + 1e-12)).rounded(.down))
    }
}
