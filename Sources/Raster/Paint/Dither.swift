/// Ordered dithering for gradients: an 8x8 Bayer matrix anchored to device pixels.
///
/// Gradient colours are computed with 8 fractional bits; adding the threshold of the pixel's
/// matrix cell and truncating rounds each pixel up or down so that every 8x8 block averages to
/// the exact colour. A smooth ramp therefore never shows a step of more than one level, and the
/// pattern is a pure function of the device position (deterministic, no noise source).
enum Dither {
    /// The 8x8 Bayer index matrix (0…63), row-major.
    static let bayer: [UInt8] = {
        var matrix = [UInt8](repeating: 0, count: 64)
        for y in 0..<8 {
            for x in 0..<8 {
                // Interleave the bit-reversed bits of x ^ y and y (the standard recursive construction).
                let v = x ^ y
                var index = 0
                for bit in 0..<3 {
                    index |= ((v >> bit) & 1) << (5 - 2 * bit)
                    index |= ((y >> bit) & 1) << (4 - 2 * bit)
                }
                matrix[y * 8 + x] = UInt8(index)
            }
        }
        return matrix
    }()

    /// The threshold (in 1/256 of a level, 2…254, mean 128) added before truncation at device
    /// pixel (`x`, `y`).
    @inline(__always) static func threshold(x: Int, y: Int) -> UInt16 {
        UInt16(bayer[(y & 7) * 8 + (x & 7)]) * 4 + 2
    }
}
