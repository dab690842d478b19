/// A face's vertical metrics in font units, from its `hhea` table: the numbers every line box in
/// Feedshot is built from (and the peers' reference renderers too, see `CARD_SPEC.md`).
///
/// A line is `(ascender − descender + lineGap) / unitsPerEm × size` points tall and its baseline
/// sits `ascender / unitsPerEm × size` below the line's top.
public struct FontMetrics: Hashable, Sendable {
    /// Font units per em (2816 for Inter 4.0).
    public var unitsPerEm: Int
    /// `hhea.ascender`: distance from the baseline up to the line top (positive).
    public var ascender: Int
    /// `hhea.descender`: distance from the baseline down to the line bottom (negative).
    public var descender: Int
    /// `hhea.lineGap`: extra leading below the descender.
    public var lineGap: Int

    /// Creates metrics from raw table values.
    public init(unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int) {
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
    }

    /// The baseline's distance below the line top at `size` points.
    public func ascender(atSize size: Double) -> Double {
        Double(ascender) / Double(unitsPerEm) * size
    }

    /// The descent below the baseline at `size` points (positive).
    public func descent(atSize size: Double) -> Double {
        -Double(descender) / Double(unitsPerEm) * size
    }

    /// The height of one line at `size` points, without any extra line spacing.
    public func lineHeight(atSize size: Double) -> Double {
        Double(ascender - descender + lineGap) / Double(unitsPerEm) * size
    }
}
