import FeedshotTestSupport
import Geometry
import Testing
@testable import Raster

/// Regression tests for the resampler's bands: the intermediate must hold every source row the
/// vertical taps of a band read, even though output starts are not monotonic.
@Suite struct ResamplerBandTests {
    /// The vertical geometry of the issue-13 AddressSanitizer report: a 1242 x 1060 badge scaled
    /// to fill the 1170 x 2532 share card at scale 3 (1060 source rows enlarged onto 2532).
    static func badgeRows(sampling: ImageSampling = .highQuality) -> ResamplingWeights {
        ResamplingWeights(outputCount: 2532, outputStart: 0, deviceOrigin: 0, deviceLength: 2532,
                          sourceOrigin: 0, sourceLength: 1060, sourceCount: 1060, sampling: sampling)
    }

    @Test func badge1242x1060FilledTo1170x2532HasNonMonotonicStarts() {
        // The trigger: trimming zero weights moves some output's start past the next one's, so a
        // band's last row does not have the band's highest start.
        let rows = Self.badgeRows()
        let decreasing = zip(rows.starts, rows.starts.dropFirst()).contains { $0 > $1 }
        #expect(decreasing)
    }

    @Test(arguments: [1, 7, 48])
    func badge1242x1060FilledTo1170x2532BandSpanCoversEveryTap(bandHeight: Int) {
        let rows = Self.badgeRows()
        let columns = ResamplingWeights(outputCount: 4, outputStart: 0, deviceOrigin: 0, deviceLength: 4,
                                        sourceOrigin: 0, sourceLength: 4, sourceCount: 4, sampling: .highQuality)
        let resampler = Resampler(source: Bitmap(width: 4, height: 1060), xWeights: columns, yWeights: rows,
                                  order: .horizontalFirst, bandHeight: bandHeight)
        var start = 0
        while start < rows.outputCount {
            let band = start..<min(rows.outputCount, start + bandHeight)
            let span = resampler.sourceRowSpan(of: band)
            for y in band {
                let first = Int(rows.starts[y])
                #expect(span.contains(first) && span.contains(first + rows.taps - 1), "row \(y) of band \(band)")
            }
            start = band.upperBound
        }
    }

    /// The badge's rows through the whole resampler (a narrow strip of it, so the test is
    /// small): banded output must equal one-row bands (which cannot misjudge a span) and the
    /// scalar reference, with every read inside the intermediate (an AddressSanitizer run checks
    /// the last).
    @Test(arguments: [ImageSampling.highQuality, .catmullRom, .lanczos3, .mitchell])
    func badge1242x1060FilledTo1170x2532StripMatchesOneRowBands(sampling: ImageSampling) {
        let image = ResamplingTests.randomImage(width: 6, height: 1060, seed: 13)
        let rows = Self.badgeRows(sampling: sampling)
        // Enlarged horizontally too, as in the card, so the horizontal pass runs first.
        let columns = ResamplingWeights(outputCount: 14, outputStart: 0, deviceOrigin: 0, deviceLength: 14,
                                        sourceOrigin: 0, sourceLength: 6, sourceCount: 6, sampling: sampling)
        func resample(_ implementation: Resampler.Implementation, bandHeight: Int) -> [UInt8] {
            let resampler = Resampler(source: image, xWeights: columns, yWeights: rows, implementation: implementation,
                                      order: .horizontalFirst, bandHeight: bandHeight)
            var output = [UInt8](repeating: 0, count: 14 * 4 * rows.outputCount)
            output.withUnsafeMutableBufferPointer { resampler.resample(into: $0.baseAddress!, outputBytesPerRow: 14 * 4) }
            return output
        }
        let reference = resample(.scalar, bandHeight: 1)
        #expect(resample(.simd, bandHeight: 48) == reference)
        #expect(resample(.scalar, bandHeight: 48) == reference)
        #expect(resample(.simd, bandHeight: 1) == reference)
    }
}
