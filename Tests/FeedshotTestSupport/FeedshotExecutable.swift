import Foundation

/// Runs the built `feedshot` binary for end-to-end tests.
public enum FeedshotExecutable {
    /// What a run printed and returned.
    public struct Run: Sendable {
        public var status: Int32
        public var output: String
        public var errors: String
    }

    /// The `feedshot` executable in the products folder that holds the test bundle (`swift test`
    /// builds it with the tests), or nil when it is not there.
    public static let path: String? = {
        // On Linux argv[0] is the .xctest file itself; on macOS it sits inside the bundle.
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("feedshot").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }()

    /// Runs `feedshot` with `arguments` in `directory` and waits for it. Throws when the binary is
    /// missing or cannot start.
    public static func run(_ arguments: [String], in directory: String? = nil,
                           environment: [String: String] = [:]) throws -> Run {
        guard let path else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey:
                "feedshot binary not found next to the test bundle; build it with `swift build`"])
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        // A clean environment, so the tests never depend on the caller's FEEDSHOT_* variables;
        // sanitizer settings pass through (`.ci/run`'s AddressSanitizer run sets them).
        let sanitizerSettings = ProcessInfo.processInfo.environment.filter {
            ["ASAN_OPTIONS", "LSAN_OPTIONS", "UBSAN_OPTIONS"].contains($0.key)
        }
        process.environment = ["PATH": "/usr/bin:/bin"].merging(sanitizerSettings) { $1 }.merging(environment) { $1 }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Drain both pipes at once: a child blocked on a full stderr pipe would never exit.
        let errorData = ErrorDrain(errors.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                   errors: String(decoding: errorData.wait(), as: UTF8.self))
    }
}

/// Reads a pipe to its end on another thread.
private final class ErrorDrain: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
