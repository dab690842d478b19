import CCodecShims
import FeedshotTestSupport
import Raster
import Testing
@testable import ImageCodecs

/// The libdeflate PNG decoder against libpng: the same pixels for every file it accepts, and nil
/// (so libpng decodes) for every file it is not sure about.
@Suite struct PNGDirectDecodingTests {
    /// libpng's straight RGBA8 pixels of a PNG.
    static func libpngPixels(_ data: [UInt8], width: Int, height: Int) -> [UInt8]? {
        var failure = fs_codec_error()
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let status = data.withUnsafeBufferPointer { input in
            pixels.withUnsafeMutableBufferPointer { output in
                fs_png_decode_rgba(input.baseAddress, input.count, UInt32(width), UInt32(height), output.baseAddress,
                                   width * 4, &failure)
            }
        }
        return status == FS_CODEC_OK ? pixels : nil
    }

    /// The file's chunks as (type, data).
    static func chunks(_ png: [UInt8]) -> [(String, [UInt8])] {
        var chunks = [(String, [UInt8])]()
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            chunks.append((String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self),
                           Array(png[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
        }
        return chunks
    }

    static func assemble(_ chunks: [(String, [UInt8])]) -> [UInt8] {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        for (type, data) in chunks { TestPNGWriter.chunk(type, data, into: &out) }
        return out
    }

    @Test(arguments: PNGCompression.allCases, [true, false])
    func matchesLibpngOnEveryPreset(compression: PNGCompression, opaque: Bool) throws {
        // Noise and a gradient: between them every filter type gets chosen.
        for bitmap in [PNGEncodingTests.randomBitmap(width: 41, height: 19, opaque: opaque, seed: 4),
                       PNGEncodingTests.gradientBitmap(width: 90, height: 30)] {
            let png = try PNGEncoder.encode(bitmap, compression: compression)
            let direct = PNGDirectDecoding.decodePixels(png, width: bitmap.width, height: bitmap.height)
            #expect(direct != nil)
            #expect(direct == Self.libpngPixels(png, width: bitmap.width, height: bitmap.height))
        }
    }

    @Test func imageDataSplitOverSeveralChunksIsJoined() throws {
        let bitmap = PNGEncodingTests.randomBitmap(width: 30, height: 20, opaque: true, seed: 8)
        var split = [(String, [UInt8])]()
        for (type, data) in Self.chunks(try PNGEncoder.encode(bitmap, compression: .small)) {
            guard type == "IDAT" else {
                split.append((type, data))
                continue
            }
            let third = data.count / 3
            split += [("IDAT", Array(data[..<third])), ("IDAT", Array(data[third..<(2 * third)])),
                      ("IDAT", Array(data[(2 * third)...]))]
        }
        let png = Self.assemble(split)
        #expect(PNGDirectDecoding.decodePixels(png, width: 30, height: 20) == Self.libpngPixels(png, width: 30, height: 20))
        #expect(try ImageDecoder.decode(data: png, name: "split.png").bitmap == bitmap)
    }

    /// Regression guard: image data made only of empty IDAT chunks has nothing to inflate.
    @Test func emptyImageDataChunksAreLeftToLibpng() throws {
        let png = try PNGEncoder.encode(PNGEncodingTests.randomBitmap(width: 4, height: 4, opaque: true, seed: 1))
        let empty = Self.assemble(Self.chunks(png).flatMap { $0.0 == "IDAT" ? [("IDAT", []), ("IDAT", [])] : [$0] })
        #expect(PNGDirectDecoding.decodePixels(empty, width: 4, height: 4) == nil)
        #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode(data: empty, name: "empty.png") }
    }

    @Test func otherLayoutsAreLeftToLibpng() {
        let rgbKey = TestPNGWriter(width: 2, height: 1, bitDepth: 8, colorType: 2, samples: [1, 2, 3, 4, 5, 6],
                                   transparency: [0, 1, 0, 2, 0, 3])
        let sixteen = TestPNGWriter(width: 1, height: 1, bitDepth: 16, colorType: 6, samples: [1, 2, 3, 4])
        let grey = TestPNGWriter(width: 2, height: 1, bitDepth: 8, colorType: 0, samples: [9, 10])
        for writer in [rgbKey, sixteen, grey] {
            #expect(PNGDirectDecoding.decodePixels(writer.bytes(), width: writer.width, height: writer.height) == nil)
        }
        // Plain 8-bit RGB from the independent writer is accepted (and matches libpng).
        let rgb = TestPNGWriter(width: 2, height: 1, bitDepth: 8, colorType: 2, samples: [1, 2, 3, 4, 5, 6]).bytes()
        #expect(PNGDirectDecoding.decodePixels(rgb, width: 2, height: 1) == [1, 2, 3, 255, 4, 5, 6, 255])
    }

    @Test func damagedFilesAreLeftToLibpngAndStillFail() throws {
        let bitmap = PNGEncodingTests.randomBitmap(width: 20, height: 10, opaque: false, seed: 3)
        let png = try PNGEncoder.encode(bitmap)
        var badCRC = png
        badCRC[badCRC.count - 13] ^= 0xFF  // the IDAT's CRC (IEND is the last 12 bytes)
        var badFilter = Self.chunks(png)
        // A stored-block image whose first row claims filter type 5.
        let rows = [UInt8](repeating: 0, count: 10 * (20 * 4 + 1))
        var raw = rows
        raw[0] = 5
        badFilter = badFilter.map { $0.0 == "IDAT" ? ("IDAT", TestPNGWriter.zlibStored(raw)) : $0 }
        let badFilterPNG = Self.assemble(badFilter)
        let truncated = Array(png[..<(png.count - 40)])
        for damaged in [badCRC, badFilterPNG, truncated] {
            #expect(PNGDirectDecoding.decodePixels(damaged, width: 20, height: 10) == nil)
            #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode(data: damaged, name: "damaged.png") }
        }
    }
}
