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

    /// What a blur sees beyond the bitmap's edges.
    public enum Edges: Sendable, Equatable {
        /// Transparent pixels: content fades out at the edges.
        case transparent
        /// The edge pixels repeated: an opaque image stays opaque to its edges.
        case clamped
    }

    /// Blurs `bitmap` in place.
    public static func blur(_ bitmap: inout Bitmap, sigma: Double, edges: Edges = .transparent) {
        guard sigma.isFinite, sigma > 0.05, bitmap.width > 0, bitmap.height > 0 else { return }
        let clamps = edges == .clamped
        if sigma < 4 {
            let kernel = kernelWeights(sigma: sigma)
            let margin = kernel.count
            let filter = { (line: UnsafeMutablePointer<Int32>, scratch: UnsafeMutablePointer<Int32>, count: Int) in
                if clamps { repeatEdges(line, count: count, margin: margin) }
                convolve(line, scratch, count: count, kernel: kernel)
            }
            convolveRows(&bitmap, margin: margin, filter)
            convolveColumns(&bitmap, margin: margin, filter)
        } else {
            let passes = boxPasses(sigma: sigma)
            let margin = (passes.map(\.size).max() ?? 1) + 1
            let filter = { (line: UnsafeMutablePointer<Int32>, scratch: UnsafeMutablePointer<Int32>, count: Int) in
                for (size, offset) in passes {
                    if clamps { repeatEdges(line, count: count, margin: margin) }
                    boxBlur(line, scratch, count: count, size: size, offset: offset)
                }
            }
            convolveRows(&bitmap, margin: margin, filter)
            convolveColumns(&bitmap, margin: margin, filter)
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

    /// Runs `filter` on each row. The line handed to `filter` holds the row's premultiplied
    /// channels as `Int32`s after `margin` zero pixels, and is followed by `margin` more, so
    /// filters read their neighbourhood without bounds checks; filters write the middle only.
    private static func convolveRows(_ bitmap: inout Bitmap, margin: Int,
                                     _ filter: (UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>, Int) -> Void) {
        let count = bitmap.width
        var line = [Int32](repeating: 0, count: (count + 2 * margin) * 4)
        var scratch = line
        let stride = bitmap.bytesPerRow
        bitmap.pixels.withUnsafeMutableBufferPointer { pixels in
            line.withUnsafeMutableBufferPointer { line in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    guard let pixels = pixels.baseAddress, let line = line.baseAddress,
                          let scratch = scratch.baseAddress else { return }
                    let middle = line + margin * 4
                    for y in 0..<bitmap.height {
                        let row = pixels + y * stride
                        for i in 0..<(count * 4) { middle[i] = Int32(row[i]) }
                        filter(line + margin * 4, scratch + margin * 4, count)
                        for i in 0..<(count * 4) { row[i] = UInt8(clamping: middle[i]) }
                    }
                }
            }
        }
    }

    /// Runs `filter` on each column, laid out as ``convolveRows(_:margin:_:)`` lays out rows.
    private static func convolveColumns(_ bitmap: inout Bitmap, margin: Int,
                                        _ filter: (UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>, Int) -> Void) {
        let count = bitmap.height
        var line = [Int32](repeating: 0, count: (count + 2 * margin) * 4)
        var scratch = line
        let stride = bitmap.bytesPerRow
        bitmap.pixels.withUnsafeMutableBufferPointer { pixels in
            line.withUnsafeMutableBufferPointer { line in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    guard let pixels = pixels.baseAddress, let line = line.baseAddress,
                          let scratch = scratch.baseAddress else { return }
                    let middle = line + margin * 4
                    for x in 0..<bitmap.width {
                        let column = pixels + x * 4
                        for y in 0..<count {
                            for channel in 0..<4 { middle[y * 4 + channel] = Int32(column[y * stride + channel]) }
                        }
                        filter(line + margin * 4, scratch + margin * 4, count)
                        for y in 0..<count {
                            for channel in 0..<4 { column[y * stride + channel] = UInt8(clamping: middle[y * 4 + channel]) }
                        }
                    }
                }
            }
        }
    }

    /// Fills the `margin` pixels on each side of a line with copies of its end pixels.
    private static func repeatEdges(_ line: UnsafeMutablePointer<Int32>, count: Int, margin: Int) {
        for step in 1...margin {
            for channel in 0..<4 {
                line[-step * 4 + channel] = line[channel]
                line[(count - 1 + step) * 4 + channel] = line[(count - 1) * 4 + channel]
            }
        }
    }

    /// Convolves `count` pixels at `line` with a symmetric kernel whose weights sum to 65536
    /// (the margins hold zeros), through `scratch`, leaving the result in `line`.
    private static func convolve(_ line: UnsafeMutablePointer<Int32>, _ scratch: UnsafeMutablePointer<Int32>,
                                 count: Int, kernel: [Int32]) {
        let radius = kernel.count - 1
        kernel.withUnsafeBufferPointer { weights in
            for index in 0..<(count * 4) {
                var sum = weights[0] &* line[index]
                for offset in 1...radius {
                    sum &+= weights[offset] &* (line[index - offset * 4] &+ line[index + offset * 4])
                }
                scratch[index] = (sum &+ 32768) >> 16
            }
        }
        line.update(from: scratch, count: count * 4)
    }

    /// One box blur of `size` pixels whose window starts `offset` pixels left of each output
    /// pixel (the margins hold zeros, at least `size` pixels of them), with a running sum and
    /// rounding to nearest through a 24-bit reciprocal.
    private static func boxBlur(_ line: UnsafeMutablePointer<Int32>, _ scratch: UnsafeMutablePointer<Int32>,
                                count: Int, size: Int, offset: Int) {
        let reciprocal = (Int64(1) << 24 + Int64(size / 2)) / Int64(size)
        for channel in 0..<4 {
            var sum: Int64 = 0
            for i in -offset..<(size - offset) { sum += Int64(line[i * 4 + channel]) }
            for x in 0..<count {
                scratch[x * 4 + channel] = Int32((sum * reciprocal + (1 << 23)) >> 24)
                sum += Int64(line[(x - offset + size) * 4 + channel]) - Int64(line[(x - offset) * 4 + channel])
            }
        }
        line.update(from: scratch, count: count * 4)
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
