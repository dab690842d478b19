import ImageCodecs
import Raster
import Testing
@testable import ImageComparison
import FeedshotTesting
import FeedshotTestSupport

@Suite struct ImageDiffTests {
    @Test(arguments: 0..<24)
    func onePlusOneInOneChannelOfOnePixelFailsExactSymmetrically(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 1)
        let width = Int.random(in: 1...40, using: &generator), height = Int.random(in: 1...40, using: &generator)
        var expected = Bitmap(width: width, height: height)
        // Opaque random colours with every channel below 255, so +1 is always possible.
        for y in 0..<height {
            for x in 0..<width {
                expected[x, y] = PremultipliedRGBA(red: .random(in: 0...254, using: &generator),
                                                   green: .random(in: 0...254, using: &generator),
                                                   blue: .random(in: 0...254, using: &generator), alpha: 255)
            }
        }
        let x = Int.random(in: 0..<width, using: &generator), y = Int.random(in: 0..<height, using: &generator)
        var pixel = expected[x, y]
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: pixel.red += 1
        case 1: pixel.green += 1
        default: pixel.blue += 1
        }
        let actual = TestImages.with(expected, pixel, atX: x, y: y)
        for result in [ImageDiff.exact.compare(expected: expected, actual: actual),
                       ImageDiff.exact.compare(expected: actual, actual: expected)] {
            #expect(!result.passed)
            #expect(result.differingPixelCount == 1)
            #expect(result.changedRegions == [PixelRect(x: x, y: y, width: 1, height: 1)])
            #expect(result.largestDeltaELocation == PixelPoint(x: x, y: y))
            #expect(result.largestDeltaE > 0)
            #expect(result.violations == [.tooManyDifferingPixels(count: 1, allowed: 0)])
        }
    }

    @Test func alphaOnlyChangeFailsExact() {
        let expected = Bitmap(width: 5, height: 5, fill: PremultipliedRGBA(red: 100, green: 50, blue: 20, alpha: 200))
        let actual = TestImages.with(expected, PremultipliedRGBA(red: 100, green: 50, blue: 20, alpha: 201), atX: 2, y: 3)
        let result = ImageDiff.exact.compare(expected: expected, actual: actual)
        #expect(!result.passed)
        #expect(result.differingPixelCount == 1)
        #expect(result.changedRegions == [PixelRect(x: 2, y: 3, width: 1, height: 1)])
        // Invisible over black (same premultiplied colour), visible over white.
        #expect(result.largestDeltaE > 0)
    }

    @Test func fullyTransparentPixelsThatDifferOnlyInColourAreEqual() {
        let expected = Bitmap(width: 4, height: 4)
        let actual = TestImages.with(expected, PremultipliedRGBA(red: 9, green: 200, blue: 3, alpha: 0), atX: 1, y: 1)
        let result = ImageDiff.exact.compare(expected: expected, actual: actual)
        #expect(result.passed)
        #expect(result.differingPixelCount == 0 && result.toleratedPixelCount == 1)
        #expect(!result.isIdentical)
    }

    @Test func identicalImagesPassWithNothingToReport() {
        var generator = SeededGenerator(seed: 3)
        let image = TestImages.random(width: 31, height: 17, using: &generator)
        let result = ImageDiff.exact.compare(expected: image, actual: image)
        #expect(result.passed && result.isIdentical)
        #expect(result.changedRegions.isEmpty && result.largestDeltaELocation == nil)
        #expect(result.pixelClasses.isEmpty)
    }

    @Test func sizeMismatchFails() {
        let result = ImageDiff.tolerant.compare(expected: Bitmap(width: 4, height: 3), actual: Bitmap(width: 3, height: 4))
        #expect(!result.passed)
        #expect(result.violations == [.sizeMismatch(expected: PixelSize(width: 4, height: 3),
                                                    actual: PixelSize(width: 3, height: 4))])
        #expect(result.summary.contains("expected 4x3, actual 3x4"))
    }

    @Test func paddedRowsCompareByPixelsNotPadding() {
        // Same pixels, different row padding bytes: equal.
        let tight = Bitmap(width: 2, height: 2, fill: .white)
        var padded = [UInt8](repeating: 0xAB, count: 12 * 2)
        for y in 0..<2 { for i in 0..<8 { padded[y * 12 + i] = 255 } }
        let loose = Bitmap(width: 2, height: 2, bytesPerRow: 12, premultipliedPixels: padded)
        #expect(ImageDiff.exact.compare(expected: tight, actual: loose).isIdentical)
    }

    @Test func separateChangesGetSeparateTightRegions() {
        let expected = Bitmap(width: 120, height: 80, fill: .white)
        var actual = expected
        for y in 10..<13 { for x in 5..<9 { actual[x, y] = .black } }
        for y in 60..<62 { for x in 100..<103 { actual[x, y] = .black } }
        let result = ImageDiff.exact.compare(expected: expected, actual: actual)
        #expect(result.differingPixelCount == 12 + 6)
        #expect(result.changedRegions == [PixelRect(x: 5, y: 10, width: 4, height: 3),
                                          PixelRect(x: 100, y: 60, width: 3, height: 2)])
    }

    @Test func regionSpanningManyCellsIsOneBox() {
        let expected = Bitmap(width: 100, height: 100, fill: .white)
        var actual = expected
        for i in 3..<90 { actual[i, i] = .black }  // a diagonal line through many cells
        let result = ImageDiff.exact.compare(expected: expected, actual: actual)
        #expect(result.changedRegions == [PixelRect(x: 3, y: 3, width: 87, height: 87)])
    }

    @Test func maxDiffPixelsAllowsExactlyThatMany() {
        let expected = Bitmap(width: 50, height: 50, fill: .white)
        var actual = expected
        for x in 0..<3 { actual[x * 20, 7] = .black }
        #expect(!ImageDiff.exact.allowing(maxDiffPixels: 2).compare(expected: expected, actual: actual).passed)
        #expect(ImageDiff.exact.allowing(maxDiffPixels: 3).compare(expected: expected, actual: actual).passed)
        // 3 of 2500 pixels is 0.12 %.
        #expect(!ImageDiff.exact.allowing(ratio: 0.001).compare(expected: expected, actual: actual).passed)
        #expect(ImageDiff.exact.allowing(ratio: 0.0012).compare(expected: expected, actual: actual).passed)
    }
}
