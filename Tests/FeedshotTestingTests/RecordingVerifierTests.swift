import FeedshotTestSupport
import Foundation
import ImageCodecs
import ImageComparison
import Raster
import Testing
@testable import FeedshotTesting

/// Goldens of recordings: one animated PNG per recording, compared frame by frame at the host's
/// clock, the first differing frame reported with its artifacts, record modes as for snapshots.
@Suite struct RecordingVerifierTests {
    typealias Sandbox = SnapshotVerifierTests.Sandbox

    static func frame(_ shade: UInt8, mark: Int? = nil) -> Bitmap {
        var image = Bitmap(width: 12, height: 9, fill: PremultipliedRGBA(red: shade, green: 40, blue: 90, alpha: 255))
        if let mark { image[mark % 12, mark % 9] = PremultipliedRGBA(red: 255, green: 255, blue: 255, alpha: 255) }
        return image
    }

    /// Writes `frames` (one per frame time, at 30 fps) as an animated PNG and returns its path.
    static func recording(_ frames: [Bitmap], in folder: TemporaryFolder, name: String) throws -> String {
        let path = folder.file(name)
        let writer = try AnimatedPNGWriter(path: path, width: 12, height: 9, fps: 30)
        for frame in frames { try writer.append(frame) }
        try writer.finish()
        return path
    }

    func verify(_ frames: [Bitmap], _ mode: SnapshotRecordMode, in sandbox: Sandbox, diff: ImageDiff = .exact,
                name: String = "take") throws -> SnapshotVerification {
        let path = try Self.recording(frames, in: sandbox.folder, name: "\(name)-\(UInt64.random(in: 0...UInt64.max)).png")
        return RecordingVerifier.verify(recordingAt: path, at: sandbox.location("swipe", mode: mode), fps: 30, diff: diff,
                                        settings: sandbox.settings(mode))
    }

    static let take = [frame(10), frame(10), frame(60), frame(110, mark: 3), frame(110, mark: 3), frame(160)]

    @Test func aMissingGoldenIsRecordedThenMatchesInEveryMode() throws {
        let sandbox = try Sandbox()
        defer { sandbox.folder.remove() }
        let first = try verify(Self.take, .missing, in: sandbox)
        #expect(first.outcome == .recordedNew)
        let golden = sandbox.location("swipe").goldenPath
        #expect(golden.hasSuffix("/goldens/CardTests/shareCard.swipe.png"))
        #expect(first.failureMessage?.contains("Recorded a new golden recording \(golden) (6 frames at 30 fps, 4 stored, 12x9)") == true,
                "\(first.failureMessage ?? "")")
        let bytes = TemporaryFolder.bytes(at: golden)
        for mode in [SnapshotRecordMode.missing, .failed, .all, .never] {
            let again = try verify(Self.take, mode, in: sandbox)
            #expect(again.passed && again.outcome == .matched, "\(mode): \(again.failureMessage ?? "")")
            #expect(TemporaryFolder.bytes(at: golden) == bytes)
        }
    }

    @Test func theFirstDifferingFrameGetsTheArtifacts() throws {
        let sandbox = try Sandbox()
        defer { sandbox.folder.remove() }
        _ = try verify(Self.take, .missing, in: sandbox)
        var changed = Self.take
        changed[4] = Self.frame(110, mark: 5)  // frame 4 only
        changed[5] = Self.frame(170)
        let verification = try verify(changed, .missing, in: sandbox)
        #expect(verification.outcome == .failed)
        let message = verification.failureMessage ?? ""
        #expect(message.contains("frame 4 of 6 (t = 0.133 s) is the first that differs"), "\(message)")
        let artifacts = try #require(verification.artifacts)
        #expect(try ImageDecoder.decode(contentsOf: artifacts.expected).bitmap == Self.take[4])
        #expect(try ImageDecoder.decode(contentsOf: artifacts.actual).bitmap == changed[4])
        #expect(artifacts.diff != nil)
        // The whole recording is kept beside the frame's artifacts.
        let kept = sandbox.location("swipe").artifactsDirectory + "/actual-recording.png"
        #expect(try AnimatedPNGDecoder(contentsOf: kept).allFrames().count == 5)
        #expect(message.contains(kept))
    }

    @Test func timingAndLengthAreDifferences() throws {
        let sandbox = try Sandbox()
        defer { sandbox.folder.remove() }
        _ = try verify(Self.take, .missing, in: sandbox)
        // The same pictures, one frame time earlier: frame 1 shows what frame 2 showed.
        let early = try verify([Self.take[0]] + Self.take[2...] + [Self.take[5]], .missing, in: sandbox)
        #expect(early.failureMessage?.contains("frame 1 of 6") == true, "\(early.failureMessage ?? "")")
        // One frame longer at the end.
        let longer = try verify(Self.take + [Self.take[5]], .missing, in: sandbox)
        #expect(longer.failureMessage?.contains("every frame both have matches, but the golden has 6 frames and the recording 7")
                == true, "\(longer.failureMessage ?? "")")
        #expect(longer.artifacts == nil)
    }

    @Test func recordModesRewriteOnlyWhenAsked() throws {
        let sandbox = try Sandbox()
        defer { sandbox.folder.remove() }
        let golden = sandbox.location("swipe").goldenPath
        let off = try verify(Self.take, .never, in: sandbox)
        #expect(off.outcome == .failed && !FileManager.default.fileExists(atPath: golden))
        #expect(off.failureMessage?.contains("no golden recording") == true)
        _ = try verify(Self.take, .missing, in: sandbox)
        var changed = Self.take
        changed[0] = Self.frame(11)
        let failed = try verify(changed, .failed, in: sandbox)
        #expect(failed.outcome == .rerecorded && failed.failureMessage?.contains("Re-recorded") == true)
        #expect(try AnimatedPNGDecoder(contentsOf: golden).nextFrame()?.image == changed[0])
        // Within a tolerance the frames match; `all` still pins the new bytes (and fails once).
        let tolerant = ImageDiff(channelTolerance: 2)
        let all = try verify(Self.take, .all, in: sandbox, diff: tolerant)
        #expect(all.outcome == .rerecorded)
        #expect(try AnimatedPNGDecoder(contentsOf: golden).nextFrame()?.image == Self.take[0])
        #expect(try verify(Self.take, .all, in: sandbox, diff: tolerant).outcome == .matched)
    }

    @Test func anUnreadableGoldenFailsUnlessRecordingFailures() throws {
        let sandbox = try Sandbox()
        defer { sandbox.folder.remove() }
        let golden = sandbox.location("swipe").goldenPath
        try FileManager.default.createDirectory(atPath: (golden as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: golden))
        let verification = try verify(Self.take, .missing, in: sandbox)
        #expect(verification.failureMessage?.contains("the golden recording is unreadable") == true)
        #expect(try verify(Self.take, .failed, in: sandbox).outcome == .rerecorded)
        #expect(try verify(Self.take, .missing, in: sandbox).passed)
    }
}
