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
    /// `post.underlinePosition`: the underline's centre relative to the baseline (negative: below).
    public var underlinePosition: Int
    /// `post.underlineThickness`.
    public var underlineThickness: Int
    /// `OS/2.yStrikeoutPosition`: the strikethrough's top above the baseline.
    public var strikeoutPosition: Int
    /// `OS/2.yStrikeoutSize`: the strikethrough's thickness.
    public var strikeoutSize: Int

    /// Creates metrics from raw table values; decoration lines default to the proportions most
    /// fonts use (an underline a tenth of an em below the baseline, a strikethrough at a quarter).
    public init(unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int,
                underlinePosition: Int? = nil, underlineThickness: Int? = nil,
                strikeoutPosition: Int? = nil, strikeoutSize: Int? = nil) {
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        let thickness = max(1, unitsPerEm / 14)
        self.underlinePosition = underlinePosition ?? -unitsPerEm / 10
        self.underlineThickness = max(1, underlineThickness ?? thickness)
        self.strikeoutPosition = strikeoutPosition ?? unitsPerEm / 4 + thickness / 2
        self.strikeoutSize = max(1, strikeoutSize ?? thickness)
    }

    /// Where an underline lies at `size` points: its top below the baseline and its thickness.
    public func underline(atSize size: Double) -> (offset: Double, thickness: Double) {
        let scale = size / Double(unitsPerEm)
        let thickness = Double(underlineThickness) * scale
        return (-Double(underlinePosition) * scale - thickness / 2, thickness)
    }

    /// Where a strikethrough lies at `size` points: its top below the baseline (negative: above)
    /// and its thickness.
    public func strikethrough(atSize size: Double) -> (offset: Double, thickness: Double) {
        let scale = size / Double(unitsPerEm)
        return (-Double(strikeoutPosition) * scale, Double(strikeoutSize) * scale)
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
