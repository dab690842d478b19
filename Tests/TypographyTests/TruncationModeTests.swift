import FeedshotTestSupport
import Testing
@testable import Typography

/// `.head` and `.middle` truncation: where the "…" goes, what is shown on either side of it, and
/// that the end of a long paragraph costs one line's shaping.
@Suite struct TruncationModeTests {
    static let title = "Apollo 13: Houston, we've had a problem — the mission that came home"

    private func ellipsisID(_ collection: FontCollection, font: Font = .body) -> UInt32? {
        TextLayout("\u{2026}", font: font, collection: collection).lines.first?.glyphs.first?.id
    }

    @Test func headShowsTheLongestEndThatFitsAfterTheEllipsis() throws {
        let collection = try Fixtures.collection()
        let layout = TextLayout(Self.title, font: .body, collection: collection, maxWidth: 160, lineLimit: 1,
                                truncationMode: .head)
        let line = try #require(layout.lines.first)
        #expect(layout.lines.count == 1 && layout.isTruncated)
        #expect(line.width <= 160 + 1e-9)
        let shown = String(Self.title[line.range])
        #expect(Self.title.hasSuffix(shown) && shown.count > 5 && shown.count < Self.title.count)
        #expect(line.range.upperBound == Self.title.endIndex)
        // The ellipsis comes first, and one more character before the shown end would not fit.
        #expect(line.glyphs.first?.id == ellipsisID(collection))
        let ellipsis = TextLayout("\u{2026}", font: .body, collection: collection).size.width
        let longer = String(Self.title.suffix(shown.count + 1))
        #expect(TextLayout(longer, font: .body, collection: collection).size.width + ellipsis > 160)
        #expect(abs(line.width - (TextLayout(shown, font: .body, collection: collection).size.width + ellipsis)) < 0.5)
    }

    @Test func middleKeepsBothEndsAroundTheEllipsis() throws {
        let collection = try Fixtures.collection()
        let layout = TextLayout(Self.title, font: .body, collection: collection, maxWidth: 200, lineLimit: 1,
                                truncationMode: .middle)
        let line = try #require(layout.lines.first)
        #expect(layout.isTruncated && line.width <= 200 + 1e-9 && line.width > 150)
        #expect(line.range == Self.title.startIndex..<Self.title.endIndex)
        let whole = try #require(TextLayout(Self.title, font: .body, collection: collection).lines.first)
        let ids = line.glyphs.map(\.id)
        let markID = try #require(ellipsisID(collection))
        let mark = try #require(ids.firstIndex(of: markID))
        // Before the mark: the title's first glyphs; after it: its last ones.
        #expect(mark > 3 && ids.count - mark - 1 > 3)
        #expect(Array(ids[..<mark]) == Array(whole.glyphs.map(\.id).prefix(mark)))
        #expect(Array(ids[(mark + 1)...]) == Array(whole.glyphs.map(\.id).suffix(ids.count - mark - 1)))
        // The mark sits near the middle of the line.
        let x = line.glyphs[mark].x
        #expect(x > line.width * 0.35 && x < line.width * 0.65, "\(x) of \(line.width)")
    }

    @Test func tailIsTheDefaultAndUnchanged() throws {
        let collection = try Fixtures.collection()
        let implicit = TextLayout(Self.title, font: .body, collection: collection, maxWidth: 160, lineLimit: 1)
        let explicit = TextLayout(Self.title, font: .body, collection: collection, maxWidth: 160, lineLimit: 1,
                                  truncationMode: .tail)
        #expect(implicit.lines.map(\.range) == explicit.lines.map(\.range))
        #expect(implicit.lines.last?.glyphs.last?.id == ellipsisID(collection))
        #expect(implicit.lines[0].range.lowerBound == Self.title.startIndex)
    }

    /// Only the last allowed line is cut; earlier lines wrap as usual and the last shows the end.
    @Test func headOnTheLastOfSeveralLines() throws {
        let collection = try Fixtures.collection()
        let tail = TextLayout(Self.title, font: .body, collection: collection, maxWidth: 150, lineLimit: 2)
        let head = TextLayout(Self.title, font: .body, collection: collection, maxWidth: 150, lineLimit: 2,
                              truncationMode: .head)
        #expect(head.lines.count == 2 && head.isTruncated)
        #expect(head.lines[0].range == tail.lines[0].range && !head.lines[0].isTruncated)
        #expect(head.lines[1].range.upperBound == Self.title.endIndex)
        #expect(head.lines[1].range.lowerBound > tail.lines[1].range.upperBound)
    }

    @Test func aRightToLeftHeadPutsTheEllipsisOnTheRight() throws {
        let collection = try Fixtures.collection()
        let text = "שלום עולם זהו משפט ארוך מאוד שלא נכנס בשורה אחת בכלל"
        let layout = TextLayout(text, font: .body, collection: collection, maxWidth: 120, lineLimit: 1,
                                truncationMode: .head, layoutDirection: .rightToLeft)
        let line = try #require(layout.lines.first)
        #expect(layout.isTruncated && line.width <= 120 + 1e-9)
        #expect(line.range.upperBound == text.endIndex)
        let markID = ellipsisID(collection)
        let mark = try #require(line.glyphs.first { $0.id == markID })
        #expect(line.glyphs.allSatisfy { $0.x <= mark.x })
    }

    /// The end of a very long paragraph is found by shaping a suffix: the same end as when the
    /// paragraph is short.
    @Test func theEndOfAHugeParagraphIsFoundFromASuffix() throws {
        let collection = try Fixtures.collection()
        let ending = " — Kennedy Space Center, Launch Complex 39A"
        let huge = String(repeating: "Vandenberg Wallops ", count: 20_000) + ending
        let short = "Vandenberg Wallops " + ending
        for mode in [TruncationMode.head, .middle] {
            let big = TextLayout(huge, font: .body, collection: collection, maxWidth: 180, lineLimit: 1, truncationMode: mode)
            let small = TextLayout(short, font: .body, collection: collection, maxWidth: 180, lineLimit: 1, truncationMode: mode)
            #expect(big.isTruncated && small.isTruncated)
            #expect(big.lines[0].glyphs.map(\.id) == small.lines[0].glyphs.map(\.id), "\(mode)")
            #expect(big.lines[0].range.upperBound == huge.endIndex)
            #expect(String(huge[big.lines[0].range].suffix(10)) == String(ending.suffix(10)))
        }
    }
}
