import Foundation

/// Gaussian blur of premultiplied RGBA pixels, the filter behind `.blur(radius:)` and
/// `.shadow(color:radius:x:y:)`.
///
/// The blur is separable: each row, then each column, is convolved with a one-dimensional
/// Gaussian of standard deviation `sigma` (device pixels). Pixels outside the bitmap count as
/// transparent, so content near an edge fades out (callers pad their layers by ``padding(sigma:)``).
///
/// Small deviations (`sigma < 4`) use the sampled Gaussian kernel in 16-bit fixed point. Larger
/// ones use three successive box blurs (the approximation the SVG filter specification allows for
/// `feGaussianBlur`), which costs the same whatever `sigma` is. The box widths are odd (so each
/// box is centred) and chosen so that the three boxes' variances add up to `sigma²` as closely
/// as whole widths allow (Kovesi's method), which keeps the result within a few levels of the
/// exact Gaussian; the specification's single width `⌊σ·3·√(2π)/4 + 0.5⌋` is about 6% narrower.
/// ``referenceBlur(_:sigma:)`` is the exact, slow convolution the tests compare against.
/// Everything is integer arithmetic, so results are identical on every machine.
public enum GaussianBlur {
    /// How far a blur of `sigma` spreads content, in pixels: three deviations, rounded up.
    public static func padding(sigma: Double) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 0 }
        return Int((sigma * 3).rounded(.up))
    }

    /// Blurs `bitmap` in place.
    public static func blur(_ bitmap: inout Bitmap, sigma: Double) {
        guard sigma.isFinite, sigma > 0.05, bitmap.width > 0, bitmap.height > 0 else { return }
        if sigma < 4 {
            let kernel = kernelWeights(sigma: sigma)
            convolveRows(&bitmap) { line, scratch in convolve(&line, scratch: &scratch, kernel: kernel) }
            convolveColumns(&bitmap) { line, scratch in convolve(&line, scratch: &scratch, kernel: kernel) }
        } else {
            let passes = boxPasses(sigma: sigma)
            convolveRows(&bitmap) { line, scratch in
                for (size, offset) in passes { boxBlur(&line, scratch: &scratch, size: size, offset: offset) }
            }
            convolveColumns(&bitmap) { line, scratch in
                for (size, offset) in passes { boxBlur(&line, scratch: &scratch, size: size, offset: offset) }
            }
        }
    }

    // MARK: Kernels

    /// The sampled Gaussian for `sigma`, normalized to sum exactly 65536 (index 0 is the centre).
    static func kernelWeights(sigma: Double) -> [Int32] {
        let radius = max(1, padding(sigma: sigma))
        let raw = (0...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = raw[0] + 2 * raw.dropFirst().reduce(0, +)
        var weights = raw.map { Int32(($0 / total * 65536).rounded()) }
        // Put the rounding remainder in the centre so the weights sum to one exactly.
        weights[0] += 65536 - (weights[0] + 2 * weights.dropFirst().reduce(0, +))
        return weights
    }

    /// Three odd box widths whose variances, `(w² − 1) / 12` each, add up to about `sigma²`:
    /// `m` boxes of the odd width `w` just below the ideal one and `3 − m` of `w + 2`. Each box is
    /// returned with its left extent (half its width), so it is centred on the output pixel.
    static func boxPasses(sigma: Double) -> [(size: Int, offset: Int)] {
        let count = 3.0
        let ideal = (12 * sigma * sigma / count + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(1, lower)
        let width = Double(lower)
        let lowerCount = ((12 * sigma * sigma - count * width * width - 4 * count * width - 3 * count)
            / (-4 * width - 4)).rounded()
        let m = min(3, max(0, Int(lowerCount)))
        return (0..<3).map { index in
            let size = index < m ? lower : lower + 2
            return (size, size / 2)
        }
    }

    // MARK: Passes

    /// Runs `filter` on each row, as a line of premultiplied channels.
    private static func convolveRows(_ bitmap: inout Bitmap, _ filter: (inout [Int32], inout [Int32]) -> Void) {
        var line = [Int32](repeating: 0, count: bitmap.width * 4)
        var scratch = line
        let stride = bitmap.bytesPerRow
        for y in 0..<bitmap.height {
            let start = y * stride
            for i in 0..<(bitmap.width * 4) { line[i] = Int32(bitmap.pixels[start + i]) }
            filter(&line, &scratch)
            for i in 0..<(bitmap.width * 4) { bitmap.pixels[start + i] = UInt8(clamping: line[i]) }
        }
    }

    /// Runs `filter` on each column, as a line of premultiplied channels.
    private static func convolveColumns(_ bitmap: inout Bitmap, _ filter: (inout [Int32], inout [Int32]) -> Void) {
        var line = [Int32](repeating: 0, count: bitmap.height * 4)
        var scratch = line
        let stride = bitmap.bytesPerRow
        for x in 0..<bitmap.width {
            for y in 0..<bitmap.height {
                let source = y * stride + x * 4
                for channel in 0..<4 { line[y * 4 + channel] = Int32(bitmap.pixels[source + channel]) }
            }
            filter(&line, &scratch)
            for y in 0..<bitmap.height {
                let target = y * stride + x * 4
                for channel in 0..<4 { bitmap.pixels[target + channel] = UInt8(clamping: line[y * 4 + channel]) }
            }
        }
    }

    /// Convolves a line of 4-channel pixels with a symmetric kernel (transparent beyond the ends).
    private static func convolve(_ line: inout [Int32], scratch: inout [Int32], kernel: [Int32]) {
        let count = line.count / 4
        let radius = kernel.count - 1
        for x in 0..<count {
            for channel in 0..<4 {
                var sum = Int64(kernel[0]) * Int64(line[x * 4 + channel])
                for offset in 1...radius {
                    let weight = Int64(kernel[offset])
                    if x - offset >= 0 { sum += weight * Int64(line[(x - offset) * 4 + channel]) }
                    if x + offset < count { sum += weight * Int64(line[(x + offset) * 4 + channel]) }
                }
                scratch[x * 4 + channel] = Int32((sum + 32768) >> 16)
            }
        }
        swap(&line, &scratch)
    }

    /// One box blur of `size` pixels whose window starts `offset` pixels left of each output
    /// pixel, with a running sum (transparent beyond the ends), rounding to nearest.
    private static func boxBlur(_ line: inout [Int32], scratch: inout [Int32], size: Int, offset: Int) {
        let count = line.count / 4
        let half = Int32(size / 2)
        for channel in 0..<4 {
            // Window [x - offset, x - offset + size).
            var sum: Int32 = 0
            for i in -offset..<(size - offset) where i >= 0 && i < count { sum += line[i * 4 + channel] }
            for x in 0..<count {
                scratch[x * 4 + channel] = (sum + half) / Int32(size)
                let leaving = x - offset
                let entering = x - offset + size
                if leaving >= 0 && leaving < count { sum -= line[leaving * 4 + channel] }
                if entering >= 0 && entering < count { sum += line[entering * 4 + channel] }
            }
        }
        swap(&line, &scratch)
    }

    // MARK: Reference

    /// The exact blur: a direct two-dimensional convolution with the continuous Gaussian sampled
    /// at pixel centres, in floating point. Slow; the tests measure ``blur(_:sigma:)`` against it.
    public static func referenceBlur(_ bitmap: Bitmap, sigma: Double) -> Bitmap {
        guard sigma > 0 else { return bitmap }
        let radius = padding(sigma: sigma)
        let weights = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        var result = bitmap
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                var sums = [Double](repeating: 0, count: 4)
                for dy in -radius...radius where y + dy >= 0 && y + dy < bitmap.height {
                    for dx in -radius...radius where x + dx >= 0 && x + dx < bitmap.width {
                        let weight = weights[dy + radius] * weights[dx + radius]
                        let index = (y + dy) * bitmap.bytesPerRow + (x + dx) * 4
                        for channel in 0..<4 { sums[channel] += weight * Double(bitmap.pixels[index + channel]) }
                    }
                }
                let index = y * bitmap.bytesPerRow + x * 4
                for channel in 0..<4 {
                    result.pixels[index + channel] = UInt8(clamping: Int((sums[channel] / (total * total)).rounded()))
                }
            }
        }
        return result
    }
}
