import Geometry
import Raster
import Testing
import Typography
@testable import FeedshotUI

/// `underline` and `strikethrough` draw the font's own decoration lines (post and OS/2 tables)
/// along each line of a text, in the text's colour or their own, solid or dashed; a text's own
/// setting wins over the views around it.
@Suite struct TextDecorationTests {
    static let renderer = Renderer(scale: 2)
    static let size = Size(width: 60, height: 30)
    static let blue = Color(red: 0, green: 0, blue: 1)

    /// The device rows (at 2x) where pure blue is drawn, and how many blue pixels each holds.
    static func blueRows<V: View>(_ view: V) -> [Int: Int] {
        let bitmap = renderer.render(view.frame(width: 60, height: 30, alignment: .topLeading), size: size)
        var rows = [Int: Int]()
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let pixel = bitmap[x, y]
                if pixel.blue > 200 && pixel.red < 40 && pixel.green < 40 { rows[y, default: 0] += 1 }
            }
        }
        return rows
    }

    /// The baseline of a 20-point text set at the top, in device rows.
    static func baselineRow() throws -> Double {
        let metrics = try FontCollection.bundled().face(for: .system(size: 20)).metrics
        return metrics.ascender(atSize: 20) * 2
    }

    static func text(_ string: String = "xox") -> Text {
        Text(string).font(.system(size: 20)).foregroundStyle(Color.black)
    }

    @Test func anUnderlineLiesBelowTheBaselineAndAStrikethroughAboveIt() throws {
        let baseline = try Self.baselineRow()
        let under = Self.blueRows(Self.text().underline(color: Self.blue))
        #expect(!under.isEmpty)
        // Within the descent (680/2816 em below the baseline: 9.7 device pixels at 20 points, 2x).
        #expect(under.keys.allSatisfy { Double($0) > baseline && Double($0) < baseline + 9.7 })
        let struck = Self.blueRows(Self.text().strikethrough(color: Self.blue))
        #expect(!struck.isEmpty)
        // Through the x-height: above the baseline, below the top of an "x" (about 11 points up).
        #expect(struck.keys.allSatisfy { Double($0) < baseline - 6 && Double($0) > baseline - 22 })
        // The line spans the text: its fullest row is about as wide as the text's ink.
        let textWidth = try TextLayout("xox", font: .system(size: 20), collection: FontCollection.bundled()).size.width
        #expect(abs(Double(under.values.max() ?? 0) - textWidth * 2) <= 2)
    }

    @Test func withoutAColourTheLineTakesTheTexts() {
        let rows = Self.blueRows(Text("xox").font(.system(size: 20)).foregroundStyle(Self.blue).underline())
        let plain = Self.blueRows(Text("xox").font(.system(size: 20)).foregroundStyle(Self.blue))
        // The underline adds fully covered rows below the glyphs.
        #expect(rows.count > plain.count)
    }

    @Test func aViewUnderlinesTheTextsInsideUnlessATextTakesItOff() {
        let outer = Self.blueRows(VStack { Self.text() }.underline(color: Self.blue))
        #expect(!outer.isEmpty)
        let off = Self.blueRows(VStack { Self.text().underline(false) }.underline(color: Self.blue))
        #expect(off.isEmpty)
        let viewOff = Self.blueRows(VStack { Self.text() }.underline(false).underline(color: Self.blue))
        #expect(viewOff.isEmpty)
    }

    @Test func aDashedLineLeavesGapsASolidOneDoesNot() {
        let solid = Self.blueRows(Self.text().underline(color: Self.blue))
        let dashed = Self.blueRows(Self.text().underline(pattern: .dash, color: Self.blue))
        let dotted = Self.blueRows(Self.text().underline(pattern: .dot, color: Self.blue))
        let full = solid.values.max() ?? 0
        #expect((dashed.values.max() ?? 0) < full && (dashed.values.max() ?? 0) > full / 2)
        #expect((dotted.values.max() ?? 0) < dashed.values.max() ?? 0)
        #expect(TextLines.segments(of: .dash, width: 13, thickness: 1).map { [$0.0, $0.1] }
            == [[0, 4], [6, 4], [12, 1]])
    }

    @Test func piecesOfAConcatenatedTextKeepTheirOwnLines() {
        let mixed = Self.blueRows(Self.text("xo") + Self.text("x").underline(color: Self.blue))
        let whole = Self.blueRows(Self.text("xox").underline(color: Self.blue))
        #expect(!mixed.isEmpty)
        #expect((mixed.values.max() ?? 0) < (whole.values.max() ?? 0) / 2)
    }

    @Test func setFromTheRightARunsLineCoversTheSpaceOnItsLeft() {
        // Digits take the layout direction: right to left, "11 " is set at the right and its
        // space lies between it and "22", on its left. The line is the left-to-right one mirrored.
        func blueColumns(_ direction: LayoutDirection) -> (columns: [Int], width: Int) {
            let view = (Text("11 ").underline(color: Self.blue) + Text("22"))
                .font(.system(size: 20)).foregroundStyle(Color.black)
                .environment(\.layoutDirection, direction)
            let bitmap = Self.renderer.render(view)
            let columns = (0..<bitmap.width).filter { x in
                (0..<bitmap.height).contains { y in
                    let pixel = bitmap[x, y]
                    return pixel.blue > 200 && pixel.red < 40 && pixel.green < 40
                }
            }
            return (columns, bitmap.width)
        }
        let leftToRight = blueColumns(.leftToRight), rightToLeft = blueColumns(.rightToLeft)
        #expect(leftToRight.columns.count > 20 && leftToRight.width == rightToLeft.width)
        #expect(rightToLeft.columns == leftToRight.columns.map { leftToRight.width - 1 - $0 }.sorted())
    }
}
