import CDeflate
import FeedshotTestSupport
import Foundation
import Raster
import Testing
@testable import ImageCodecs

/// `PNGSpliceEncoder.writeAnimation`: the APNG's chunk structure, and every frame's pixels
/// decoded by our own decoder (the default image through the normal path, the `fdAT` frames
/// re-wrapped as plain PNGs).
@Suite struct APNGWriterTests {
    struct Chunk {
        var type: String
        var data: [UInt8]
        var crcIsValid: Bool
    }

    static func chunks(_ png: [UInt8]) -> [Chunk] {
        var chunks = [Chunk]()
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(readUInt32(png, offset))
            let body = Array(png[(offset + 4)..<(offset + 8 + length)])
            let crc = body.withUnsafeBytes { UInt32(truncatingIfNeeded: libdeflate_crc32(0, $0.baseAddress, $0.count)) }
            chunks.append(Chunk(type: String(decoding: body[..<4], as: UTF8.self), data: Array(body[4...]),
                                crcIsValid: crc == readUInt32(png, offset + 8 + length)))
            offset += 12 + length
        }
        return chunks
    }

    static func readUInt32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }

    /// A plain PNG of one frame: the file's IHDR and the frame's zlib stream as IDAT.
    static func standalone(header: [UInt8], stream: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        for (type, data) in [("IHDR", header), ("IDAT", stream), ("IEND", [])] { TestPNGWriter.chunk(type, data, into: &out) }
        return out
    }

    /// Photographic (noisy) and drawn pages, so both kinds of piece appear.
    @Test(arguments: [true, false])
    func everyFrameDecodesToItsSplicedRows(noisy: Bool) throws {
        let sources = noisy ? [0: PNGEncodingTests.randomBitmap(width: 37, height: 150, opaque: true, seed: 1),
                               1: PNGEncodingTests.randomBitmap(width: 37, height: 150, opaque: true, seed: 2)]
            : [0: PNGSpliceEncoderTests.page(1), 1: PNGSpliceEncoderTests.page(2)]
        let encoder = try PNGSpliceEncoder(sources: sources, width: 37, height: 150, background: .black)
        let offsets = [0, 33, 100, 149]
        let frames = offsets.map { offset in
            PNGSpliceEncoder.AnimationFrame(runs: [.init(source: 0, firstRow: offset, count: 150 - offset)]
                                            + (offset > 0 ? [.init(source: 1, firstRow: 0, count: offset)] : []),
                                            delayNumerator: offset == 149 ? 3 : 1, delayDenominator: 60)
        }
        let folder = try TemporaryFolder()
        let path = folder.file("swipe.png")
        try encoder.writeAnimation(frames, to: path)
        let png = TemporaryFolder.bytes(at: path) ?? []

        // Structure: IHDR, acTL, sRGB, then fcTL + IDAT, (fcTL + fdAT) x 3, IEND; every CRC right.
        let chunks = Self.chunks(png)
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "sRGB", "fcTL", "IDAT"] + Array(repeating: ["fcTL", "fdAT"], count: 3).flatMap { $0 }
                + ["IEND"])
        let crcsAreValid = chunks.allSatisfy { $0.crcIsValid }
        #expect(crcsAreValid)
        #expect(chunks[1].data == [0, 0, 0, 4, 0, 0, 0, 0])  // 4 frames, loop forever
        // Sequence numbers run 0, 1, 2… over fcTL and fdAT together.
        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { Self.readUInt32($0.data, 0) }
        #expect(sequence == [0, 1, 2, 3, 4, 5, 6])
        let controls = chunks.filter { $0.type == "fcTL" }
        let wholeCanvas = controls.allSatisfy { Self.readUInt32($0.data, 4) == 37 && Self.readUInt32($0.data, 8) == 150 && $0.data.count == 26 }
        #expect(wholeCanvas)
        #expect(controls.last.map { [$0.data[20], $0.data[21], $0.data[22], $0.data[23]] } == [0, 3, 0, 60])

        // The default image (what every plain PNG reader shows) is frame 0.
        let expected = frames.map { PNGSpliceEncoderTests.expected($0.runs, sources: sources, width: 37, background: .black) }
        #expect(try ImageDecoder.decode(data: png, name: "swipe.png").bitmap == expected[0])
        // Each fdAT payload (after its sequence number) is a complete zlib stream of its frame.
        let header = chunks[0].data
        for (index, chunk) in chunks.filter({ $0.type == "fdAT" }).enumerated() {
            let frame = Self.standalone(header: header, stream: Array(chunk.data[4...]))
            #expect(try ImageDecoder.decode(data: frame, name: "frame \(index + 1)").bitmap == expected[index + 1])
        }
    }

    @Test func aMissingFolderIsAWriteError() throws {
        let encoder = try PNGSpliceEncoder(sources: [0: PNGSpliceEncoderTests.page(1)], width: 37, height: 150, background: .black)
        let frame = PNGSpliceEncoder.AnimationFrame(runs: [.init(source: 0, firstRow: 0, count: 150)], delayNumerator: 1,
                                                    delayDenominator: 30)
        #expect {
            try encoder.writeAnimation([frame], to: "/nonexistent-folder-\(UInt64.random(in: 0...UInt64.max))/a.png")
        } throws: { error in
            guard case .writeFailed(.cannotCreate)? = error as? ImageEncodingError else { return false }
            return true
        }
    }
}
