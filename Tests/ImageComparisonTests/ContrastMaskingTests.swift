import Raster
import Testing
@testable import ImageComparison

/// The contrast-masking anti-aliasing rule on 3 × 3 blocks taken from pixelmatch's 1a/1b fixture
/// (a dark red stem re-rendered a few levels differently) and on its counter-examples.
@Suite struct ContrastMaskingTests {
    /// A 3 × 3 opaque image whose columns hold the given reds (green and blue 0), one row repeated.
    static func stem(_ columns: [UInt8]) -> Bitmap {
        var bitmap = Bitmap(width: 3, height: 3)
        for y in 0..<3 {
            for x in 0..<3 { bitmap[x, y] = PremultipliedRGBA(red: columns[x], green: 0, blue: 0, alpha: 255) }
        }
        return bitmap
    }

    static func isMasked(_ expected: Bitmap, _ actual: Bitmap) -> Bool {
        expected.pixels.withUnsafeBufferPointer { first in
            actual.pixels.withUnsafeBufferPointer { second in
                AntialiasingDetector(first: first, firstBytesPerRow: expected.bytesPerRow,
                                     second: second, secondBytesPerRow: actual.bytesPerRow,
                                     width: 3, height: 3).isMaskedByContrast(x: 1, y: 1)
            }
        }
    }

    @Test func stemReRenderedAFewLevelsDifferentlyIsMasked() {
        // 1a/1b at (343, 180): 97 13 178 → 86 16 187; ranges 165 and 171, changes 11, 3, 9.
        #expect(Self.isMasked(Self.stem([97, 13, 178]), Self.stem([86, 16, 187])))
    }

    @Test func changeAboveAnEighthOfTheContrastIsNotMasked() {
        // The centre moves by 30 > 165 / 8.
        #expect(!Self.isMasked(Self.stem([97, 13, 178]), Self.stem([97, 43, 178])))
    }

    @Test func changeOnAPlainAreaIsNotMasked() {
        // No contrast to hide even 3 levels in.
        #expect(!Self.isMasked(Self.stem([120, 120, 120]), Self.stem([120, 123, 120])))
    }

    @Test func neighbourhoodThatChangesAsAWholeIsNotMasked() {
        // The centre barely moves, but every neighbour does, by a third of the range: a swapped
        // texture, not a re-rendered edge.
        #expect(!Self.isMasked(Self.stem([200, 20, 120]), Self.stem([140, 22, 180])))
    }
}
