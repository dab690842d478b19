/// The last allowed line when more text follows, cut where `truncationMode` says.
///
/// Like CoreText, pieces are cut at grapheme boundaries (not words) and the "…" is shaped on its
/// own, like a truncation token. The end of a paragraph (for `.head` and `.middle`) is shaped
/// from a suffix of the paragraph that grows only until it is wider than the line, so a
/// megabyte-long paragraph costs what one line costs in every mode.
extension LineBuilder {
    mutating func truncatedLine(_ paragraph: ShapedParagraph, from start: Int, indices: [String.Index],
                                paragraphEnd: String.Index) -> Draft {
        let ellipsis = collection.shapedParagraph("\u{2026}", font: font, paragraphLevel: paragraphLevel)
        coverage.merge(ellipsis.coverage)
        let mark = lineContent(ellipsis, range: 0..<ellipsis.scalars.count)
        let room = (maxWidth ?? .infinity) - mark.width
        let remainder = string[indices[start]..<paragraphEnd]

        let pieces: [LineContent]
        let range: Range<String.Index>
        switch truncationMode {
        case .tail:
            let (visible, content) = leadingPiece(paragraph, from: start, budget: room)
            pieces = [content, mark]
            range = indices[visible.lowerBound]..<indices[visible.upperBound]
        case .head:
            let (shown, content) = trailingPiece(of: remainder, budget: room, notBefore: remainder.startIndex)
            pieces = [mark, content]
            range = shown
        case .middle:
            let (visible, first) = leadingPiece(paragraph, from: start, budget: room / 2)
            let firstEnd = indices[visible.upperBound]
            let (shown, last) = trailingPiece(of: remainder, budget: room - first.width, notBefore: firstEnd)
            pieces = [first, mark, last]
            range = indices[visible.lowerBound]..<shown.upperBound
        }
        // Pieces in reading order: left to right in a left-to-right paragraph, right to left in a
        // right-to-left one (the ellipsis then sits where reading ends or resumes).
        var glyphs = [TextLayout.PlacedGlyph]()
        var pen = 0.0
        for piece in paragraphLevel % 2 == 1 ? pieces.reversed() : pieces {
            for var glyph in piece.glyphs {
                glyph.x += pen
                glyphs.append(glyph)
            }
            pen += piece.width
        }
        return Draft(range: range, width: pen, isTruncated: true, glyphs: glyphs)
    }

    private func within(_ width: Double, _ budget: Double) -> Bool {
        width <= budget + LineBuilder.tolerance
    }

    /// The most of the paragraph from `start` (trailing spaces dropped) that fits in `budget`.
    /// Candidates by the paragraph's advances (the last boundary whose text fits), then the exact
    /// width decides, stepping back a grapheme while it does not fit.
    private func leadingPiece(_ paragraph: ShapedParagraph, from start: Int,
                              budget: Double) -> (Range<Int>, LineContent) {
        let count = paragraph.scalars.count
        var best = start
        var width = 0.0
        var index = start
        while index <= count {
            if index > start, paragraph.isBoundary[index] {
                let visible = paragraph.trimmingTrailingWhitespace(start..<index)
                if within(paragraph.width(of: visible) * font.size, budget) {
                    best = index
                } else if !paragraph.isWhitespace[index - 1] {
                    break
                }
            }
            guard index < count else { break }
            width += paragraph.advances[index]
            if !paragraph.isWhitespace[index] && !within(width * font.size, budget) { break }
            index += 1
        }
        var visible = paragraph.trimmingTrailingWhitespace(start..<best)
        var content = lineContent(paragraph, range: visible)
        while !visible.isEmpty, !within(content.width, budget) {
            var previous = visible.upperBound - 1
            while previous > start, !paragraph.isBoundary[previous] { previous -= 1 }
            visible = paragraph.trimmingTrailingWhitespace(start..<previous)
            content = lineContent(paragraph, range: visible)
        }
        return (visible, content)
    }

    /// The most of the end of `remainder` (leading spaces dropped, starting no earlier than
    /// `floor`) that fits in `budget`, and the range of `string` it shows. The end is shaped on
    /// its own from a suffix of characters that grows fourfold until the text fitting is bounded
    /// by the width, not by the suffix.
    private mutating func trailingPiece(of remainder: Substring, budget: Double,
                                        notBefore floor: String.Index) -> (Range<String.Index>, LineContent) {
        var take = visiblePrefixEstimate(lines: 1) ?? Int.max
        while true {
            // Cut in scalars: a cut inside a grapheme only touches text left out, since the
            // scan stops on width before reaching the cut unless the suffix starts at `floor`.
            let scalars = remainder.unicodeScalars
            let cut = scalars.index(scalars.endIndex, offsetBy: -take, limitedBy: floor) ?? floor
            let suffix = scalars[max(cut, floor)...]
            let shaped = collection.shapedParagraph(String(suffix), font: font, paragraphLevel: paragraphLevel)
            let count = shaped.scalars.count
            var indices = Array(suffix.indices)
            indices.append(suffix.endIndex)
            // From the end backwards: the first boundary whose text no longer fits stops the scan.
            var best = count
            var width = 0.0
            var index = count
            var stoppedByWidth = false
            while index > 0 {
                index -= 1
                width += shaped.advances[index]
                if !shaped.isWhitespace[index] && !within(width * font.size, budget) {
                    stoppedByWidth = true
                    break
                }
                if shaped.isBoundary[index] {
                    let visible = Self.trimmingLeadingWhitespace(shaped, index..<count)
                    if within(shaped.width(of: visible) * font.size, budget) { best = index }
                }
            }
            if !stoppedByWidth, suffix.startIndex > floor, take < Int.max / 4 {
                take *= 4
                continue
            }
            coverage.merge(shaped.coverage)
            var visible = Self.trimmingLeadingWhitespace(shaped, best..<count)
            var content = lineContent(shaped, range: visible)
            while !visible.isEmpty, !within(content.width, budget) {
                var next = visible.lowerBound + 1
                while next < count, !shaped.isBoundary[next] { next += 1 }
                visible = Self.trimmingLeadingWhitespace(shaped, next..<count)
                content = lineContent(shaped, range: visible)
            }
            return (indices[visible.lowerBound]..<indices[visible.upperBound], content)
        }
    }

    private static func trimmingLeadingWhitespace(_ paragraph: ShapedParagraph, _ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        while lower < range.upperBound, paragraph.isWhitespace[lower] { lower += 1 }
        return lower..<range.upperBound
    }
}
