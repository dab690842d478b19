import Foundation
import FeedshotUI
import ImageComparison
import Testing
import XCTest

/// Pins every preview of the program: each `#Preview` and each view of each `PreviewProvider`
/// in the modules the test binary links is rendered at its layout and compared with its golden
/// image, `__Snapshots__/<TestFile>/<test>.<File>.<Preview>.png` (for example
/// `previews.LaunchCard.Apollo-11.png` for `#Preview("Apollo 11")` in `LaunchCard.swift`).
///
/// ```swift
/// @Test func previews() {
///     assertPreviewSnapshots()
/// }
/// ```
///
/// Goldens are recorded, compared and reported as by ``assertSnapshot(of:named:diff:fileID:filePath:function:line:column:)``
/// (`FEEDSHOT_SNAPSHOT_RECORD`, failure artifacts, the HTML report), one failure per preview
/// that differs. Previews run in child processes that re-run this test (``PreviewIsolation``):
/// a preview that traps (`fatalError`, a missing resource) is one failure naming it and the
/// trap's message, and the others still run. Each preview's state (`@State`,
/// `@Previewable @State`) starts from its initial value.
///
/// Keep the call in a test of its own: the children re-run the test up to this call, then stop.
/// Every test target of a package links into one test binary, so the call sees the previews of
/// every module the package's tests link; pass `modules` to pin some of them.
///
/// With `variants`, each preview is pinned once per variant instead, as
/// `<test>.<File>.<Preview>.<variant>.png` (`previews.LaunchCard.Apollo-11.dark.png`): a variant's
/// device replaces the preview's, its orientation turns it, and its colour scheme, Dynamic Type
/// size, layout direction and locale apply. Include ``SnapshotVariant/default`` to pin the
/// preview as it is too.
///
/// - Parameters:
///   - modules: The modules whose previews to pin (`nil`: every module's).
///   - variants: The variants to pin each preview in (none: the preview as it is).
///   - device: The device previews run on unless they name one (`.previewDevice`).
///   - scale: Device pixels per point (3 by default).
///   - diff: How to compare (``ImageDiff/exact`` unless the test opts into a tolerance).
///   - renderer: The renderer to use instead of `Renderer(scale: scale)` (for an asset catalog,
///     fonts or a base environment); its scale wins over `scale`.
///   - isolation: Where previews run (child processes, one per core, by default).
/// - Returns: Whether every preview matched its golden (recording counts as a failure).
@discardableResult
public func assertPreviewSnapshots(inModules modules: Set<String>? = nil, variants: [SnapshotVariant] = [],
                                       device: Device = .default,
                                   scale: Double = 3, diff: ImageDiff = .exact, renderer: Renderer? = nil,
                                   isolation: PreviewIsolation = .automatic,
                                   fileID: String = #fileID, filePath: StaticString = #filePath,
                                   function: String = #function, line: UInt = #line, column: UInt = #column) -> Bool {
    let run = PreviewSnapshotRun(modules: modules, variants: variants, device: device, diff: diff,
                                 renderer: renderer ?? Renderer(scale: scale), isolation: isolation,
                                 filePath: "\(filePath)", function: function, callSite: "\(fileID):\(line):\(column)")
    let launch = Test.current.map { test in
        PreviewProcessPool.Launch(executable: PreviewProcessPool.currentExecutable,
                                  arguments: ["--testing-library", "swift-testing", "--filter", swiftTestingFilter(for: test)])
    }
    return report(run.run(launch: launch), fileID: fileID, filePath: filePath, line: line, column: column)
}

extension XCTestCase {
    /// Pins every preview of the program, from an XCTest test case: the XCTest form of
    /// ``assertPreviewSnapshots(inModules:variants:device:scale:diff:renderer:isolation:fileID:filePath:function:line:column:)``
    /// (inside a test case, this method is the one `assertPreviewSnapshots()` calls).
    ///
    /// ```swift
    /// final class PreviewTests: XCTestCase {
    ///     func testPreviews() { assertPreviewSnapshots() }
    /// }
    /// ```
    @discardableResult
    public func assertPreviewSnapshots(inModules modules: Set<String>? = nil, variants: [SnapshotVariant] = [],
                                       device: Device = .default,
                                       scale: Double = 3, diff: ImageDiff = .exact, renderer: Renderer? = nil,
                                       isolation: PreviewIsolation = .automatic,
                                       fileID: String = #fileID, filePath: StaticString = #filePath,
                                       function: String = #function, line: UInt = #line, column: UInt = #column) -> Bool {
        let run = PreviewSnapshotRun(modules: modules, variants: variants, device: device, diff: diff,
                                     renderer: renderer ?? Renderer(scale: scale), isolation: isolation,
                                     filePath: "\(filePath)", function: function, callSite: "\(fileID):\(line):\(column)")
        // XCTest selects one test with `Module.Class/method`.
        let method = function.prefix { $0 != "(" }
        let launch = PreviewProcessPool.Launch(executable: PreviewProcessPool.currentExecutable,
                                               arguments: ["\(String(reflecting: type(of: self)))/\(method)"])
        return FeedshotTesting.report(run.run(launch: launch), fileID: fileID, filePath: filePath, line: line,
                                      column: column)
    }
}

/// A `--filter` for Swift Testing that selects exactly `test`: its ID (`Module.Suite/name()`),
/// with the regular expression's special characters escaped, anchored at both ends.
func swiftTestingFilter(for test: Test) -> String {
    let id = test.id.description
    let special = Set("\\^$.|?*+()[]{}/")
    return "^" + id.map { special.contains($0) ? "\\\($0)" : String($0) }.joined() + "$"
}

/// Reports a run's problems at the call site; in a worker process, ends it once its share is done.
private func report(_ outcome: PreviewSnapshotRun.Outcome?, fileID: String, filePath: StaticString,
                    line: UInt, column: UInt) -> Bool {
    guard let outcome else {
        // A worker: the parent reports. End here so that nothing after the call runs twice.
        _exit(0)
    }
    for problem in outcome.problems {
        SnapshotIssueReporter.record(problem.message, attaching: problem.attachments, fileID: fileID,
                                     filePath: filePath, line: line, column: column)
    }
    return outcome.problems.isEmpty
}
