import CDeflate
import FeedshotTestSupport
import Foundation
import Raster
import Testing
@testable import ImageCodecs

/// Recordings as animated PNGs: the frame sequence encoder (rows that recur are compressed
/// once), the streaming writer (repeats stored once, RGB upgraded to RGBA when transparency
/// appears, the frame count filled in at the end) and the decoder that reads them back.
@Suite struct AnimatedPNGTests {
    /// A tall strip of content (noisy or drawn) and the frame showing it scrolled by `offset`
    /// rows, over a still header of `header` rows: what a recorded scroll looks like.
    static func content(height: Int, noisy: Bool, seed: UInt64) -> Bitmap {
        noisy ? PNGEncodingTests.randomBitmap(width: 29, height: height, opaque: true, seed: seed)
            : PNGSpliceEncoderTests.page(Int(seed), width: 29, height: height)
    }

    static func frame(of content: Bitmap, offset: Int, height: Int = 90, header: Int = 12) -> Bitmap {
        var frame = Bitmap(width: content.width, height: height, fill: PremultipliedRGBA(red: 20, green: 20, blue: 40, alpha: 255))
        for y in header..<height {
            let source = y - header + offset
            guard source >= 0, source < content.height else { continue }
            for x in 0..<content.width { frame[x, y] = content[x, source] }
        }
        return frame
    }

    @Test(arguments: [true, false])
    func everyFrameDecodesExactlyAndMovedRowsAreReused(noisy: Bool) throws {
        let strip = Self.content(height: 400, noisy: noisy, seed: 3)
        let encoder = PNGFrameSequenceEncoder(width: 29, height: 90, channels: 3)
        let offsets = [0, 3, 9, 17, 30, 31, 60, 100, 101, 140]
        for offset in offsets {
            let frame = Self.frame(of: strip, offset: offset)
            let png = try encoder.encode(frame)
            #expect(try ImageDecoder.decode(data: png, name: "frame \(offset)").bitmap == frame, "offset \(offset)")
        }
        // Pieces recur once the content moved (content-defined cuts follow the content). In frames
        // this short (78 rows of content, pieces of 8 to 96 rows) the seams at the header and the
        // bottom edge are most of each frame, so only some pieces recur (4 to 7 of about 30).
        #expect(encoder.reusedPieces > 0, "reused \(encoder.reusedPieces), compressed \(encoder.compressedPieces)")
        // A frame's bytes depend on the frame alone, not on the frames encoded before it.
        let fresh = try PNGFrameSequenceEncoder(width: 29, height: 90, channels: 3).encode(Self.frame(of: strip, offset: 17))
        let again = PNGFrameSequenceEncoder(width: 29, height: 90, channels: 3)
        _ = try again.encode(Self.frame(of: strip, offset: 9))
        #expect(try again.encode(Self.frame(of: strip, offset: 17)) == fresh)
    }

    @Test func transparentFramesRoundTripAsRGBA() throws {
        let encoder = PNGFrameSequenceEncoder(width: 37, height: 150, channels: 4)
        let page = PNGSpliceEncoderTests.page(5, opaque: false)
        #expect(try ImageDecoder.decode(data: encoder.encode(page), name: "rgba").bitmap == page)
    }

    @Test func writerStoresRepeatsOnceAndReadsBack() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("recording.png")
        let strip = Self.content(height: 300, noisy: true, seed: 9)
        // 2 still frames, 4 moving, 3 still again.
        let offsets = [0, 0, 5, 20, 21, 50, 50, 50, 50]
        let writer = try AnimatedPNGWriter(path: path, width: 29, height: 90, fps: 30)
        for offset in offsets { try writer.append(Self.frame(of: strip, offset: offset)) }
        #expect(!FileManager.default.fileExists(atPath: path), "nothing appears before finish()")
        let summary = try writer.finish()
        #expect(summary == AnimatedPNGWriter.Summary(frameCount: 9, storedFrameCount: 5, upgrades: 0))

        let decoder = try AnimatedPNGDecoder(contentsOf: path)
        #expect(decoder.isAnimated && decoder.frameCount == 5 && decoder.loopCount == 0)
        let frames = try decoder.allFrames()
        #expect(frames.map(\.delay) == [2, 1, 1, 1, 4].map { AnimationDelay(numerator: $0, denominator: 30) })
        #expect(frames.map(\.image) == [0, 5, 20, 21, 50].map { Self.frame(of: strip, offset: $0) })
        // Plain readers see the first frame; the file is RGB (every frame opaque).
        let png = TemporaryFolder.bytes(at: path) ?? []
        #expect(png[25] == 2)
        #expect(try ImageDecoder.decode(data: png, name: path).bitmap == Self.frame(of: strip, offset: 0))
    }

    @Test func aTransparentFrameRewritesTheOpaqueOnesAsRGBA() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("upgrade.png")
        let strip = Self.content(height: 300, noisy: false, seed: 2)
        var clear = Self.frame(of: strip, offset: 40)
        for x in 0..<29 { clear[x, 5] = .transparent; clear[x, 6] = PremultipliedRGBA(red: 10, green: 0, blue: 0, alpha: 100) }
        let frames = [Self.frame(of: strip, offset: 0), Self.frame(of: strip, offset: 0), Self.frame(of: strip, offset: 7), clear,
                      Self.frame(of: strip, offset: 90)]
        let writer = try AnimatedPNGWriter(path: path, width: 29, height: 90, fps: 60)
        for frame in frames { try writer.append(frame) }
        let summary = try writer.finish()
        #expect(summary.upgrades == 1 && summary.storedFrameCount == 4)
        let png = TemporaryFolder.bytes(at: path) ?? []
        #expect(png[25] == 6)
        let decoded = try AnimatedPNGDecoder(data: png, name: path).allFrames()
        #expect(decoded.map(\.image) == [frames[0], frames[2], frames[3], frames[4]])
        #expect(decoded.map(\.delay.numerator) == [2, 1, 1, 1])
        // Only the finished file is left in the folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["upgrade.png"])
    }

    @Test func delaysAreExactForWholeRatesAndSplitPast16Bits() {
        #expect(AnimationDelay.delays(frameCount: 3, fps: 60) == [AnimationDelay(numerator: 3, denominator: 60)])
        #expect(AnimationDelay.delays(frameCount: 2, fps: 29.97) == [AnimationDelay(numerator: 67, denominator: 1000)])
        #expect(AnimationDelay.delays(frameCount: 70_000, fps: 60)
                == [AnimationDelay(numerator: 65_535, denominator: 60), AnimationDelay(numerator: 4_465, denominator: 60)])
        #expect(AnimationDelay(numerator: 7, denominator: 0).seconds == 0.07)
    }

    @Test func theSpliceEncodersAnimationReadsBackFrameByFrame() throws {
        let sources = [0: PNGSpliceEncoderTests.page(1), 1: PNGSpliceEncoderTests.page(2)]
        let encoder = try PNGSpliceEncoder(sources: sources, width: 37, height: 150, background: .black)
        let runs: [[PNGSpliceEncoder.Run]] = [0, 40, 149].map { offset in
            [.init(source: 0, firstRow: offset, count: 150 - offset)] + (offset > 0 ? [.init(source: 1, firstRow: 0, count: offset)] : [])
        }
        let folder = try TemporaryFolder()
        try encoder.writeAnimation(runs.map { .init(runs: $0, delay: AnimationDelay(numerator: 1, denominator: 24)) },
                                   to: folder.file("swipe.png"))
        let frames = try AnimatedPNGDecoder(contentsOf: folder.file("swipe.png")).allFrames()
        #expect(frames.map(\.image) == runs.map { PNGSpliceEncoderTests.expected($0, sources: sources, width: 37, background: .black) })
        #expect(frames.map(\.index) == [0, 1, 2])
    }

    @Test func aPlainPNGIsOneFrame() throws {
        let image = PNGEncodingTests.randomBitmap(width: 7, height: 5, opaque: false, seed: 4)
        let decoder = try AnimatedPNGDecoder(data: try PNGEncoder.encode(image), name: "still.png")
        #expect(!decoder.isAnimated && decoder.frameCount == 1)
        #expect(try decoder.allFrames().map(\.image) == [image])
    }
}

/// Hand-made animated PNGs: regions, disposal and blending as the APNG specification defines
/// them, and damaged files rejected with the place and the reason.
@Suite struct AnimatedPNGDecoderTests {
    /// Builds an APNG from straight RGBA frames: (region, pixels, dispose, blend, delay).
    struct Builder {
        var width: Int
        var height: Int
        var frames: [(x: Int, y: Int, width: Int, height: Int, rgba: [UInt8], dispose: UInt8, blend: UInt8)] = []
        var defaultIsFrame = true
        var announced: Int?

        func bytes(mutate: (inout [(String, [UInt8])]) -> Void = { _ in }) -> [UInt8] {
            var chunks: [(String, [UInt8])] = []
            chunks.append(("IHDR", TestPNGWriter.u32(width) + TestPNGWriter.u32(height) + [8, 6, 0, 0, 0]))
            chunks.append(("acTL", TestPNGWriter.u32(announced ?? frames.count) + TestPNGWriter.u32(0)))
            var sequence = 0
            for (index, frame) in frames.enumerated() {
                var raw = [UInt8]()
                for row in 0..<frame.height {
                    raw.append(0)
                    raw += frame.rgba[(row * frame.width * 4)..<((row + 1) * frame.width * 4)]
                }
                let control = TestPNGWriter.u32(sequence) + TestPNGWriter.u32(frame.width) + TestPNGWriter.u32(frame.height)
                    + TestPNGWriter.u32(frame.x) + TestPNGWriter.u32(frame.y) + [0, 1, 0, 10, frame.dispose, frame.blend]
                if index == 0 {
                    if defaultIsFrame { chunks.append(("fcTL", control)); sequence += 1 }
                    chunks.append(("IDAT", TestPNGWriter.zlibStored(raw)))
                    if !defaultIsFrame { continue }
                } else {
                    chunks.append(("fcTL", control))
                    sequence += 1
                    chunks.append(("fdAT", TestPNGWriter.u32(sequence) + TestPNGWriter.zlibStored(raw)))
                    sequence += 1
                }
            }
            chunks.append(("IEND", []))
            mutate(&chunks)
            var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            for (type, data) in chunks { TestPNGWriter.chunk(type, data, into: &out) }
            return out
        }
    }

    static func solid(_ width: Int, _ height: Int, _ rgba: [UInt8]) -> [UInt8] {
        Array((0..<(width * height)).map { _ in rgba }.joined())
    }

    @Test func regionsDisposalAndBlending() throws {
        var builder = Builder(width: 4, height: 3)
        builder.frames = [
            (0, 0, 4, 3, Self.solid(4, 3, [255, 0, 0, 255]), 0, 0),            // red canvas
            (1, 1, 2, 1, Self.solid(2, 1, [0, 0, 255, 128]), 2, 1),            // half-blue over, then restored
            (0, 0, 1, 1, Self.solid(1, 1, [0, 255, 0, 255]), 1, 0),            // green corner, then cleared
            (3, 2, 1, 1, Self.solid(1, 1, [0, 0, 0, 0]), 0, 1),                // transparent over: no change
        ]
        let frames = try AnimatedPNGDecoder(data: builder.bytes(), name: "made.png").allFrames()
        #expect(frames.count == 4)
        let red = PremultipliedRGBA(red: 255, green: 0, blue: 0, alpha: 255)
        #expect(frames[0].image.pixels == Bitmap(width: 4, height: 3, fill: red).pixels)
        // Blue at half alpha over red, premultiplied: 128 + 255·127/255 → (127, 0, 128).
        #expect(frames[1].image[1, 1] == PremultipliedRGBA(red: 127, green: 0, blue: 128, alpha: 255))
        #expect(frames[1].image[0, 0] == red)
        // Frame 1 was disposed to the previous canvas: the blue is gone in frame 2.
        #expect(frames[2].image[1, 1] == red && frames[2].image[0, 0] == PremultipliedRGBA(red: 0, green: 255, blue: 0, alpha: 255))
        // Frame 2 was disposed to transparent black: the corner is clear in frame 3.
        #expect(frames[3].image[0, 0] == .transparent && frames[3].image[3, 2] == red)
        #expect(frames.map(\.delay) == Array(repeating: AnimationDelay(numerator: 1, denominator: 10), count: 4))
    }

    @Test func aDefaultImageOutsideTheAnimationIsSkipped() throws {
        var builder = Builder(width: 2, height: 2, defaultIsFrame: false, announced: 1)
        builder.frames = [(0, 0, 2, 2, Self.solid(2, 2, [9, 9, 9, 255]), 0, 0), (0, 0, 2, 2, Self.solid(2, 2, [1, 2, 3, 255]), 0, 0)]
        let frames = try AnimatedPNGDecoder(data: builder.bytes(), name: "skip.png").allFrames()
        #expect(frames.count == 1 && frames[0].image[1, 1] == PremultipliedRGBA(red: 1, green: 2, blue: 3, alpha: 255))
    }

    static func damaged() -> [(String, [UInt8], String)] {
        var builder = Builder(width: 3, height: 3)
        builder.frames = [(0, 0, 3, 3, AnimatedPNGDecoderTests.solid(3, 3, [1, 1, 1, 255]), 0, 0),
                          (1, 1, 2, 2, AnimatedPNGDecoderTests.solid(2, 2, [2, 2, 2, 255]), 0, 0)]
        let good = builder.bytes()
        var badCRC = good
        badCRC[good.count - 20] ^= 0xFF
        var tooMany = builder
        tooMany.announced = 1
        var tooFew = builder
        tooFew.announced = 3
        return [
            ("a broken CRC", badCRC, "CRC"),
            ("a truncated file", Array(good.prefix(good.count - 30)), "truncated"),
            ("a skipped sequence number", builder.bytes { chunks in
                if let index = chunks.firstIndex(where: { $0.0 == "fdAT" }) { chunks[index].1[3] = 7 }
            }, "sequence number 7"),
            ("a frame outside the canvas", builder.bytes { chunks in
                if let index = chunks.lastIndex(where: { $0.0 == "fcTL" }) { chunks[index].1[15] = 2 }  // x = 2, width 2
            }, "not inside"),
            ("more frames than announced", tooMany.bytes(), "more frames"),
            ("fewer frames than announced", tooFew.bytes(), "announces 3 frames"),
            ("data of the wrong size", builder.bytes { chunks in
                if let index = chunks.firstIndex(where: { $0.0 == "fdAT" }) {
                    chunks[index].1 = TestPNGWriter.u32(2) + TestPNGWriter.zlibStored([0, 1, 2, 3])
                }
            }, "does not inflate"),
            ("an fdAT before the image data", builder.bytes { chunks in chunks.insert(("fdAT", [0, 0, 0, 0]), at: 2) },
             "before the image data"),
            ("an unknown critical chunk", builder.bytes { chunks in chunks.insert(("ZZZZ", []), at: 2) }, "unknown critical"),
        ]
    }

    @Test(arguments: AnimatedPNGDecoderTests.damaged())
    func damagedFilesAreClearErrors(case: (String, [UInt8], String)) {
        let (label, bytes, expected) = `case`
        do {
            let decoder = try AnimatedPNGDecoder(data: bytes, name: "bad.png")
            _ = try decoder.allFrames()
            Issue.record("\(label): decoded without an error")
        } catch {
            #expect(error.description.contains("bad.png") && error.description.contains(expected), "\(label): \(error)")
        }
    }

    @Test func limitsRefuseBeforeDecoding() throws {
        var builder = Builder(width: 3, height: 3)
        builder.frames = Array(repeating: (0, 0, 3, 3, Self.solid(3, 3, [5, 5, 5, 255]), UInt8(0), UInt8(0)), count: 4)
        #expect(throws: ImageDecodingError.self) {
            _ = try AnimatedPNGDecoder(data: builder.bytes(), name: "many.png", limits: .init(maximumFrames: 3))
        }
        #expect(throws: ImageDecodingError.self) {
            _ = try AnimatedPNGDecoder(data: builder.bytes(), name: "many.png", limits: .init(maximumTotalPixels: 27)).allFrames()
        }
        #expect(try AnimatedPNGDecoder(data: builder.bytes(), name: "many.png", limits: .init(maximumTotalPixels: 36)).allFrames().count == 4)
    }

    /// Seeded mutations of a valid animation: every outcome is frames or a thrown error, never a
    /// crash (the fuzz target FuzzAPNGDecode runs the same at scale).
    @Test func mutatedAnimationsNeverCrash() {
        var builder = Builder(width: 5, height: 4)
        builder.frames = [(0, 0, 5, 4, Self.solid(5, 4, [200, 10, 10, 255]), 0, 0), (1, 1, 3, 2, Self.solid(3, 2, [0, 90, 0, 90]), 2, 1),
                          (0, 0, 2, 2, Self.solid(2, 2, [7, 7, 7, 7]), 1, 0)]
        let good = builder.bytes()
        var generator = SeededGenerator(seed: 77)
        var decodedSome = 0
        for round in 0..<400 {
            var bytes: [UInt8]
            if round % 2 == 0 {
                // Inside chunks, with their CRCs made right again: the parser and decoder see it.
                bytes = builder.bytes { chunks in
                    for _ in 0..<Int.random(in: 1...3, using: &generator) {
                        let chunk = Int.random(in: 0..<chunks.count, using: &generator)
                        guard !chunks[chunk].1.isEmpty else { continue }
                        let index = Int.random(in: 0..<chunks[chunk].1.count, using: &generator)
                        chunks[chunk].1[index] = UInt8.random(in: 0...255, using: &generator)
                    }
                }
            } else {
                bytes = good
                let index = Int.random(in: 8..<bytes.count, using: &generator)
                bytes[index] = UInt8.random(in: 0...255, using: &generator)
                bytes = Array(bytes.prefix(Int.random(in: 8...bytes.count, using: &generator)))
            }
            if let frames = try? AnimatedPNGDecoder(data: bytes, name: "mutated.png").allFrames() {
                decodedSome += frames.isEmpty ? 0 : 1
            }
        }
        // Some mutations leave a valid animation (a changed pixel); none crashed.
        #expect(decodedSome > 0 && decodedSome < 400)
    }
}
