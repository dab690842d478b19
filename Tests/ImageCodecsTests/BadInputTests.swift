import Foundation
import Testing
import Raster
@testable import ImageCodecs

/// One test per kind of bad input: each must throw the right typed error naming the file.
@Suite struct BadInputTests {
    static func samplePNG() throws -> [UInt8] {
        try PNGEncoder.encode(PNGEncodingTests.gradientBitmap(width: 64, height: 48))
    }

    /// Catches the typed error of a decode that must fail.
    static func decodingError(_ body: () throws(ImageDecodingError) -> DecodedImage) -> ImageDecodingError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error
        }
    }

    @Test func emptyDataIsEmpty() {
        #expect(Self.decodingError { () throws(ImageDecodingError) in try ImageDecoder.decode(data: [], name: "nothing.png") }
                == .empty(file: "nothing.png"))
    }

    @Test func emptyFileIsEmptyAndNamed() throws {
        let folder = try TestFiles.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/zero.jpg"
        try TestFiles.write([], to: path)
        let error = Self.decodingError { () throws(ImageDecodingError) in try ImageDecoder.decode(contentsOf: path) }
        #expect(error == .empty(file: path))
        #expect(error?.description == "\(path): the file is empty")
    }

    @Test func missingFileIsUnreadable() {
        let path = "/nonexistent-feedshot/missing.png"
        guard case .unreadable(let file, let reason)? = Self.decodingError({ () throws(ImageDecodingError) in
            try ImageDecoder.decode(contentsOf: path)
        }) else { Issue.record("expected .unreadable"); return }
        #expect(file == path && reason.contains("No such file"))
    }

    @Test func folderIsUnreadable() throws {
        let folder = try TestFiles.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(Self.decodingError { () throws(ImageDecodingError) in try ImageDecoder.decode(contentsOf: folder) }
                == .unreadable(file: folder, reason: "is a directory"))
    }

    /// Cut inside the signature's end, inside IHDR, right after IHDR, inside IDAT, before IEND.
    @Test(arguments: [8, 20, 33, 60, -13])
    func truncatedPNGIsTruncated(cut: Int) throws {
        let whole = try Self.samplePNG()
        let keptBytes = cut > 0 ? cut : whole.count + cut
        let bytes = Array(whole.prefix(keptBytes))
        guard case .truncated(let file, let format, let offset, _)? = Self.decodingError({ () throws(ImageDecodingError) in
            try ImageDecoder.decode(data: bytes, name: "cut.png")
        }) else { Issue.record("expected .truncated for \(keptBytes) bytes"); return }
        #expect(file == "cut.png" && format == .png && offset <= keptBytes)
    }

    @Test func corruptImageDataIsCorrupt() throws {
        var bytes = try Self.samplePNG()
        bytes[bytes.count - 30] ^= 0xFF  // inside IDAT: its CRC no longer matches
        guard case .corrupt(let file, .png, _, let detail)? = Self.decodingError({ () throws(ImageDecodingError) in
            try ImageDecoder.decode(data: bytes, name: "flipped.png")
        }) else { Issue.record("expected .corrupt"); return }
        #expect(file == "flipped.png")
        #expect(detail.contains("IDAT"), "libpng names the chunk: \(detail)")
    }

    @Test func invalidHeaderIsCorrupt() throws {
        // A correctly checksummed IHDR with bit depth 3, which PNG does not have.
        var writer = TestPNGWriter(width: 2, height: 2, bitDepth: 8, colorType: 0, samples: [0, 0, 0, 0])
        writer.bitDepth = 3
        let error = Self.decodingError { () throws(ImageDecodingError) in
            try ImageDecoder.decode(data: writer.bytes(), name: "depth3.png")
        }
        guard case .corrupt(_, .png, _, _)? = error else { Issue.record("expected .corrupt, got \(String(describing: error))"); return }
    }

    @Test func lyingExtensionIsIgnored() throws {
        let folder = try TestFiles.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/actually-a-png.jpg"
        try TestFiles.write(try Self.samplePNG(), to: path)
        let decoded = try ImageDecoder.decode(contentsOf: path)
        #expect(decoded.format == .png && decoded.bitmap.width == 64)
    }

    /// The first bytes of formats Feedshot recognises but does not decode.
    static let unsupportedSamples: [(bytes: [UInt8], format: String)] = {
        let gif: [UInt8] = Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0]
        let webp: [UInt8] = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8 ".utf8)
        let bmp: [UInt8] = Array("BM".utf8) + [UInt8](repeating: 0, count: 60)
        let tiff: [UInt8] = [0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0]
        let avif: [UInt8] = [0, 0, 0, 0x1C] + Array("ftypavif".utf8) + [0, 0, 0, 0]
        let heif: [UInt8] = [0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0]
        return [(gif, "GIF"), (webp, "WebP"), (bmp, "BMP"), (tiff, "TIFF"), (avif, "AVIF"), (heif, "HEIF")]
    }()

    @Test(arguments: unsupportedSamples)
    func unsupportedFormatsAreNamed(bytes: [UInt8], format: String) {
        let error = Self.decodingError { () throws(ImageDecodingError) in
            try ImageDecoder.decode(data: bytes, name: "image.png")
        }
        let expected = ImageDecodingError.unsupportedFormat(file: "image.png", format: format)
        #expect(error == expected)
        let message = error?.description ?? ""
        #expect(message.contains(format))
    }

    @Test func unknownBytesAreUnrecognized() {
        let bytes = Array("<html><body>404</body></html>".utf8)
        #expect(Self.decodingError { () throws(ImageDecodingError) in try ImageDecoder.decode(data: bytes, name: "page.png") }
                == .unrecognizedFormat(file: "page.png", leadingBytes: "3c 68 74 6d 6c 3e 3c 62"))
    }

    @Test func decompressionBombIsRefusedFromTheHeader() throws {
        // 20000 x 20000 RGBA would need 1.6 GB; the IDAT holds only the start of the data.
        let writer = TestPNGWriter(width: 20_000, height: 1, bitDepth: 8, colorType: 6,
                                   samples: Array(repeating: 0, count: 80_000))
        var bytes = writer.bytes()
        bytes.replaceSubrange(16..<24, with: TestPNGWriter.u32(20_000) + TestPNGWriter.u32(20_000))
        let body = Array(bytes[12..<29])
        bytes.replaceSubrange(29..<33, with: TestPNGWriter.u32(Int(TestPNGWriter.crc32(body))))
        let start = ContinuousClock.now
        let error = Self.decodingError { () throws(ImageDecodingError) in
            try ImageDecoder.decode(data: bytes, name: "bomb.png")
        }
        #expect(error == .tooLarge(file: "bomb.png", width: 20_000, height: 20_000,
                                   maxPixels: ImageDecodingOptions.defaultMaxPixels))
        #expect(ContinuousClock.now - start < .milliseconds(200))
    }

    @Test func pixelLimitIsConfigurable() throws {
        let bytes = try Self.samplePNG()  // 64 x 48 = 3072 pixels
        let options = ImageDecodingOptions(maxPixels: 3000)
        #expect(Self.decodingError { () throws(ImageDecodingError) in
            try ImageDecoder.decode(data: bytes, name: "small.png", options: options)
        } == .tooLarge(file: "small.png", width: 64, height: 48, maxPixels: 3000))
        #expect(try ImageDecoder.decode(data: bytes, name: "small.png", options: ImageDecodingOptions(maxPixels: 3072))
                .bitmap.width == 64)
    }
}
