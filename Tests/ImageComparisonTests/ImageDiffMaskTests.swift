import Raster
import Testing
@testable import ImageComparison
import FeedshotTestSupport

@Suite struct ImageDiffMaskTests {
    private func withBlock(_ bitmap: Bitmap, x: Int, y: Int, side: Int) -> Bitmap {
        var copy = bitmap
        for row in y..<(y + side) { for column in x..<(x + side) { copy[column, row] = .black } }
        return copy
    }

    @Test func changeInsideAMaskPasses() throws {
        let expected = Bitmap(width: 40, height: 30, fill: .white)
        let actual = withBlock(expected, x: 5, y: 5, side: 6)
        #expect(!ImageDiff.exact.compare(expected: expected, actual: actual).passed)
        let masked = ImageDiff.exact.masking([PixelRect(x: 4, y: 4, width: 10, height: 10)])
        let result = masked.compare(expected: expected, actual: actual)
        #expect(result.passed)
        #expect(result.differingPixelCount == 0 && result.maskedPixelCount == 36)
        #expect(!result.isIdentical)
        #expect(result.summary.contains("36 masked"))
        // The diff image tints the mask and shows nothing red.
        let diff = try #require(result.diffImage)
        #expect(diff[8, 8].blue > diff[8, 8].red)
        #expect(diff[30, 20] == PremultipliedRGBA(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func changePartlyOutsideTheMaskCountsTheOutsidePart() {
        let expected = Bitmap(width: 40, height: 30, fill: .white)
        let actual = withBlock(expected, x: 5, y: 5, side: 6)
        // The mask covers columns 0..<8: columns 8, 9 and 10 of the block stay (3 x 6 pixels).
        let result = ImageDiff.exact.masking([PixelRect(x: 0, y: 0, width: 8, height: 30)])
            .compare(expected: expected, actual: actual)
        #expect(result.differingPixelCount == 18 && result.maskedPixelCount == 18)
        #expect(result.changedRegions == [PixelRect(x: 8, y: 5, width: 3, height: 6)])
    }

    @Test func masksOutsideTheImageAreClipped() {
        let expected = Bitmap(width: 10, height: 10, fill: .white)
        let actual = withBlock(expected, x: 7, y: 7, side: 3)
        let result = ImageDiff.exact.masking([PixelRect(x: 8, y: 8, width: 50, height: 50),
                                              PixelRect(x: -20, y: -20, width: 5, height: 5)])
            .compare(expected: expected, actual: actual)
        #expect(result.maskedPixelCount == 4 && result.differingPixelCount == 5)
    }

    @Test func maxDiffPixelRatioAllowsAShareOfThePixels() {
        let expected = Bitmap(width: 100, height: 100, fill: .white)
        var actual = expected
        for i in 0..<50 { actual[(i * 37) % 100, (i * 53) % 100] = .black }
        let options = ImageDiff.exact
        #expect(!options.compare(expected: expected, actual: actual).passed)
        #expect(options.allowing(ratio: 0.005).compare(expected: expected, actual: actual).passed)
        #expect(!options.allowing(ratio: 0.0049).compare(expected: expected, actual: actual).passed)
    }
}
