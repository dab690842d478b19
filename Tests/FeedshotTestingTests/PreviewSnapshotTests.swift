import Foundation
import FeedshotTestSupport
import FeedshotUI
import Testing
import XCTest
@testable import FeedshotTesting

#if PreviewMacros  // The fixtures' `#Preview`s exist with the trait only.
/// `assertPreviewSnapshots()` pins every preview of the modules it is given, each in a worker
/// process: the previews of `PreviewFixtures` (two of which trap on purpose) and of this file.
@Suite struct PreviewSnapshotTests {
    /// The goldens of PreviewFixtures' previews, at scale 1, under `__Snapshots__/PreviewSnapshotTests/`.
    /// The two trapping previews are reported by name, as known issues, and the others still run.
    @Test func previews() {
        let log = IssueLog()
        withKnownIssue("two fixture previews trap on purpose") {
            assertPreviewSnapshots(inModules: ["PreviewFixtures"], scale: 1)
        } matching: { issue in
            log.append("\(issue)")
            return "\(issue)".contains("trapped")
        }
        let messages = log.messages
        #expect(messages.count == 2)
        let missingImage = messages.first { $0.contains("Preview TrappingPreviews.Missing-image") }
        #expect(missingImage?.contains("(PreviewFixtures/TrappingPreviews.swift:12) trapped (signal") == true)
        #expect(missingImage?.contains("The badge image 'apollo1-badge' is missing") == true)
        #expect(messages.contains { $0.contains("Preview Hatch_Previews.Broken (PreviewFixtures.Hatch_Previews) trapped") })
    }

    @Test func theFirstRunRecordsEveryPreview() throws {
        let folder = try TemporaryFolder("feedshot-previews")
        defer { folder.remove() }
        let settings = SnapshotSettings(recordMode: .missing, artifactsDirectory: folder.path + "/a",
                                        snapshotRoot: folder.path + "/g")
        let log = IssueLog()
        SnapshotSettings.withOverride(settings) {
            withKnownIssue {
                assertPreviewSnapshots(inModules: ["PreviewFixtures"], scale: 1)
            } matching: { issue in
                log.append("\(issue)")
                return true
            }
        }
        let recorded = log.messages.filter { $0.contains("Recorded a new golden image") }
        #expect(recorded.count == 10)
        #expect(log.messages.filter { $0.contains("trapped") }.count == 2)
        for name in ["CrewRow_Previews.Armstrong", "MissionBadge.Apollo-11", "MissionBadge.Pager", "Hatch_Previews.Closed"] {
            let golden = folder.path + "/g/PreviewSnapshotTests/theFirstRunRecordsEveryPreview.\(name).png"
            #expect(FileManager.default.fileExists(atPath: golden), "\(golden)")
        }
    }

    @Test func aChangedPreviewFailsWithArtifacts() throws {
        let folder = try TemporaryFolder("feedshot-previews")
        defer { folder.remove() }
        // The committed goldens, under this test's name, one of them replaced by another image.
        let committed = Self.snapshotsFolder + "/PreviewSnapshotTests"
        for file in try FileManager.default.contentsOfDirectory(atPath: committed) where file.hasPrefix("previews.") {
            let copy = file.replacingOccurrences(of: "previews.", with: "aChangedPreviewFailsWithArtifacts.")
            try folder.write("g/PreviewSnapshotTests/" + copy, bytes: TemporaryFolder.bytes(at: committed + "/" + file) ?? [])
        }
        try folder.write("g/PreviewSnapshotTests/aChangedPreviewFailsWithArtifacts.MissionBadge.Apollo-11.png",
                         bytes: TemporaryFolder.bytes(at: committed + "/previews.MissionBadge.Pager.png") ?? [])
        let settings = SnapshotSettings(recordMode: .never, artifactsDirectory: folder.path + "/a",
                                        snapshotRoot: folder.path + "/g")
        let log = IssueLog()
        SnapshotSettings.withOverride(settings) {
            withKnownIssue {
                assertPreviewSnapshots(inModules: ["PreviewFixtures"], scale: 1)
            } matching: { issue in
                log.append("\(issue)")
                return true
            }
        }
        let changed = log.messages.filter { !$0.contains("trapped") }
        #expect(changed.count == 1)
        #expect(changed.first?.contains("Preview MissionBadge.Apollo-11 (PreviewFixtures/MissionBadge.swift:46)") == true)
        #expect(changed.first?.contains("does not match") == true)
        let artifacts = folder.path + "/a/FeedshotTestingTests/PreviewSnapshotTests/aChangedPreviewFailsWithArtifacts.MissionBadge.Apollo-11"
        #expect(FileManager.default.fileExists(atPath: artifacts + "/side-by-side.png"))
        #expect(changed.first?.contains(artifacts) == true)
    }

    @Test func inProcessRunsInThisProcess() throws {
        let folder = try TemporaryFolder("feedshot-previews")
        defer { folder.remove() }
        let settings = SnapshotSettings(recordMode: .missing, artifactsDirectory: folder.path + "/a",
                                        snapshotRoot: folder.path + "/g")
        let log = IssueLog()
        SnapshotSettings.withOverride(settings) {
            withKnownIssue {
                assertPreviewSnapshots(inModules: ["FeedshotTestingTests"], scale: 1, isolation: .inProcess)
            } matching: { issue in
                log.append("\(issue)")
                return true
            }
        }
        #expect(log.messages.count == 1)
        #expect(log.messages.first?.contains("Preview PreviewSnapshotTests.Checklist") == true)
        #expect(FileManager.default.fileExists(
            atPath: folder.path + "/g/PreviewSnapshotTests/inProcessRunsInThisProcess.PreviewSnapshotTests.Checklist.png"))
    }

    @Test func variantsPinEachPreviewOncePerVariant() throws {
        let folder = try TemporaryFolder("feedshot-previews")
        defer { folder.remove() }
        let settings = SnapshotSettings(recordMode: .missing, artifactsDirectory: folder.path + "/a",
                                        snapshotRoot: folder.path + "/g")
        let log = IssueLog()
        SnapshotSettings.withOverride(settings) {
            withKnownIssue {
                assertPreviewSnapshots(inModules: ["FeedshotTestingTests"], variants: [.dark, .rightToLeft + .iPad],
                                       scale: 1, isolation: .inProcess)
            } matching: { issue in
                log.append("\(issue)")
                return true
            }
        }
        #expect(log.messages.count == 2)
        let stem = folder.path + "/g/PreviewSnapshotTests/variantsPinEachPreviewOncePerVariant.PreviewSnapshotTests.Checklist"
        let dark = try #require(TemporaryFolder.bytes(at: stem + ".dark.png"))
        let mirrored = try #require(TemporaryFolder.bytes(at: stem + ".rtl-ipad.png"))
        #expect(dark != mirrored)
    }

    /// This test target's `__Snapshots__` folder.
    static let snapshotsFolder = ((#filePath as NSString).deletingLastPathComponent as NSString)
        .appendingPathComponent("__Snapshots__")
}
#endif

/// The XCTest form: inside a test case, `assertPreviewSnapshots()` is `XCTestCase`'s method.
final class PreviewSnapshotXCTests: XCTestCase {
    func testPreviewsOfThisModule() {
        XCTAssertTrue(assertPreviewSnapshots(inModules: ["FeedshotTestingTests"], scale: 1))
    }
}

/// Issues seen by a `withKnownIssue` matcher, which may run on any thread.
private final class IssueLog: @unchecked Sendable {
    // Unchecked: every access holds the lock.
    private let lock = NSLock()
    private var stored: [String] = []

    func append(_ message: String) {
        lock.lock()
        stored.append(message)
        lock.unlock()
    }

    var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

#if PreviewMacros
#Preview("Checklist", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: 4) {
        Label("Suits", systemImage: "checkmark.circle.fill")
        Label("Hatch", systemImage: "circle")
    }
    .padding(8)
}
#endif
