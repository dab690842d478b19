import Foundation
import ImageCodecs
import Raster

/// What ``ImageDiff/compare(expected:actual:)`` found: the verdict, the counts behind it, where the
/// changes are, and the two images (shared, not copied) so that artifacts can be drawn from it.
public struct ImageDiffResult: Sendable, CustomStringConvertible {
    /// Why a comparison failed.
    public enum Violation: Hashable, Sendable, CustomStringConvertible {
        /// The images have different sizes, so no pixel was compared.
        case sizeMismatch(expected: PixelSize, actual: PixelSize)
        /// More pixels differ than the global allowance.
        case tooManyDifferingPixels(count: Int, allowed: Int)
        /// One window holds more differing pixels than the per-window allowance (the first such
        /// window with the most of them).
        case concentratedChange(window: PixelRect, count: Int, allowed: Int)

        public var description: String {
            switch self {
            case let .sizeMismatch(expected, actual):
                return "size differs: expected \(expected), actual \(actual)"
            case let .tooManyDifferingPixels(count, allowed):
                return "\(count) \(count == 1 ? "pixel differs" : "pixels differ") (allowed \(allowed))"
            case let .concentratedChange(window, count, allowed):
                return "\(count) differing pixels in the window \(window.regionDescription) (allowed \(allowed) per window)"
            }
        }
    }

    /// How one pixel compared; stored one byte per pixel for the diff image.
    enum PixelClass: UInt8 {
        /// Same bytes, or both fully transparent.
        case same = 0
        /// Bytes differ, but within the channel tolerance or the ΔE threshold.
        case tolerated = 1
        /// Differs, but looks like an anti-aliasing shift and is ignored.
        case antialiased = 2
        /// Differs.
        case different = 3
        /// Differs inside a mask, so ignored.
        case masked = 4
    }

    /// The image the comparison expected (the golden).
    public let expected: Bitmap
    /// The image it got.
    public let actual: Bitmap
    /// The options used.
    public let options: ImageDiff
    /// The number of pixels that differ (anti-aliasing excluded).
    public let differingPixelCount: Int
    /// The number of differing pixels ignored as anti-aliasing shifts.
    public let antialiasedPixelCount: Int
    /// The number of pixels whose bytes differ but whose change is within the tolerance or the
    /// ΔE threshold (or that are fully transparent in both images).
    public let toleratedPixelCount: Int
    /// The number of pixels whose bytes differ inside ``ImageDiff/masks`` (ignored).
    public let maskedPixelCount: Int
    /// The largest CIEDE2000 ΔE of any pixel whose bytes differ (0 when none do), whether or not
    /// it counted as differing.
    public let largestDeltaE: Double
    /// Where ``largestDeltaE`` was measured (the first such pixel in reading order).
    public let largestDeltaELocation: PixelPoint?
    /// Bounding boxes of the changed regions (differing pixels only), top to bottom, then left to
    /// right. Changes less than about 16 pixels apart share a region.
    public let changedRegions: [PixelRect]
    /// Every gate the comparison failed; empty when it passed.
    public let violations: [Violation]
    /// One ``PixelClass`` per pixel, row by row; empty when no pixel's bytes differ or the sizes
    /// differ.
    let pixelClasses: [UInt8]

    init(expected: Bitmap, actual: Bitmap, options: ImageDiff, differingPixelCount: Int = 0,
         antialiasedPixelCount: Int = 0, toleratedPixelCount: Int = 0, maskedPixelCount: Int = 0, largestDeltaE: Double = 0,
         largestDeltaELocation: PixelPoint? = nil, changedRegions: [PixelRect] = [],
         violations: [Violation] = [], pixelClasses: [UInt8] = []) {
        self.expected = expected
        self.actual = actual
        self.options = options
        self.differingPixelCount = differingPixelCount
        self.antialiasedPixelCount = antialiasedPixelCount
        self.toleratedPixelCount = toleratedPixelCount
        self.maskedPixelCount = maskedPixelCount
        self.largestDeltaE = largestDeltaE
        self.largestDeltaELocation = largestDeltaELocation
        self.changedRegions = changedRegions
        self.violations = violations
        self.pixelClasses = pixelClasses
    }

    /// Whether the images are the same within the options' gates.
    public var passed: Bool { violations.isEmpty }

    /// Whether the images have the same size.
    public var sizesMatch: Bool { expected.width == actual.width && expected.height == actual.height }

    /// Whether every pixel has the same bytes (or both are fully transparent).
    public var isIdentical: Bool {
        sizesMatch && differingPixelCount == 0 && antialiasedPixelCount == 0 && toleratedPixelCount == 0
            && maskedPixelCount == 0
    }

    /// A one-paragraph explanation: the verdict, the counts, the largest ΔE and where, and the
    /// first few changed regions.
    public var summary: String {
        if !sizesMatch {
            return "FAIL: " + violations.map(\.description).joined(separator: "; ")
        }
        var parts = [String]()
        let verdict = passed ? "PASS" : "FAIL"
        let allowed = options.allowedDifferingPixels(pixelCount: expected.pixelCount)
        parts.append("\(differingPixelCount) of \(expected.pixelCount) pixels differ (allowed \(allowed))")
        if antialiasedPixelCount > 0 { parts.append("\(antialiasedPixelCount) ignored as anti-aliasing") }
        if toleratedPixelCount > 0 { parts.append("\(toleratedPixelCount) within tolerance") }
        if maskedPixelCount > 0 { parts.append("\(maskedPixelCount) masked") }
        if let location = largestDeltaELocation {
            parts.append("largest ΔE \(String(format: "%.2f", largestDeltaE)) at \(location)")
        }
        var text = "\(verdict): " + parts.joined(separator: ", ")
        for violation in violations {
            if case .concentratedChange = violation { text += "; \(violation)" }
        }
        if !changedRegions.isEmpty {
            let shown = changedRegions.prefix(5).map(\.regionDescription).joined(separator: "; ")
            let more = changedRegions.count > 5 ? " and \(changedRegions.count - 5) more" : ""
            text += "; changed \(changedRegions.count == 1 ? "region" : "regions"): \(shown)\(more)"
        }
        return text
    }

    /// The ``summary``.
    public var description: String { summary }

    /// The classification of the pixel at `point` (for tests and artifacts).
    func pixelClass(at point: PixelPoint) -> PixelClass {
        guard !pixelClasses.isEmpty else { return .same }
        return PixelClass(rawValue: pixelClasses[point.y * expected.width + point.x]) ?? .same
    }
}
