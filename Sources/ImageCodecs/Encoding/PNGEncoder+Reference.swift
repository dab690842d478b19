import CCodecShims
import Raster

extension PNGEncoder {
    /// Encodes `bitmap` with libpng and zlib at `zlibLevel` (adaptive filters), the classic
    /// encoder most tools use. Only for benchmarks that compare ``encode(_:compression:)`` with it.
    @_spi(Benchmarks)
    public static func encodeWithLibpng(_ bitmap: Bitmap, zlibLevel: Int = 6) throws(ImageEncodingError) -> [UInt8] {
        let width = bitmap.width, height = bitmap.height
        guard width > 0, height > 0 else { throw .emptyImage(format: .png) }
        let channels = bitmap.isOpaque ? 3 : 4
        // Straight (unpremultiplied) rows, as the PNG stores them.
        var rows = [UInt8](repeating: 0, count: width * height * channels)
        for y in 0..<height {
            for x in 0..<width {
                let pixel = bitmap[x, y].straight
                let index = (y * width + x) * channels
                rows[index] = pixel.red
                rows[index + 1] = pixel.green
                rows[index + 2] = pixel.blue
                if channels == 4 { rows[index + 3] = pixel.alpha }
            }
        }
        var output: UnsafeMutablePointer<UInt8>?
        var outputCount = 0
        var failure = fs_codec_error()
        let status = rows.withUnsafeBufferPointer { pixels in
            fs_png_encode_reference(pixels.baseAddress, UInt32(width), UInt32(height), width * channels,
                                    Int32(channels), Int32(zlibLevel), &output, &outputCount, &failure)
        }
        defer { fs_codec_free(output) }
        guard status == FS_CODEC_OK, let output else {
            throw .encoderFailed(format: .png, detail: CodecStatus.message(of: failure))
        }
        return Array(UnsafeBufferPointer(start: output, count: outputCount))
    }
}
