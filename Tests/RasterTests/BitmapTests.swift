import Testing
@testable import Raster

@Suite struct BitmapTests {
    @Test func premultiplyRoundsToNearest() {
        // 255 · 128 / 255 = 128 exactly; 200 · 100 / 255 = 78.43 → 78.
        #expect(PremultipliedRGBA.multiply(255, 128) == 128)
        #expect(PremultipliedRGBA.multiply(200, 100) == 78)
        for x in 0...255 {
            for y in stride(from: 0, through: 255, by: 5) {
                let exact = (Double(x) * Double(y) / 255).rounded()
                #expect(Double(PremultipliedRGBA.multiply(UInt8(x), UInt8(y))) == exact)
            }
        }
    }

    @Test func straightRoundTripsOpaqueAndHalfTransparent() {
        let pixel = PremultipliedRGBA(straightRed: 200, green: 100, blue: 0, alpha: 128)
        let back = pixel.straight
        #expect(abs(Int(back.red) - 200) <= 1 && abs(Int(back.green) - 100) <= 1 && back.blue == 0)
        #expect(PremultipliedRGBA.transparent.straight.alpha == 0)
    }

    @Test func colourQuantizesDarkBackgroundLikeThePeers() {
        // The share card's darkBackground rgb(0.1, 0.1, 0.2) is (26, 26, 51) in every peer.
        #expect(RGBAColor(red: 0.1, green: 0.1, blue: 0.2).premultiplied
                == PremultipliedRGBA(red: 26, green: 26, blue: 51, alpha: 255))
        let translucent = RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.7).premultiplied
        #expect(translucent.alpha == 179 && translucent.red == 179)
    }

    @Test func fillSubscriptAndOpacity() {
        var bitmap = Bitmap(width: 3, height: 2, fill: .white)
        #expect(bitmap.isOpaque)
        bitmap[2, 1] = PremultipliedRGBA(red: 10, green: 10, blue: 10, alpha: 10)
        #expect(bitmap[2, 1].alpha == 10)
        #expect(!bitmap.isOpaque)
        #expect(bitmap.tightlyPackedPixels.count == 24)
    }

    /// Every alpha byte counts and nothing else does: not the colour bytes (black is opaque),
    /// not the padding past each row's pixels.
    @Test func opaqueMeansEveryAlphaIs255() {
        let width = 5, height = 3, stride = width * 4 + 7
        var opaque = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height { for x in 0..<width { opaque[y * stride + x * 4 + 3] = 255 } }
        #expect(Bitmap(width: width, height: height, bytesPerRow: stride, premultipliedPixels: opaque).isOpaque)
        for y in 0..<height {
            for x in 0..<width {
                for alpha: UInt8 in [0, 127, 254] {
                    var pixels = opaque
                    pixels[y * stride + x * 4 + 3] = alpha
                    #expect(!Bitmap(width: width, height: height, bytesPerRow: stride, premultipliedPixels: pixels).isOpaque,
                            "alpha \(alpha) at (\(x), \(y))")
                }
            }
        }
        #expect(Bitmap(width: 0, height: 0, premultipliedPixels: []).isOpaque)
    }
}
