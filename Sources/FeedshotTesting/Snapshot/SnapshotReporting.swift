import Foundation
import ImageCodecs
import ImageComparison
import Raster

/// Adds failed and recorded snapshots to the HTML diff report named by
/// `FEEDSHOT_SNAPSHOT_REPORT` (see ``SnapshotSettings``), the same report `feedshot diff --report`
/// writes. Each snapshot is its own entry file and the page is rebuilt under the report's lock
/// (``DiffReport``), so parallel tests and test processes can all add to one report.
///
/// Each function returns a note for the failure message: where the report is, or why it could
/// not be written (a report problem never hides the snapshot's own failure).
enum SnapshotReporting {
    /// Adds a failed comparison.
    static func add(_ result: ImageDiffResult, goldenPNG: [UInt8], at location: SnapshotLocation,
                    settings: SnapshotSettings) -> String {
        guard let directory = settings.reportDirectory else { return "" }
        do {
            let report = try DiffReport(directory: directory)
            try report.add(name: entryName(location), result: result, expectedPNG: goldenPNG,
                           recordCommand: recordCommand(location, mode: .failed), source: "assertSnapshot")
            return "\nReport: \(report.pagePath)"
        } catch {
            return "\n(Could not add the snapshot to the report in \(directory): \(error).)"
        }
    }

    /// Adds a snapshot without a golden: just recorded (`recorded`), or not recorded because
    /// recording is off.
    static func addNew(_ image: Bitmap, at location: SnapshotLocation, settings: SnapshotSettings,
                       recorded: Bool) -> String {
        guard let directory = settings.reportDirectory else { return "" }
        do {
            let report = try DiffReport(directory: directory)
            let png = try ImageDiffResult.encode(image, for: location.goldenPath)
            let summary = recorded
                ? "Recorded a new golden image \(location.goldenPath): look at it before committing it."
                : "No golden image at \(location.goldenPath), and recording is off."
            try report.addUnpaired(name: entryName(location), status: .new, png: png,
                                   size: PixelSize(width: image.width, height: image.height), summary: summary,
                                   recordCommand: recorded ? nil : recordCommand(location, mode: .missing),
                                   source: "assertSnapshot")
            return "\nReport: \(report.pagePath)"
        } catch {
            return "\n(Could not add the snapshot to the report in \(directory): \(error).)"
        }
    }

    /// `<Target>/<TestFile>/<test>.<name>`: the last three components of the artifacts folder.
    static func entryName(_ location: SnapshotLocation) -> String {
        location.artifactsDirectory.split(separator: "/").suffix(3).joined(separator: "/")
    }

    /// The command that re-records the snapshot's test.
    static func recordCommand(_ location: SnapshotLocation, mode: SnapshotRecordMode) -> String {
        let test = location.snapshotName.prefix { $0 != "." }
        return "\(SnapshotRecordMode.environmentVariable)=\(mode.rawValue) swift test --filter '\(test)'"
    }
}
