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
