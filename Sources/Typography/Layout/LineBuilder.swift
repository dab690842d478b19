/// Breaks a string into lines: splits it into paragraphs at hard line breaks, shapes each
/// paragraph (through the collection's cache), fills lines greedily up to the maximum width, and
/// truncates the last allowed line with an ellipsis when text remains.
///
/// Greedy filling is what CoreText (and so SwiftUI) does: a line takes as many break-separated
/// pieces as fit; a piece wider than a whole line is split at grapheme boundaries; spaces at a
/// line end hang outside the width.
struct LineBuilder {
    /// A finished line before alignment and vertical placement.
    struct Draft {
        var range: Range<String.Index>
        var width: Double
        var isTruncated: Bool
        var glyphs: [TextLayout.PlacedGlyph]
    }

    /// How much a width may exceed the limit and still fit: far below a device pixel, it absorbs
    /// rounding in widths the layout system computes from ours (e.g. `(w + 48) − 48`).
    static let tolerance = 1e-6

    let string: String
    let font: Font
    let collection: FontCollection
    let maxWidth: Double?
    let lineLimit: Int?
    /// Where the last allowed line elides text when more follows.
    let truncationMode: TruncationMode
    /// The direction of paragraphs without a strongly directional character.
    let layoutDirection: LayoutDirection
    /// The bidi level of the paragraph being broken (0 left to right, 1 right to left).
    private(set) var paragraphLevel: UInt8 = 0
    /// Fallback and missing characters of everything shaped so far.
    var coverage = TextCoverage.complete
    /// Whether a line limit bounds how much of a paragraph is shaped (see `build()`); tests turn
    /// it off to compare with shaping whole paragraphs.
    var boundsShaping = true

    init(string: String, font: Font, collection: FontCollection, maxWidth: Double?, lineLimit: Int?,
         truncationMode: TruncationMode = .tail, layoutDirection: LayoutDirection = .leftToRight) {
        self.string = string
        self.font = font
        self.collection = collection
        self.maxWidth = maxWidth
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        self.layoutDirection = layoutDirection
    }

    /// The lines, top to bottom.
    ///
    /// With a line limit and a width, only text that can be visible is shaped: a paragraph is
    /// shaped in growing prefixes until the limit's last line ends well inside the prefix, so a
    /// megabytes-long paragraph under `.lineLimit(2)` costs what two lines cost. The lines are the
    /// same as from shaping the whole paragraph: line breaking and truncation look at most one
    /// line's width past a line's start.
    mutating func build() -> [Draft] {
        let paragraphs = LineBuilder.paragraphRanges(in: string)
        var drafts = [Draft]()
        for (paragraphIndex, paragraphRange) in paragraphs.enumerated() {
            let isLastParagraph = paragraphIndex == paragraphs.count - 1
            let scalars = string.unicodeScalars[paragraphRange]
            // P2, P3: the first strong character sets the paragraph's direction.
            let direction = BidiLevels.paragraphDirection(of: scalars) ?? layoutDirection
            paragraphLevel = direction == .rightToLeft ? 1 : 0
            var prefixLength = boundsShaping ? visiblePrefixEstimate(lines: lineLimit.map { $0 - drafts.count }) : nil
            while true {
                let end = prefixLength.flatMap { scalars.index(scalars.startIndex, offsetBy: $0, limitedBy: scalars.endIndex) }
                    ?? scalars.endIndex
                let isPrefix = end < scalars.endIndex
                let result = lines(of: scalars[..<end], paragraphEnd: paragraphRange.upperBound,
                                   isPrefix: isPrefix && boundsShaping,
                                   isLastParagraph: isLastParagraph, previousLines: drafts.count)
                if isPrefix, !result.endsInside {
                    prefixLength = (prefixLength ?? 0) * 4
                    continue
                }
                coverage.merge(result.coverage)
                drafts += result.lines
                if result.truncated { return drafts }
                break
            }
        }
        return drafts
    }

    /// How many scalars of a paragraph to shape first for `lines` more lines (nil: all of it):
    /// twice what fits if every character were a quarter em wide, the narrowest common advance.
    func visiblePrefixEstimate(lines: Int?) -> Int? {
        guard let lines, let maxWidth, maxWidth.isFinite else { return nil }
        let perLine = Int(min(1e6, max(0, maxWidth) / (font.size * 0.25))) + 1
        return lines.multipliedReportingOverflow(by: 2 * perLine).partialValue + 64
    }

    /// Lays out the lines of one paragraph's text (the whole paragraph or a prefix of it).
    /// `endsInside` says whether a prefix was long enough: the limit's last line was reached and
    /// the text after its start reaches well beyond a line's width.
    private mutating func lines(of text: Substring.UnicodeScalarView, paragraphEnd: String.Index, isPrefix: Bool,
                                isLastParagraph: Bool, previousLines: Int)
        -> (lines: [Draft], coverage: TextCoverage, truncated: Bool, endsInside: Bool) {
        let shaped = collection.shapedParagraph(String(text), font: font, paragraphLevel: paragraphLevel)
        // String indices of the text's scalars, to report line ranges in `string`.
        var indices = Array(text.indices)
        indices.append(text.endIndex)
        var lines = [Draft]()
        var start = 0
        repeat {
            let line = nextLine(shaped, from: start)
            let isLastAllowed = lineLimit.map { previousLines + lines.count == $0 - 1 } ?? false
            let moreFollows = line.end < shaped.scalars.count || !isLastParagraph || isPrefix
            if isLastAllowed && moreFollows {
                let endsInside = !isPrefix || reachesPastOneLine(shaped, from: start)
                let last = truncatedLine(shaped, from: start, indices: indices, paragraphEnd: paragraphEnd)
                return (lines + [last], shaped.coverage, true, endsInside)
            }
            lines.append(Draft(range: indices[line.visible.lowerBound]..<indices[line.visible.upperBound],
                               width: line.content.width, isTruncated: false, glyphs: line.content.glyphs))
            start = line.end
        } while start < shaped.scalars.count
        return (lines, shaped.coverage, false, !isPrefix)
    }

    /// Whether the shaped text after `start` is at least two line widths and 64 scalars long,
    /// so a line starting there is broken and truncated exactly as in the whole paragraph.
    private func reachesPastOneLine(_ paragraph: ShapedParagraph, from start: Int) -> Bool {
        guard let maxWidth else { return false }
        let count = paragraph.scalars.count
        guard count - start >= 64 else { return false }
        var width = 0.0
        for index in start..<count {
            width += paragraph.advances[index] * font.size
            if width > 2 * maxWidth + font.size { return count - index >= 32 }
        }
        return false
    }

    // MARK: Filling

    func fits(_ width: Double) -> Bool {
        guard let maxWidth else { return true }
        return width <= maxWidth + LineBuilder.tolerance
    }

    /// The line starting at `start`: where it ends (the next line's start), the range it shows
    /// (without trailing spaces), and its glyphs and exact width.
    ///
    /// The end is the last break opportunity that keeps the line within the width, else (one
    /// piece wider than the line) the last grapheme boundary that does, else one grapheme (a line
    /// always makes progress). Candidates are found with the paragraph's advances, then checked
    /// with the line's exact width (which differs when kerning or contextual forms cross the
    /// break); a candidate that no longer fits gives way to the previous one.
    private func nextLine(_ paragraph: ShapedParagraph, from start: Int)
        -> (end: Int, visible: Range<Int>, content: LineContent) {
        var end = candidateEnd(paragraph, from: start)
        while true {
            let visible = paragraph.trimmingTrailingWhitespace(start..<end)
            let content = lineContent(paragraph, range: visible)
            guard maxWidth != nil, !fits(content.width) else { return (end, visible, content) }
            let usesOpportunities = paragraph.isBreakOpportunity[end] || end == paragraph.scalars.count
            var previous = end - 1
            while previous > start,
                  !(usesOpportunities ? paragraph.isBreakOpportunity[previous] : paragraph.isBoundary[previous]) {
                previous -= 1
            }
            guard previous > start else { return (end, visible, content) }
            end = previous
        }
    }

    /// The end of the line starting at `start`, measured with the paragraph's advances.
    private func candidateEnd(_ paragraph: ShapedParagraph, from start: Int) -> Int {
        let count = paragraph.scalars.count
        guard maxWidth != nil else { return count }
        var width = 0.0
        var lastBreak: Int?
        var lastBoundary: Int?
        var index = start
        while index < count {
            if index > start {
                if paragraph.isBreakOpportunity[index] { lastBreak = index }
                if paragraph.isBoundary[index] { lastBoundary = index }
            }
            width += paragraph.advances[index]
            if !paragraph.isWhitespace[index] && !fits(width * font.size) {
                if let lastBreak { return lastBreak }
                if let lastBoundary { return lastBoundary }
                var end = start + 1
                while end < count, !paragraph.isBoundary[end] { end += 1 }
                return end
            }
            index += 1
        }
        return count
    }

    // MARK: Glyphs

    /// A line's glyphs and width in points.
    struct LineContent {
        var glyphs: [TextLayout.PlacedGlyph]
        var width: Double
    }

    /// The glyphs and width of `range` as a line of its own. When HarfBuzz says both ends are
    /// safe to break, the paragraph's shaping is sliced; otherwise the line's text is shaped
    /// again on its own (through the cache), so kerning against a space that hangs at the line
    /// end, or a ligature across the break, never leaks into the line.
    func lineContent(_ paragraph: ShapedParagraph, range: Range<Int>) -> LineContent {
        guard !range.isEmpty else { return LineContent(glyphs: [], width: 0) }
        if paragraph.isSafeToBreak[range.lowerBound] && paragraph.isSafeToBreak[range.upperBound] {
            return LineContent(glyphs: placedGlyphs(paragraph, range: range),
                               width: paragraph.width(of: range) * font.size)
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: paragraph.scalars[range])
        let alone = collection.shapedParagraph(String(text), font: font, paragraphLevel: paragraphLevel)
        let whole = 0..<alone.scalars.count
        return LineContent(glyphs: placedGlyphs(alone, range: whole), width: alone.width(of: whole) * font.size)
    }

    /// The glyphs of the clusters in `range` with their pen positions in points: the runs'
    /// slices in visual order (bidi rule L2 over the runs' levels), each slice's glyphs in
    /// HarfBuzz's visual order.
    private func placedGlyphs(_ paragraph: ShapedParagraph, range: Range<Int>) -> [TextLayout.PlacedGlyph] {
        let runs = paragraph.runs.filter { $0.range.overlaps(range) }
        let order = runs.contains { $0.level > 0 } ? BidiLevels.visualOrder(runs.map(\.level)) : Array(runs.indices)
        var glyphs = [TextLayout.PlacedGlyph]()
        var pen = 0.0
        let size = font.size
        for runIndex in order {
            let run = runs[runIndex]
            for glyph in run.glyphs[LineBuilder.glyphIndices(of: run, in: range)] {
                glyphs.append(TextLayout.PlacedGlyph(face: run.face, id: glyph.id, x: pen + glyph.offsetX * size,
                                                     y: -glyph.offsetY * size))
                pen += glyph.advance * size
            }
        }
        return glyphs
    }

    /// The glyphs of `run` whose clusters lie in `range`: a contiguous block, since clusters rise
    /// monotonically along a left-to-right run and fall along a right-to-left one. Found by
    /// binary search so long paragraphs are not rescanned for every line.
    static func glyphIndices(of run: ShapedRun, in range: Range<Int>) -> Range<Int> {
        let glyphs = run.glyphs
        func firstIndex(where predicate: (ShapedGlyph) -> Bool) -> Int {
            var low = 0, high = glyphs.count
            while low < high {
                let middle = (low + high) / 2
                if predicate(glyphs[middle]) { high = middle } else { low = middle + 1 }
            }
            return low
        }
        if run.isRightToLeft {
            let start = firstIndex { $0.cluster < range.upperBound }
            let end = firstIndex { $0.cluster < range.lowerBound }
            return start..<max(start, end)
        }
        let start = firstIndex { $0.cluster >= range.lowerBound }
        let end = firstIndex { $0.cluster >= range.upperBound }
        return start..<max(start, end)
    }

    // MARK: Paragraphs

    /// The ranges of `string`'s paragraphs (separated by `\n`, `\r`, `\r\n`, U+2028, U+2029),
    /// without their separators. A trailing separator ends the last paragraph without starting an
    /// empty one, as in CoreText; an empty string has no paragraph.
    static func paragraphRanges(in string: String) -> [Range<String.Index>] {
        let scalars = string.unicodeScalars
        var ranges = [Range<String.Index>]()
        var start = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let value = scalars[index].value
            guard value == 0x0A || value == 0x0D || value == 0x2028 || value == 0x2029 else {
                index = scalars.index(after: index)
                continue
            }
            ranges.append(start..<index)
            var next = scalars.index(after: index)
            if value == 0x0D, next < scalars.endIndex, scalars[next].value == 0x0A {
                next = scalars.index(after: next)
            }
            start = next
            index = next
        }
        if start < scalars.endIndex { ranges.append(start..<scalars.endIndex) }
        return ranges
    }
}
