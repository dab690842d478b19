import Foundation
import Testing

/// End-to-end tests of `feedshot convert`, running the built `feedshot` binary.
@Suite struct ConvertCommandTests {
    /// The products folder holding the test bundle also holds the `feedshot` executable.
    static let executable: String? = {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        // On Linux argv[0] is the .xctest file itself; on macOS it sits inside the bundle.
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("feedshot").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }()

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ImageCodecsTests/Fixtures").path

    struct Outcome {
        var status: Int32
        var standardError: String
    }

    static func run(_ arguments: [String]) throws -> Outcome {
        guard let executable else {
            Issue.record("feedshot binary not found next to the test bundle; build it with `swift build`")
            return Outcome(status: -1, standardError: "")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let errorPipe = Pipe()
        process.standardError = errorPipe
        process.standardOutput = Pipe()
        try process.run()
        let errorData = errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, standardError: String(decoding: errorData, as: UTF8.self))
    }

    static func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("feedshot-convert-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func convertsAnOrientedJPEGToPNG() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/upright.png"
        let outcome = try Self.run(["convert", Self.fixtures + "/exif-orientation-6.jpg", output])
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: output)))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // IHDR: the stored 32x48 image is written upright as 48x32, opaque RGB.
        #expect(Array(bytes[16..<24]) == [0, 0, 0, 48, 0, 0, 0, 32])
        #expect(bytes[25] == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["upright.png"])
    }

    @Test func unsupportedInputFailsWithOneLineNamingTheFile() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let input = Self.fixtures + "/tiny.gif"
        let outcome = try Self.run(["convert", input, folder + "/out.png"])
        #expect(outcome.status == 1)
        let lines = outcome.standardError.split(separator: "\n")
        #expect(lines.count == 1 && lines.first?.contains(input) == true, "stderr: \(outcome.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func pixelLimitFailure() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = try Self.run(["convert", Self.fixtures + "/baseline.jpg", folder + "/out.png", "--max-pixels", "1000"])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("limit of 1000"))
    }

    @Test(arguments: [
        ["convert"],
        ["convert", "only-input.jpg"],
        ["convert", "in.jpg", "out.png", "--max-pixels", "many"],
        ["convert", "in.jpg", "out.png", "--max-pixels", "0"],
        ["convert", "in.jpg", "out.jpg"],
    ])
    func usageErrorsExitWith64(arguments: [String]) throws {
        let outcome = try Self.run(arguments)
        #expect(outcome.status == 64, "\(arguments): stderr \(outcome.standardError)")
    }
}
