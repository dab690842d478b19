import Testing
@testable import Typography

/// Right-to-left paragraphs: their direction, bidi levels, alignment, wrapping and shaping with
/// the bundled Noto Sans Arabic and Hebrew.
@Suite struct RightToLeftTextTests {
    @Test(arguments: [("Apollo", LayoutDirection.leftToRight), ("שלום", .rightToLeft), ("مرحبا", .rightToLeft),
                      ("123 שלום", .rightToLeft), ("(Apollo) أبولو", .leftToRight)])
    func theFirstStrongCharacterSetsTheParagraphDirection(text: String, direction: LayoutDirection) {
        #expect(TextLayout.paragraphDirection(of: text.unicodeScalars) == direction)
    }

    @Test func textWithoutStrongCharactersHasNoDirectionOfItsOwn() {
        #expect(TextLayout.paragraphDirection(of: "12:30 — 45%".unicodeScalars) == nil)
    }

    @Test(arguments: [
        // Right-to-left paragraphs: Latin text and numbers are level 2, Hebrew 1.
        ("אב cd", [1, 1, 1, 2, 2] as [UInt8]),
        ("שלום 123", [1, 1, 1, 1, 1, 2, 2, 2]),
        // A separator between numbers joins them (W4), a percent sign too (W5).
        ("א 12:30", [1, 1, 2, 2, 2, 2, 2]),
        ("א 45%", [1, 1, 2, 2, 2]),
        // Arabic-Indic digits are Arabic numbers: level 2, read left to right.
        ("ب ١٢", [1, 1, 2, 2]),
        // A trailing neutral after Latin text takes the paragraph's direction.
        ("א Go!", [1, 1, 2, 2, 1]),
    ])
    func rightToLeftParagraphLevels(text: String, expected: [UInt8]) {
        #expect(BidiLevels.levels(for: Array(text.unicodeScalars), paragraphLevel: 1) == expected)
    }

    @Test func arabicDigitsInALeftToRightParagraphKeepTheirOrder() {
        #expect(BidiLevels.levels(for: Array("a ١٢".unicodeScalars)) == [0, 0, 2, 2])
    }

    @Test func timesInsideRightToLeftTextKeepTheirOrder() {
        // 12:30 reads 12:30, not 30:12: the colon joins the digits into one number.
        let order = BidiLevels.visualOrder(BidiLevels.levels(for: Array("א 12:30".unicodeScalars), paragraphLevel: 1))
        #expect(order == [2, 3, 4, 5, 6, 1, 0])
    }

    @Test func bundledFontsShapeArabicAndHebrew() throws {
        let collection = try Fixtures.isolatedCollection()
        let arabic = TextLayout("مرحبا بالعالم", font: .body, collection: collection)
        let hebrew = TextLayout("שלום עולם", font: .body, collection: collection)
        #expect(arabic.coverage.missing.isEmpty && hebrew.coverage.missing.isEmpty)
        #expect(Set(arabic.coverage.fallbacks.map(\.familyName)) == ["Noto Sans Arabic"])
        #expect(Set(hebrew.coverage.fallbacks.map(\.familyName)) == ["Noto Sans Hebrew"])
        // Bold text takes the bold face.
        let bold = TextLayout("مرحبا", font: .body.bold(), collection: collection)
        #expect(bold.lines[0].glyphs.allSatisfy { $0.face.weight == 700 })
    }

    @Test func arabicLettersJoin() throws {
        let collection = try Fixtures.isolatedCollection()
        // The same letter (beh) alone and inside a word takes different (joining) forms.
        let alone = TextLayout("ب", font: .body, collection: collection).lines[0].glyphs.map(\.id)
        let joined = TextLayout("ببب", font: .body, collection: collection).lines[0].glyphs.map(\.id)
        #expect(joined.count == 3)
        #expect(Set(joined).count == 3, "initial, medial and final forms")
        #expect(!joined.contains(alone[0]))
    }

    @Test func rightToLeftParagraphsWrapWithTheFirstWordOnTheRight() throws {
        let collection = try Fixtures.isolatedCollection()
        let text = "أول هبوط مأهول على سطح القمر في بحر السكون"
        let layout = TextLayout(text, font: .body, collection: collection, maxWidth: 150)
        #expect(layout.lines.count > 1)
        // Every line fits, and the first line begins with the first word.
        #expect(layout.lines.allSatisfy { $0.width <= 150 + 1e-6 })
        #expect(String(text[layout.lines[0].range]).hasPrefix("أول"))
        // The first word's glyphs are at the right end of the first line.
        let first = TextLayout("أول", font: .body, collection: collection).lines[0].glyphs.map(\.id)
        let line = layout.lines[0].glyphs.sorted { $0.x < $1.x }.map(\.id)
        #expect(Array(line.suffix(first.count)) == first)
    }

    @Test func rightToLeftLayoutsAlignLeadingToTheRight() throws {
        let collection = try Fixtures.isolatedCollection()
        let text = "Apollo 11\nMichael Collins, command module pilot"
        let ltr = TextLayout(text, font: .body, collection: collection, layoutDirection: .leftToRight)
        let rtl = TextLayout(text, font: .body, collection: collection, layoutDirection: .rightToLeft)
        #expect(ltr.lines[0].origin.x == 0)
        #expect(abs(rtl.lines[0].frame.maxX - rtl.size.width) < 1e-9)
        let trailing = TextLayout(text, font: .body, collection: collection, alignment: .trailing,
                                  layoutDirection: .rightToLeft)
        #expect(trailing.lines[0].origin.x == 0)
    }

    @Test func truncatedRightToLeftLinesEndInAnEllipsisOnTheLeft() throws {
        let collection = try Fixtures.isolatedCollection()
        let layout = TextLayout("שלום עולם ומלואו שלום עולם ומלואו", font: .body, collection: collection,
                                maxWidth: 120, lineLimit: 1)
        #expect(layout.isTruncated)
        let ellipsis = try #require(collection.face(for: .body).glyph(for: "\u{2026}"))
        let leftmost = try #require(layout.lines[0].glyphs.min { $0.x < $1.x })
        #expect(leftmost.id == ellipsis)
    }
}
