import Foundation
import Geometry
import ImageCodecs
import ImageComparison
import Raster

/// Compares a recording (an animated PNG just written) with its golden animated PNG frame by
/// frame and records per the record mode: the decision behind
/// `assertRecording(of:named:diff:…)`, without the reporting, so it can be tested directly.
///
/// Both files are read one frame at a time (``AnimatedPNGDecoder``) and expanded to the frames
/// of the host's clock (a stored frame shown for three frame times counts three times), so a
/// change of timing is a difference like a change of pixels. The first frame that differs
/// (by `diff`) gets the usual artifact set — `expected.png`, `actual.png`, `diff.png`,
/// `side-by-side.png` of that frame — and the message names its number and time; the whole
/// recording is kept beside them as `actual-recording.png`.
enum RecordingVerifier {
    /// The result of reading both recordings up to the first difference.
    struct Comparison {
        /// The first differing frame's number and its comparison, if any frame differs.
        var difference: (index: Int, result: ImageDiffResult)?
        var expectedFrames: Int
        var actualFrames: Int

        var passed: Bool { difference == nil && expectedFrames == actualFrames }
    }

    static func verify(recordingAt actualPath: String, at location: SnapshotLocation, fps: Double, diff: ImageDiff,
                       settings: SnapshotSettings) -> SnapshotVerification {
        if let problem = settings.problem {
            return failure("Recording \(location.snapshotName): \(problem).")
        }
        let golden = location.goldenPath
        let mode = settings.recordMode
        guard let actualBytes = FileManager.default.contents(atPath: actualPath).map([UInt8].init) else {
            return failure("Recording \(location.snapshotName): cannot read the recording just written at \(actualPath).")
        }
        guard FileManager.default.fileExists(atPath: golden) else {
            guard mode.recordsMissing else {
                let kept = keep(actualBytes, in: location)
                let reason = settings.recordModeNote ?? "\(SnapshotRecordMode.environmentVariable)=never"
                return failure("Recording \(location.snapshotName): no golden recording at \(golden), and recording is off "
                               + "(\(reason)).\(kept)\nRecord it locally with \(SnapshotRecordMode.environmentVariable)=missing.")
            }
            var verification = record(actualBytes, at: location,
                                      message: "Recorded a new golden recording \(golden) (\(describe(actualPath, fps: fps))). "
                                          + "Look at its first, a middle and its last frame before committing it; the next "
                                          + "run compares against it.")
            if verification.outcome == .rerecorded { verification.outcome = .recordedNew }
            return verification
        }
        guard let goldenBytes = FileManager.default.contents(atPath: golden).map([UInt8].init) else {
            return failure("Recording \(location.snapshotName): cannot read the golden recording \(golden).")
        }
        if goldenBytes == actualBytes { return SnapshotVerification(outcome: .matched) }

        let comparison: Comparison
        do {
            comparison = try compare(expected: AnimatedPNGDecoder(data: goldenBytes, name: golden),
                                     actual: AnimatedPNGDecoder(data: actualBytes, name: actualPath), fps: fps, diff: diff)
        } catch {
            if mode.recordsFailures {
                return record(actualBytes, at: location, message: "Re-recorded the unreadable golden recording \(golden) (\(error))")
            }
            return failure("Recording \(location.snapshotName): the golden recording is unreadable: \(error). "
                           + "Delete it or re-record with \(SnapshotRecordMode.environmentVariable)=failed.")
        }
        if comparison.passed {
            guard mode == .all else { return SnapshotVerification(outcome: .matched) }
            return record(actualBytes, at: location, passesWhenUnchanged: true,
                          message: "Re-recorded \(golden) (\(SnapshotRecordMode.environmentVariable)=all): every frame matches")
        }

        var summary: String
        var artifacts: ImageDiffArtifacts?
        var notes = ""
        if let (index, result) = comparison.difference {
            summary = "frame \(index) of \(comparison.actualFrames) (t = \(String(format: "%.3f", Double(index) / fps)) s) is "
                + "the first that differs: \(result.summary)"
            if comparison.expectedFrames != comparison.actualFrames {
                summary += "\nThe golden has \(comparison.expectedFrames) frames, the recording \(comparison.actualFrames)."
            }
            do {
                artifacts = try result.writeArtifacts(to: location.artifactsDirectory)
            } catch {
                notes += "\n(Could not write the failure artifacts: \(error).)"
            }
            if let png = try? ImageDiffResult.encode(result.expected, for: golden) {
                notes += SnapshotReporting.add(result, goldenPNG: png, at: location, settings: settings)
            }
        } else {
            summary = "every frame both have matches, but the golden has \(comparison.expectedFrames) frames and the "
                + "recording \(comparison.actualFrames)"
        }
        notes += keep(actualBytes, in: location)
        let listing = artifacts.map { "\n" + describe($0) } ?? ""
        if mode.recordsFailures {
            var verification = record(actualBytes, at: location, message: "Re-recorded \(golden): " + summary + listing + notes)
            verification.artifacts = artifacts
            verification.attachments = artifacts?.paths ?? verification.attachments
            return verification
        }
        let hint = settings.recordModeNote.map { "\n(Recording is off: \($0).)" }
            ?? "\nIf the change is intended, re-record with \(SnapshotRecordMode.environmentVariable)=failed."
        return SnapshotVerification(outcome: .failed,
                                    failureMessage: "Recording \(location.snapshotName) does not match \(golden): \(summary)"
                                        + listing + notes + hint,
                                    artifacts: artifacts, attachments: artifacts?.paths ?? [])
    }

    /// Reads both recordings frame by frame (each stored frame counted as many frame times as
    /// its delay lasts at `fps`) up to the first frame that differs by `diff`.
    static func compare(expected: AnimatedPNGDecoder, actual: AnimatedPNGDecoder, fps: Double,
                        diff: ImageDiff) throws(ImageDecodingError) -> Comparison {
        var expectedStream = FrameStream(expected, fps: fps), actualStream = FrameStream(actual, fps: fps)
        var index = 0
        var lastResult: (expected: Int, actual: Int, passed: Bool)?
        while true {
            let left = try expectedStream.next(), right = try actualStream.next()
            guard let left, let right else {
                // One ran out: count the rest of the other.
                var expectedCount = index + (left == nil ? 0 : 1), actualCount = index + (right == nil ? 0 : 1)
                while try expectedStream.next() != nil { expectedCount += 1 }
                while try actualStream.next() != nil { actualCount += 1 }
                return Comparison(difference: nil, expectedFrames: expectedCount, actualFrames: actualCount)
            }
            // Compare only when either side moved on to another stored frame.
            if lastResult == nil || lastResult?.expected != left.stored || lastResult?.actual != right.stored {
                let result = diff.compare(expected: left.image, actual: right.image)
                if !result.passed {
                    var expectedCount = index + 1, actualCount = index + 1
                    while try expectedStream.next() != nil { expectedCount += 1 }
                    while try actualStream.next() != nil { actualCount += 1 }
                    return Comparison(difference: (index, result), expectedFrames: expectedCount, actualFrames: actualCount)
                }
                lastResult = (left.stored, right.stored, true)
            }
            index += 1
        }
    }

    /// The frames of an animated PNG at the host's clock: each stored frame repeated for as many
    /// frame times as its delay lasts (at least one).
    struct FrameStream {
        let decoder: AnimatedPNGDecoder
        let fps: Double
        private var current: AnimatedPNGDecoder.Frame?
        private var remaining = 0

        init(_ decoder: AnimatedPNGDecoder, fps: Double) {
            self.decoder = decoder
            self.fps = fps
        }

        /// The next frame time's image and the number of the stored frame it comes from.
        mutating func next() throws(ImageDecodingError) -> (image: Bitmap, stored: Int)? {
            while remaining == 0 {
                guard let frame = try decoder.nextFrame() else { return nil }
                current = frame
                remaining = decoder.isAnimated ? max(1, Int((frame.delay.seconds * fps).rounded())) : 1
            }
            remaining -= 1
            return current.map { ($0.image, $0.index) }
        }
    }

    // MARK: Files

    /// Writes the recording as the golden (unless it already holds these bytes). Recording always
    /// fails the test, so that nothing is accepted without a look.
    private static func record(_ bytes: [UInt8], at location: SnapshotLocation, passesWhenUnchanged: Bool = false,
                               message: String) -> SnapshotVerification {
        let golden = location.goldenPath
        if let existing = FileManager.default.contents(atPath: golden).map([UInt8].init), existing == bytes {
            return passesWhenUnchanged ? SnapshotVerification(outcome: .matched) : failure(message)
        }
        do {
            try ImageDiffResult.createFolder((golden as NSString).deletingLastPathComponent)
            try ImageDiffResult.write(bytes, to: golden)
            return SnapshotVerification(outcome: .rerecorded, failureMessage: message, attachments: [golden])
        } catch {
            return failure("Recording \(location.snapshotName): could not record \(golden): \(error).")
        }
    }

    /// Keeps the recording in the artifacts folder; returns a note for the message.
    private static func keep(_ bytes: [UInt8], in location: SnapshotLocation) -> String {
        let path = location.artifactsDirectory + "/actual-recording.png"
        do {
            try ImageDiffResult.createFolder(location.artifactsDirectory)
            try ImageDiffResult.write(bytes, to: path)
            return "\nThe whole recording is at \(path)."
        } catch {
            return "\n(Could not save the recording: \(error).)"
        }
    }

    /// "N frames (M stored), W x H".
    private static func describe(_ path: String, fps: Double) -> String {
        guard let decoder = try? AnimatedPNGDecoder(contentsOf: path) else { return "unreadable" }
        var frames = FrameStream(decoder, fps: fps), count = 0
        while (try? frames.next()) != nil { count += 1 }
        return "\(count) frames at \(fps.compactDescription) fps, \(decoder.frameCount) stored, \(decoder.width)x\(decoder.height)"
    }

    private static func describe(_ artifacts: ImageDiffArtifacts) -> String {
        var lines = ["Artifacts of that frame in \(artifacts.directory):", "  side by side: \(artifacts.sideBySide)"]
        if let diff = artifacts.diff { lines.append("  diff:         \(diff)") }
        lines.append("  expected:     \(artifacts.expected)")
        lines.append("  actual:       \(artifacts.actual)")
        return lines.joined(separator: "\n")
    }

    private static func failure(_ message: String) -> SnapshotVerification {
        SnapshotVerification(outcome: .failed, failureMessage: message)
    }
}
