import Geometry
import Raster
import Testing
import Typography
@testable import FeedshotUI

/// `baselineOffset` on a text, on the views around it, and on one piece of a concatenated text:
/// the glyphs move, the line grows on the side they move to, and the rest of the line keeps its
/// baseline.
@Suite struct BaselineOffsetDrawingTests {
    static let renderer = Renderer(scale: 2)

    static func render<V: View>(_ view: V) -> Bitmap {
        renderer.render(view.frame(width: 70, height: 40, alignment: .topLeading).background(Color.white),
                        size: Size(width: 70, height: 40))
    }

    static func text(_ string: String) -> Text {
        Text(string).font(.system(size: 16)).foregroundStyle(Color.black)
    }

    /// The topmost and bottommost device rows with ink in columns `columns`.
    static func inkRows(_ bitmap: Bitmap, columns: Range<Int>) -> ClosedRange<Int>? {
        var rows = [Int]()
        for y in 0..<bitmap.height where columns.contains(where: { bitmap[$0, y].red < 128 }) { rows.append(y) }
        guard let first = rows.first, let last = rows.last else { return nil }
        return first...last
    }

    @Test func raisedTextDrawsAsTheSameTextWithRoomBelowIt() {
        // Raised 6 points, the glyphs stay at the top and the line gains 6 points below them.
        #expect(Self.render(Self.text("Ag").baselineOffset(6)) == Self.render(Self.text("Ag").padding(.bottom, 6)))
        #expect(Self.render(Self.text("Ag").baselineOffset(-5)) == Self.render(Self.text("Ag").padding(.top, 5)))
        // Set on the views around it, the same; the text's own offset wins.
        #expect(Self.render(VStack { Self.text("Ag") }.baselineOffset(6)) == Self.render(Self.text("Ag").baselineOffset(6)))
        #expect(Self.render(VStack { Self.text("Ag").baselineOffset(0) }.baselineOffset(6)) == Self.render(Self.text("Ag")))
    }

    @Test func aRaisedPieceOfAConcatenatedTextIsASuperscript() throws {
        let plain = Self.render(Self.text("xx") + Self.text("22"))
        let raised = Self.render(Self.text("xx") + Self.text("22").baselineOffset(6))
        // The "xx" columns (device pixels at 2x) and the "22" ones, apart by a gap.
        let xWidth = Int(try TextLayout("xx", font: .system(size: 16), collection: FontCollection.bundled()).size.width * 2)
        let left = 0..<(xWidth - 1), right = (xWidth + 2)..<140
        let plainLeft = try #require(Self.inkRows(plain, columns: left))
        let plainRight = try #require(Self.inkRows(plain, columns: right))
        let raisedLeft = try #require(Self.inkRows(raised, columns: left))
        let raisedRight = try #require(Self.inkRows(raised, columns: right))
        // The line grows 6 points above: the "xx" sits 12 device rows lower, the "22" where it was.
        #expect(raisedLeft.lowerBound == plainLeft.lowerBound + 12 && raisedLeft.upperBound == plainLeft.upperBound + 12)
        #expect(raisedRight == plainRight)
    }

    @Test func baselineAlignmentKeepsTheLinesBaseline() {
        // In an HStack on the first baseline, a raised text sits 6 points above its neighbour.
        let together = Self.render(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Self.text("x"); Self.text("x").baselineOffset(6)
        })
        let apart = Self.render(HStack(alignment: .top, spacing: 0) {
            Self.text("x").padding(.top, 6); Self.text("x")
        })
        #expect(together == apart)
    }
}
