import Testing
@testable import Typography

/// Tracking and kerning add their points after every character cluster (the last one too, as
/// SwiftUI's documentation shows), tracking sets ligatures apart, and tabular digits give every
/// digit one width.
@Suite struct LetterSpacingTests {
    private func width(_ text: String, _ font: Font) throws -> Double {
        TextLayout(text, font: font, collection: try Fixtures.collection()).size.width
    }

    @Test func trackingAndKerningAddTheirPointsAfterEveryCharacter() throws {
        let plain = try width("ABCDEF", .body)
        #expect(abs(try width("ABCDEF", Font.body.tracking(3)) - (plain + 18)) < 1e-6)
        #expect(abs(try width("ABCDEF", Font.body.kerning(-2)) - (plain - 12)) < 1e-6)
        // Both at once add up.
        #expect(abs(try width("ABCDEF", Font.body.tracking(3).kerning(1)) - (plain + 24)) < 1e-6)
        // Points, whatever the size: a 34-point text gets the same 3 points per character.
        let large = try width("ABCDEF", .largeTitle)
        #expect(abs(try width("ABCDEF", Font.largeTitle.tracking(3)) - (large + 18)) < 1e-6)
    }

    @Test func aGraphemeMadeOfSeveralScalarsGetsItsSpaceOnce() throws {
        // "é" as e + combining acute is one cluster: five characters, five spaces.
        let text = "Cafe\u{301}s"
        let plain = try width(text, .body)
        #expect(abs(try width(text, Font.body.tracking(2)) - (plain + 10)) < 1e-6)
    }

    @Test func trackingSetsLigaturesApartAndKerningKeepsThem() throws {
        let collection = try Fixtures.collection()
        func glyphCount(_ font: Font) -> Int {
            collection.shapedParagraph("office", font: font).runs.reduce(0) { $0 + $1.glyphs.count }
        }
        let ligated = glyphCount(.body)
        let tracked = glyphCount(Font.body.tracking(1))
        let kerned = glyphCount(Font.body.kerning(1))
        // Whether or not the face joins letters here, tracking shapes one glyph per letter and
        // kerning as many glyphs as the plain text.
        #expect(tracked == 6)
        #expect(kerned == ligated)
    }

    @Test func tabularDigitsGiveEveryDigitOneWidth() throws {
        let proportional = try ["1111", "8888"].map { try width($0, .body) }
        let tabular = try ["1111", "8888"].map { try width($0, Font.body.monospacedDigit()) }
        #expect(proportional[0] < proportional[1])
        #expect(abs(tabular[0] - tabular[1]) < 1e-9)
        // The monospaced design sets its digits the same way.
        #expect(try width("1111", Font.body.monospaced()) == tabular[0])
    }

    @Test func spacingAndDesignShowInTheDescriptionAndSurviveAResize() {
        let font = Font.system(size: 20, weight: .bold, design: .rounded).tracking(2).monospacedDigit()
        #expect(font.description == "Inter 20pt bold design rounded tabular digits tracking 2")
        #expect(font.withSize(10).tracking == 2)
        #expect(font.withSize(10).design == .rounded)
        #expect(Font.body.description == "Inter 17pt regular")
    }
}
