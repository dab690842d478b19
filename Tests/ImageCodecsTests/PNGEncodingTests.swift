import FeedshotTestSupport
import Testing
import Raster
@testable import ImageCodecs

/// PNG encoding: round trips through the decoder, colour type choice, determinism.
@Suite struct PNGEncodingTests {
    static func randomBitmap(width: Int, height: Int, opaque: Bool, seed: UInt64) -> Bitmap {
        var generator = SeededGenerator(seed: seed)
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let alpha: UInt8 = opaque ? 255 : [0, 1, 128, 254, 255, UInt8.random(in: 0...255, using: &generator)][Int.random(in: 0..<6, using: &generator)]
                bitmap[x, y] = PremultipliedRGBA(straightRed: .random(in: 0...255, using: &generator),
                                                 green: .random(in: 0...255, using: &generator),
                                                 blue: .random(in: 0...255, using: &generator), alpha: alpha)
            }
        }
        return bitmap
    }

    /// A smooth image with flat areas, where filters matter.
    static func gradientBitmap(width: Int, height: Int) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                bitmap[x, y] = x < width / 4 ? PixelCheck.rgb(26, 26, 51)
                    : PixelCheck.rgb(UInt8(x * 255 / width), UInt8(y * 255 / height), UInt8((x + y) % 256))
            }
        }
        return bitmap
    }

    @Test(arguments: PNGCompression.allCases, [true, false])
    func roundTripsExactly(compression: PNGCompression, opaque: Bool) throws {
        let bitmap = Self.randomBitmap(width: 37, height: 23, opaque: opaque, seed: opaque ? 1 : 2)
        let bytes = try PNGEncoder.encode(bitmap, compression: compression)
        let decoded = try ImageDecoder.decode(data: bytes, name: "round-trip.png")
        #expect(decoded.bitmap == bitmap)
    }

    @Test func premultipliedValuesSurviveUnpremultiplying() throws {
        // Every premultiplied value at every alpha must come back: unpremultiply, then
        // premultiply again in the decoder, is the identity on valid premultiplied pixels.
        var bitmap = Bitmap(width: 256, height: 256)
        for alpha in 0..<256 {
            for value in 0...alpha {
                bitmap[value, alpha] = PremultipliedRGBA(red: UInt8(value), green: UInt8(alpha - value),
                                                         blue: UInt8(value / 2), alpha: UInt8(alpha))
            }
        }
        let decoded = try ImageDecoder.decode(data: try PNGEncoder.encode(bitmap, compression: .fast), name: "all.png")
        #expect(decoded.bitmap == bitmap)
    }

    @Test func opaqueImagesAreRGBAndTranslucentOnesRGBA() throws {
        let opaque = try PNGEncoder.encode(Bitmap(width: 3, height: 3, fill: .white))
        let translucent = try PNGEncoder.encode(Bitmap(width: 3, height: 3))
        // IHDR data starts at byte 16: width, height, bit depth, colour type.
        #expect(opaque[24] == 8 && opaque[25] == 2)
        #expect(translucent[24] == 8 && translucent[25] == 6)
    }

    @Test func outputIsDeterministic() throws {
        let bitmap = Self.gradientBitmap(width: 120, height: 80)
        for compression in PNGCompression.allCases {
            #expect(try PNGEncoder.encode(bitmap, compression: compression)
                    == PNGEncoder.encode(bitmap, compression: compression))
        }
    }

    @Test func smallerPresetsAreNotLarger() throws {
        let bitmap = Self.gradientBitmap(width: 300, height: 200)
        let fast = try PNGEncoder.encode(bitmap, compression: .fast).count
        let normal = try PNGEncoder.encode(bitmap, compression: .default).count
        let small = try PNGEncoder.encode(bitmap, compression: .small).count
        #expect(small <= normal && normal <= fast)
        // Filtering must pay off: far below the 180 KB of raw RGB.
        #expect(normal < 300 * 200 * 3 / 4)
    }

    @Test func emptyBitmapIsRefused() {
        #expect(throws: ImageEncodingError.emptyImage(format: .png)) {
            try PNGEncoder.encode(Bitmap(width: 0, height: 5))
        }
    }

    @Test func paddedRowsAreEncodedWithoutThePadding() throws {
        let bitmap = Self.randomBitmap(width: 5, height: 4, opaque: false, seed: 9)
        var padded = [UInt8]()
        for y in 0..<4 {
            padded += bitmap.pixels[(y * 20)..<(y * 20 + 20)] + [7, 7, 7, 7, 7, 7, 7, 7]
        }
        let strided = Bitmap(width: 5, height: 4, bytesPerRow: 28, premultipliedPixels: padded)
        let decoded = try ImageDecoder.decode(data: try PNGEncoder.encode(strided), name: "padded.png")
        #expect(decoded.bitmap == bitmap)
    }
}

/// The C filter kernel the encoder uses against the scalar Swift reference.
@Suite struct PNGRowFilterTests {
    @Test(arguments: [3, 4], [1, 2, 3, 5, 16, 17, 255, 256, 257, 700, 4680])
    func vectorisedKernelMatchesTheScalarReference(bytesPerPixel: Int, pixels: Int) {
        var generator = SeededGenerator(seed: UInt64(bytesPerPixel * 10_000 + pixels))
        let count = pixels * bytesPerPixel
        // Smooth rows with noise, so every filter wins somewhere.
        let base = Int.random(in: 0...255, using: &generator)
        let previous = (0..<count).map { UInt8(truncatingIfNeeded: base + $0 / 7 + Int.random(in: 0...3, using: &generator)) }
        let current = (0..<count).map { UInt8(truncatingIfNeeded: Int(previous[$0]) + Int.random(in: -9...9, using: &generator)) }
        var scratch = [UInt8](repeating: 0, count: 4 * count)
        var expected = [UInt8](repeating: 0, count: count + 1)
        var actual = [UInt8](repeating: 0, count: count + 1)
        current.withUnsafeBufferPointer { current in
            previous.withUnsafeBufferPointer { previous in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    expected.withUnsafeMutableBufferPointer { output in
                        PNGRowFilter.writeAdaptive(current: current.baseAddress!, previous: previous.baseAddress!,
                                                   count: count, bytesPerPixel: bytesPerPixel,
                                                   scratch: scratch.baseAddress!, output: output.baseAddress!)
                    }
                    actual.withUnsafeMutableBufferPointer { output in
                        _ = PNGEncoder.filterRowWithKernel(current: current.baseAddress!, previous: previous.baseAddress!,
                                                           count: count, bytesPerPixel: bytesPerPixel,
                                                           scratch: scratch.baseAddress!, output: output.baseAddress!)
                    }
                }
            }
        }
        #expect(actual == expected)
    }
}
