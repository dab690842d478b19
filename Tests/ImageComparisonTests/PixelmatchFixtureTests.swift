import Foundation
import Testing
import ImageCodecs
@testable import ImageComparison

/// pixelmatch's own test fixtures (mapbox/pixelmatch v7.1.0, `test/fixtures`; see
/// `Fixtures/pixelmatch/README.md`) with the counts its `test/test.js` expects.
@Suite struct PixelmatchFixtureTests {
    /// One case of pixelmatch v7.1.0's `test/test.js`.
    struct Case: CustomStringConvertible, Sendable {
        let expected: String
        let actual: String
        let threshold: Double
        let pixelmatchCount: Int
        var description: String { "\(expected)/\(actual) threshold \(threshold)" }
    }

    /// Every pair `test.js` compares, with its options' threshold (0.1 when it sets none) and count.
    /// The diff colours and `alpha` of some cases only change the diff image, not the count.
    static let cases: [Case] = [
        Case(expected: "1a", actual: "1b", threshold: 0.05, pixelmatchCount: 143),
        Case(expected: "1a", actual: "1b", threshold: 0.1, pixelmatchCount: 106),
        Case(expected: "2a", actual: "2b", threshold: 0.05, pixelmatchCount: 12437),
        Case(expected: "3a", actual: "3b", threshold: 0.05, pixelmatchCount: 212),
        Case(expected: "4a", actual: "4b", threshold: 0.05, pixelmatchCount: 36049),
        Case(expected: "5a", actual: "5b", threshold: 0.05, pixelmatchCount: 6),
        Case(expected: "6a", actual: "6b", threshold: 0.1, pixelmatchCount: 51),
        Case(expected: "7a", actual: "7b", threshold: 0.1, pixelmatchCount: 2448),
        Case(expected: "8a", actual: "5b", threshold: 0.05, pixelmatchCount: 32896),
    ]

    static func path(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/pixelmatch/\(name).png").path
    }

    static func compare(_ diff: ImageDiff, _ fixture: Case) throws -> ImageDiffResult {
        try diff.compare(expectedFile: path(fixture.expected), actualFile: path(fixture.actual))
    }

    /// Measured: every count equals pixelmatch's exactly.
    @Test(arguments: cases)
    func pixelmatchModeCountsWithinOnePercent(_ fixture: Case) throws {
        let result = try Self.compare(.pixelmatch(threshold: fixture.threshold), fixture)
        let allowed = Double(fixture.pixelmatchCount) * 0.01
        #expect(abs(Double(result.differingPixelCount - fixture.pixelmatchCount)) <= allowed,
                "\(fixture): \(result.differingPixelCount) differing pixels, pixelmatch \(fixture.pixelmatchCount)")
    }

    /// pixelmatch's expected diff images for the cases that use its default colours and opacity
    /// (the others set options `ImageDiff` does not offer: diff colours, alpha 0.5).
    @Test(arguments: [("1a", "1b", 0.05, "1diff"), ("1a", "1b", 0.1, "1diffdefaultthreshold"),
                      ("3a", "3b", 0.05, "3diff"), ("5a", "5b", 0.05, "5diff"), ("6a", "6b", 0.1, "6diff")])
    func pixelmatchModeDiffImageMatchesPixelmatchsPixelForPixel(
        expected: String, actual: String, threshold: Double, diff: String) throws {
        let result = try ImageDiff.pixelmatch(threshold: threshold)
            .compare(expectedFile: Self.path(expected), actualFile: Self.path(actual))
        let reference = try ImageDecoder.decode(contentsOf: Self.path(diff)).bitmap
        let image = try #require(result.diffImage)
        #expect(image.width == reference.width && image.height == reference.height)
        var mismatches = 0
        for y in 0..<min(image.height, reference.height) {
            for x in 0..<min(image.width, reference.width) where image[x, y] != reference[x, y] {
                if mismatches == 0 { Issue.record("\(diff) (\(x), \(y)): \(image[x, y]) != \(reference[x, y])") }
                mismatches += 1
            }
        }
        #expect(mismatches == 0, "\(diff): \(mismatches) pixels differ")
    }

    @Test func identicalFixturesCountNothing() throws {
        for name in ["1a", "6a"] {
            let result = try ImageDiff.pixelmatch(threshold: 0).compare(expectedFile: Self.path(name),
                                                                        actualFile: Self.path(name))
            #expect(result.differingPixelCount == 0)
        }
    }

    /// `.tolerant` on the same pairs (issue 17's goal): never more than twice pixelmatch's count
    /// (the looser of its two 1a/1b counts is not used: 1a/1b must stay within 2 × 106 too), and
    /// every pair pixelmatch fails still fails, except 5a/5b, which differ only in the smoothing
    /// of one diagonal edge (pixelmatch's 6 pixels are its own anti-aliasing rule's misses).
    /// Measured: 1a/1b 149, 2a/2b 14783, 3a/3b 141, 4a/4b 32679, 5a/5b 0, 6a/6b 23, 7a/7b 3534,
    /// 8a/5b 32896.
    @Test(arguments: cases)
    func tolerantCountsAtMostTwicePixelmatch(_ fixture: Case) throws {
        let result = try Self.compare(.tolerant, fixture)
        let smallest = Self.cases.filter { $0.expected == fixture.expected }.map(\.pixelmatchCount).min() ?? 0
        #expect(result.differingPixelCount <= 2 * smallest,
                "\(fixture): tolerant \(result.differingPixelCount), pixelmatch \(smallest)")
        #expect(result.passed == (fixture.expected == "5a"), "\(fixture): \(result.summary)")
    }

    /// The text pair is anti-aliasing noise almost everywhere: the exact diff sees 12933 pixels.
    @Test func textPairIsMostlyAntialiasing() throws {
        let exact = try Self.compare(.exact, Self.cases[0])
        let tolerant = try Self.compare(.tolerant, Self.cases[0])
        #expect(exact.differingPixelCount == 12933)
        #expect(tolerant.differingPixelCount * 50 < exact.differingPixelCount)
    }
}
