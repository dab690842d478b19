import Foundation

/// Runs a command to completion and collects what it printed (both pipes drained at once, so a
/// chatty child never blocks on a full pipe).
enum ProcessRunner {
    struct Run: Sendable {
        var status: Int32
        var output: String
        var errors: String
    }

    static func run(_ executable: String, _ arguments: [String], in directory: String? = nil,
                    environment: [String: String]? = nil) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment { process.environment = environment }
        let outputFile = try TemporaryFile(), errorFile = try TemporaryFile()
        process.standardOutput = outputFile.handle
        process.standardError = errorFile.handle
        try process.run()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: outputFile.contents(), errors: errorFile.contents())
    }

    /// A file the child writes to; read after it exits.
    private final class TemporaryFile {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("feedshot-run-\(UUID().uuidString)").path
        let handle: FileHandle

        init() throws {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
            handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        }

        deinit {
            try? handle.close()
            try? FileManager.default.removeItem(atPath: path)
        }

        func contents() -> String {
            String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        }
    }
}
