import Raster
import Testing
@testable import ImageComparison
import FeedshotTestSupport

/// The text-aware anti-aliasing rule of the perceptual metric, on text rendered by our own
/// Typography (Inter, sub-pixel positioned in quarter pixels): sub-pixel shifts are forgiven at
/// least as well as pixelmatch forgives them, and a changed glyph is still caught.
@Suite struct TextAntialiasingTests {
    static let lines = ["Apollo 11 landed on the Moon, July 20 1969", "Commander Neil Armstrong, Buzz Aldrin"]
    static let sizes: [Double] = [11, 13, 17, 22]

    struct Shift: Sendable, CustomStringConvertible {
        var x: Double, y: Double, scale: Double
        var description: String { "(\(x), \(y)) px at @\(Int(scale))x" }
    }

    @Test(arguments: [Shift(x: 1.0 / 3, y: 0, scale: 1), Shift(x: 0, y: 1.0 / 3, scale: 1),
                      Shift(x: 1.0 / 3, y: 1.0 / 3, scale: 2), Shift(x: 0.5, y: 0, scale: 2)])
    func thirdOfAPixelTextShiftCountsNoMoreThanPixelmatch(shift: Shift) throws {
        let expected = try TextFixtures.lines(Self.lines, sizes: Self.sizes, scale: shift.scale)
        let actual = try TextFixtures.lines(Self.lines, sizes: Self.sizes, scale: shift.scale,
                                            offsetX: shift.x, offsetY: shift.y)
        let exact = ImageDiff.exact.compare(expected: expected, actual: actual)
        let pixelmatch = ImageDiff.pixelmatch(threshold: 0.05).compare(expected: expected, actual: actual)
        let tolerant = ImageDiff.tolerant.compare(expected: expected, actual: actual)
        // Thousands of pixels change; pixelmatch forgives most, we forgive more.
        #expect(exact.differingPixelCount > 3000)
        #expect(tolerant.differingPixelCount <= pixelmatch.differingPixelCount, "\(tolerant.summary)")
        #expect(tolerant.differingPixelCount * 10 < exact.differingPixelCount)
    }

    @Test(arguments: [1.0, 3.0])
    func oneGlyphChangeApollo11ToApollo12IsCaught(scale: Double) throws {
        // A card title on the Moonshot dark background; only the last glyph changes.
        let navy = RGBAColor(red: 0.1, green: 0.1, blue: 0.2)
        let expected = try TextFixtures.lines(["Apollo 11"], sizes: [28], scale: scale, ink: .white,
                                              background: navy, width: Int(200 * scale))
        let actual = try TextFixtures.lines(["Apollo 12"], sizes: [28], scale: scale, ink: .white,
                                            background: navy, width: Int(200 * scale))
        let shifted = try TextFixtures.lines(["Apollo 11"], sizes: [28], scale: scale, offsetX: 1.0 / 3,
                                             ink: .white, background: navy, width: Int(200 * scale))
        let changed = ImageDiff.tolerant.compare(expected: expected, actual: actual)
        #expect(!changed.passed)
        #expect(changed.differingPixelCount > Int(20 * scale * scale), "\(changed.summary)")
        // Every changed region lies over the last glyph: "Apollo 1" is untouched.
        let apollo1 = try TextFixtures.lines(["Apollo 1"], sizes: [28], scale: scale, ink: .white,
                                             background: navy, width: Int(200 * scale))
        let lastInk = (0..<apollo1.width).last { x in (0..<apollo1.height).contains { apollo1[x, $0] != apollo1[0, 0] } } ?? 0
        #expect(changed.changedRegions.allSatisfy { $0.maxX > lastInk })
        // The same title moved by a third of a pixel: far fewer pixels, none of them a region as
        // large as the glyph change.
        let moved = ImageDiff.tolerant.compare(expected: expected, actual: shifted)
        #expect(moved.differingPixelCount * 4 < changed.differingPixelCount, "\(moved.summary)")
    }

    @Test func solidTextColourChangeIsNotForgiven() throws {
        // Large bold text has solid insides: #333 → #444 there is a colour change, not a shift.
        let expected = try TextFixtures.lines(["Apollo"], sizes: [34], scale: 3, bold: true,
                                              ink: RGBAColor(red8: 0x33, green: 0x33, blue: 0x33))
        let actual = try TextFixtures.lines(["Apollo"], sizes: [34], scale: 3, bold: true,
                                            ink: RGBAColor(red8: 0x44, green: 0x44, blue: 0x44))
        let result = ImageDiff.tolerant.compare(expected: expected, actual: actual)
        #expect(!result.passed)
        #expect(result.differingPixelCount > 1000, "\(result.summary)")
    }

    @Test func noisyPhotoChangeIsNeverExcused() {
        // Two different noise patches of the same tones: no flat area, so no shift excuse.
        var generator = SeededGenerator(seed: 7)
        var expected = Bitmap(width: 24, height: 24), actual = Bitmap(width: 24, height: 24)
        for y in 0..<24 {
            for x in 0..<24 {
                let e = UInt8.random(in: 60...200, using: &generator), a = UInt8.random(in: 60...200, using: &generator)
                expected[x, y] = PremultipliedRGBA(red: e, green: e &+ 10, blue: e, alpha: 255)
                actual[x, y] = PremultipliedRGBA(red: a, green: a &+ 10, blue: a, alpha: 255)
            }
        }
        let result = ImageDiff.tolerant.compare(expected: expected, actual: actual)
        #expect(result.antialiasedPixelCount * 10 < result.differingPixelCount, "\(result.summary)")
    }

    /// A disc whose edge fades over `softness` pixels (a resampled photo edge, a blurred shape),
    /// centred at (`centreX`, 20) on a light grey.
    static func softDisc(centreX: Double, color: (Double, Double, Double) = (200, 60, 60),
                         softness: Double = 6) -> Bitmap {
        var bitmap = Bitmap(width: 40, height: 40)
        for y in 0..<40 {
            for x in 0..<40 {
                let dx = Double(x) + 0.5 - centreX, dy = Double(y) + 0.5 - 20
                let t = min(1, max(0, (13 - (dx * dx + dy * dy).squareRoot()) / softness))
                let coverage = t * t * (3 - 2 * t)
                func mix(_ c: Double) -> UInt8 { UInt8((c * coverage + 230 * (1 - coverage)).rounded()) }
                bitmap[x, y] = PremultipliedRGBA(red: mix(color.0), green: mix(color.1), blue: mix(color.2), alpha: 255)
            }
        }
        return bitmap
    }

    @Test func softEdgeShiftedByAThirdOfAPixelIsARampShift() {
        let expected = Self.softDisc(centreX: 20), actual = Self.softDisc(centreX: 20 + 1.0 / 3)
        let exact = ImageDiff.exact.compare(expected: expected, actual: actual)
        let tolerant = ImageDiff.tolerant.compare(expected: expected, actual: actual)
        #expect(exact.differingPixelCount > 100)
        #expect(tolerant.differingPixelCount * 20 < exact.differingPixelCount, "\(tolerant.summary)")
    }

    @Test func softDiscRecolouredIsNotARampShift() {
        let expected = Self.softDisc(centreX: 20), actual = Self.softDisc(centreX: 20, color: (60, 60, 200))
        let result = ImageDiff.tolerant.compare(expected: expected, actual: actual)
        #expect(!result.passed)
        // The faint outer ring (a few levels from the background) may pass as a shift; the body of
        // the disc may not.
        #expect(result.differingPixelCount > 300, "\(result.summary)")
        #expect(result.antialiasedPixelCount * 2 < result.differingPixelCount, "\(result.summary)")
    }
}
