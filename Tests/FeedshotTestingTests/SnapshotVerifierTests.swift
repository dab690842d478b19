import Foundation
import ImageCodecs
import Raster
import FeedshotTestSupport
import Testing
@testable import FeedshotTesting

@Suite struct SnapshotVerifierTests {
    /// A snapshot rooted in a temporary folder: goldens in `<folder>/goldens`, artifacts in
    /// `<folder>/artifacts`.
    struct Sandbox {
        let folder: TemporaryFolder

        init() throws { folder = try TemporaryFolder("feedshot-snapshots") }

        func settings(_ mode: SnapshotRecordMode) -> SnapshotSettings {
            SnapshotSettings(recordMode: mode, artifactsDirectory: folder.path + "/artifacts",
                             snapshotRoot: folder.path + "/goldens")
        }

        func location(_ name: String = "card", mode: SnapshotRecordMode = .missing) -> SnapshotLocation {
            SnapshotLocation(filePath: "/repo/Tests/FeedsTests/CardTests.swift", function: "shareCard()",
                             name: name, settings: settings(mode))
        }

        func verify(_ image: Bitmap, _ mode: SnapshotRecordMode, diff: ImageDiff = .exact,
                    name: String = "card") -> SnapshotVerification {
            SnapshotVerifier.verify(image, at: location(name, mode: mode), diff: diff, settings: settings(mode))
        }
    }

    static func card(accent: PremultipliedRGBA = PremultipliedRGBA(red: 26, green: 26, blue: 51, alpha: 255)) -> Bitmap {
        var image = TestImages.glyph(offset: 0.25, width: 40, height: 48)
        for y in 0..<6 { for x in 0..<40 { image[x, y] = accent } }
        image[39, 47] = PremultipliedRGBA(red: 0, green: 0, blue: 60, alpha: 128)  // keep an alpha channel
        return image
    }

    @Test func recordThenVerifyLeavesGoldensByteIdentical() throws {
        let sandbox = try Sandbox()
        defer { sandbox.folder.remove() }
        let image = Self.card()
        let golden = sandbox.location().goldenPath
        #expect(golden == sandbox.folder.path + "/goldens/CardTests/shareCard.card.png")

        let first = sandbox.verify(image, .missing)
        #expect(first.outcome == .recordedNew)
        #expect(first.failureMessage?.contains("Recorded a new golden image \(golden)") == true)
        #expect(first.attachments == [golden])
        let recorded = try #require(TemporaryFolder.bytes(at: golden))
        let identity = TemporaryFolder.identity(of: golden)
        // The golden decodes to exactly the rendered pixels.
        #expect(try ImageDecoder.decode(data: recorded, name: golden).bitmap.pixels == image.pixels)

        for mode in [SnapshotRecordMode.missing, .failed, .all, .never] {
            let again = sandbox.verify(image, mode)
            #expect(again.passed && again.outcome == .matched, "mode \(mode): \(again.failureMessage ?? "")")
            #expect(TemporaryFolder.bytes(at: golden) == recorded, "mode \(mode)")
            #expect(TemporaryFolder.identity(of: golden) == identity, "mode \(mode) rewrote the file")
        }
        #expect(!FileManager.default.fileExists(atPath: sandbox.folder.path + "/artifacts"))
    }

    @Test func missingGoldenWithRecordingOffFailsAndKeepsTheRenderedImage() throws {
        let sandbox = try Sandbox()
        defer { sandbox.folder.remove() }
        let verification = sandbox.verify(Self.card(), .never)
        #expect(verification.outcome == .failed)
        let message = try #require(verification.failureMessage)
        #expect(message.contains("no golden image at \(sandbox.location().goldenPath)"))
        #expect(message.contains("FEEDSHOT_SNAPSHOT_RECORD=missing"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.location().goldenPath))
        let actual = sandbox.location().artifactsDirectory + "/actual.png"
        #expect(message.contains(actual))
        #expect(FileManager.default.fileExists(atPath: actual))
        #expect(verification.attachments == [actual])
    }

    @Test func ciNoteExplainsWhyNothingWasRecorded() throws {
        let sandbox = try Sandbox()
        defer { sandbox.folder.remove() }
        var settings = SnapshotSettings(environment: ["CI": "true", "FEEDSHOT_SNAPSHOT_RECORD": "missing"])
        settings.snapshotRoot = sandbox.folder.path + "/goldens"
        settings.artifactsDirectory = sandbox.folder.path + "/artifacts"
        let verification = SnapshotVerifier.verify(Self.card(), at: sandbox.location(), diff: .exact, settings: settings)
        #expect(verification.failureMessage?.contains("because CI is set") == true)
    }

    @Test func mismatchFailsListingArtifactsAndKeepsTheGolden() throws {
        let sandbox = try Sandbox()
        defer { sandbox.folder.remove() }
        _ = sandbox.verify(Self.card(), .missing)
        let golden = sandbox.location().goldenPath
        let recorded = try #require(TemporaryFolder.bytes(at: golden))
        var changed = Self.card()
        changed[20, 30] = PremultipliedRGBA(red: 200, green: 0, blue: 0, alpha: 255)

        let verification = sandbox.verify(changed, .missing)
        #expect(verification.outcome == .failed)
        let message = try #require(verification.failureMessage)
        let artifacts = try #require(verification.artifacts)
        #expect(artifacts.paths.count == 4)
        #expect(verification.attachments == artifacts.paths)
        for path in artifacts.paths {
            #expect(message.contains(path))
            #expect(FileManager.default.fileExists(atPath: path))
        }
        #expect(message.contains("1 of 1920 pixels differ"))
        #expect(message.contains("FEEDSHOT_SNAPSHOT_RECORD=failed"))
        #expect(artifacts.directory == sandbox.folder.path + "/artifacts/FeedsTests/CardTests/shareCard.card")
        // expected.png is the golden itself; actual.png decodes to the rendered image.
        #expect(TemporaryFolder.bytes(at: artifacts.expected) == recorded)
        let actual = try ImageDecoder.decode(contentsOf: artifacts.actual).bitmap
        #expect(actual.pixels == changed.pixels)
        #expect(TemporaryFolder.bytes(at: golden) == recorded)
    }

    @Test func failedModeRerecordsAndStillFails() throws {
        let sandbox = try Sandbox()
        defer { sandbox.folder.remove() }
        _ = sandbox.verify(Self.card(), .missing)
        let changed = Self.card(accent: PremultipliedRGBA(red: 51, green: 51, blue: 77, alpha: 255))
        let verification = sandbox.verify(changed, .failed)
        #expect(verification.outcome == .rerecorded)
        #expect(verification.failureMessage?.hasPrefix("Re-recorded") == true)
        #expect(verification.artifacts != nil)
        #expect(sandbox.verify(changed, .never).passed)
    }

    @Test func allModeRewritesAGoldenThatPassesWithinToleranceWhenItsBytesChange() throws {
        let sandbox = try Sandbox()
        defer { sandbox.folder.remove() }
        let grey = Bitmap(width: 20, height: 20, fill: PremultipliedRGBA(red: 128, green: 128, blue: 128, alpha: 255))
        let lighter = Bitmap(width: 20, height: 20, fill: PremultipliedRGBA(red: 129, green: 129, blue: 129, alpha: 255))
        _ = sandbox.verify(grey, .missing)
        #expect(sandbox.verify(lighter, .missing, diff: .tolerant).passed)
        #expect(sandbox.verify(lighter, .failed, diff: .tolerant).passed)
        let all = sandbox.verify(lighter, .all, diff: .tolerant)
        #expect(all.outcome == .rerecorded && !all.passed)
        #expect(sandbox.verify(lighter, .never).passed)
    }

    @Test func corruptGoldenFailsUnlessRecordingFailures() throws {
        let sandbox = try Sandbox()
        defer { sandbox.folder.remove() }
        let golden = sandbox.location().goldenPath
        try FileManager.default.createDirectory(atPath: (golden as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: golden))
        let broken = sandbox.verify(Self.card(), .missing)
        #expect(broken.outcome == .failed)
        #expect(broken.failureMessage?.contains("unreadable") == true)
        #expect(broken.failureMessage?.contains(golden) == true)
        #expect(sandbox.verify(Self.card(), .failed).outcome == .rerecorded)
        #expect(sandbox.verify(Self.card(), .never).passed)
    }

    @Test func sizeChangeFailsWithBothSizes() throws {
        let sandbox = try Sandbox()
        defer { sandbox.folder.remove() }
        _ = sandbox.verify(Bitmap(width: 10, height: 10, fill: .white), .missing)
        let verification = sandbox.verify(Bitmap(width: 10, height: 11, fill: .white), .missing)
        #expect(verification.failureMessage?.contains("expected 10x10, actual 10x11") == true)
        #expect(verification.artifacts?.diff == nil)
    }

    @Test func unknownRecordModeFailsBeforeTouchingFiles() throws {
        let sandbox = try Sandbox()
        defer { sandbox.folder.remove() }
        var settings = SnapshotSettings(environment: ["FEEDSHOT_SNAPSHOT_RECORD": "sometimes"])
        settings.snapshotRoot = sandbox.folder.path + "/goldens"
        let verification = SnapshotVerifier.verify(Self.card(), at: sandbox.location(), diff: .exact, settings: settings)
        #expect(verification.failureMessage?.contains("sometimes") == true)
        #expect(!FileManager.default.fileExists(atPath: sandbox.folder.path + "/goldens"))
    }
}
