/// One paragraph (text between hard line breaks) shaped once, independent of the font size:
/// every advance and offset is in ems, so a 12 pt caption and a 34 pt title of the same words
/// share one shaping result.
///
/// Indices are offsets into ``scalars`` (the paragraph's Unicode scalars); HarfBuzz cluster
/// values are such offsets too.
struct ShapedParagraph: Sendable {
    /// The paragraph's characters.
    var scalars: [Unicode.Scalar]
    /// The advance carried by each scalar in ems: a cluster's glyph advances are all counted on
    /// the cluster's first scalar, the other scalars of the cluster carry 0.
    var advances: [Double]
    /// `scalars.count + 1` flags: whether a line may end before scalar `i` at all (a grapheme and
    /// cluster boundary). Used for emergency breaks inside over-long words and for truncation.
    var isBoundary: [Bool]
    /// `scalars.count + 1` flags: whether text cut before scalar `i` shapes the same on both sides
    /// (HarfBuzz's "unsafe to break" flag is clear there). A line whose ends are safe can take its
    /// glyphs and width from this shaping; other lines are shaped again on their own.
    var isSafeToBreak: [Bool]
    /// `scalars.count + 1` flags: whether the line-breaking rules allow a break before scalar `i`.
    var isBreakOpportunity: [Bool]
    /// Whether each scalar is breaking whitespace, which hangs at a line end and takes no width.
    var isWhitespace: [Bool]
    /// The shaped runs in logical order.
    var runs: [ShapedRun]
    /// Characters drawn with a fallback face or not at all.
    var coverage: TextCoverage

    /// A rough byte count, for the shaping cache's budget.
    var cost: Int {
        scalars.count * 24 + runs.reduce(0) { $0 + 64 + $1.glyphs.count * MemoryLayout<ShapedGlyph>.stride } + 128
    }

    /// The sum of the advances of `range`, in ems, added in order (the order matters: the same
    /// range must always measure the same, to the last bit).
    func width(of range: Range<Int>) -> Double {
        var width = 0.0
        for index in range { width += advances[index] }
        return width
    }

    /// `range` without the breaking whitespace at its end.
    func trimmingTrailingWhitespace(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, isWhitespace[end - 1] { end -= 1 }
        return range.lowerBound..<end
    }
}

/// A maximal stretch of a paragraph with one face and one direction, shaped by HarfBuzz.
struct ShapedRun: Sendable {
    /// The face the run's glyphs belong to.
    var face: FontFace
    /// The scalar offsets the run covers.
    var range: Range<Int>
    /// The bidi embedding level (see ``BidiLevels``): odd levels are right to left.
    var level: UInt8
    /// Whether HarfBuzz shaped it right to left (its glyphs are then in visual order, so
    /// clusters decrease along ``glyphs``).
    var isRightToLeft: Bool { level % 2 == 1 }
    /// The glyphs in visual order.
    var glyphs: [ShapedGlyph]
}

/// One glyph as HarfBuzz positioned it, in ems.
struct ShapedGlyph: Sendable, Hashable {
    /// The glyph id in the run's face.
    var id: UInt32
    /// The offset of the first scalar of the glyph's cluster.
    var cluster: Int
    /// The pen advance in ems.
    var advance: Double
    /// The offset from the pen position in ems, x to the right.
    var offsetX: Double
    /// The offset from the pen position in ems, y **up** (HarfBuzz's convention).
    var offsetY: Double
    /// Whether cutting the text before this glyph's cluster would change the shaping.
    var isUnsafeToBreak: Bool
}

/// What identifies a shaping result: the text and the face choice (the primary face and the
/// weight/slant that fallback faces are matched to). The size is deliberately absent.
struct ShapingKey: Hashable, Sendable {
    var text: String
    var faceID: Int
    var weight: Int
    var isItalic: Bool
    /// The paragraph's bidi level: the same words shape into other runs in a right-to-left paragraph.
    var paragraphLevel: UInt8
    /// Digits at equal widths (OpenType `tnum`).
    var tabularDigits: Bool
    /// Ligatures set apart (tracking).
    var separatesLigatures: Bool
    /// Space added after each character cluster, in ems.
    var letterSpacing: Double
}
