import Foundation
import FeedshotTestSupport
import Testing

/// End-to-end tests of `feedshot convert`, running the built `feedshot` binary.
@Suite struct ConvertCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ImageCodecsTests/Fixtures").path

    static func run(_ arguments: [String]) throws -> FeedshotExecutable.Run {
        try FeedshotExecutable.run(arguments)
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
        #expect(outcome.status == 0, "stderr: \(outcome.errors)")
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
        let lines = outcome.errors.split(separator: "\n")
        #expect(lines.count == 1 && lines.first?.contains(input) == true, "stderr: \(outcome.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func pixelLimitFailure() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = try Self.run(["convert", Self.fixtures + "/baseline.jpg", folder + "/out.png", "--max-pixels", "1000"])
        #expect(outcome.status == 1)
        #expect(outcome.errors.contains("limit of 1000"))
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
        #expect(outcome.status == 64, "\(arguments): stderr \(outcome.errors)")
    }
}
