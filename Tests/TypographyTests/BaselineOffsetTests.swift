import Testing
@testable import Typography

/// A baseline offset moves glyphs off the baseline and grows each line on the side they move
/// to; the line's baseline (what text-baseline alignment uses) stays where unmoved glyphs sit.
@Suite struct BaselineOffsetTests {
    @Test func raisedTextGrowsEachLineAboveAndKeepsItsGlyphsWhereTheyWere() throws {
        let collection = try Fixtures.collection()
        let plain = TextLayout("Moon\nshot", font: .body, collection: collection)
        let raised = TextLayout("Moon\nshot", font: Font.body.baselineOffset(6), collection: collection)
        #expect(raised.lines.count == 2)
        #expect(abs(raised.size.height - (plain.size.height + 12)) < 1e-9, "6 points on each line")
        #expect(raised.size.width == plain.size.width)
        for (line, plainLine) in zip(raised.lines, plain.lines) {
            #expect(abs(line.height - (plainLine.height + 6)) < 1e-9)
            // The baseline is 6 points lower in the taller box; the glyphs sit 6 points above it,
            // where they sat from the line's top before.
            #expect(abs(line.baseline - line.origin.y - (plainLine.baseline - plainLine.origin.y + 6)) < 1e-9)
            for (glyph, plainGlyph) in zip(line.glyphs, plainLine.glyphs) {
                #expect(abs(glyph.y - (plainGlyph.y - 6)) < 1e-9 && glyph.x == plainGlyph.x)
            }
        }
    }

    @Test func loweredTextGrowsEachLineBelow() throws {
        let collection = try Fixtures.collection()
        let plain = TextLayout("Moon", font: .body, collection: collection)
        let lowered = TextLayout("Moon", font: Font.body.baselineOffset(-4), collection: collection)
        #expect(abs(lowered.size.height - (plain.size.height + 4)) < 1e-9)
        #expect(lowered.firstBaseline == plain.firstBaseline, "the room is below the baseline")
        #expect(lowered.lineHeight == plain.lineHeight + 4)
        // Not finite: no offset.
        #expect(Font.body.baselineOffset(.nan).baselineOffset == 0)
        #expect(Font.body.baselineOffset(3).description.contains("baseline offset 3"))
    }
}
