import Geometry
import Raster
import Testing
@testable import Typography

@Suite struct TextDrawingTests {
    private func canvas(width: Int, height: Int, scale: Double) -> Canvas {
        let canvas = Canvas(width: width, height: height)
        canvas.concatenate(.scale(scale))
        return canvas
    }

    /// The device columns with ink in rows `rows`.
    private func inkColumns(_ bitmap: Bitmap, rows: Range<Int>) -> ClosedRange<Int>? {
        var low: Int?, high: Int?
        for y in rows {
            for x in 0..<bitmap.width where bitmap[x, y].alpha > 0 {
                low = min(low ?? x, x)
                high = max(high ?? x, x)
            }
        }
        guard let low, let high else { return nil }
        return low...high
    }

    @Test func drawnCoverageIsTheGlyphMasks() throws {
        let layout = TextLayout("l i", font: .title, collection: try Fixtures.collection())
        let canvas = canvas(width: 200, height: 120, scale: 3)
        layout.draw(in: canvas, at: Point(x: 2, y: 1), color: .black)
        let glyphs = layout.deviceGlyphs(at: Point(x: 2, y: 1), transform: .scale(3))
        #expect(glyphs.count == 2)
        var inked = 0
        for glyph in glyphs {
            for y in 0..<glyph.mask.height {
                for x in 0..<glyph.mask.width {
                    #expect(canvas.bitmap[glyph.x + x, glyph.y + y].alpha == glyph.mask[x, y])
                    inked += glyph.mask[x, y] > 0 ? 1 : 0
                }
            }
        }
        #expect(inked > 100)
        let total = canvas.bitmap.pixels.enumerated().filter { $0.offset % 4 == 3 && $0.element > 0 }.count
        #expect(total == inked)
    }

    @Test func textColourAndOpacityApply() throws {
        let layout = TextLayout("I", font: .largeTitle.bold(), collection: try Fixtures.collection())
        let canvas = canvas(width: 60, height: 130, scale: 3)
        layout.draw(in: canvas, at: .zero, color: RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.7))
        let strongest = canvas.bitmap.pixels.enumerated().filter { $0.offset % 4 == 3 }.map(\.element).max()
        #expect(strongest == 179)
        #expect(canvas.bitmap[Int(layout.size.width * 1.5), Int(layout.firstBaseline * 3) - 20]
                == PremultipliedRGBA(red: 179, green: 0, blue: 0, alpha: 179))
    }

    @Test func clipLimitsTheText() throws {
        let layout = TextLayout("MMMM", font: .title, collection: try Fixtures.collection())
        let canvas = canvas(width: 300, height: 120, scale: 3)
        canvas.clip(to: Rect(x: 0, y: 0, width: 20, height: 40))
        layout.draw(in: canvas, at: .zero, color: .black)
        let columns = try #require(inkColumns(canvas.bitmap, rows: 0..<120))
        #expect(columns.upperBound < 60)
        #expect(columns.lowerBound < 10)
    }

    @Test func centredLinesAreCentredWithinHalfAPixel() throws {
        let collection = try Fixtures.collection()
        let layout = TextLayout("HOH\nHHOHHOHH\nHOOOH", font: .title, collection: collection, alignment: .center)
        let canvas = canvas(width: 600, height: 320, scale: 3)
        let origin = Point(x: 7.1, y: 3)
        layout.draw(in: canvas, at: origin, color: .black)
        // Each line's ink is centred on the layout box (H and O are symmetric enough that their
        // ink centre is their advance centre within a fraction of a pixel).
        let centre = (origin.x + layout.size.width / 2) * 3
        for line in layout.lines {
            let rows = Int((origin.y + line.origin.y) * 3)..<Int((origin.y + line.frame.maxY) * 3)
            let columns = try #require(inkColumns(canvas.bitmap, rows: rows))
            let middle = Double(columns.lowerBound + columns.upperBound + 1) / 2
            #expect(abs(middle - centre) < 0.5, "line \(line.origin.y): \(middle) vs \(centre)")
            #expect(abs((origin.x + line.frame.midX) * 3 - centre) < 1e-9)
        }
    }

    @Test func colourGlyphsKeepTheirColoursOnTheCanvas() throws {
        guard InstalledFonts.hasColorEmoji else { return }
        let layout = TextLayout("🚀", font: .body, collection: try Fixtures.collection())
        let canvas = canvas(width: 80, height: 80, scale: 3)
        layout.draw(in: canvas, at: .zero, color: .black)
        let glyph = try #require(layout.deviceGlyphs(at: .zero, transform: .scale(3)).first)
        let image = try #require(glyph.colorImage)
        for y in stride(from: 0, to: image.height, by: 5) {
            for x in stride(from: 0, to: image.width, by: 5) {
                #expect(canvas.bitmap[glyph.x + x, glyph.y + y] == image[x, y])
            }
        }
    }
}
