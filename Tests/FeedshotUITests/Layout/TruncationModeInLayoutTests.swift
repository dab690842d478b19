import Geometry
import Testing
import Typography
@testable import FeedshotUI

/// `truncationMode(_:)` reaches `Text` through the environment and decides what a cut line shows.
@Suite struct TruncationModeInLayoutTests {
    static let title = "Apollo 13: Houston, we've had a problem"

    /// Columns of the leftmost 8 points with ink in the line's upper half (where "A" has ink and
    /// "…" has none).
    static func inkInUpperLeft(_ mode: Text.TruncationMode) -> Int {
        let view = Text(title).lineLimit(1).truncationMode(mode).foregroundStyle(.black)
            .frame(width: 150, alignment: .leading).background(.white)
        let bitmap = Renderer(scale: 1).render(view, fitting: .unspecified)
        var columns = 0
        for x in 0..<8 where (0..<(bitmap.height / 2)).contains(where: { bitmap[x, $0].red < 128 }) { columns += 1 }
        return columns
    }

    @Test func headAndMiddleChangeWhatACutLineShows() throws {
        let fonts = try FontCollection.bundled()
        for mode in [Text.TruncationMode.head, .middle, .tail] {
            let tree = layout(Text(Self.title).lineLimit(1).truncationMode(mode).id("text").frame(width: 150))
            let expected = TextLayout(Self.title, font: .body, collection: fonts, maxWidth: 150, lineLimit: 1,
                                      truncationMode: mode).size.width
            let width = try #require(frame("text", in: tree)).width
            #expect(abs(width - (expected * 3 - 1e-9).rounded(.up) / 3) < 1e-9, "\(mode)")
        }
        #expect(Self.inkInUpperLeft(.tail) > 0)
        #expect(Self.inkInUpperLeft(.middle) > 0)
        #expect(Self.inkInUpperLeft(.head) == 0)
        #expect(EnvironmentValues().truncationMode == .tail)
    }
}
