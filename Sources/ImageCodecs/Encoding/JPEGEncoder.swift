import CCodecShims
import Raster

/// Encodes bitmaps as baseline JPEG (libjpeg-turbo, optimised Huffman tables, accurate DCT).
///
/// JPEG has no alpha: translucent pixels are composited over `background` first. Chroma is
/// subsampled 4:2:0 below quality 90 and kept at full resolution (4:4:4) from 90 up, where
/// colour edges in UI cards would otherwise bleed. Deterministic: same input, same bytes.
public enum JPEGEncoder {
    /// Encodes `bitmap` at `quality` (1...100; 85 is a good default for photos, 92+ for UI).
    public static func encode(_ bitmap: Bitmap, quality: Int = 85, background: PremultipliedRGBA = .white)
        throws(ImageEncodingError) -> [UInt8] {
        precondition((1...100).contains(quality), "JPEG quality must be in 1...100, not \(quality)")
        precondition(background.alpha == 255, "the JPEG background must be opaque")
        let width = bitmap.width, height = bitmap.height
        guard width > 0, height > 0 else { throw .emptyImage(format: .jpeg) }
        guard width <= 65_500, height <= 65_500 else { throw .imageTooLarge(format: .jpeg, width: width, height: height) }

        let source = bitmap.isOpaque ? bitmap : flattened(bitmap, over: background)
        var output: UnsafeMutablePointer<UInt8>?
        var outputCount = 0
        var failure = fs_codec_error()
        let status = source.pixels.withUnsafeBufferPointer { pixels in
            fs_jpeg_encode(pixels.baseAddress, UInt32(width), UInt32(height), source.bytesPerRow, Int32(quality),
                           quality >= 90 ? 444 : 420, &output, &outputCount, &failure)
        }
        defer { fs_codec_free(output) }
        guard status == FS_CODEC_OK, let output else {
            if status == FS_CODEC_OUT_OF_MEMORY { throw .encoderFailed(format: .jpeg, detail: "out of memory") }
            throw .encoderFailed(format: .jpeg, detail: CodecStatus.message(of: failure))
        }
        return Array(UnsafeBufferPointer(start: output, count: outputCount))
    }

    /// `bitmap` composited over an opaque colour: premultiplied source-over, `s + d·(1 − αs)`.
    static func flattened(_ bitmap: Bitmap, over background: PremultipliedRGBA) -> Bitmap {
        var result = Bitmap(width: bitmap.width, height: bitmap.height)
        let backdrop = [background.red, background.green, background.blue]
        bitmap.pixels.withUnsafeBufferPointer { source in
            result.pixels.withUnsafeMutableBufferPointer { destination in
                for y in 0..<bitmap.height {
                    let from = y * bitmap.bytesPerRow, to = y * bitmap.width * 4
                    for x in 0..<bitmap.width {
                        let i = from + x * 4, o = to + x * 4
                        let inverse = 255 - source[i + 3]
                        for channel in 0..<3 {
                            destination[o + channel] = source[i + channel]
                                &+ PremultipliedRGBA.multiply(backdrop[channel], inverse)
                        }
                        destination[o + 3] = 255
                    }
                }
            }
        }
        return result
    }
}
