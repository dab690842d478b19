import Foundation
import ImageCodecs
import Raster
import FeedshotTestSupport
import Testing

/// End-to-end tests of `feedshot diff`, running the built `feedshot` binary and checking its exit
/// status: 0 equal, 1 different, 2 error, 64 usage error.
@Suite struct DiffCommandTests {
    static func feedshot(_ arguments: String...) throws -> FeedshotExecutable.Run {
        try FeedshotExecutable.run(arguments)
    }

    /// A folder with `expected.png`, `actual.png` and helpers to write more.
    struct Workspace: Sendable {
        let path: String

        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("feedshot-diff-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        func remove() { try? FileManager.default.removeItem(atPath: path) }

        @discardableResult
        func write(_ bitmap: Bitmap, _ relative: String) throws -> String {
            let file = path + "/" + relative
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try writeFileAtomically(try PNGEncoder.encode(bitmap), to: file)
            return file
        }
    }

    static func solid(_ grey: UInt8, width: Int = 12, height: Int = 9) -> Bitmap {
        Bitmap(width: width, height: height, fill: PremultipliedRGBA(red: grey, green: grey, blue: grey, alpha: 255))
    }

    @Test func identicalFilesExitZero() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let a = try workspace.write(Self.solid(90), "a.png"), b = try workspace.write(Self.solid(90), "b.png")
        let run = try Self.feedshot("diff", a, b)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("PASS"))
    }

    @Test func onePixelDifferenceExitsOneAndWritesArtifacts() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        var changed = Self.solid(90)
        changed[3, 4] = PremultipliedRGBA(red: 91, green: 90, blue: 90, alpha: 255)
        let a = try workspace.write(Self.solid(90), "a.png"), b = try workspace.write(changed, "b.png")
        let out = workspace.path + "/out"
        let run = try Self.feedshot("diff", a, b, "--out", out)
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.output.contains("1 of 108 pixels differ"))
        #expect(run.output.contains("3,4 1x1"))
        for name in ["expected.png", "actual.png", "diff.png", "side-by-side.png"] {
            #expect(FileManager.default.fileExists(atPath: out + "/" + name), "\(name)")
        }
        #expect(try Self.feedshot("diff", a, b, "--max-diff-pixels", "1").status == 0)
    }

    @Test func presetAndThresholdChangeTheVerdict() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let grey128 = try workspace.write(Self.solid(128), "128.png"), grey129 = try workspace.write(Self.solid(129), "129.png")
        #expect(try Self.feedshot("diff", grey128, grey129).status == 1)
        #expect(try Self.feedshot("diff", grey128, grey129, "--preset", "tolerant").status == 0)
        // #333 → #444 is ΔE00 5.56.
        let dark = try workspace.write(Self.solid(0x33), "333.png"), lighter = try workspace.write(Self.solid(0x44), "444.png")
        #expect(try Self.feedshot("diff", dark, lighter, "--preset", "tolerant").status == 1)
        #expect(try Self.feedshot("diff", dark, lighter, "--threshold", "5").status == 1)
        #expect(try Self.feedshot("diff", dark, lighter, "--threshold", "6").status == 0)
    }

    @Test func unreadableOrMissingFilesExitTwoNamingTheFile() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let good = try workspace.write(Self.solid(10), "good.png")
        let broken = workspace.path + "/broken.png"
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: broken))
        let run = try Self.feedshot("diff", good, broken)
        #expect(run.status == 2)
        #expect(run.errors.contains(broken))
        let missing = try Self.feedshot("diff", good, workspace.path + "/nope.png")
        #expect(missing.status == 2)
        #expect(missing.errors.contains("nope.png"))
        let mixed = try Self.feedshot("diff", good, workspace.path)
        #expect(mixed.status == 2)
        #expect(mixed.errors.contains("is a file but"))
    }

    @Test func usageErrorsExitSixtyFour() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let a = try workspace.write(Self.solid(10), "a.png")
        #expect(try Self.feedshot("diff", a).status == 64)
        #expect(try Self.feedshot("diff", a, a, "--preset", "fuzzy").status == 64)
        #expect(try Self.feedshot("diff", a, a, "--max-diff-pixels", "-3").status == 64)
        #expect(try Self.feedshot("diff", a, a, "--threshold", "nan").status == 64)
        #expect(try Self.feedshot("diff", a, a, "--colour").status == 64)
    }

    @Test func foldersAreMatchedByRelativePath() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(Self.solid(50), "expected/same.png")
        try workspace.write(Self.solid(50), "actual/same.png")
        try workspace.write(Self.solid(50), "expected/cards/changed.png")
        try workspace.write(Self.solid(60), "actual/cards/changed.png")
        try workspace.write(Self.solid(50), "expected/gone.png")
        try workspace.write(Self.solid(50), "actual/new.png")
        let out = workspace.path + "/out"
        let run = try Self.feedshot("diff", workspace.path + "/expected", workspace.path + "/actual", "--out", out)
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.output.contains("cards/changed.png: FAIL"))
        #expect(!run.output.contains("same.png:"))
        #expect(run.output.contains("gone.png: missing"))
        #expect(run.output.contains("new.png: extra"))
        #expect(run.output.contains("2 compared, 1 different, 1 missing, 1 extra"))
        #expect(FileManager.default.fileExists(atPath: out + "/cards/changed/diff.png"))

        try FileManager.default.removeItem(atPath: workspace.path + "/expected/gone.png")
        try FileManager.default.removeItem(atPath: workspace.path + "/actual/new.png")
        try workspace.write(Self.solid(60), "expected/cards/changed.png")
        #expect(try Self.feedshot("diff", workspace.path + "/expected", workspace.path + "/actual").status == 0)
    }

    @Test func unreadableFileInAFolderExitsTwoAfterComparingTheRest() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(Self.solid(50), "expected/a.png")
        try workspace.write(Self.solid(70), "actual/a.png")
        try workspace.write(Self.solid(50), "expected/b.png")
        try FileManager.default.createDirectory(atPath: workspace.path + "/actual", withIntermediateDirectories: true)
        try Data("junk".utf8).write(to: URL(fileURLWithPath: workspace.path + "/actual/b.png"))
        let run = try Self.feedshot("diff", workspace.path + "/expected", workspace.path + "/actual")
        #expect(run.status == 2)
        #expect(run.output.contains("a.png: FAIL"))
        #expect(run.errors.contains("actual/b.png"))
    }
}
