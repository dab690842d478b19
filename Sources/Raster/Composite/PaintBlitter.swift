/// Where a draw writes: a block of RGBA8 premultiplied pixels whose top-left pixel is device
/// pixel (`originX`, `originY`) (a layer's origin is not the canvas's).
struct RenderTarget {
    let base: UnsafeMutablePointer<UInt8>
    let bytesPerRow: Int
    let originX: Int
    let originY: Int

    @inline(__always) func pointer(x: Int, y: Int) -> UnsafeMutablePointer<UInt8> {
        base + (y - originY) * bytesPerRow + (x - originX) * 4
    }
}

/// The colour source of one draw call, resolved to device space.
enum BlitSource {
    /// One premultiplied colour (opacity already applied).
    case solid(PremultipliedRGBA)
    /// A gradient (opacity already applied to its stops).
    case gradient(GradientShader)
    /// An image pattern sampled per pixel (opacity applied by the shader).
    case pattern(PatternShader)
    /// Pixels already resampled into device space (drawn images, layers), with an opacity that
    /// scales their coverage.
    case pixels(base: UnsafePointer<UInt8>, bytesPerRow: Int, originX: Int, originY: Int, opacity: UInt8)
}

/// The last stage of the pipeline: takes coverage runs and composites the source into the target
/// with a blend mode, choosing the cheapest kernel for each run (a memset-like fill for opaque
/// fully covered runs, SIMD blends otherwise).
struct PaintBlitter: CoverageSink {
    let target: RenderTarget
    let source: BlitSource
    let mode: BlendMode
    /// Scratch for one run of shaded source pixels (4 bytes per pixel of the widest run).
    let sourceRow: UnsafeMutablePointer<UInt8>
    /// Scratch for one run of opacity-scaled coverage.
    let coverageRow: UnsafeMutablePointer<UInt8>
    /// Scratch for one run of 8.8 fixed-point gradient pixels (4 values per pixel).
    let wideRow: UnsafeMutablePointer<UInt16>

    mutating func fillRun(y: Int, x: Int, count: Int, coverage: UInt8) {
        let dst = target.pointer(x: x, y: y)
        switch source {
        case .solid(let color):
            switch mode {
            case .sourceOver:
                RowCompositor.blendSolid(dst, count: count, color: color, coverage: coverage)
            case .copy where coverage == 255:
                RowCompositor.fill(dst, count: count, color: color)
            default:
                RowCompositor.composite(dst, count: count, mode: mode, color: color, source: nil,
                                        coverage: coverage, coverageRow: nil)
            }
        case .gradient(let shader):
            if coverage == 255 && mode == .sourceOver {
                // Interior runs: composite at 8.8 precision and dither the result.
                shader.blendOver(dst, y: y, x: x, count: count, wide: wideRow)
                return
            }
            shader.shade(y: y, x: x, count: count, into: sourceRow)
            blend(dst, UnsafePointer(sourceRow), count: count, coverage: coverage)
        case .pattern(let shader):
            shader.shade(y: y, x: x, count: count, into: sourceRow)
            blend(dst, UnsafePointer(sourceRow), count: count, coverage: coverage)
        case .pixels(let base, let bytesPerRow, let originX, let originY, let opacity):
            let src = base + (y - originY) * bytesPerRow + (x - originX) * 4
            let scaled = UInt8(truncatingIfNeeded: Compositing.multiply(UInt32(coverage), UInt32(opacity)))
            guard scaled != 0 else { return }
            blend(dst, src, count: count, coverage: scaled)
        }
    }

    mutating func blendRun(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
        let count = coverage.count
        guard count > 0 else { return }
        let dst = target.pointer(x: x, y: y)
        var cov = coverage.baseAddress!
        switch source {
        case .solid(let color):
            if mode == .sourceOver {
                RowCompositor.blendSolid(dst, color: color, coverage: cov, count: count)
            } else {
                RowCompositor.composite(dst, count: count, mode: mode, color: color, source: nil,
                                        coverage: 0, coverageRow: cov)
            }
        case .gradient(let shader):
            shader.shade(y: y, x: x, count: count, into: sourceRow)
            blend(dst, UnsafePointer(sourceRow), coverage: cov, count: count)
        case .pattern(let shader):
            shader.shade(y: y, x: x, count: count, into: sourceRow)
            blend(dst, UnsafePointer(sourceRow), coverage: cov, count: count)
        case .pixels(let base, let bytesPerRow, let originX, let originY, let opacity):
            let src = base + (y - originY) * bytesPerRow + (x - originX) * 4
            if opacity != 255 {
                for i in 0..<count {
                    coverageRow[i] = UInt8(truncatingIfNeeded: Compositing.multiply(UInt32(cov[i]), UInt32(opacity)))
                }
                cov = UnsafePointer(coverageRow)
            }
            blend(dst, src, coverage: cov, count: count)
        }
    }

    /// A row of source pixels at one coverage.
    @inline(__always)
    private func blend(_ dst: UnsafeMutablePointer<UInt8>, _ src: UnsafePointer<UInt8>, count: Int, coverage: UInt8) {
        switch mode {
        case .sourceOver:
            RowCompositor.blendSource(dst, source: src, count: count, coverage: coverage)
        case .copy where coverage == 255:
            dst.update(from: src, count: 4 * count)
        default:
            RowCompositor.composite(dst, count: count, mode: mode, color: .transparent, source: src,
                                    coverage: coverage, coverageRow: nil)
        }
    }

    /// A row of source pixels with per-pixel coverage.
    @inline(__always)
    private func blend(_ dst: UnsafeMutablePointer<UInt8>, _ src: UnsafePointer<UInt8>, coverage: UnsafePointer<UInt8>,
                       count: Int) {
        if mode == .sourceOver {
            RowCompositor.blendSource(dst, source: src, coverage: coverage, count: count)
        } else {
            RowCompositor.composite(dst, count: count, mode: mode, color: .transparent, source: src,
                                    coverage: 0, coverageRow: coverage)
        }
    }
}
