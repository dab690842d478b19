import Foundation
import Raster
import FeedshotTestSupport
import Testing
import XCTest
@testable import FeedshotTesting

/// `assertSnapshot` reports through Swift Testing here.
@Suite struct AssertSnapshotTests {
    @Test func matchingSnapshotPassesSilently() throws {
        let folder = try TemporaryFolder("feedshot-assert")
        defer { folder.remove() }
        let settings = SnapshotSettings(recordMode: .missing, artifactsDirectory: folder.path + "/a",
                                        snapshotRoot: folder.path + "/g")
        let image = Bitmap(width: 4, height: 4, fill: .white)
        try SnapshotSettings.withOverride(settings) {
            withKnownIssue("the first run records") {
                assertSnapshot(of: image, named: "white")
            }
            #expect(assertSnapshot(of: image, named: "white"))
            let golden = folder.path + "/g/AssertSnapshotTests/matchingSnapshotPassesSilently.white.png"
            #expect(FileManager.default.fileExists(atPath: golden))
            _ = try #require(TemporaryFolder.bytes(at: golden))
        }
    }

    @Test func failureIsAnIssueAtTheCallSite() throws {
        let folder = try TemporaryFolder("feedshot-assert")
        defer { folder.remove() }
        let settings = SnapshotSettings(recordMode: .never, artifactsDirectory: folder.path + "/a",
                                        snapshotRoot: folder.path + "/g")
        let line = #line + 3
        SnapshotSettings.withOverride(settings) {
            withKnownIssue {
                assertSnapshot(of: Bitmap(width: 2, height: 2, fill: .black), named: "missing")
            } matching: { issue in
                issue.sourceLocation?.line == line
                    && issue.sourceLocation?.fileName == "AssertSnapshotTests.swift"
                    && "\(issue)".contains("no golden image")
            }
        }
    }
}

/// `assertSnapshot` reports through XCTest here: failures are captured instead of failing.
final class AssertSnapshotXCTests: XCTestCase {
    private var failures: [(message: String, file: String, line: Int)] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        failures.append((description, filePath, lineNumber))
    }

    func testFailureIsReportedWithXCTFailAtTheCallSite() throws {
        let folder = try TemporaryFolder("feedshot-xctest")
        defer { folder.remove() }
        let settings = SnapshotSettings(recordMode: .never, artifactsDirectory: folder.path + "/a",
                                        snapshotRoot: folder.path + "/g")
        let line = #line + 2
        let passed = SnapshotSettings.withOverride(settings) {
            assertSnapshot(of: Bitmap(width: 2, height: 2, fill: .black), named: "missing")
        }
        XCTAssertFalse(passed)
        let captured = failures
        failures = []
        XCTAssertEqual(captured.count, 1)
        XCTAssertEqual(captured.first?.line, line)
        XCTAssertEqual(captured.first?.file, #filePath)
        XCTAssertTrue(captured.first?.message.contains("no golden image") == true)
        XCTAssertTrue(captured.first?.message.contains("testFailureIsReportedWithXCTFailAtTheCallSite.missing") == true)
    }

    func testFailureInADetachedTaskIsStillReported() async throws {
        let folder = try TemporaryFolder("feedshot-xctest")
        defer { folder.remove() }
        let settings = SnapshotSettings(recordMode: .never, artifactsDirectory: folder.path + "/a",
                                        snapshotRoot: folder.path + "/g")
        let passed = await Task.detached {
            SnapshotSettings.withOverride(settings) {
                assertSnapshot(of: Bitmap(width: 2, height: 2, fill: .black), named: "detached")
            }
        }.value
        XCTAssertFalse(passed)
        let captured = failures
        failures = []
        XCTAssertEqual(captured.count, 1, "reported once, through XCTFail")
    }

    func testMatchingSnapshotRecordsNoFailure() throws {
        let folder = try TemporaryFolder("feedshot-xctest")
        defer { folder.remove() }
        let settings = SnapshotSettings(recordMode: .missing, artifactsDirectory: folder.path + "/a",
                                        snapshotRoot: folder.path + "/g")
        let image = Bitmap(width: 3, height: 3, fill: .white)
        SnapshotSettings.withOverride(settings) {
            assertSnapshot(of: image, named: "white")  // records, and fails
            XCTAssertEqual(failures.count, 1)
            failures = []
            XCTAssertTrue(assertSnapshot(of: image, named: "white"))
        }
        XCTAssertTrue(failures.isEmpty)
    }
}
