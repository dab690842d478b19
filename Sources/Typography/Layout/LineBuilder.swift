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
    /// Fallback and missing characters of everything shaped so far.
    private(set) var coverage = TextCoverage.complete

    init(string: String, font: Font, collection: FontCollection, maxWidth: Double?, lineLimit: Int?) {
        self.string = string
        self.font = font
        self.collection = collection
        self.maxWidth = maxWidth
        self.lineLimit = lineLimit
    }

    /// The lines, top to bottom.
    mutating func build() -> [Draft] {
        let paragraphs = LineBuilder.paragraphRanges(in: string)
        var drafts = [Draft]()
        for (paragraphIndex, paragraphRange) in paragraphs.enumerated() {
            let text = String(string.unicodeScalars[paragraphRange])
            let shaped = collection.shapedParagraph(text, font: font)
            coverage.merge(shaped.coverage)
            // String indices of the paragraph's scalars, to report line ranges in `string`.
            var indices = Array(string.unicodeScalars[paragraphRange].indices)
            indices.append(paragraphRange.upperBound)
            let isLastParagraph = paragraphIndex == paragraphs.count - 1
            var start = 0
            repeat {
                let line = nextLine(shaped, from: start)
                let isLastAllowed = lineLimit.map { drafts.count == $0 - 1 } ?? false
                let moreFollows = line.end < shaped.scalars.count || !isLastParagraph
                if isLastAllowed && moreFollows {
                    drafts.append(truncatedLine(shaped, from: start, indices: indices))
                    return drafts
                }
                drafts.append(Draft(range: indices[line.visible.lowerBound]..<indices[line.visible.upperBound],
                                    width: line.content.width, isTruncated: false, glyphs: line.content.glyphs))
                start = line.end
            } while start < shaped.scalars.count
        }
        return drafts
    }

    // MARK: Filling

    private func fits(_ width: Double) -> Bool {
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

    // MARK: Truncation

    /// The last allowed line when more text follows: as much of the rest of the paragraph as fits
    /// together with a trailing "…" (cut at a grapheme boundary, like CoreText's tail truncation),
    /// so the ellipsis shows even when the natural line would have been shorter. The ellipsis is
    /// shaped on its own, like CoreText's truncation token.
    private mutating func truncatedLine(_ paragraph: ShapedParagraph, from start: Int,
                                        indices: [String.Index]) -> Draft {
        let ellipsis = collection.shapedParagraph("\u{2026}", font: font)
        coverage.merge(ellipsis.coverage)
        let ellipsisContent = lineContent(ellipsis, range: 0..<ellipsis.scalars.count)
        let count = paragraph.scalars.count
        // Candidates by the paragraph's advances: the last boundary whose text fits with the ellipsis.
        var best = start
        var width = 0.0
        var index = start
        while index <= count {
            if index > start, paragraph.isBoundary[index] {
                let visible = paragraph.trimmingTrailingWhitespace(start..<index)
                if fits(paragraph.width(of: visible) * font.size + ellipsisContent.width) {
                    best = index
                } else if !paragraph.isWhitespace[index - 1] {
                    break
                }
            }
            guard index < count else { break }
            width += paragraph.advances[index]
            if !paragraph.isWhitespace[index] && !fits(width * font.size) { break }
            index += 1
        }
        // Then the exact width decides, stepping back a grapheme while it does not fit.
        var visible = paragraph.trimmingTrailingWhitespace(start..<best)
        var content = lineContent(paragraph, range: visible)
        while !visible.isEmpty, !fits(content.width + ellipsisContent.width) {
            var previous = visible.upperBound - 1
            while previous > start, !paragraph.isBoundary[previous] { previous -= 1 }
            visible = paragraph.trimmingTrailingWhitespace(start..<previous)
            content = lineContent(paragraph, range: visible)
        }
        var glyphs = content.glyphs
        for var glyph in ellipsisContent.glyphs {
            glyph.x += content.width
            glyphs.append(glyph)
        }
        return Draft(range: indices[visible.lowerBound]..<indices[visible.upperBound],
                     width: content.width + ellipsisContent.width, isTruncated: true, glyphs: glyphs)
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
    private func lineContent(_ paragraph: ShapedParagraph, range: Range<Int>) -> LineContent {
        guard !range.isEmpty else { return LineContent(glyphs: [], width: 0) }
        if paragraph.isSafeToBreak[range.lowerBound] && paragraph.isSafeToBreak[range.upperBound] {
            return LineContent(glyphs: placedGlyphs(paragraph, range: range),
                               width: paragraph.width(of: range) * font.size)
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: paragraph.scalars[range])
        let alone = collection.shapedParagraph(String(text), font: font)
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
            for glyph in run.glyphs where range.contains(glyph.cluster) {
                glyphs.append(TextLayout.PlacedGlyph(face: run.face, id: glyph.id, x: pen + glyph.offsetX * size,
                                                     y: -glyph.offsetY * size))
                pen += glyph.advance * size
            }
        }
        return glyphs
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
