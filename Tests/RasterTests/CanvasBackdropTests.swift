import Geometry
import Testing
@testable import Raster

/// A backdrop blur (a material) inside layers blurs what the screen shows behind it, not the
/// layer's own transparent pixels.
@Suite struct CanvasBackdropTests {
    static let card = Path(Rect(x: 4, y: 4, width: 16, height: 16))

    /// A white canvas with a black bar that the card half covers.
    static func screen() -> Canvas {
        let canvas = Canvas(width: 24, height: 24, background: .white)
        canvas.fill(Rect(x: 10, y: 0, width: 4, height: 24), with: .black)
        return canvas
    }

    static func samePixels(_ a: Canvas, _ b: Canvas) -> Bool { a.bitmap.pixels == b.bitmap.pixels }

    @Test func aMaterialInALayerBlursWhatLiesBehindTheLayer() {
        let direct = Self.screen()
        direct.blurBackdrop(under: Self.card, sigma: 3)
        let layered = Self.screen()
        layered.beginLayer()
        layered.beginLayer(in: Rect(x: 2, y: 2, width: 20, height: 20))
        layered.blurBackdrop(under: Self.card, sigma: 3)
        layered.endLayer()
        layered.endLayer()
        // The bar is blurred under the card: grey, not black, and the same as with no layers.
        #expect(direct.bitmap[12, 12].red > 40 && direct.bitmap[12, 12].red < 200)
        #expect(Self.samePixels(direct, layered))
    }

    @Test func drawingInAnOuterLayerIsPartOfTheBackdrop() {
        let direct = Self.screen()
        direct.fill(Rect(x: 0, y: 10, width: 24, height: 4), with: .solid(RGBAColor(red: 1, green: 0, blue: 0)))
        direct.blurBackdrop(under: Self.card, sigma: 3)
        let layered = Self.screen()
        layered.beginLayer()
        layered.fill(Rect(x: 0, y: 10, width: 24, height: 4), with: .solid(RGBAColor(red: 1, green: 0, blue: 0)))
        layered.beginLayer()
        layered.blurBackdrop(under: Self.card, sigma: 3)
        layered.endLayer()
        layered.endLayer()
        #expect(Self.samePixels(direct, layered))
    }

    @Test func aFadingLayerFadesItsBlurOverTheSharpScreen() {
        let layered = Self.screen()
        layered.beginLayer(opacity: 0.5)
        layered.blurBackdrop(under: Self.card, sigma: 3)
        layered.endLayer()
        let blurred = Self.screen()
        blurred.blurBackdrop(under: Self.card, sigma: 3)
        // Half the blur over the black bar: darker than the blur alone, but no longer black.
        let pixel = layered.bitmap[11, 12], blur = blurred.bitmap[11, 12]
        #expect(pixel.red > 0 && pixel.red < blur.red)
        #expect(abs(Int(pixel.red) - Int(blur.red) / 2) <= 1)
    }
}
