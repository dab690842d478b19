import FeedshotUI
import Foundation
import ImageComparison

/// Records a live `host` while `actions` run and asserts that the recording matches the golden
/// recording `name` of the calling test, frame by frame: the golden of a movement (a swipe, a
/// push, a spring).
///
/// ```swift
/// @Test func pagerSwipe() throws {
///     let host = ViewHost(Pager(), on: .iPhoneSE, renderer: Renderer(scale: 1))
///     try assertRecording(of: host, named: "swipe-up") { host in
///         host.drag(from: Point(x: 160, y: 450), to: Point(x: 160, y: 150), duration: 0.2)
///         host.advance(by: 0.5)
///     }
/// }
/// ```
///
/// The golden is one animated PNG at `Tests/<Target>/__Snapshots__/<TestFile>/<test>.<name>.png`
/// (plain PNG viewers show its first frame), recorded like `assertSnapshot`'s goldens
/// (``SnapshotRecordMode``; a missing golden is recorded and the test fails once, so it is looked
/// at). Each frame of the host's clock is compared with `diff` (timing counts: a frame shown
/// longer or shorter is a difference). On failure, the first frame that differs gets the usual
/// artifacts (`expected.png`, `actual.png`, `diff.png`, `side-by-side.png` of that frame), the
/// message names its number and time, and the whole recording is saved as
/// `actual-recording.png` beside them. Keep recordings small: scale 1 or 2, a second or two.
///
/// - Returns: Whether the recording matched (recording counts as a failure).
/// - Throws: What `actions` throw. Problems writing the recording are test failures.
@discardableResult
public func assertRecording(of host: ViewHost, named name: String, diff: ImageDiff = .exact,
                            fileID: String = #fileID, filePath: StaticString = #filePath,
                            function: String = #function, line: UInt = #line, column: UInt = #column,
                            _ actions: (ViewHost) throws -> Void) throws -> Bool {
    let settings = SnapshotSettings.current
    let location = SnapshotLocation(filePath: "\(filePath)", function: function, name: name, settings: settings)
    let scratch = NSTemporaryDirectory() + "feedshot-recording-\(ProcessInfo.processInfo.processIdentifier)-"
        + "\(UInt64.random(in: 0...UInt64.max)).png"
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let verification: SnapshotVerification
    do {
        try host.record(to: [.apng(scratch)], actions)
        verification = RecordingVerifier.verify(recordingAt: scratch, at: location, fps: host.framesPerSecond, diff: diff,
                                                settings: settings)
    } catch let error as RecordingError {
        verification = SnapshotVerification(outcome: .failed,
                                            failureMessage: "Recording \(location.snapshotName): could not record: \(error)")
    }
    if let message = verification.failureMessage {
        SnapshotIssueReporter.record(message, attaching: verification.attachments, fileID: fileID, filePath: filePath,
                                     line: line, column: column)
    }
    return verification.passed
}
