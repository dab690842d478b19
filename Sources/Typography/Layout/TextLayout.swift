import Geometry

/// A laid-out piece of text: SwiftUI's `Text` as the layout system sees it. Given a string, a
/// font, an optional maximum width, a line limit, an alignment and line spacing, it answers the
/// text's size (the widest line by the lines' total height), its first and last baselines, and
/// its lines, and it can draw itself into a canvas.
///
/// Widths are in points and never depend on the device scale: glyphs are shaped unhinted at
/// font-unit precision. Building a layout is cheap to repeat: paragraphs are shaped once per font
/// face choice (the size is irrelevant to shaping) and whole layouts are memoized per collection,
/// since SwiftUI's layout asks the same text for several proposals.
///
/// Line metrics follow the convention shared with the peers' renderers: a line is
/// `(ascender − descender + lineGap) / unitsPerEm × size` tall (the primary face's `hhea` values),
/// its baseline `ascender / unitsPerEm × size` below its top, `lineSpacing` between lines.
public struct TextLayout: Sendable {
    /// The text.
    public let string: String
    /// The font it is set in.
    public let font: Font
    /// The width lines wrap at; nil lays out at the ideal width (breaking only at newlines).
    public let maxWidth: Double?
    /// The most lines shown (nil: no limit); text beyond ends in "…".
    public let lineLimit: Int?
    /// Where a line cut by the limit elides text.
    public let truncationMode: TruncationMode
    /// How lines align within the layout's width.
    public let alignment: TextAlignment
    /// Which side `leading` is (left in `.leftToRight`), and the direction of paragraphs that have
    /// no strongly directional character; other paragraphs take their first strong character's.
    public let layoutDirection: LayoutDirection
    /// Extra space between lines, in points.
    public let lineSpacing: Double
    /// The primary face's metrics (line height and baseline derive from them).
    public let metrics: FontMetrics
    /// The lines, top to bottom.
    public let lines: [Line]
    /// The width of the widest line by the height of all lines: what SwiftUI's `Text` answers
    /// for the proposal. Zero for an empty string.
    public let size: Size
    /// Characters drawn with fallback faces or not drawable at all.
    public let coverage: TextCoverage
    /// Where drawing finds and keeps its glyph images (the collection's cache).
    let glyphCache: GlyphCache

    /// Lays out `string`.
    /// - Parameters:
    ///   - string: the text; `\n`, `\r\n`, U+2028 and U+2029 start new lines (`\n\n` leaves an
    ///     empty line); a trailing newline adds no line.
    ///   - font: the font request, resolved in `collection`.
    ///   - collection: the fonts and caches to use (usually ``FontCollection/bundled()``).
    ///   - maxWidth: the proposed width in points; nil for the ideal (unwrapped) layout.
    ///   - lineLimit: the most lines to show; values below 1 count as 1.
    ///   - truncationMode: where the last line elides text when more follows (`.tail`: "…" at its
    ///     end; `.head`: "…" then the paragraph's end; `.middle`: the line's start, "…", the end).
    ///   - alignment: the lines' alignment.
    ///   - lineSpacing: extra points between consecutive lines.
    ///   - layoutDirection: the side `leading` means and the direction of neutral paragraphs.
    public init(_ string: String, font: Font, collection: FontCollection, maxWidth: Double? = nil,
                lineLimit: Int? = nil, truncationMode: TruncationMode = .tail, alignment: TextAlignment = .leading,
                lineSpacing: Double = 0, layoutDirection: LayoutDirection = .leftToRight) {
        let key = LayoutKey(string: string, font: font, maxWidth: maxWidth, lineLimit: lineLimit.map { max(1, $0) },
                            truncationMode: truncationMode,
                            alignment: alignment, lineSpacing: lineSpacing, layoutDirection: layoutDirection)
        if let cached = collection.layoutCache.value(for: key) {
            self = cached
            return
        }
        self.init(uncached: key, collection: collection)
        collection.layoutCache.insert(self, for: key, cost: cost)
    }

    private init(uncached key: LayoutKey, collection: FontCollection) {
        string = key.string
        font = key.font
        maxWidth = key.maxWidth
        lineLimit = key.lineLimit
        truncationMode = key.truncationMode
        alignment = key.alignment
        lineSpacing = key.lineSpacing
        layoutDirection = key.layoutDirection
        metrics = collection.face(for: font).metrics
        glyphCache = collection.glyphCache
        var builder = LineBuilder(string: string, font: font, collection: collection, maxWidth: maxWidth,
                                  lineLimit: lineLimit, truncationMode: truncationMode, layoutDirection: layoutDirection)
        let drafts = builder.build()
        coverage = builder.coverage

        let lineHeight = Self.lineHeight(of: font, metrics: metrics)
        let ascender = Self.baselineDepth(of: font, metrics: metrics)
        // Glyphs moved off the baseline (`baselineOffset`): positions are relative to it.
        let lift = font.baselineOffset
        let width = drafts.map(\.width).max() ?? 0
        var lines = [Line]()
        lines.reserveCapacity(drafts.count)
        for (index, draft) in drafts.enumerated() {
            let top = Double(index) * (lineHeight + lineSpacing)
            let x: Double
            switch (alignment, layoutDirection) {
            case (.leading, .leftToRight), (.trailing, .rightToLeft): x = 0
            case (.center, _): x = (width - draft.width) / 2
            case (.trailing, .leftToRight), (.leading, .rightToLeft): x = width - draft.width
            }
            lines.append(Line(range: draft.range, width: draft.width, origin: Point(x: x, y: top),
                              height: lineHeight, baseline: top + ascender, isTruncated: draft.isTruncated,
                              glyphs: lift == 0 ? draft.glyphs : draft.glyphs.map { glyph in
                                  var moved = glyph
                                  moved.y -= lift
                                  return moved
                              }))
        }
        self.lines = lines
        let height = lines.isEmpty ? 0 : Double(lines.count) * lineHeight + Double(lines.count - 1) * lineSpacing
        size = Size(width: width, height: height)
    }

    /// The line height in points (without line spacing).
    public var lineHeight: Double { Self.lineHeight(of: font, metrics: metrics) }

    /// The first line's baseline below the layout's top (the ascender when there is no line).
    public var firstBaseline: Double { lines.first?.baseline ?? Self.baselineDepth(of: font, metrics: metrics) }

    /// The last line's baseline below the layout's top (the ascender when there is no line).
    public var lastBaseline: Double { lines.last?.baseline ?? Self.baselineDepth(of: font, metrics: metrics) }

    /// A line's height in `font`: the face's line height, grown by a baseline offset.
    public static func lineHeight(of font: Font, metrics: FontMetrics) -> Double {
        let extents = font.baselineOffsetExtents
        return metrics.lineHeight(atSize: font.size) + extents.above + extents.below
    }

    /// How far a line's baseline lies below its top in `font`: the ascender, and the room raised
    /// glyphs take above it.
    public static func baselineDepth(of font: Font, metrics: FontMetrics) -> Double {
        metrics.ascender(atSize: font.size) + font.baselineOffsetExtents.above
    }

    /// Whether text was cut by the line limit (the last line ends in "…").
    public var isTruncated: Bool { lines.last?.isTruncated ?? false }

    /// The total number of glyphs on all lines.
    public var glyphCount: Int { lines.reduce(0) { $0 + $1.glyphs.count } }

    /// The layout's bounds at the origin.
    public var bounds: Rect { Rect(size: size) }

    /// The direction of a paragraph of `text` by its first strongly directional character (the
    /// Unicode Bidirectional Algorithm's rules P2 and P3): right to left for Hebrew or Arabic, left
    /// to right for Latin, nil when it has none (only digits, spaces, punctuation).
    public static func paragraphDirection(of text: some Sequence<Unicode.Scalar>) -> LayoutDirection? {
        BidiLevels.paragraphDirection(of: text)
    }

    /// A rough byte count, for the layout cache's budget.
    var cost: Int { string.utf8.count + 256 + lines.reduce(0) { $0 + 128 + $1.glyphs.count * 40 } }
}

/// Everything a ``TextLayout`` depends on besides its collection.
struct LayoutKey: Hashable, Sendable {
    var string: String
    var font: Font
    var maxWidth: Double?
    var lineLimit: Int?
    var truncationMode: TruncationMode
    var alignment: TextAlignment
    var lineSpacing: Double
    var layoutDirection: LayoutDirection
}
