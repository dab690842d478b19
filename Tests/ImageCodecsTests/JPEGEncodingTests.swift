import FeedshotTestSupport
import Testing
import Raster
@testable import ImageCodecs

/// JPEG encoding: decodes back close to the input, flattens alpha, is deterministic.
@Suite struct JPEGEncodingTests {
    static func patches() -> Bitmap {
        var bitmap = Bitmap(width: 64, height: 32, fill: PixelCheck.rgb(200, 30, 40))
        for y in 0..<32 {
            for x in 32..<64 { bitmap[x, y] = PixelCheck.rgb(20, 160, 220) }
        }
        return bitmap
    }

    @Test(arguments: [60, 85, 95])
    func roundTripsCloseToTheInput(quality: Int) throws {
        let bitmap = Self.patches()
        let bytes = try JPEGEncoder.encode(bitmap, quality: quality)
        #expect(bytes.starts(with: [0xFF, 0xD8, 0xFF]))
        let decoded = try ImageDecoder.decode(data: bytes, name: "encoded.jpg")
        #expect(decoded.format == .jpeg && decoded.bitmap.width == 64 && decoded.bitmap.height == 32)
        #expect(PixelCheck.close(decoded.bitmap[8, 16], PixelCheck.rgb(200, 30, 40), tolerance: 4))
        #expect(PixelCheck.close(decoded.bitmap[56, 16], PixelCheck.rgb(20, 160, 220), tolerance: 4))
    }

    @Test func higherQualityIsLarger() throws {
        var generator = SeededGenerator(seed: 7)
        var bitmap = Bitmap(width: 64, height: 64)
        for y in 0..<64 {
            for x in 0..<64 {
                bitmap[x, y] = PixelCheck.rgb(.random(in: 0...255, using: &generator), UInt8(x * 4), UInt8(y * 4))
            }
        }
        #expect(try JPEGEncoder.encode(bitmap, quality: 50).count < JPEGEncoder.encode(bitmap, quality: 95).count)
    }

    @Test func translucentPixelsAreFlattenedOverTheBackground() throws {
        let bitmap = Bitmap(width: 16, height: 16, fill: PremultipliedRGBA(straightRed: 0, green: 0, blue: 255, alpha: 128))
        let decoded = try ImageDecoder.decode(data: try JPEGEncoder.encode(bitmap, quality: 95), name: "flat.jpg")
        // Half blue over white: (127, 127, 255).
        #expect(PixelCheck.close(decoded.bitmap[8, 8], PixelCheck.rgb(127, 127, 255), tolerance: 3))
        let black = try JPEGEncoder.encode(bitmap, quality: 95, background: .black)
        #expect(PixelCheck.close(try ImageDecoder.decode(data: black, name: "flat.jpg").bitmap[8, 8],
                                 PixelCheck.rgb(0, 0, 128), tolerance: 3))
    }

    @Test func outputIsDeterministic() throws {
        #expect(try JPEGEncoder.encode(Self.patches(), quality: 80) == JPEGEncoder.encode(Self.patches(), quality: 80))
    }

    @Test func emptyBitmapIsRefused() {
        #expect(throws: ImageEncodingError.emptyImage(format: .jpeg)) {
            try JPEGEncoder.encode(Bitmap(width: 4, height: 0))
        }
    }
}
