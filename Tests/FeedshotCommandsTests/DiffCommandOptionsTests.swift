import Foundation
import Raster
import FeedshotTestSupport
import Testing

/// `feedshot diff --metric pixelmatch`, `--mask`, `--max-diff-ratio` and `--report`, end to end.
@Suite struct DiffCommandOptionsTests {
    typealias Workspace = DiffCommandTests.Workspace

    @Test func pixelmatchMetricUsesItsThreshold() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        // Grey 100 → 110: YIQ distance 50.53, below 35215 · 0.05² = 88.04, above 35215 · 0.03² = 31.69.
        let a = try workspace.write(DiffCommandTests.solid(100), "a.png")
        let b = try workspace.write(DiffCommandTests.solid(110), "b.png")
        let loose = try DiffCommandTests.feedshot("diff", a, b, "--metric", "pixelmatch", "--threshold", "0.05")
        #expect(loose.status == 0, "\(loose.output)\(loose.errors)")
        let strict = try DiffCommandTests.feedshot("diff", a, b, "--metric", "pixelmatch", "--threshold", "0.03")
        #expect(strict.status == 1)
        #expect(strict.output.contains("108 of 108 pixels differ"))
        let tooLarge = try DiffCommandTests.feedshot("diff", a, b, "--metric", "pixelmatch", "--threshold", "2")
        #expect(tooLarge.status == 64)
    }

    @Test func masksAndRatioForgiveWhatTheySay() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        var changed = DiffCommandTests.solid(90)
        for y in 2..<4 { for x in 2..<5 { changed[x, y] = .black } }
        let a = try workspace.write(DiffCommandTests.solid(90), "a.png"), b = try workspace.write(changed, "b.png")
        #expect(try DiffCommandTests.feedshot("diff", a, b).status == 1)
        let masked = try DiffCommandTests.feedshot("diff", a, b, "--mask", "2,2,3,2")
        #expect(masked.status == 0, "\(masked.output)")
        #expect(masked.output.contains("6 masked"))
        #expect(try DiffCommandTests.feedshot("diff", a, b, "--mask", "2,2,3,1").status == 1)
        #expect(try DiffCommandTests.feedshot("diff", a, b, "--mask", "2,2,3,1", "--mask", "2,3,3,1").status == 0)
        // 6 of 108 pixels is 5.6 %; the window gate allows max(0, 1 % of 32 x 32) = 10.
        #expect(try DiffCommandTests.feedshot("diff", a, b, "--max-diff-ratio", "0.06").status == 0)
        #expect(try DiffCommandTests.feedshot("diff", a, b, "--max-diff-ratio", "0.05").status == 1)
        for bad in ["1,2,3", "a,b,c,d", "0,0,0,5"] {
            let run = try DiffCommandTests.feedshot("diff", a, b, "--mask", bad)
            #expect(run.status == 64, "--mask \(bad)")
        }
        #expect(try DiffCommandTests.feedshot("diff", a, b, "--max-diff-ratio", "1.5").status == 64)
    }

    @Test func folderReportListsEveryPair() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        var changed = DiffCommandTests.solid(90)
        changed[1, 1] = .black
        try workspace.write(DiffCommandTests.solid(90), "goldens/same.png")
        try workspace.write(DiffCommandTests.solid(90), "rendered/same.png")
        try workspace.write(DiffCommandTests.solid(90), "goldens/changed.png")
        try workspace.write(changed, "rendered/changed.png")
        try workspace.write(DiffCommandTests.solid(90), "goldens/gone.png")
        try workspace.write(changed, "rendered/sub/added.png")
        let report = workspace.path + "/report"
        let run = try DiffCommandTests.feedshot("diff", workspace.path + "/goldens", workspace.path + "/rendered",
                                                "--report", report)
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.output.contains("report: \(report)/index.html"))
        let page = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        for (status, count) in [("failed", 1), ("new", 1), ("missing", 1), ("passed", 1)] {
            #expect(page.contains("data-count=\"\(status)\">\(count)<"), "\(status)")
        }
        #expect(page.contains("data-name=\"sub/added.png\""))
        #expect(page.contains("cp &#39;"), "the re-record command, quoted for the shell and escaped for HTML")
        let entries = try FileManager.default.contentsOfDirectory(atPath: report + "/entries")
        #expect(entries.count == 4)
    }
}
