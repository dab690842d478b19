import FeedshotTestSupport
import Testing
@testable import Typography

/// Regression tests for issue 13 (a 10 MB launch site name took 35 s and 1.7 GB): with a line
/// limit, only the text that can be visible is shaped, and the lines are the same as when the
/// whole paragraph is shaped.
@Suite struct VisibleTextBoundTests {
    static func lines(_ text: String, width: Double, limit: Int, bounded: Bool,
                      collection: FontCollection) -> [LineBuilder.Draft] {
        var builder = LineBuilder(string: text, font: .body, collection: collection, maxWidth: width, lineLimit: limit)
        builder.boundsShaping = bounded
        return builder.build()
    }

    static func words(_ count: Int, seed: UInt64) -> String {
        var random = SeededGenerator(seed: seed)
        let words = ["Kennedy", "Space", "Center", "LC-39A", "i", "Vandenberg", "ffi", "—", "Wallops", "Ωmega", "a", "🚀"]
        return (0..<count).map { _ in words[Int.random(in: 0..<words.count, using: &random)] }.joined(separator: " ")
    }

    @Test(arguments: [(1, 120.0), (2, 342.0), (3, 60.0), (5, 20.0)])
    func longSiteNameUnderALineLimitMatchesShapingTheWholeParagraph(limit: Int, width: Double) throws {
        let collection = try Fixtures.collection()
        for seed in 1...4 as ClosedRange<UInt64> {
            // Long enough that the bounded path shapes only a prefix; a second paragraph too.
            let text = Self.words(3_000, seed: seed) + (seed == 4 ? "\nsecond paragraph" : "")
            let bounded = Self.lines(text, width: width, limit: limit, bounded: true, collection: collection)
            let whole = Self.lines(text, width: width, limit: limit, bounded: false, collection: collection)
            #expect(bounded.map(\.range) == whole.map(\.range), "seed \(seed)")
            #expect(bounded.map(\.width) == whole.map(\.width), "seed \(seed)")
            #expect(bounded.map(\.glyphs.count) == whole.map(\.glyphs.count), "seed \(seed)")
            #expect(bounded.last?.isTruncated == true)
        }
    }

    @Test func aMegabyteParagraphUnderLineLimit2ShapesOnlyAPrefix() throws {
        let collection = try Fixtures.isolatedCollection()
        let text = String(repeating: "Cape Canaveral ", count: 70_000)  // ~1 MB, one paragraph
        let layout = TextLayout(text, font: .body, collection: collection, maxWidth: 300, lineLimit: 2)
        #expect(layout.lines.count == 2 && layout.isTruncated)
        // The shaping cache holds only what was shaped: a prefix, not the megabyte.
        #expect(collection.shapingCache.statistics.cost < 2 << 20, "\(collection.shapingCache.statistics.cost)")
    }
}
