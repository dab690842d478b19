import FeedshotTesting
import Foundation
import Geometry
import Raster
import Testing
@testable import FeedshotUI

/// Images as masks and as paints: `renderingMode(.template)` fills an image's alpha with the
/// foreground style, `.original` keeps its colours; `ImagePaint` tiles an image across fills,
/// strokes and borders.
@Suite struct ImagePaintAndRenderingModeTests {
    /// A 4 × 4 picture: an opaque red top half, a half-transparent green bottom-left quarter and a
    /// transparent bottom-right quarter.
    static let picture: Bitmap = {
        var pixels = [UInt8]()
        for y in 0..<4 {
            for x in 0..<4 {
                if y < 2 {
                    pixels += [255, 0, 0, 255]
                } else if x < 2 {
                    pixels += [0, 128, 0, 128]
                } else {
                    pixels += [0, 0, 0, 0]
                }
            }
        }
        return Bitmap(width: 4, height: 4, premultipliedPixels: pixels)
    }()

    static let renderer = Renderer(scale: 1)

    @Test func templateImagesFillTheirAlphaWithTheForegroundStyle() {
        let size = Size(width: 4, height: 4)
        let original = Self.renderer.render(Image(bitmap: Self.picture).renderingMode(.original).foregroundColor(.blue),
                                            size: size)
        #expect(original[1, 0] == PremultipliedRGBA(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(original[0, 3] == PremultipliedRGBA(red: 0, green: 128, blue: 0, alpha: 128))
        // The default for a bitmap is its own colours.
        #expect(Self.renderer.render(Image(bitmap: Self.picture).foregroundColor(.blue), size: size) == original)

        let template = Self.renderer.render(Image(bitmap: Self.picture).renderingMode(.template)
            .foregroundStyle(Color(red: 0, green: 0, blue: 1)), size: size)
        #expect(template[1, 0] == PremultipliedRGBA(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(template[0, 3] == PremultipliedRGBA(red: 0, green: 0, blue: 128, alpha: 128))
        #expect(template[3, 3].alpha == 0)
        // Without a foreground style, a template takes the primary label colour.
        let plain = Self.renderer.render(Image(bitmap: Self.picture).renderingMode(.template), size: size)
        #expect(plain[1, 0] == PremultipliedRGBA(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test func templateAndOriginalGolden() {
        let sheet = HStack(spacing: 4) {
            Image(bitmap: Self.picture).resizable().frame(width: 16, height: 16)
            Image(bitmap: Self.picture).renderingMode(.template).resizable().frame(width: 16, height: 16)
            Image(bitmap: Self.picture).renderingMode(.template).resizable().frame(width: 16, height: 16)
                .foregroundStyle(LinearGradient(colors: [.orange, .purple], startPoint: .leading, endPoint: .trailing))
        }
        .padding(4)
        .background(Color.white)
        assertSnapshot(of: sheet, size: nil, scale: 2, named: "template-and-original")
    }

    @Test func imagePaintTilesFromTheShapeOrigin() {
        // Each tile is the picture at half size: 2 × 2 points, red on top, green bottom-left.
        let fill = Self.renderer.render(
            Rectangle().fill(ImagePaint(image: Image(bitmap: Self.picture), scale: 0.5)).frame(width: 8, height: 8),
            size: Size(width: 8, height: 8))
        #expect(fill[0, 0].red == 255 && fill[0, 0].alpha == 255)
        #expect(fill[4, 4].red == 255 && fill[4, 4].alpha == 255)
        #expect(fill[0, 1].green > 0 && fill[0, 1].red == 0)
        #expect(fill[1, 1].alpha == 0 && fill[5, 5].alpha == 0)
        // A source rectangle picks the bottom-left quarter: every tile is green.
        let quarter = Self.renderer.render(
            Rectangle().fill(ImagePaint(image: Image(bitmap: Self.picture),
                                        sourceRect: CGRect(x: 0, y: 0.5, width: 0.5, height: 0.5)))
                .frame(width: 8, height: 8),
            size: Size(width: 8, height: 8))
        for (x, y) in [(0, 0), (3, 5), (7, 7)] {
            #expect(quarter[x, y] == PremultipliedRGBA(red: 0, green: 128, blue: 0, alpha: 128))
        }
        // Opacity fades the paint.
        let faded = Self.renderer.render(
            Rectangle().fill(ImagePaint(image: Image(bitmap: Self.picture))).opacity(0.5).frame(width: 8, height: 8),
            size: Size(width: 8, height: 8))
        #expect(faded[0, 0].alpha == 128)
    }

    @Test func imagePaintFillStrokeAndBorderGolden() {
        let paint = ImagePaint(image: Image(bitmap: Self.picture), scale: 1)
        let sheet = HStack(spacing: 6) {
            Circle().fill(paint).frame(width: 24, height: 24)
            Capsule().strokeBorder(paint, lineWidth: 6).frame(width: 32, height: 24)
            RoundedRectangle(cornerRadius: 6).stroke(paint, lineWidth: 4).frame(width: 24, height: 24)
            Color.white.frame(width: 24, height: 24).border(ImagePaint(image: Image(bitmap: Self.picture),
                                                                       sourceRect: CGRect(x: 0, y: 0, width: 1, height: 0.5),
                                                                       scale: 0.5), width: 4)
        }
        .padding(6)
        .background(Color(white: 0.85))
        assertSnapshot(of: sheet, size: nil, scale: 2, named: "fill-stroke-border")
    }

    @Test func colorMultiplyMultipliesEachComponent() {
        let size = Size(width: 4, height: 4)
        // The picture through red: red stays red, green becomes black at the same alpha.
        let red = Self.renderer.render(Image(bitmap: Self.picture).colorMultiply(Color(red: 1, green: 0, blue: 0)), size: size)
        #expect(red[0, 0] == PremultipliedRGBA(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(red[0, 3] == PremultipliedRGBA(red: 0, green: 0, blue: 0, alpha: 128))
        #expect(red[3, 3].alpha == 0)
        // White leaves the view as it is; a half-transparent white halves it.
        let white = Self.renderer.render(Image(bitmap: Self.picture).colorMultiply(.white), size: size)
        #expect(white == Self.renderer.render(Image(bitmap: Self.picture), size: size))
        let half = Self.renderer.render(Image(bitmap: Self.picture).colorMultiply(Color.white.opacity(0.5)), size: size)
        #expect(half[0, 0] == PremultipliedRGBA(red: 128, green: 0, blue: 0, alpha: 128))
    }

    @Test func saturationMovesColoursTowardTheirLuminance() {
        let size = Size(width: 4, height: 4)
        // Red at saturation 0: its luminance (0.2126 of full scale) in every channel.
        let grey = Self.renderer.render(Image(bitmap: Self.picture).saturation(0), size: size)
        #expect(grey[0, 0] == PremultipliedRGBA(red: 54, green: 54, blue: 54, alpha: 255))
        #expect(grey[0, 3].alpha == 128 && grey[0, 3].red == grey[0, 3].blue)
        #expect(Self.renderer.render(Image(bitmap: Self.picture).saturation(1), size: size)
            == Self.renderer.render(Image(bitmap: Self.picture), size: size))
        // Oversaturating clamps: red stays red.
        let vivid = Self.renderer.render(Image(bitmap: Self.picture).saturation(2), size: size)
        #expect(vivid[0, 0] == PremultipliedRGBA(red: 255, green: 0, blue: 0, alpha: 255))
    }
}
