/// Row kernels that composite a run of pixels in place: the hot loops of every draw call.
///
/// Each kernel has two implementations with identical results: a SIMD one (`Compositing+SIMD.swift`:
/// four pixels per step in 16-bit lanes, unaligned loads and stores) used by the canvas, and the
/// scalar reference here, written pixel by pixel with ``Compositing``. Differential tests run both
/// on random rows and compare every byte.
///
/// Pointers address RGBA8 premultiplied pixels; rows need no particular alignment.
enum RowCompositor {
    /// Which implementation a kernel call uses.
    enum Implementation {
        case scalar
        case simd

        /// The kernels' default. Unoptimised (debug) builds run the scalar reference: there the
        /// standard library's generic SIMD types are not specialised, and every lane operation
        /// is a witness call with a metadata lookup, which made the SIMD kernels several times
        /// slower than plain integer code and the test suite minutes long. `@_optimize(speed)`
        /// does not help: measured, it changes nothing in a `-Onone` build. Release builds run
        /// SIMD. The differential tests run both implementations explicitly in either build.
        static var preferred: Implementation {
            #if DEBUG
            .scalar
            #else
            .simd
            #endif
        }
    }

    // MARK: Solid colour

    /// `count` pixels set to `color` (any alpha): the memset-like path for opaque fills and `copy`.
    static func fill(_ dst: UnsafeMutablePointer<UInt8>, count: Int, color: PremultipliedRGBA,
                     implementation: Implementation = .preferred) {
        if implementation == .simd { return SIMDRow.fill(dst, count: count, packed: color.packed) }
        for i in 0..<count { store(color, dst, i) }
    }

    /// Source-over of a solid colour at one coverage for `count` pixels.
    static func blendSolid(_ dst: UnsafeMutablePointer<UInt8>, count: Int, color: PremultipliedRGBA, coverage: UInt8,
                           implementation: Implementation = .preferred) {
        let source = Compositing.scale(color, by: coverage)
        if source.alpha == 255 { return fill(dst, count: count, color: source, implementation: implementation) }
        if source.alpha == 0 && source.packed == 0 { return }
        if implementation == .simd { return SIMDRow.blendSolid(dst, count: count, source: source) }
        for i in 0..<count { store(Compositing.sourceOver(source, load(dst, i)), dst, i) }
    }

    /// Source-over of a solid colour with one coverage value per pixel.
    static func blendSolid(_ dst: UnsafeMutablePointer<UInt8>, color: PremultipliedRGBA,
                           coverage: UnsafePointer<UInt8>, count: Int, implementation: Implementation = .preferred) {
        if implementation == .simd { return SIMDRow.blendSolid(dst, color: color, coverage: coverage, count: count) }
        for i in 0..<count {
            store(Compositing.sourceOver(Compositing.scale(color, by: coverage[i]), load(dst, i)), dst, i)
        }
    }

    // MARK: Per-pixel source

    /// Source-over of a row of source pixels at one coverage.
    static func blendSource(_ dst: UnsafeMutablePointer<UInt8>, source: UnsafePointer<UInt8>, count: Int,
                            coverage: UInt8, implementation: Implementation = .preferred) {
        if implementation == .simd { return SIMDRow.blendSource(dst, source: source, count: count, coverage: coverage) }
        for i in 0..<count {
            store(Compositing.sourceOver(Compositing.scale(load(source, i), by: coverage), load(dst, i)), dst, i)
        }
    }

    /// Source-over of a row of source pixels with one coverage value per pixel.
    static func blendSource(_ dst: UnsafeMutablePointer<UInt8>, source: UnsafePointer<UInt8>,
                            coverage: UnsafePointer<UInt8>, count: Int, implementation: Implementation = .preferred) {
        if implementation == .simd {
            return SIMDRow.blendSource(dst, source: source, coverage: coverage, count: count)
        }
        for i in 0..<count {
            store(Compositing.sourceOver(Compositing.scale(load(source, i), by: coverage[i]), load(dst, i)), dst, i)
        }
    }

    // MARK: Any blend mode (scalar; the modes other than source-over are rare)

    /// A row of source pixels (or one repeated colour when `source` is nil) composited with any
    /// mode, with a constant or per-pixel coverage.
    static func composite(_ dst: UnsafeMutablePointer<UInt8>, count: Int, mode: BlendMode,
                          color: PremultipliedRGBA, source: UnsafePointer<UInt8>?,
                          coverage: UInt8, coverageRow: UnsafePointer<UInt8>?) {
        for i in 0..<count {
            let s = source.map { load($0, i) } ?? color
            let c = coverageRow.map { $0[i] } ?? coverage
            store(Compositing.composite(s, onto: load(dst, i), mode: mode, coverage: c), dst, i)
        }
    }

    // MARK: Pixel access

    @inline(__always) static func load(_ p: UnsafePointer<UInt8>, _ i: Int) -> PremultipliedRGBA {
        PremultipliedRGBA(red: p[4 * i], green: p[4 * i + 1], blue: p[4 * i + 2], alpha: p[4 * i + 3])
    }

    @inline(__always) static func load(_ p: UnsafeMutablePointer<UInt8>, _ i: Int) -> PremultipliedRGBA {
        load(UnsafePointer(p), i)
    }

    @inline(__always) static func store(_ v: PremultipliedRGBA, _ p: UnsafeMutablePointer<UInt8>, _ i: Int) {
        p[4 * i] = v.red
        p[4 * i + 1] = v.green
        p[4 * i + 2] = v.blue
        p[4 * i + 3] = v.alpha
    }
}
