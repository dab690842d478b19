import Testing
@testable import Typography

/// Emoji sequences shape to one colour glyph each with the bundled Noto Color Emoji: a ZWJ
/// sequence (woman astronaut, family), a flag (two regional indicators), a skin tone modifier,
/// a keycap, and an emoji-presentation selector.
@Suite struct EmojiSequenceTests {
    @Test(arguments: ["👩‍🚀", "👨‍👩‍👧", "🇺🇸", "🇪🇺", "👍🏽", "👋🏻", "1️⃣", "❤️", "🚀"])
    func sequenceIsOneColourGlyph(sequence: String) throws {
        let collection = try FontCollection.bundled()
        #expect(collection.hasColorEmoji)
        let layout = TextLayout(sequence, font: .body, collection: collection)
        let glyphs = layout.lines.flatMap(\.glyphs)
        #expect(glyphs.count == 1, "\(sequence): \(glyphs.count) glyphs")
        let glyph = try #require(glyphs.first)
        #expect(glyph.face.hasColorGlyphs)
        #expect(glyph.face.familyName.contains("Emoji"))
        #expect(layout.coverage.missing.isEmpty)
        let image = try #require(layout.deviceGlyphs(at: .zero, transform: .scale(3)).first?.colorImage)
        // Scaled from the 109 px strike to about one em (17 pt × 3).
        #expect(image.height > 40 && image.height < 64, "\(image.height)")
    }

    @Test func textPresentationCharactersStayInTheTextFaces() throws {
        let collection = try FontCollection.bundled()
        // U+2764 without VS16 is text presentation: never the colour face while a text face has it.
        let layout = TextLayout("© 2 # \u{2764}", font: .body, collection: collection)
        for glyph in layout.lines.flatMap(\.glyphs) where glyph.face.familyName.contains("Inter") == false {
            #expect(!glyph.face.hasColorGlyphs || glyph.face.familyName.contains("Emoji"))
        }
        #expect(layout.lines.flatMap(\.glyphs).prefix(3).allSatisfy { $0.face.familyName.contains("Inter") })
    }
}
