import CCodecShims
import CDeflate
import FeedshotTestSupport
import Raster
import Testing
@testable import ImageCodecs

/// `fs_deflate_rle`, the run-length deflater of photographic PNGs: every stream it writes must
/// inflate (with libdeflate, which refuses incomplete Huffman codes and bad headers) to exactly
/// its input, alone or as concatenated pieces.
@Suite struct RunLengthDeflateTests {
    /// Compresses `data` as one piece.
    static func compress(_ data: [UInt8], final: Bool) -> [UInt8] {
        let bound = fs_deflate_rle_bound(data.count)
        var output = [UInt8](repeating: 0, count: bound)
        let written = data.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                fs_deflate_rle(input.baseAddress, input.count, final ? 1 : 0, out.baseAddress, out.count)
            }
        }
        return Array(output[..<written])
    }

    /// Inflates a raw deflate stream, or nil when libdeflate rejects it.
    static func inflate(_ stream: [UInt8], expectedCount: Int) -> [UInt8]? {
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var output = [UInt8](repeating: 0, count: max(1, expectedCount))
        var actual = 0
        let result = stream.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                libdeflate_deflate_decompress(decompressor, input.baseAddress, input.count, out.baseAddress, out.count, &actual)
            }
        }
        guard result == LIBDEFLATE_SUCCESS, actual == expectedCount else { return nil }
        return Array(output[..<actual])
    }

    /// Residual-like bytes: mostly small signed values, some runs, some noise.
    static func residuals(_ count: Int, seed: UInt64) -> [UInt8] {
        var generator = SeededGenerator(seed: seed)
        var bytes = [UInt8]()
        bytes.reserveCapacity(count)
        while bytes.count < count {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0: bytes += [UInt8](repeating: .random(in: 0...255, using: &generator), count: .random(in: 1...600, using: &generator))
            case 1: bytes.append(.random(in: 0...255, using: &generator))
            default: bytes.append(UInt8(bitPattern: Int8.random(in: -4...4, using: &generator)))
            }
        }
        return Array(bytes.prefix(count))
    }

    @Test(arguments: [0, 1, 2, 3, 4, 258, 259, 262, 65_535, 65_536, 65_537, 200_001])
    func finalStreamsInflateToTheirInput(count: Int) {
        let data = Self.residuals(count, seed: UInt64(count) + 1)
        let stream = Self.compress(data, final: true)
        #expect(stream.count <= fs_deflate_rle_bound(count))
        #expect(Self.inflate(stream, expectedCount: count) == data)
    }

    @Test func piecesConcatenateIntoOneStream() {
        let parts = [Self.residuals(70_000, seed: 3), [UInt8](repeating: 7, count: 1000), Self.residuals(5, seed: 4), []]
        var stream = [UInt8]()
        for part in parts { stream += Self.compress(part, final: false) }
        stream += DeflatePiece.finalBlock
        #expect(Self.inflate(stream, expectedCount: parts.reduce(0) { $0 + $1.count }) == Array(parts.joined()))
    }

    @Test func incompressibleBytesAreStoredWithinTheBound() {
        var generator = SeededGenerator(seed: 9)
        let data = (0..<150_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let stream = Self.compress(data, final: true)
        #expect(stream.count <= fs_deflate_rle_bound(data.count))
        #expect(stream.count > data.count)  // stored: nothing gained, little lost
        #expect(Self.inflate(stream, expectedCount: data.count) == data)
    }

    @Test func longRunsBecomeMatches() {
        let data = [UInt8](repeating: 0, count: 300_000) + [1, 2, 3] + [UInt8](repeating: 255, count: 1000)
        let stream = Self.compress(data, final: true)
        #expect(stream.count < 2_000)
        #expect(Self.inflate(stream, expectedCount: data.count) == data)
    }

    /// Fibonacci frequencies make an unlimited Huffman code 20+ bits deep: the length limit must
    /// still produce a complete code of at most 15 bits (libdeflate rejects anything else).
    @Test func skewedFrequenciesAreLimitedToFifteenBits() {
        var counts = [1, 1]
        while counts.count < 22 { counts.append(counts[counts.count - 1] + counts[counts.count - 2]) }
        var data = [UInt8]()
        // Round-robin, so no symbol repeats back to back (no runs): only literals.
        var remaining = counts
        while remaining.contains(where: { $0 > 0 }) {
            for symbol in remaining.indices where remaining[symbol] > 0 {
                data.append(UInt8(symbol * 11))
                remaining[symbol] -= 1
            }
        }
        let block = Array(data.prefix(65_536))
        #expect(Self.inflate(Self.compress(block, final: true), expectedCount: block.count) == block)
    }

    /// The eight-bytes-at-a-time run search against the byte-by-byte reference: the same parse,
    /// so the same bytes, on residual-like data, long runs, runs across block and word edges.
    @Test(arguments: [1, 7, 8, 9, 65_537, 150_003])
    func wordSearchMatchesTheScalarReference(count: Int) {
        var generator = SeededGenerator(seed: UInt64(count))
        var data = Self.residuals(count, seed: UInt64(count) + 7)
        for _ in 0..<(count / 50) {  // extra short runs (2, 3, 4 long) at random places
            let at = Int.random(in: 0..<count, using: &generator)
            for k in at..<min(count, at + Int.random(in: 2...4, using: &generator)) { data[k] = data[at] }
        }
        for final in [true, false] {
            let bound = fs_deflate_rle_bound(count)
            var fast = [UInt8](repeating: 0, count: bound), reference = [UInt8](repeating: 0, count: bound)
            let fastCount = data.withUnsafeBufferPointer { input in
                fast.withUnsafeMutableBufferPointer { fs_deflate_rle(input.baseAddress, count, final ? 1 : 0, $0.baseAddress, bound) }
            }
            let referenceCount = data.withUnsafeBufferPointer { input in
                reference.withUnsafeMutableBufferPointer {
                    fs_deflate_rle_scalar_reference(input.baseAddress, count, final ? 1 : 0, $0.baseAddress, bound)
                }
            }
            #expect(fastCount > 0 && Array(fast[..<fastCount]) == Array(reference[..<referenceCount]))
        }
    }

    @Test func outputIsDeterministic() {
        let data = Self.residuals(100_000, seed: 5)
        #expect(Self.compress(data, final: true) == Self.compress(data, final: true))
    }

    @Test func aTooSmallOutputBufferIsRefused() {
        let data = Self.residuals(1000, seed: 6)
        var output = [UInt8](repeating: 0, count: 10)
        let written = data.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { fs_deflate_rle(input.baseAddress, input.count, 1, $0.baseAddress, $0.count) }
        }
        #expect(written == 0)
    }

    /// Wide images span several strips (each one a piece of the stream): they must round-trip.
    @Test(arguments: [PNGCompression.fast, .default], [true, false])
    func multiStripImagesRoundTrip(compression: PNGCompression, opaque: Bool) throws {
        let bitmap = PNGEncodingTests.randomBitmap(width: 600, height: 90, opaque: opaque, seed: 12)
        #expect(PNGEncoder.stripRows(rowBytes: 600 * (opaque ? 3 : 4)) < 90)
        let decoded = try ImageDecoder.decode(data: try PNGEncoder.encode(bitmap, compression: compression), name: "strips.png")
        #expect(decoded.bitmap == bitmap)
    }

    @Test func photographicAndDrawnImagesPickTheirDeflater() {
        let noisy = PNGEncodingTests.randomBitmap(width: 64, height: 40, opaque: true, seed: 1)
        let flat = Bitmap(width: 64, height: 40, fill: PixelCheck.rgb(26, 26, 51))
        #expect(PNGEncoder.looksPhotographic(noisy, channels: 3))
        #expect(!PNGEncoder.looksPhotographic(flat, channels: 3))
        // Regression: a photograph above a flat panel went run-length and came out 1.23x zlib 6's
        // size; flat rows are where LZ77 pays, so such an image goes to libdeflate.
        var half = noisy
        for y in 20..<40 {
            for x in 0..<64 { half[x, y] = PixelCheck.rgb(26, 26, 51) }
        }
        #expect(!PNGEncoder.looksPhotographic(half, channels: 3))
    }
}
