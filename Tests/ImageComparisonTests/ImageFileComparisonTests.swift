import Foundation
import ImageCodecs
import Raster
import Testing
@testable import ImageComparison
import FeedshotTesting
import FeedshotTestSupport

@Suite struct ImageFileComparisonTests {
    private func writePNG(_ bitmap: Bitmap, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try writeFileAtomically(try PNGEncoder.encode(bitmap), to: path)
    }

    @Test func comparesDecodedFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let expected = Bitmap(width: 6, height: 5, fill: .white)
        let actual = TestImages.with(expected, .black, atX: 4, y: 1)
        try writePNG(expected, to: folder.path + "/a.png")
        try writePNG(actual, to: folder.path + "/b.png")
        let result = try ImageDiff.exact.compare(expectedFile: folder.path + "/a.png", actualFile: folder.path + "/b.png")
        #expect(result.differingPixelCount == 1)
        #expect(result.changedRegions == [PixelRect(x: 4, y: 1, width: 1, height: 1)])
        #expect(try ImageDiff.exact.compare(expectedFile: folder.path + "/a.png", actualFile: folder.path + "/a.png").isIdentical)
    }

    @Test func unreadableFileIsADecodingErrorNamingIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let broken = folder.path + "/broken.png"
        try Data("definitely not a PNG".utf8).write(to: URL(fileURLWithPath: broken))
        try writePNG(Bitmap(width: 1, height: 1, fill: .white), to: folder.path + "/ok.png")
        #expect {
            _ = try ImageDiff.exact.compare(expectedFile: folder.path + "/ok.png", actualFile: broken)
        } throws: { error in
            guard case .decoding(let decoding) = error as? ImageDiffError else { return false }
            return decoding.file == broken && "\(error)".contains(broken)
        }
    }

    @Test func artifactsRoundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let expected = TestImages.glyph(offset: 0)
        let actual = TestImages.glyph(offset: 0.5)
        let result = ImageDiff.exact.compare(expected: expected, actual: actual)
        let artifacts = try result.writeArtifacts(to: folder.path + "/out/nested")
        #expect(artifacts.paths.map { ($0 as NSString).lastPathComponent }
                == ["expected.png", "actual.png", "diff.png", "side-by-side.png"])
        #expect(try ImageDecoder.decode(contentsOf: artifacts.expected).bitmap.pixels == expected.pixels)
        #expect(try ImageDecoder.decode(contentsOf: artifacts.actual).bitmap.pixels == actual.pixels)
        #expect(try ImageDecoder.decode(contentsOf: try #require(artifacts.diff)).bitmap.pixels == result.diffImage?.pixels)
        let sideBySide = try ImageDecoder.decode(contentsOf: artifacts.sideBySide).bitmap
        #expect(sideBySide.width == result.sideBySideImage.width)
    }

    @Test func foldersPairByRelativePath() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let pixel = Bitmap(width: 1, height: 1, fill: .white)
        for path in ["expected/a.png", "expected/sub/b.png", "expected/c.png", "expected/notes.txt",
                     "actual/a.png", "actual/sub/b.png", "actual/d.JPG", "actual/.hidden.png", "actual/.git/x.png"] {
            if path.hasSuffix(".txt") || path.hasSuffix(".JPG") {
                try FileManager.default.createDirectory(atPath: folder.path + "/" + (path as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                try Data([1, 2, 3]).write(to: URL(fileURLWithPath: folder.path + "/" + path))
            } else {
                try writePNG(pixel, to: folder.path + "/" + path)
            }
        }
        let pairing = try ImageFolderPairing(expectedFolder: folder.path + "/expected", actualFolder: folder.path + "/actual/")
        #expect(pairing.matched == ["a.png", "sub/b.png"])
        #expect(pairing.missing == ["c.png"])
        #expect(pairing.extra == ["d.JPG"])
    }

    @Test func missingFolderIsNotFound() {
        #expect(throws: ImageDiffError.notFound(path: "/nonexistent/feedshot")) {
            _ = try ImageFolderPairing.imageFiles(in: "/nonexistent/feedshot")
        }
    }
}
