import Geometry
import Testing
@testable import Raster

/// The fast blur against the exact convolution, and the shadow filter.
@Suite struct GaussianBlurTests {
    /// A small test image: an opaque square and a translucent coloured bar on transparency.
    static func sample() -> Bitmap {
        var bitmap = Bitmap(width: 48, height: 40)
        for y in 10..<26 { for x in 8..<24 { bitmap[x, y] = PremultipliedRGBA(red: 255, green: 255, blue: 255, alpha: 255) } }
        for y in 28..<32 { for x in 20..<44 { bitmap[x, y] = PremultipliedRGBA(red: 100, green: 0, blue: 50, alpha: 128) } }
        return bitmap
    }

    static func maxDifference(_ lhs: Bitmap, _ rhs: Bitmap) -> Int {
        zip(lhs.pixels, rhs.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    @Test(arguments: [0.6, 1.0, 1.5, 2.0, 3.5, 4.0, 4.5, 6.0])
    func blurMatchesTheExactGaussian(sigma: Double) {
        var fast = Self.sample()
        GaussianBlur.blur(&fast, sigma: sigma)
        let exact = GaussianBlur.referenceBlur(Self.sample(), sigma: sigma)
        // The sampled kernel is within rounding; the three-box approximation within a few levels.
        let tolerance = sigma < 4 ? 2 : 6
        #expect(Self.maxDifference(fast, exact) <= tolerance, "sigma \(sigma)")
    }

    @Test func blurKeepsPremultipliedChannelsValidAndTheTotalAlpha() {
        var bitmap = Self.sample()
        let before = bitmap.pixels.enumerated().filter { $0.offset % 4 == 3 }.reduce(0) { $0 + Int($1.element) }
        GaussianBlur.blur(&bitmap, sigma: 2.5)
        let after = bitmap.pixels.enumerated().filter { $0.offset % 4 == 3 }.reduce(0) { $0 + Int($1.element) }
        // Nothing reaches the edges of this padded sample, so alpha is conserved up to rounding.
        #expect(abs(before - after) < before / 100)
        for index in stride(from: 0, to: bitmap.pixels.count, by: 4) {
            let alpha = bitmap.pixels[index + 3]
            #expect(bitmap.pixels[index] <= alpha && bitmap.pixels[index + 1] <= alpha && bitmap.pixels[index + 2] <= alpha)
        }
    }

    @Test func kernelSumsToOneAndBoxPassesStayCentred() {
        for sigma in [0.3, 0.8, 1.9] {
            let kernel = GaussianBlur.kernelWeights(sigma: sigma)
            #expect(kernel[0] + 2 * kernel.dropFirst().reduce(0, +) == 65536)
        }
        for sigma in [4.0, 6.5, 10, 30] {
            let passes = GaussianBlur.boxPasses(sigma: sigma)
            #expect(passes.allSatisfy { $0.size % 2 == 1 && $0.offset == $0.size / 2 })
            // The boxes' variances add up to sigma² within one width step.
            let variance = passes.reduce(0.0) { $0 + Double($1.size * $1.size - 1) / 12 }
            #expect(abs(variance.squareRoot() - sigma) < 0.35, "sigma \(sigma): \(variance.squareRoot())")
        }
    }

    @Test func shadowLiesUnderTheContentAtItsOffset() {
        let canvas = Canvas(width: 40, height: 40)
        canvas.beginLayer(in: Rect(x: 0, y: 0, width: 40, height: 40))
        canvas.fill(Rect(x: 10, y: 10, width: 10, height: 10), with: .solid(RGBAColor(red: 1, green: 0, blue: 0)))
        canvas.endLayer(applying: .shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5), sigma: 1,
                                          offsetX: 8, offsetY: 8))
        let bitmap = canvas.bitmap
        #expect(bitmap[15, 15] == PremultipliedRGBA(red: 255, green: 0, blue: 0, alpha: 255))
        // The shadow's middle is half-transparent black, nine pixels down and right.
        let shadow = bitmap[24, 24]
        #expect(shadow.red == 0 && abs(Int(shadow.alpha) - 128) <= 2)
        #expect(bitmap[5, 5] == .transparent)
    }
}

/// Clamped edges keep an opaque image opaque to its border.
@Suite struct ClampedBlurTests {
    @Test(arguments: [1.5, 6.0])
    func clampedBlurOfAnOpaqueImageStaysOpaque(sigma: Double) {
        var bitmap = Bitmap(width: 30, height: 20, fill: PremultipliedRGBA(red: 40, green: 80, blue: 120, alpha: 255))
        for y in 0..<20 { for x in 0..<10 { bitmap[x, y] = PremultipliedRGBA(red: 255, green: 255, blue: 255, alpha: 255) } }
        var clamped = bitmap
        GaussianBlur.blur(&clamped, sigma: sigma, edges: .clamped)
        for y in 0..<20 { for x in 0..<30 { #expect(clamped[x, y].alpha == 255) } }
        var faded = bitmap
        GaussianBlur.blur(&faded, sigma: sigma)
        #expect(faded[0, 0].alpha < 255)
        // At the left edge the clamped blur stays nearly white; the faded one darkens.
        #expect(clamped[0, 10].blue < 255 || sigma < 2)
        #expect(Int(clamped[0, 10].green) > 230 && clamped[0, 10].green > faded[0, 10].green)
    }
}
