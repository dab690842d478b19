import ImageComparison
import Raster

/// swift-snapshot-testing's two image tolerances, decided with Feedshot's ``ImageDiff``.
///
/// They mean what they mean in swift-snapshot-testing's `.image(precision:perceptualPrecision:)`:
/// - `precision` is the fraction of the image that must match;
/// - `perceptualPrecision` is how closely a pixel must match to count as matching: a pixel
///   matches when its colour difference ΔE (0…100) is at most `(1 − perceptualPrecision) × 100`.
///   1 means the pixel's bytes must be equal; 0.98 allows ΔE 2, about the smallest difference a
///   person can see.
///
/// As there, when `perceptualPrecision` is 1 the `precision` counts *bytes*: at most
/// `(1 − precision)` of the premultiplied RGBA bytes may differ. When `perceptualPrecision` is
/// below 1, `precision` counts *pixels*: at most `(1 − precision)` of the pixels may exceed the
/// ΔE threshold. Both at 1 (the defaults) means byte-identical images.
///
/// Two differences from Apple's implementation, both documented choices: ΔE is CIEDE2000 (our
/// `ColorDifference`; Core Image's `CILabDeltaE` is the older CIE94 formula: close on small
/// differences, not identical at a threshold), and translucent pixels are measured over white
/// and over black, the larger ΔE counting (see `ImageDiff`).
struct SnapshotPrecision: Hashable, Sendable {
    /// The fraction (0…1) of bytes or pixels that must match.
    var precision: Float
    /// How closely (0…1) a pixel must match to count as matching.
    var perceptualPrecision: Float

    /// The verdict on one comparison, with ImageComparison's result for messages and artifacts.
    struct Verdict: Sendable {
        /// Whether the snapshot matches the reference within the precisions.
        var passed: Bool
        /// Why it failed, in swift-snapshot-testing's words where it has them.
        var message: String
        /// The pixel comparison behind the verdict (its diff image marks the differing pixels).
        var result: ImageDiffResult
    }

    /// The comparison options for the perceptual case: a pixel differs above the ΔE threshold,
    /// and `(1 − precision)` of the pixels may differ. No local gate: swift-snapshot-testing has
    /// none, so a window may hold any share of the allowance.
    var imageDiff: ImageDiff {
        guard perceptualPrecision < 1 else { return .exact }
        let threshold = Double(1 - max(0, perceptualPrecision)) * 100
        let ratio = Double(1 - min(1, max(0, precision)))
        return ImageDiff(deltaEThreshold: threshold, maxDiffPixelRatio: ratio, maxWindowDiffPixelRatio: 1)
    }

    /// Compares `actual` with `reference`.
    func compare(reference: Bitmap, actual: Bitmap) -> Verdict {
        let result = imageDiff.compare(expected: reference, actual: actual)
        guard result.sizesMatch else {
            return Verdict(passed: false, message: "Newly-taken snapshot@\(actual.width)x\(actual.height) does not "
                + "match reference@\(reference.width)x\(reference.height) (pixels).", result: result)
        }
        if result.isIdentical { return Verdict(passed: true, message: "", result: result) }
        if perceptualPrecision < 1 {
            let failing = result.differingPixelCount
            let total = max(1, reference.pixelCount)
            let actualPrecision = 1 - Float(failing) / Float(total)
            let lowest = 1 - min(Float(result.largestDeltaE) / 100, 1)
            return Verdict(passed: result.passed, message: """
                The percentage of pixels that match \(actualPrecision) is less than required \(precision)
                The lowest perceptual color precision \(lowest) is less than required \(perceptualPrecision)
                """, result: result)
        }
        if precision >= 1 {
            return Verdict(passed: false, message: "Newly-taken snapshot does not match reference.", result: result)
        }
        let byteCount = reference.width * reference.height * 4
        let differing = Self.differingBytes(reference, actual)
        let allowed = Int((1 - max(0, precision)) * Float(byteCount))
        let actualPrecision = 1 - Float(differing) / Float(max(1, byteCount))
        return Verdict(passed: differing <= allowed,
                       message: "Actual image precision \(actualPrecision) is less than required \(precision)",
                       result: result)
    }

    /// The number of differing bytes of two same-sized bitmaps' premultiplied RGBA pixels.
    static func differingBytes(_ first: Bitmap, _ second: Bitmap) -> Int {
        var count = 0
        let rowBytes = first.width * 4
        first.pixels.withUnsafeBufferPointer { a in
            second.pixels.withUnsafeBufferPointer { b in
                for y in 0..<first.height {
                    let rowA = y * first.bytesPerRow, rowB = y * second.bytesPerRow
                    for x in 0..<rowBytes where a[rowA + x] != b[rowB + x] { count += 1 }
                }
            }
        }
        return count
    }
}
