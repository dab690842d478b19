import Foundation

/// Where snapshot assertions look for goldens, where they put failure artifacts and whether they
/// record, read from the environment:
///
/// | variable | meaning |
/// |---|---|
/// | `FEEDSHOT_SNAPSHOT_RECORD` | `missing` (default), `failed`, `all` or `never` (see ``SnapshotRecordMode``) |
/// | `CI` | when set to anything but empty, `0` or `false`: the mode is `never`, whatever the above says |
/// | `FEEDSHOT_SNAPSHOT_ARTIFACTS` | the folder for failure artifacts (default: `feedshot-snapshots` in the temporary folder) |
/// | `FEEDSHOT_SNAPSHOT_REPORT` | when set, a folder whose HTML report (`index.html`) gets an entry for every failed or recorded snapshot |
///
/// Tests of the snapshot machinery itself replace the settings for the current task with
/// ``withOverride(_:operation:)``, which also lets them move the goldens into a temporary folder.
struct SnapshotSettings: Sendable, Equatable {
    /// The record mode after the `CI` rule.
    var recordMode: SnapshotRecordMode
    /// Why the mode is not what `FEEDSHOT_SNAPSHOT_RECORD` asked for, if it is not.
    var recordModeNote: String?
    /// A problem with the environment to report instead of comparing (an unknown mode).
    var problem: String?
    /// The folder for failure artifacts.
    var artifactsDirectory: String
    /// When set, goldens live at `<snapshotRoot>/<TestFile>/<test>.<name>.png` instead of next to
    /// the test file (testing hook).
    var snapshotRoot: String?
    /// The folder of the HTML diff report to add failures and recordings to, if any.
    var reportDirectory: String?

    static let artifactsVariable = "FEEDSHOT_SNAPSHOT_ARTIFACTS"
    static let reportVariable = "FEEDSHOT_SNAPSHOT_REPORT"

    /// Reads the settings from an environment.
    init(environment: [String: String]) {
        let requested = environment[SnapshotRecordMode.environmentVariable]?
            .trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        var mode = SnapshotRecordMode.missing
        if !requested.isEmpty {
            if let parsed = SnapshotRecordMode(rawValue: requested) {
                mode = parsed
            } else {
                problem = "\(SnapshotRecordMode.environmentVariable)=\(requested) is not one of "
                    + SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
            }
        }
        if Self.isContinuousIntegration(environment) && mode != .never {
            recordModeNote = "recording is off because CI is set"
            mode = .never
        }
        recordMode = mode
        let artifacts = environment[Self.artifactsVariable] ?? ""
        artifactsDirectory = artifacts.isEmpty
            ? (NSTemporaryDirectory() as NSString).appendingPathComponent("feedshot-snapshots") : artifacts
        snapshotRoot = nil
        let report = environment[Self.reportVariable]?.trimmingCharacters(in: .whitespaces) ?? ""
        reportDirectory = report.isEmpty ? nil : report
    }

    /// Explicit settings (for tests).
    init(recordMode: SnapshotRecordMode, artifactsDirectory: String, snapshotRoot: String? = nil,
         reportDirectory: String? = nil) {
        self.recordMode = recordMode
        self.artifactsDirectory = artifactsDirectory
        self.snapshotRoot = snapshotRoot
        self.reportDirectory = reportDirectory
    }

    /// Whether the environment says this is a CI run: `CI` set to anything but empty, `0` or
    /// `false` (GitHub Actions, GitLab, Buildkite and others set `CI=true`).
    static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
        return !(value.isEmpty || value == "0" || value == "false")
    }

    /// Settings that replace the environment's for the current task and its children.
    @TaskLocal static var override: SnapshotSettings?

    /// The settings in effect: the task's override or the process environment.
    static var current: SnapshotSettings {
        override ?? SnapshotSettings(environment: ProcessInfo.processInfo.environment)
    }

    /// Runs `operation` with `settings` in effect.
    static func withOverride<Result>(_ settings: SnapshotSettings,
                                     operation: () throws -> Result) rethrows -> Result {
        try $override.withValue(settings, operation: operation)
    }
}
