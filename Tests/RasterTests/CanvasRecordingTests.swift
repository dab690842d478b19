import Geometry
import Testing
@testable import Raster

/// Recording drawing calls (the canvas half of the subtree cache): a replayed record draws what
/// the calls draw; a record moved by whole pixels is recognised, anything else is not; only a
/// record that paints its area opaque first has an opaque cover.
@Suite struct CanvasRecordingTests {
    static let backdrop = RGBAColor(red: 0.3, green: 0.6, blue: 0.2)

    /// A card at `origin` (points, drawn at 3x): an opaque background, a gradient, a clipped
    /// capsule, a border, a glyph-like mask and a translucent layer.
    static func drawCard(on canvas: Canvas, at origin: Point, background: RGBAColor = RGBAColor(red: 0.1, green: 0.1, blue: 0.2)) {
        let card = Rect(x: origin.x, y: origin.y, width: 20, height: 30)
        canvas.fill(card, with: .solid(background))
        let gradient = Paint.Gradient(stops: [.init(color: .clear, location: 0), .init(color: .black, location: 1)])
        canvas.fill(Path(card), with: .linearGradient(gradient, start: Point(x: card.midX, y: card.minY),
                                                      end: Point(x: card.midX, y: card.maxY)))
        canvas.save()
        canvas.clip(to: Path(roundedRect: Rect(x: origin.x + 2, y: origin.y + 2, width: 12, height: 6), cornerRadius: 3))
        canvas.fill(Rect(x: origin.x, y: origin.y, width: 20, height: 10), with: .solid(RGBAColor(red: 0.9, green: 0.2, blue: 0.1)))
        canvas.restore()
        canvas.strokeBorder(Path(roundedRect: Rect(x: origin.x + 2, y: origin.y + 2, width: 12, height: 6), cornerRadius: 3),
                            lineWidth: 0.5, with: .white)
        var mask = AlphaMask(width: 5, height: 7, value: 0)
        for index in mask.coverage.indices { mask.coverage[index] = UInt8((index * 37) % 256) }
        let device = canvas.currentTransform.apply(to: Point(x: origin.x + 4, y: origin.y + 20))
        canvas.drawMask(mask, atDeviceX: Int(device.x.rounded()), y: Int(device.y.rounded()), with: .white)
        canvas.beginLayer(opacity: 0.5)
        canvas.fill(Rect(x: origin.x + 10, y: origin.y + 12, width: 8, height: 8), with: .solid(.white))
        canvas.endLayer()
    }

    static func canvas() -> Canvas {
        let canvas = Canvas(width: 90, height: 120, background: backdrop)
        canvas.concatenate(.scale(3))
        return canvas
    }

    @Test func aReplayedRecordDrawsWhatTheCallsDraw() {
        let direct = Self.canvas()
        Self.drawCard(on: direct, at: Point(x: 3.4, y: 5.1))
        let recorded = Self.canvas()
        recorded.beginRecording()
        Self.drawCard(on: recorded, at: Point(x: 3.4, y: 5.1))
        let record = recorded.endRecording()
        #expect(recorded.bitmap == Self.canvas().bitmap, "nothing is drawn while recording")
        #expect(record.count > 8)
        recorded.replay(record)
        #expect(recorded.bitmap == direct.bitmap)
    }

    private func record(at origin: Point, background: RGBAColor = RGBAColor(red: 0.1, green: 0.1, blue: 0.2)) -> DrawingRecord {
        let canvas = Self.canvas()
        canvas.beginRecording()
        Self.drawCard(on: canvas, at: origin, background: background)
        return canvas.endRecording()
    }

    @Test func aMoveByWholePixelsIsRecognisedAndNothingElse() {
        let first = record(at: Point(x: 3, y: 5))
        // 2 and −7 device pixels at 3x.
        let moved = record(at: Point(x: 3 + 2.0 / 3, y: 5 - 7.0 / 3))
        let shift = moved.move(from: first)
        #expect(shift?.x == 2 && shift?.y == -7)
        #expect(first.move(from: first)?.x == 0)
        // Half a pixel is not a whole-pixel move; another colour is another drawing.
        #expect(record(at: Point(x: 3 + 0.5 / 3, y: 5)).move(from: first) == nil)
        #expect(record(at: Point(x: 3, y: 5), background: .black).move(from: first) == nil)
    }

    @Test func onlyARecordThatPaintsItsAreaOpaqueFirstHasACover() {
        let cover = record(at: Point(x: 3, y: 5)).opaqueCover
        #expect(cover == PixelRect(x: 9, y: 15, width: 60, height: 90))
        // Not on whole pixels, translucent, or not first: no cover.
        #expect(record(at: Point(x: 3.1, y: 5)).opaqueCover == nil)
        #expect(record(at: Point(x: 3, y: 5), background: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.9)).opaqueCover == nil)
        let canvas = Self.canvas()
        canvas.beginRecording()
        canvas.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: .solid(.white))
        Self.drawCard(on: canvas, at: Point(x: 3, y: 5))
        #expect(canvas.endRecording().opaqueCover == PixelRect(x: 0, y: 0, width: 3, height: 3))
        canvas.beginRecording()
        canvas.blurBackdrop(under: Path(Rect(x: 0, y: 0, width: 5, height: 5)), sigma: 2)
        #expect(canvas.endRecording().opaqueCover == nil)
    }

    @Test func coveredPixelsDrawnApartAndCopiedEqualPixelsDrawnInPlace() throws {
        let origin = Point(x: 3, y: 5)
        let direct = Self.canvas()
        Self.drawCard(on: direct, at: origin)
        let copied = Self.canvas()
        copied.beginRecording()
        Self.drawCard(on: copied, at: origin)
        let record = copied.endRecording()
        let cover = try #require(record.opaqueCover)
        let pixels = copied.render(record, offscreenIn: cover)
        #expect(copied.copy(pixels, toDeviceX: cover.minX, y: cover.minY))
        #expect(copied.bitmap == direct.bitmap)
        // Moved by whole pixels, the same pixels copied elsewhere are what drawing there gives,
        // partly off the canvas too.
        for (dx, dy) in [(5, -4), (-20, 40), (40, 60)] {
            let there = Self.canvas()
            Self.drawCard(on: there, at: Point(x: origin.x + Double(dx) / 3, y: origin.y + Double(dy) / 3))
            let copy = Self.canvas()
            copy.copy(pixels, toDeviceX: cover.minX + dx, y: cover.minY + dy)
            #expect(copy.bitmap == there.bitmap, "moved by \(dx), \(dy)")
        }
        // Under an anti-aliased clip a copy would blend: it refuses.
        let clipped = Self.canvas()
        clipped.clip(to: Path(ellipseIn: Rect(x: 0, y: 0, width: 20.3, height: 20.3)))
        #expect(!clipped.copy(pixels, toDeviceX: 0, y: 0))
    }

    /// A kept subtree can reach past the canvas (a page half scrolled in, a card wider than the
    /// screen): drawn offscreen, its runs are wider than the canvas's scratch rows were made for.
    @Test func aRecordDrawnOffscreenWiderThanTheCanvasEqualsDrawingOnALargerCanvas() throws {
        // The card at 3x is 60 x 90 device pixels; these canvases are narrower and shorter.
        let small = Canvas(width: 24, height: 30, background: Self.backdrop)
        small.concatenate(.scale(3))
        small.beginRecording()
        Self.drawCard(on: small, at: Point(x: 3, y: 5))
        let record = small.endRecording()
        let cover = try #require(record.opaqueCover)
        #expect(cover.width > small.width && cover.height > small.height)
        let pixels = small.render(record, offscreenIn: cover)
        let large = Self.canvas()
        Self.drawCard(on: large, at: Point(x: 3, y: 5))
        let copy = Self.canvas()
        #expect(copy.copy(pixels, toDeviceX: cover.minX, y: cover.minY))
        #expect(copy.bitmap == large.bitmap)
        // And the small canvas still draws its own rows afterwards.
        let again = Canvas(width: 24, height: 30, background: Self.backdrop)
        again.concatenate(.scale(3))
        Self.drawCard(on: again, at: Point(x: 3, y: 5))
        small.replay(record)
        #expect(small.bitmap == again.bitmap)
    }
}
