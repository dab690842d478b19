import Testing
@testable import Typography

@Suite struct BidiTests {
    @Test(arguments: [
        ("Apollo 11", [UInt8](repeating: 0, count: 9)),
        ("שלום", [1, 1, 1, 1]),
        ("שלום עולם", [UInt8](repeating: 1, count: 9)),
        ("Go שלום!", [0, 0, 0, 1, 1, 1, 1, 0]),
        ("שלום 123", [1, 1, 1, 1, 1, 2, 2, 2]),
        ("a 1 ב", [0, 0, 0, 0, 1]),
    ])
    func levelsFollowTheBidiRules(text: String, expected: [UInt8]) {
        #expect(BidiLevels.levels(for: Array(text.unicodeScalars)) == expected)
    }

    @Test(arguments: [
        ([UInt8]([0, 0, 0]), [0, 1, 2]),
        ([0, 1, 1, 0], [0, 2, 1, 3]),
        ([1, 1, 2, 2], [2, 3, 1, 0]),
        ([0, 2, 2], [0, 1, 2]),
    ])
    func visualOrderReversesRightToLeftSequences(levels: [UInt8], expected: [Int]) {
        #expect(BidiLevels.visualOrder(levels) == expected)
    }

    @Test func digitsInsideHebrewKeepTheirOrder() throws {
        let collection = try Fixtures.isolatedCollection()
        let face = collection.face(for: .body)
        let layout = TextLayout("שלום 123", font: .body, collection: collection)
        let glyphs = layout.lines[0].glyphs
        #expect(glyphs.count == 8)
        let digits = try ["1", "2", "3"].map { try #require(face.glyph(for: $0)) }
        // The number comes first visually (the Hebrew word reads from the right, after it), in order.
        #expect(glyphs.prefix(3).map(\.id) == digits)
        #expect(glyphs[0].x < glyphs[1].x && glyphs[1].x < glyphs[2].x)
    }

    @Test func hebrewWordsReadFromTheRight() throws {
        let collection = try Fixtures.collection()
        let paragraph = collection.shapedParagraph("שלום עולם", font: .body)
        guard let face = paragraph.runs.first?.face, face.covers("ש") else { return }
        let layout = TextLayout("שלום עולם", font: .body, collection: collection)
        let glyphs = layout.lines[0].glyphs
        let shin = try #require(face.glyph(for: "ש")), ayin = try #require(face.glyph(for: "ע"))
        let shinX = try #require(glyphs.first { $0.id == shin }).x
        let ayinX = try #require(glyphs.first { $0.id == ayin }).x
        // The first word (starting with shin) is on the right, its first letter rightmost.
        #expect(shinX > ayinX)
        #expect(shinX == glyphs.map(\.x).max())
    }
}
