import Raster
import Testing
@testable import ImageComparison
import FeedshotTesting
import FeedshotTestSupport

@Suite struct ImageDiffToleranceTests {
    private func solid(_ red: UInt8, _ green: UInt8, _ blue: UInt8, width: Int = 16, height: Int = 16) -> Bitmap {
        Bitmap(width: width, height: height, fill: PremultipliedRGBA(red: red, green: green, blue: blue, alpha: 255))
    }

    @Test func greyOneStepPassesTolerantButFailsExact() {
        let result = ImageDiff.tolerant.compare(expected: solid(128, 128, 128), actual: solid(129, 129, 129))
        #expect(result.passed)
        #expect(result.toleratedPixelCount == 256)
        #expect(!ImageDiff.exact.compare(expected: solid(128, 128, 128), actual: solid(129, 129, 129)).passed)
    }

    @Test func textColour333To444FailsTolerant() {
        let result = ImageDiff.tolerant.compare(expected: solid(0x33, 0x33, 0x33), actual: solid(0x44, 0x44, 0x44))
        #expect(!result.passed)
        #expect(result.differingPixelCount == 256)
        #expect(result.largestDeltaE > 5)
    }

    @Test func hueSwapAtEqualLightnessFailsTolerant() {
        // Red and green of (almost) the same L*: a brightness-only metric would call them equal.
        let red = LabColor(sRGBRed: 220, green: 60, blue: 60), green = LabColor(sRGBRed: 60, green: 136, blue: 60)
        #expect(abs(red.lightness - green.lightness) < 0.2)
        let result = ImageDiff.tolerant.compare(expected: solid(220, 60, 60), actual: solid(60, 136, 60))
        #expect(!result.passed)
        #expect(result.differingPixelCount == 256)
        #expect(result.largestDeltaE > 40)
    }

    @Test func threeStepsOfGreenInASaturatedRedPassTolerantButNotNearGrey() {
        // Channel change 3 exceeds the tolerance; both gates must be exceeded, and in a saturated
        // red the colour moves by ΔE 0.38 only.
        let red = ImageDiff.tolerant.compare(expected: solid(200, 30, 30), actual: solid(200, 33, 30))
        #expect(red.largestDeltaE < 1)
        #expect(red.passed)
        // The same step in blue on a light grey is ΔE 1.6: visible, so it fails.
        let grey = ImageDiff.tolerant.compare(expected: solid(200, 200, 200), actual: solid(200, 200, 203))
        #expect(grey.largestDeltaE > 1)
        #expect(!grey.passed)
    }

    @Test func thirdOfAPixelGlyphShiftPassesWithAntialiasingDetectionOnly() {
        let expected = TestImages.glyph(offset: 0), actual = TestImages.glyph(offset: 1.0 / 3.0)
        let withDetection = ImageDiff.exact.detectingAntialiasing().compare(expected: expected, actual: actual)
        let without = ImageDiff.exact.compare(expected: expected, actual: actual)
        #expect(withDetection.passed, "\(withDetection.summary)")
        #expect(withDetection.antialiasedPixelCount > 20)
        #expect(!without.passed)
        #expect(without.differingPixelCount == withDetection.antialiasedPixelCount)
        #expect(ImageDiff.tolerant.compare(expected: expected, actual: actual).passed)
    }

    @Test(arguments: [false, true])
    func addedHairlineFailsWithAntialiasingDetection(horizontal: Bool) {
        let expected = TestImages.glyph(offset: 0)
        var actual = expected
        for i in 2..<46 {
            if horizontal { actual[i, 44] = PremultipliedRGBA(red: 90, green: 90, blue: 90, alpha: 255) }
            else { actual[3, i] = PremultipliedRGBA(red: 90, green: 90, blue: 90, alpha: 255) }
        }
        let result = ImageDiff.exact.detectingAntialiasing().compare(expected: expected, actual: actual)
        #expect(!result.passed)
        #expect(result.differingPixelCount == 44)
        #expect(result.antialiasedPixelCount == 0)
        #expect(!ImageDiff.tolerant.compare(expected: expected, actual: actual).passed)
    }

    @Test func twelveByTwelveChangeInA2000SquareImageFailsAtOneTenthPercent() {
        let expected = Bitmap(width: 2000, height: 2000, fill: .white)
        var actual = expected
        for y in 1203..<1215 { for x in 777..<789 { actual[x, y] = PremultipliedRGBA(red: 200, green: 0, blue: 0, alpha: 255) } }
        let options = ImageDiff.exact.allowing(ratio: 0.001)
        let result = options.compare(expected: expected, actual: actual)
        // 144 pixels is far below the global allowance of 4000…
        #expect(options.allowedDifferingPixels(pixelCount: 2000 * 2000) == 4000)
        #expect(result.differingPixelCount == 144)
        // …but all of them sit in one 32 x 32 window that allows 10.
        #expect(!result.passed)
        guard case let .concentratedChange(window, count, allowed)? = result.violations.first else {
            Issue.record("expected a window violation, got \(result.violations)")
            return
        }
        #expect(result.violations.count == 1)
        #expect(count == 144 && allowed == 10)
        #expect(window.contains(PixelPoint(x: 777, y: 1203)) && window.contains(PixelPoint(x: 788, y: 1214)))
        #expect(result.changedRegions == [PixelRect(x: 777, y: 1203, width: 12, height: 12)])
    }

    @Test func scatteredChangesWithinTheGlobalRatioPass() {
        // The same 144 pixels spread one per 100 x 100 block pass both gates.
        let expected = Bitmap(width: 1200, height: 1200, fill: .white)
        var actual = expected
        for by in 0..<12 { for bx in 0..<12 { actual[bx * 100 + 50, by * 100 + 50] = .black } }
        let result = ImageDiff.exact.allowing(ratio: 0.001).compare(expected: expected, actual: actual)
        #expect(result.differingPixelCount == 144)
        #expect(result.passed, "\(result.summary)")
        #expect(result.changedRegions.count == 144)
    }

    @Test(arguments: 0..<6)
    func raisingAThresholdNeverIncreasesTheCount(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed) + 100)
        let expected = TestImages.random(width: 40, height: 30, using: &generator)
        var actual = expected
        // Perturb about half of the pixels by a random amount.
        for y in 0..<30 {
            for x in 0..<40 where Bool.random(using: &generator) {
                let p = expected[x, y]
                let step = Int.random(in: -40...40, using: &generator)
                func nudge(_ c: UInt8, limit: UInt8) -> UInt8 { UInt8(max(0, min(Int(limit), Int(c) + step))) }
                let alpha = Bool.random(using: &generator) ? nudge(p.alpha, limit: 255) : p.alpha
                actual[x, y] = PremultipliedRGBA(red: nudge(p.red, limit: alpha), green: min(p.green, alpha),
                                                 blue: nudge(p.blue, limit: alpha), alpha: alpha)
            }
        }
        var previous = Int.max
        for threshold in stride(from: 0.0, through: 30, by: 0.5) {
            let count = ImageDiff(deltaEThreshold: threshold).compare(expected: expected, actual: actual).differingPixelCount
            #expect(count <= previous, "ΔE threshold \(threshold)")
            previous = count
        }
        #expect(previous < 1200 / 2)
        previous = .max
        for tolerance in 0...40 {
            let count = ImageDiff(channelTolerance: tolerance).compare(expected: expected, actual: actual).differingPixelCount
            #expect(count <= previous, "channel tolerance \(tolerance)")
            previous = count
        }
        let plain = ImageDiff.exact.compare(expected: expected, actual: actual)
        let detecting = ImageDiff.exact.detectingAntialiasing().compare(expected: expected, actual: actual)
        #expect(detecting.differingPixelCount + detecting.antialiasedPixelCount == plain.differingPixelCount)
    }

    @Test func translucentChangeVisibleOnlyOverWhiteCounts() {
        // Premultiplied (0, 0, 0, 100) vs (0, 0, 0, 140): both are black over black, but over
        // white they are two different greys.
        let expected = Bitmap(width: 3, height: 3, fill: PremultipliedRGBA(red: 0, green: 0, blue: 0, alpha: 100))
        let actual = Bitmap(width: 3, height: 3, fill: PremultipliedRGBA(red: 0, green: 0, blue: 0, alpha: 140))
        let result = ImageDiff.tolerant.compare(expected: expected, actual: actual)
        #expect(!result.passed)
        #expect(result.largestDeltaE > 5)
    }
}
