/// PNG's raw samples for one bitmap row: RGB when the image is opaque (alpha dropped), straight
/// (unpremultiplied) RGBA otherwise. Shared by ``PNGEncoder`` and ``PNGSpliceEncoder`` so both
/// write the same samples.
enum PNGRawRows {
    /// Converts `width` premultiplied RGBA pixels at `source` into `channels` (3 or 4) samples per
    /// pixel at `output`. `unpremultiply` is ``UnpremultiplyTable``'s entries.
    @inline(__always)
    static func write(row source: UnsafePointer<UInt8>, width: Int, channels: Int, unpremultiply: UnsafePointer<UInt8>,
                      into output: UnsafeMutablePointer<UInt8>) {
        if channels == 3 {
            for x in 0..<width {
                output[x * 3] = source[x * 4]
                output[x * 3 + 1] = source[x * 4 + 1]
                output[x * 3 + 2] = source[x * 4 + 2]
            }
        } else {
            for x in 0..<width {
                let alpha = Int(source[x * 4 + 3])
                let row = unpremultiply + alpha << 8
                output[x * 4] = row[Int(source[x * 4])]
                output[x * 4 + 1] = row[Int(source[x * 4 + 1])]
                output[x * 4 + 2] = row[Int(source[x * 4 + 2])]
                output[x * 4 + 3] = UInt8(truncatingIfNeeded: alpha)
            }
        }
    }
}
