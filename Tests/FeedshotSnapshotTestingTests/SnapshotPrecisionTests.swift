@testable import FeedshotSnapshotTesting
import Raster
import Testing

/// `precision` and `perceptualPrecision` decide as they do in swift-snapshot-testing.
@Suite struct SnapshotPrecisionTests {
    /// A 10 × 10 opaque grey bitmap (400 bytes, 100 pixels).
    static func grey(_ level: UInt8 = 128) -> Bitmap {
        Bitmap(width: 10, height: 10, fill: PremultipliedRGBA(red: level, green: level, blue: level, alpha: 255))
    }

    /// `image` with pixels `0..<count` (row-major) set to `colour`.
    static func changing(_ image: Bitmap, pixels count: Int, to colour: PremultipliedRGBA) -> Bitmap {
        var copy = image
        for index in 0..<count { copy[index % copy.width, index / copy.width] = colour }
        return copy
    }

    @Test func identicalImagesMatchAtAnyPrecision() {
        for precision: Float in [1, 0.5, 0] {
            let verdict = SnapshotPrecision(precision: precision, perceptualPrecision: 1)
                .compare(reference: Self.grey(), actual: Self.grey())
            #expect(verdict.passed)
        }
    }

    @Test func defaultsAreByteExact() {
        let oneByteOff = Self.changing(Self.grey(), pixels: 1, to: PremultipliedRGBA(red: 129, green: 128, blue: 128, alpha: 255))
        let verdict = SnapshotPrecision(precision: 1, perceptualPrecision: 1).compare(reference: Self.grey(), actual: oneByteOff)
        #expect(!verdict.passed)
        #expect(verdict.message == "Newly-taken snapshot does not match reference.")
    }

    /// With `perceptualPrecision` 1, `precision` counts differing bytes: 0.75 of 400 bytes must
    /// match, so 100 may differ.
    @Test func precisionCountsBytesWhenPerceptualPrecisionIsOne() {
        let tolerance = SnapshotPrecision(precision: 0.75, perceptualPrecision: 1)
        // Changing red and green of a pixel changes two bytes: 50 pixels → 100 bytes.
        let colour = PremultipliedRGBA(red: 0, green: 0, blue: 128, alpha: 255)
        #expect(tolerance.compare(reference: Self.grey(), actual: Self.changing(Self.grey(), pixels: 50, to: colour)).passed)
        let tooMany = tolerance.compare(reference: Self.grey(), actual: Self.changing(Self.grey(), pixels: 51, to: colour))
        #expect(!tooMany.passed)
        #expect(tooMany.message.hasPrefix("Actual image precision 0.74"))
        #expect(tooMany.message.hasSuffix("is less than required 0.75"))
    }

    /// With `perceptualPrecision` below 1, a pixel within ΔE `(1 − p) × 100` matches.
    @Test func perceptualPrecisionForgivesInvisibleChanges() {
        let nearlyGrey = Self.changing(Self.grey(), pixels: 100, to: PremultipliedRGBA(red: 129, green: 128, blue: 128, alpha: 255))
        #expect(!SnapshotPrecision(precision: 1, perceptualPrecision: 1).compare(reference: Self.grey(), actual: nearlyGrey).passed)
        #expect(SnapshotPrecision(precision: 1, perceptualPrecision: 0.98).compare(reference: Self.grey(), actual: nearlyGrey).passed)
        // Grey 128 → 150 is ΔE ≈ 8: beyond 0.98 (ΔE 2), within 0.9 (ΔE 10).
        let lighter = Self.changing(Self.grey(), pixels: 1, to: PremultipliedRGBA(red: 150, green: 150, blue: 150, alpha: 255))
        let strict = SnapshotPrecision(precision: 1, perceptualPrecision: 0.98).compare(reference: Self.grey(), actual: lighter)
        #expect(!strict.passed)
        #expect(strict.message.contains("The percentage of pixels that match 0.99"))
        #expect(SnapshotPrecision(precision: 1, perceptualPrecision: 0.9).compare(reference: Self.grey(), actual: lighter).passed)
    }

    /// With `perceptualPrecision` below 1, `precision` counts pixels beyond the ΔE threshold,
    /// wherever they are (no local gate): 0.9 of 100 pixels lets 10 change completely.
    @Test func precisionCountsPixelsWhenPerceptual() {
        let tolerance = SnapshotPrecision(precision: 0.9, perceptualPrecision: 0.98)
        let white = PremultipliedRGBA(red: 255, green: 255, blue: 255, alpha: 255)
        #expect(tolerance.compare(reference: Self.grey(), actual: Self.changing(Self.grey(), pixels: 10, to: white)).passed)
        #expect(!tolerance.compare(reference: Self.grey(), actual: Self.changing(Self.grey(), pixels: 11, to: white)).passed)
    }

    @Test func differentSizesNeverMatch() {
        let verdict = SnapshotPrecision(precision: 0, perceptualPrecision: 0)
            .compare(reference: Self.grey(), actual: Bitmap(width: 10, height: 11))
        #expect(!verdict.passed)
        #expect(verdict.message.contains("does not match reference@10x10"))
    }
}
