/// The consumer of a rasterizer's output: horizontal runs of device pixels with their coverage
/// (0 = outside, 255 = fully inside). Runs arrive row by row, top to bottom, left to right, and
/// never overlap; zero-coverage runs are not reported.
///
/// Implementations are generic parameters (never existentials) so the calls inline into the
/// rasterizer's sweep.
protocol CoverageSink {
    /// `count` pixels from (`x`, `y`) rightwards, all with the same coverage (1…255).
    mutating func fillRun(y: Int, x: Int, count: Int, coverage: UInt8)
    /// Pixels from (`x`, `y`) rightwards with one coverage value each (zeros allowed).
    mutating func blendRun(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>)
}

/// Writes coverage into a dense 8-bit buffer covering `bounds` (used for clip masks, glyph-style
/// masks and tests).
struct MaskSink: CoverageSink {
    /// The device pixels the buffer covers.
    let bounds: PixelRect
    /// `bounds.width * bounds.height` coverage values, top row first.
    var coverage: [UInt8]

    init(bounds: PixelRect) {
        self.bounds = bounds
        coverage = [UInt8](repeating: 0, count: bounds.width * bounds.height)
    }

    mutating func fillRun(y: Int, x: Int, count: Int, coverage value: UInt8) {
        let start = (y - bounds.minY) * bounds.width + (x - bounds.minX)
        coverage.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress! + start
            base.update(repeating: value, count: count)
        }
    }

    mutating func blendRun(y: Int, x: Int, coverage values: UnsafeBufferPointer<UInt8>) {
        let start = (y - bounds.minY) * bounds.width + (x - bounds.minX)
        coverage.withUnsafeMutableBufferPointer { buffer in
            for i in 0..<values.count { buffer[start + i] = values[i] }
        }
    }

    /// The buffer as an ``AlphaMask``.
    var mask: AlphaMask { AlphaMask(width: bounds.width, height: bounds.height, coverage: coverage) }
}
