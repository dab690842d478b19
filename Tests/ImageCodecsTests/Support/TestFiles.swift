import Foundation
import Raster

/// Paths of the committed fixtures and scratch folders for tests.
enum TestFiles {
    /// `Tests/ImageCodecsTests/Fixtures`, found from this source file's path.
    static let fixtures: String = {
        let here = URL(fileURLWithPath: #filePath)
        return here.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures").path
    }()

    static func fixture(_ name: String) -> String { fixtures + "/" + name }

    /// A new empty folder under the system's temporary folder.
    static func makeTemporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("feedshot-codecs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    static func read(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}

/// Pixel comparisons for decoded images.
enum PixelCheck {
    /// Whether two pixels differ by at most `tolerance` in every channel.
    static func close(_ a: PremultipliedRGBA, _ b: PremultipliedRGBA, tolerance: Int) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
            && abs(Int(a.blue) - Int(b.blue)) <= tolerance && abs(Int(a.alpha) - Int(b.alpha)) <= tolerance
    }

    static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> PremultipliedRGBA {
        PremultipliedRGBA(red: red, green: green, blue: blue, alpha: 255)
    }
}
