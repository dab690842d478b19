import Raster
import Testing
@testable import ImageComparison
import FeedshotTesting
import FeedshotTestSupport

@Suite struct ArtifactImageTests {
    @Test func diffImageIsFadedGreyWithRedDifferencesAndYellowAntialiasing() throws {
        let expected = TestImages.glyph(offset: 0)
        var actual = TestImages.glyph(offset: 1.0 / 3.0)
        actual[2, 2] = .black  // a real change on the white background
        let result = ImageDiff.exact.detectingAntialiasing().compare(expected: expected, actual: actual)
        let diff = try #require(result.diffImage)
        #expect(diff.width == 48 && diff.height == 48 && diff.isOpaque)
        #expect(diff[2, 2] == ImageDiffResult.differenceColor)
        #expect(result.differingPixelCount == 1 && result.antialiasedPixelCount > 0)
        var yellow = 0, red = 0
        for y in 0..<48 {
            for x in 0..<48 {
                let pixel = diff[x, y]
                switch result.pixelClass(at: PixelPoint(x: x, y: y)) {
                case .antialiased:
                    #expect(pixel == ImageDiffResult.antialiasingColor); yellow += 1
                case .different:
                    #expect(pixel == ImageDiffResult.differenceColor); red += 1
                case .same, .tolerated:
                    // Faded: a grey no darker than three quarters of the way to white.
                    #expect(pixel.red == pixel.green && pixel.green == pixel.blue && pixel.red >= 192)
                case .masked:
                    Issue.record("no masks here, yet a masked pixel at (\(x), \(y))")
                }
            }
        }
        #expect(yellow == result.antialiasedPixelCount && red == 1)
        // Black glyph pixels (inside the bowl) fade to 255 - 255/4, the white background stays white.
        #expect(diff[20, 20] == PremultipliedRGBA(red: 192, green: 192, blue: 192, alpha: 255))
        #expect(diff[5, 45] == PremultipliedRGBA(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func diffImageIsNilWhenSizesDiffer() {
        #expect(ImageDiff.exact.compare(expected: Bitmap(width: 2, height: 2), actual: Bitmap(width: 3, height: 2)).diffImage == nil)
    }

    @Test func sideBySideHoldsAllThreePanelsUnderLabels() {
        let expected = Bitmap(width: 300, height: 120, fill: .white)
        var actual = expected
        for y in 40..<50 { for x in 100..<110 { actual[x, y] = .black } }
        let result = ImageDiff.exact.compare(expected: expected, actual: actual)
        let image = result.sideBySideImage
        #expect(image.isOpaque)
        #expect(image.width >= 3 * 300 && image.height > 120)
        // The panels are copied 1:1 (300 px is too large to zoom): find the actual panel's black
        // square and the diff panel's red one by their colours.
        var black = 0, red = 0, label = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image[x, y]
                if pixel == .black { black += 1 }
                if pixel == ImageDiffResult.differenceColor { red += 1 }
                if pixel == ImageDiffResult.textColor { label += 1 }
            }
        }
        #expect(black == 100 && red == 100)
        #expect(label > 200, "labels are drawn")
    }

    @Test(arguments: [PixelRect(x: 0, y: 0, width: 40, height: 3), PixelRect(x: 37, y: 0, width: 3, height: 30),
                      PixelRect(x: 0, y: 27, width: 40, height: 3), PixelRect(x: 0, y: 0, width: 40, height: 30)])
    func sideBySideOfAChangeTouchingTheImageEdges(change: PixelRect) {
        // Regression: the region outline lay wholly outside the panel and its clipped range was
        // inverted, which trapped.
        let expected = Bitmap(width: 40, height: 30, fill: .white)
        var actual = expected
        for y in change.minY..<change.maxY { for x in change.minX..<change.maxX { actual[x, y] = .black } }
        let result = ImageDiff.exact.compare(expected: expected, actual: actual)
        #expect(result.changedRegions == [change])
        #expect(result.sideBySideImage.width > 3 * 40)
    }

    @Test func smallImagesAreEnlargedInTheSideBySide() {
        let expected = Bitmap(width: 8, height: 8, fill: .white)
        let actual = TestImages.with(expected, .black, atX: 3, y: 3)
        let image = ImageDiff.exact.compare(expected: expected, actual: actual).sideBySideImage
        var black = 0
        for y in 0..<image.height { for x in 0..<image.width where image[x, y] == .black { black += 1 } }
        #expect(black == 8 * 8, "one pixel shown as an 8 x 8 block (zoom 8)")
    }

    /// The artifacts pinned as goldens (approved by eye): a third-of-a-pixel glyph shift seen with
    /// anti-aliasing detection (all yellow), and an added hairline (red, outlined) next to it.
    @Test func sideBySideGoldens() {
        let expected = TestImages.glyph(offset: 0)
        let shifted = TestImages.glyph(offset: 1.0 / 3.0)
        var hairline = shifted
        for x in 2..<46 { hairline[x, 44] = PremultipliedRGBA(red: 90, green: 90, blue: 90, alpha: 255) }
        let options = ImageDiff.exact.detectingAntialiasing()
        assertSnapshot(of: options.compare(expected: expected, actual: shifted).sideBySideImage, named: "glyph-shift")
        assertSnapshot(of: options.compare(expected: expected, actual: hairline).sideBySideImage, named: "hairline")
    }

    @Test func labelFontHasWellFormedGlyphsAndWraps() {
        #expect(LabelFont.width(of: "AB", scale: 2) == 22)
        #expect(LabelFont.capitalized("max 390x844, 3 px") == "MAX 390x844, 3 PX")
        #expect(LabelFont.wrap("one two three four", maximumWidth: 6 * 9 - 1, scale: 1) == ["ONE TWO", "THREE", "FOUR"]
                .map { $0.lowercased() })
        var canvas = Bitmap(width: 40, height: 10, fill: .black)
        LabelFont.draw("I", into: &canvas, x: 0, y: 0, scale: 1, color: .white)
        // "I" is a 3-wide top and bottom bar with a 1-wide stem: 3 + 3 + 5 pixels.
        var lit = 0
        for y in 0..<10 { for x in 0..<40 where canvas[x, y] == .white { lit += 1 } }
        #expect(lit == 11)
    }
}
