import Foundation
import ImageCodecs
import Raster

/// What checking one snapshot did, and the failure message to report, if any.
struct SnapshotVerification: Sendable {
    enum Outcome: Sendable, Equatable {
        /// The image matched its golden; nothing was written.
        case matched
        /// There was no golden; the image was recorded as one.
        case recordedNew
        /// The golden was rewritten with the image.
        case rerecorded
        /// The snapshot failed and nothing was recorded.
        case failed
    }

    var outcome: Outcome
    /// The message for the test failure; nil when the snapshot passed.
    var failureMessage: String?
    /// The failure artifacts written, if any.
    var artifacts: ImageDiffArtifacts?

    /// Images worth attaching to the failure: the artifacts, or the golden just recorded.
    var attachments: [String] = []

    var passed: Bool { failureMessage == nil }
}

/// Compares an image with its golden and records per the record mode: the whole decision
/// behind ``assertSnapshot(of:named:diff:fileID:filePath:function:line:column:)``, without the
/// reporting, so it can be tested directly.
enum SnapshotVerifier {
    static func verify(_ image: Bitmap, at location: SnapshotLocation, diff: ImageDiff,
                       settings: SnapshotSettings) -> SnapshotVerification {
        if let problem = settings.problem {
            return failure("Snapshot \(location.snapshotName): \(problem).")
        }
        let mode = settings.recordMode
        let golden = location.goldenPath
        guard FileManager.default.fileExists(atPath: golden) else {
            return recordMissing(image, at: location, settings: settings)
        }
        guard let goldenData = FileManager.default.contents(atPath: golden) else {
            return failure("Snapshot \(location.snapshotName): cannot read the golden image \(golden).")
        }
        let goldenBytes = [UInt8](goldenData)
        let expected: Bitmap
        do {
            expected = try ImageDecoder.decode(data: goldenBytes, name: golden).bitmap
        } catch {
            if mode.recordsFailures {
                return record(image, over: goldenBytes, at: location,
                              message: "Re-recorded the unreadable golden image \(golden) (\(error))")
            }
            return failure("Snapshot \(location.snapshotName): the golden image is unreadable: \(error). "
                           + "Delete it or re-record with \(SnapshotRecordMode.environmentVariable)=failed.")
        }

        let result = diff.compare(expected: expected, actual: image)
        if result.passed {
            guard mode == .all else { return SnapshotVerification(outcome: .matched) }
            // Within the tolerance, but `all` pins the new bytes when they differ.
            return record(image, over: goldenBytes, at: location, passesWhenUnchanged: true,
                          message: "Re-recorded \(golden) (\(SnapshotRecordMode.environmentVariable)=all): "
                              + result.summary)
        }

        var artifacts: ImageDiffArtifacts?
        var artifactNote = ""
        do {
            artifacts = try result.writeArtifacts(to: location.artifactsDirectory, expectedPNG: goldenBytes)
        } catch {
            artifactNote = "\n(Could not write the failure artifacts: \(error).)"
        }
        let listing = artifacts.map { "\n" + describe($0) } ?? ""
        artifactNote += SnapshotReporting.add(result, goldenPNG: goldenBytes, at: location, settings: settings)
        if mode.recordsFailures {
            var verification = record(image, over: goldenBytes, at: location,
                                      message: "Re-recorded \(golden): \(result.summary)" + listing + artifactNote)
            verification.artifacts = artifacts
            verification.attachments = artifacts?.paths ?? verification.attachments
            return verification
        }
        let hint = settings.recordModeNote.map { "\n(Recording is off: \($0).)" }
            ?? "\nIf the change is intended, re-record with \(SnapshotRecordMode.environmentVariable)=failed."
        return SnapshotVerification(
            outcome: .failed,
            failureMessage: "Snapshot \(location.snapshotName) does not match \(golden):\n\(result.summary)"
                + listing + artifactNote + hint,
            artifacts: artifacts, attachments: artifacts?.paths ?? [])
    }

    /// No golden yet: record it unless recording is off.
    private static func recordMissing(_ image: Bitmap, at location: SnapshotLocation,
                                      settings: SnapshotSettings) -> SnapshotVerification {
        let golden = location.goldenPath
        guard settings.recordMode.recordsMissing else {
            // Keep the rendered image where CI can collect it.
            let actualPath = location.artifactsDirectory + "/actual.png"
            var saved = "", attachments = [String]()
            do {
                try ImageDiffResult.createFolder(location.artifactsDirectory)
                try ImageDiffResult.write(ImageDiffResult.encode(image, for: actualPath), to: actualPath)
                saved = "\nThe rendered image is at \(actualPath)."
                attachments = [actualPath]
            } catch {
                saved = "\n(Could not save the rendered image: \(error).)"
            }
            let reason = settings.recordModeNote ?? "\(SnapshotRecordMode.environmentVariable)=never"
            var verification = failure("Snapshot \(location.snapshotName): no golden image at \(golden), and recording "
                                       + "is off (\(reason)).\(saved)\nRecord it locally with "
                                       + "\(SnapshotRecordMode.environmentVariable)=missing.")
            verification.attachments = attachments
            verification.failureMessage? += SnapshotReporting.addNew(image, at: location, settings: settings,
                                                                     recorded: false)
            return verification
        }
        var verification = record(image, over: nil, at: location,
                                  message: "Recorded a new golden image \(golden) (\(image.width)x\(image.height)). "
                                      + "Look at it before committing it; the next run compares against it.")
        if verification.outcome == .rerecorded { verification.outcome = .recordedNew }
        verification.failureMessage? += SnapshotReporting.addNew(image, at: location, settings: settings, recorded: true)
        return verification
    }

    /// Writes `image` as the golden, unless the file already holds exactly its bytes. Recording
    /// always fails the test, so that nothing is accepted without a look.
    private static func record(_ image: Bitmap, over existing: [UInt8]?, at location: SnapshotLocation,
                               passesWhenUnchanged: Bool = false, message: String) -> SnapshotVerification {
        let golden = location.goldenPath
        do {
            let bytes = try ImageDiffResult.encode(image, for: golden)
            if let existing, existing == bytes {
                // The golden already holds these bytes: never rewrite it. That is a pass when the
                // comparison passed (mode `all`), and a failure otherwise.
                return passesWhenUnchanged ? SnapshotVerification(outcome: .matched) : failure(message)
            }
            try ImageDiffResult.createFolder((golden as NSString).deletingLastPathComponent)
            try ImageDiffResult.write(bytes, to: golden)
            return SnapshotVerification(outcome: .rerecorded, failureMessage: message, attachments: [golden])
        } catch {
            return failure("Snapshot \(location.snapshotName): could not record \(golden): \(error).")
        }
    }

    private static func failure(_ message: String) -> SnapshotVerification {
        SnapshotVerification(outcome: .failed, failureMessage: message)
    }

    private static func describe(_ artifacts: ImageDiffArtifacts) -> String {
        var lines = ["Artifacts in \(artifacts.directory):", "  side by side: \(artifacts.sideBySide)"]
        if let diff = artifacts.diff { lines.append("  diff:         \(diff)") }
        lines.append("  expected:     \(artifacts.expected)")
        lines.append("  actual:       \(artifacts.actual)")
        return lines.joined(separator: "\n")
    }
}
