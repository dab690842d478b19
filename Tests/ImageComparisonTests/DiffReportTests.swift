import Foundation
import Raster
import Testing
@testable import ImageComparison
import FeedshotTestSupport

@Suite struct DiffReportTests {
    @Test func pageListsEveryEntryWithCountsAndEscapesNames() throws {
        let folder = try TemporaryFolder("feedshot-report")
        let report = try DiffReport(directory: folder.path)
        let expected = Bitmap(width: 8, height: 8, fill: .white)
        var actual = expected
        actual[3, 3] = .black
        let result = ImageDiff.exact.compare(expected: expected, actual: actual)
        try report.add(name: "cards/<b>&\"x\".png", result: result, recordCommand: "cp a b")
        try report.add(name: "same.png", result: ImageDiff.exact.compare(expected: expected, actual: expected))
        try report.addUnpaired(name: "gone.png", status: .missing, png: [1, 2, 3], size: nil, summary: "missing")
        let entries = try report.entries()
        #expect(entries.map(\.status) == [.failed, .missing, .passed])
        #expect(entries[0].differingPixels == 1 && entries[0].pixelCount == 64)
        #expect(entries[0].diffImage != nil && entries[2].diffImage == nil, "identical pairs get no diff image")
        let page = try String(contentsOfFile: report.pagePath, encoding: .utf8)
        #expect(page.contains("cards/&lt;b&gt;&amp;&quot;x&quot;.png"))
        #expect(!page.contains("<b>&"))
        #expect(page.contains("data-count=\"failed\">1<") && page.contains("data-count=\"passed\">1<"))
        #expect(!page.contains("http://") && !page.contains("https://"), "self-contained: no network")
        // Adding the same name again replaces its entry.
        try report.add(name: "same.png", result: result)
        #expect(try report.entries().filter { $0.name == "same.png" }.map(\.status) == [.failed])
    }

    @Test func identifiersAreDistinctForNamesThatSanitizeAlike() {
        #expect(DiffReport.identifier(for: "a/b.png") != DiffReport.identifier(for: "a-b.png"))
        #expect(!DiffReport.identifier(for: "../../etc/passwd").contains("/"))
    }
}
