import Geometry
import Testing
@testable import Raster

/// A cover recording (``Canvas/beginCoverRecording()``) keeps its calls only while they can still
/// make an opaque cover: at the first call that shows they cannot, it stops and the canvas draws
/// from that call on, so the pixels are those of drawing directly, and a recording begun inside
/// the stopped one still records.
@Suite struct CoverRecordingTests {
    typealias Card = CanvasRecordingTests

    @Test func aRecordThatStartsWithACoverIsKeptWhole() throws {
        let canvas = Card.canvas()
        canvas.beginCoverRecording()
        canvas.save()
        Card.drawCard(on: canvas, at: Point(x: 3, y: 5))
        canvas.restore()
        let record = try #require(canvas.endCoverRecording())
        #expect(canvas.bitmap == Card.canvas().bitmap, "nothing is drawn while recording")
        #expect(record.opaqueCover == PixelRect(x: 9, y: 15, width: 60, height: 90))
        canvas.beginRecording()
        canvas.save()
        Card.drawCard(on: canvas, at: Point(x: 3, y: 5))
        canvas.restore()
        #expect(canvas.endRecording().count == record.count)
    }

    /// Draws a scene that cannot be a cover (it starts with a clip, then a translucent fill) with
    /// a card inside it, the card recorded as a cover recording of its own when `nested`.
    func drawScene(on canvas: Canvas, nested: Bool) -> DrawingRecord? {
        canvas.save()
        canvas.clip(to: Rect(x: 1, y: 1, width: 28, height: 38))
        canvas.fill(Rect(x: 0, y: 0, width: 30, height: 40), with: .solid(RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5)))
        var inner: DrawingRecord?
        if nested {
            canvas.beginCoverRecording()
            Card.drawCard(on: canvas, at: Point(x: 4, y: 6))
            inner = canvas.endCoverRecording()
            if let inner { canvas.replay(inner) }
        } else {
            Card.drawCard(on: canvas, at: Point(x: 4, y: 6))
        }
        canvas.setOpacity(0.3)
        canvas.restore()
        return inner
    }

    @Test func aRecordThatCannotBeACoverStopsAndDrawsAsUsual() throws {
        let direct = Card.canvas()
        _ = drawScene(on: direct, nested: false)
        let stopped = Card.canvas()
        stopped.beginCoverRecording()
        let inner = drawScene(on: stopped, nested: true)
        #expect(stopped.endCoverRecording() == nil)
        #expect(!stopped.isRecording)
        // The card inside recorded as usual, and everything drew as it would have.
        #expect(try #require(inner).opaqueCover != nil)
        #expect(stopped.bitmap == direct.bitmap)
        // The state is back where the recording began: drawing on gives the same pixels.
        for canvas in [direct, stopped] {
            canvas.fill(Rect(x: 20, y: 30, width: 5, height: 5), with: .solid(RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5)))
        }
        #expect(stopped.bitmap == direct.bitmap)
        #expect(stopped.currentTransform == direct.currentTransform)
    }

    @Test(arguments: ["translucent", "half pixel", "layer first", "clip first", "empty"])
    func everyWayOfNotBeingACoverStops(kind: String) {
        let canvas = Card.canvas()
        canvas.save()
        canvas.beginCoverRecording()
        switch kind {
        case "translucent":
            canvas.fill(Rect(x: 0, y: 0, width: 5, height: 5), with: .solid(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.9)))
        case "half pixel":
            canvas.fill(Rect(x: 0.5, y: 0, width: 5, height: 5), with: .solid(.black))
        case "layer first":
            canvas.beginLayer(opacity: 0.5)
            canvas.fill(Rect(x: 0, y: 0, width: 5, height: 5), with: .solid(.black))
            canvas.endLayer()
        case "clip first":
            canvas.clip(to: Rect(x: 0, y: 0, width: 5, height: 5))
            canvas.fill(Rect(x: 0, y: 0, width: 5, height: 5), with: .solid(.black))
        default:
            break
        }
        let record = canvas.endCoverRecording()
        // An empty recording is kept (there is nothing to stop at) but has no cover either.
        #expect(kind == "empty" ? record?.opaqueCover == nil && record?.count == 0 : record == nil)
        canvas.restore()
    }
}
