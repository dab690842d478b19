import Raster
import Testing
@testable import ImageComparison
import FeedshotTestSupport

/// The pixelmatch metric on fixtures whose counts follow by hand from pixelmatch's documented
/// formulas: YIQ distance `0.5053·y² + 0.299·i² + 0.1957·q²` against `35215·threshold²`, blending
/// over the background, and the neighbour rule for anti-aliasing.
@Suite struct PixelmatchMetricTests {
    private func solid(_ pixel: PremultipliedRGBA, _ width: Int = 4, _ height: Int = 4) -> Bitmap {
        Bitmap(width: width, height: height, fill: pixel)
    }
    private func grey(_ value: UInt8) -> PremultipliedRGBA {
        PremultipliedRGBA(red: value, green: value, blue: value, alpha: 255)
    }

    @Test func greyStepOfTenIsDistance50Point53() {
        // y = 10 · (0.29889531 + 0.58662247 + 0.11448223) ≈ 10, i = q ≈ 0: delta = 0.5053 · 100.
        let delta = PixelmatchDelta(background: .white).delta(0xFF64_6464, 0xFF6E_6E6E, index: 0)
        #expect(abs(abs(delta) - 50.53) < 1e-4)
        #expect(delta > 0, "the second pixel is brighter")
        // 35215 · 0.05² = 88.04 > 50.53: equal; 35215 · 0.03² = 31.69 < 50.53: all 16 differ.
        let expected = solid(grey(100)), actual = solid(grey(110))
        #expect(ImageDiff.pixelmatch(threshold: 0.05).compare(expected: expected, actual: actual).differingPixelCount == 0)
        let strict = ImageDiff.pixelmatch(threshold: 0.03).compare(expected: expected, actual: actual)
        #expect(strict.differingPixelCount == 16)
        #expect(strict.antialiasedPixelCount == 0, "a flat area is never anti-aliasing")
    }

    @Test func redToBlueDiffersUpToThreshold0Point707() {
        // dr = 255, db = −255: y = 255 · 0.18441308, i = 255 · 0.91777988, q = −255 · 0.09967677,
        // delta = 17620.6, so the pair differs below threshold √(17620.6 / 35215) = 0.7074.
        let red = PremultipliedRGBA(red: 255, green: 0, blue: 0, alpha: 255)
        let blue = PremultipliedRGBA(red: 0, green: 0, blue: 255, alpha: 255)
        let y = 255 * 0.18441308, i = 255 * 0.91777988, q = -255 * 0.09967677
        let expectedDelta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        #expect(abs(expectedDelta - 17620.6) < 0.1)
        #expect(ImageDiff.pixelmatch(threshold: 0.70).compare(expected: solid(red, 3, 3), actual: solid(blue, 3, 3))
            .differingPixelCount == 9)
        #expect(ImageDiff.pixelmatch(threshold: 0.71).compare(expected: solid(red, 3, 3), actual: solid(blue, 3, 3))
            .differingPixelCount == 0)
    }

    @Test func transparentEqualsWhiteOverWhiteButNotOverTheCheckerboard() {
        let transparent = solid(PremultipliedRGBA(red: 0, green: 0, blue: 0, alpha: 0))
        let white = solid(grey(255))
        #expect(ImageDiff.pixelmatch(threshold: 0.1, background: .white)
            .compare(expected: transparent, actual: white).differingPixelCount == 0)
        // pixelmatch 7 blends over 48 or 207 per channel: white is then far from the background.
        #expect(ImageDiff.pixelmatch(threshold: 0.1)
            .compare(expected: transparent, actual: white).differingPixelCount == 16)
    }

    @Test func softEdgeIsAntialiasingUnlessIncluded() {
        // Columns 0, 0, 128, 255, 255; the soft middle column becomes 100. Each middle pixel has a
        // darker and a brighter neighbour whose areas are flat in both images: anti-aliasing.
        func edge(_ middle: UInt8) -> Bitmap {
            var bitmap = Bitmap(width: 5, height: 5, fill: grey(0))
            for y in 0..<5 { bitmap[2, y] = grey(middle); bitmap[3, y] = grey(255); bitmap[4, y] = grey(255) }
            return bitmap
        }
        let ignoring = ImageDiff.pixelmatch(threshold: 0.05).compare(expected: edge(128), actual: edge(100))
        #expect(ignoring.differingPixelCount == 0 && ignoring.antialiasedPixelCount == 5)
        #expect(ignoring.passed)
        let including = ImageDiff.pixelmatch(threshold: 0.05, includeAA: true).compare(expected: edge(128), actual: edge(100))
        #expect(including.differingPixelCount == 5 && !including.passed)
    }

    @Test func diffImageUsesPixelmatchColours() throws {
        // Black, with the centre turned white (not anti-aliasing: all its neighbours are darker)
        // and one pixel with a below-threshold change.
        let expected = solid(grey(0), 3, 3)
        var actual = expected
        actual[1, 1] = grey(255)
        actual[0, 0] = grey(3)
        let result = ImageDiff.pixelmatch(threshold: 0.1).compare(expected: expected, actual: actual)
        #expect(result.differingPixelCount == 1)
        let diff = try #require(result.diffImage)
        #expect(diff[1, 1] == PremultipliedRGBA(red: 255, green: 0, blue: 0, alpha: 255))
        // 255 + 0.1 · (Y(black) − 255) = 229.5, truncated as pixelmatch's byte arrays do.
        #expect(diff[0, 0] == grey(229) && diff[2, 2] == grey(229))
    }

    @Test func pixelmatchGatesOnTheCountOnly() {
        // 40 x 40 changed pixels in one block: no window gate, only the global allowance.
        let expected = solid(grey(255), 100, 100)
        var actual = expected
        for y in 10..<50 { for x in 10..<50 { actual[x, y] = grey(0) } }
        let options = ImageDiff.pixelmatch().allowing(maxDiffPixels: 1600)
        let result = options.compare(expected: expected, actual: actual)
        #expect(result.differingPixelCount == 1600)
        #expect(result.passed, "\(result.summary)")
    }
}
