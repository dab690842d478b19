import Foundation

/// The parent's snapshot settings travel to its preview workers in an environment variable, so
/// that a worker records, compares and reports exactly as the parent would (including the
/// task-local override tests of this module use, which a child process cannot inherit).
extension SnapshotSettings: Codable {
    /// The variable that holds the parent's settings (JSON) in a worker process.
    static let workerVariable = "FEEDSHOT_PREVIEW_SNAPSHOT_SETTINGS"

    private enum CodingKeys: String, CodingKey {
        case recordMode, recordModeNote, problem, artifactsDirectory, snapshotRoot, reportDirectory
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let mode = try container.decode(String.self, forKey: .recordMode)
        guard let recordMode = SnapshotRecordMode(rawValue: mode) else {
            throw DecodingError.dataCorruptedError(forKey: .recordMode, in: container,
                                                   debugDescription: "unknown record mode \(mode)")
        }
        self.init(recordMode: recordMode, artifactsDirectory: try container.decode(String.self, forKey: .artifactsDirectory),
                  snapshotRoot: try container.decodeIfPresent(String.self, forKey: .snapshotRoot),
                  reportDirectory: try container.decodeIfPresent(String.self, forKey: .reportDirectory))
        recordModeNote = try container.decodeIfPresent(String.self, forKey: .recordModeNote)
        problem = try container.decodeIfPresent(String.self, forKey: .problem)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(recordMode.rawValue, forKey: .recordMode)
        try container.encodeIfPresent(recordModeNote, forKey: .recordModeNote)
        try container.encodeIfPresent(problem, forKey: .problem)
        try container.encode(artifactsDirectory, forKey: .artifactsDirectory)
        try container.encodeIfPresent(snapshotRoot, forKey: .snapshotRoot)
        try container.encodeIfPresent(reportDirectory, forKey: .reportDirectory)
    }

    /// The settings for a preview run: a worker's from its parent, else the current ones.
    static var forPreviewRun: SnapshotSettings {
        if let json = ProcessInfo.processInfo.environment[workerVariable],
           let settings = try? JSONDecoder().decode(SnapshotSettings.self, from: Data(json.utf8)) {
            return settings
        }
        return current
    }

    /// The settings as the value of ``workerVariable``.
    var workerEnvironmentValue: String {
        (try? JSONEncoder().encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
