import Foundation
import ImageComparison
import Raster
import FeedshotTestSupport
import Testing
@testable import FeedshotTesting

/// `FEEDSHOT_SNAPSHOT_REPORT`: failed and recorded snapshots become entries of one HTML report,
/// also when many tests fail at once.
@Suite struct SnapshotReportTests {
    private func settings(_ folder: TemporaryFolder, _ mode: SnapshotRecordMode) -> SnapshotSettings {
        SnapshotSettings(recordMode: mode, artifactsDirectory: folder.path + "/artifacts",
                         snapshotRoot: folder.path + "/goldens", reportDirectory: folder.path + "/report")
    }

    private func location(_ folder: TemporaryFolder, _ name: String, _ mode: SnapshotRecordMode) -> SnapshotLocation {
        SnapshotLocation(filePath: "/repo/Tests/FeedsTests/CardTests.swift", function: "shareCard()", name: name,
                         settings: settings(folder, mode))
    }

    @Test func environmentVariableNamesTheReportFolder() {
        #expect(SnapshotSettings(environment: ["FEEDSHOT_SNAPSHOT_REPORT": "/tmp/r"]).reportDirectory == "/tmp/r")
        #expect(SnapshotSettings(environment: ["FEEDSHOT_SNAPSHOT_REPORT": " "]).reportDirectory == nil)
        #expect(SnapshotSettings(environment: [:]).reportDirectory == nil)
    }

    @Test func recordedAndFailedSnapshotsAreListed() throws {
        let folder = try TemporaryFolder("feedshot-report")
        let card = SnapshotVerifierTests.card()
        let recorded = SnapshotVerifier.verify(card, at: location(folder, "card", .missing), diff: .exact,
                                               settings: settings(folder, .missing))
        #expect(recorded.outcome == .recordedNew)
        #expect(recorded.failureMessage?.contains("Report: \(folder.path)/report/index.html") == true)

        var changed = card
        for y in 20..<24 { for x in 10..<14 { changed[x, y] = PremultipliedRGBA(red: 200, green: 0, blue: 0, alpha: 255) } }
        let failed = SnapshotVerifier.verify(changed, at: location(folder, "card", .never), diff: .exact,
                                             settings: settings(folder, .never))
        #expect(failed.outcome == .failed)

        let entries = try DiffReport(directory: folder.path + "/report").entries()
        #expect(entries.count == 1, "the failure replaces the recording's entry of the same snapshot")
        let entry = try #require(entries.first)
        #expect(entry.name == "FeedsTests/CardTests/shareCard.card")
        #expect(entry.status == .failed && entry.differingPixels == 16 && entry.source == "assertSnapshot")
        #expect(entry.recordCommand == "FEEDSHOT_SNAPSHOT_RECORD=failed swift test --filter 'shareCard'")
        for image in [entry.expectedImage, entry.actualImage, entry.diffImage] {
            let path = try #require(image)
            #expect(FileManager.default.fileExists(atPath: folder.path + "/report/" + path))
        }
        let page = try String(contentsOfFile: folder.path + "/report/index.html", encoding: .utf8)
        #expect(page.contains("FeedsTests/CardTests/shareCard.card"))
        #expect(page.contains("data-status=\"failed\""))
    }

    @Test func concurrentFailuresAllReachThePage() async throws {
        let folder = try TemporaryFolder("feedshot-report")
        let count = 16
        let base = Bitmap(width: 12, height: 12, fill: .white)
        // Record the goldens, then fail all of them at once from parallel tasks.
        for index in 0..<count {
            _ = SnapshotVerifier.verify(base, at: location(folder, "pair\(index)", .missing), diff: .exact,
                                        settings: settings(folder, .missing))
        }
        try FileManager.default.removeItem(atPath: folder.path + "/report")
        let settings = settings(folder, .never)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<count {
                let location = location(folder, "pair\(index)", .never)
                group.addTask {
                    var image = base
                    image[index % 12, index / 12] = .black
                    _ = SnapshotVerifier.verify(image, at: location, diff: .exact, settings: settings)
                }
            }
        }
        let page = try String(contentsOfFile: folder.path + "/report/index.html", encoding: .utf8)
        for index in 0..<count { #expect(page.contains("shareCard.pair\(index)\""), "pair \(index)") }
        #expect(page.contains("<span class=\"failed\" data-count=\"failed\">\(count)</span>"))
    }
}
