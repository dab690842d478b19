import Raster

// The overload for views (`assertSnapshot(of view:, size:, scale:, named:, diff:, …)`) belongs in
// its own file, `AssertSnapshot+View.swift`, once FeedshotUI can render: it draws the view into a
// `Bitmap` and calls the function below, passing `fileID`, `filePath`, `function`, `line` and
// `column` through unchanged so that goldens and failures keep pointing at the test.

/// Asserts that `image` matches the golden image `name` of the calling test, recording the
/// golden when it is missing (see ``SnapshotRecordMode``).
///
/// Works under Swift Testing (the failure is an `Issue` at the call site) and XCTest
/// (`XCTFail` at the call site), whichever runs the caller.
///
/// The golden lives at `Tests/<Target>/__Snapshots__/<TestFile>/<test>.<name>.png`, where
/// `<test>` is the test function's name up to its first parenthesis; in a parameterised test,
/// make `name` include the argument. When the comparison fails, `expected.png`, `actual.png`,
/// `diff.png` and `side-by-side.png` are written under `FEEDSHOT_SNAPSHOT_ARTIFACTS` (default:
/// `feedshot-snapshots` in the temporary folder) and their paths are in the failure message.
///
/// ```swift
/// @Test func shareCard() throws {
///     let card = try renderShareCard(for: .apollo11)
///     assertSnapshot(of: card, named: "apollo11")
///     assertSnapshot(of: card, named: "apollo11-tolerant", diff: .tolerant)
/// }
/// ```
///
/// - Parameters:
///   - image: The rendered image.
///   - name: The snapshot's name, unique within the test function.
///   - diff: How to compare (``ImageDiff/exact`` unless the test opts into a tolerance).
/// - Returns: Whether the snapshot matched (recording counts as a failure).
@discardableResult
public func assertSnapshot(of image: Bitmap, named name: String, diff: ImageDiff = .exact,
                           fileID: String = #fileID, filePath: StaticString = #filePath,
                           function: String = #function, line: UInt = #line, column: UInt = #column) -> Bool {
    let settings = SnapshotSettings.current
    let location = SnapshotLocation(filePath: "\(filePath)", function: function, name: name, settings: settings)
    let verification = SnapshotVerifier.verify(image, at: location, diff: diff, settings: settings)
    if let message = verification.failureMessage {
        SnapshotIssueReporter.record(message, attaching: verification.attachments, fileID: fileID,
                                     filePath: filePath, line: line, column: column)
    }
    return verification.passed
}
