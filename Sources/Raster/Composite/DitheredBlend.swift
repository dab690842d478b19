/// Source-over of a high-precision source (8.8 fixed-point premultiplied channels, as gradients
/// produce them) with ordered dithering applied to the *result*.
///
/// Dithering the gradient's own 8-bit colour is not enough: a dark translucent scrim over a dark
/// background changes the result by a fraction of a level per source level, so the output would
/// still step in bands. Here the composite is computed with 8 fractional bits,
/// `S + D · (1 − Sa)`, and only then rounded with the pixel's Bayer threshold, so every 8x8
/// block averages to the exact composite.
///
/// `D · (1 − Sa)` uses `t / 255 ≈ (t + (t >> 8) + 128) >> 8` (within 1/256 of a level, far
/// below the dither) so that the scalar reference and the SIMD kernel agree bit for bit.
enum DitheredBlend {
    /// `count` pixels of `dst` from device (`x`, `y`) with one 8.8 colour.
    static func blend(_ dst: UnsafeMutablePointer<UInt8>, count: Int, color: SIMD4<UInt16>, x: Int, y: Int,
                      pattern: Dither.Pattern = .bayer, implementation: RowCompositor.Implementation = .preferred) {
        if implementation == .simd { return simdConstant(dst, count: count, color: color, x: x, y: y, pattern: pattern) }
        let red = UInt32(color[0]), green = UInt32(color[1]), blue = UInt32(color[2]), alpha = UInt32(color[3])
        for i in 0..<count {
            let threshold = UInt32(Dither.threshold(x: x + i, y: y, pattern: pattern))
            blendPixel(dst + 4 * i, red, green, blue, alpha, threshold: threshold)
        }
    }

    /// One pixel: source channels (8.8 fixed point, colour ≤ alpha ≤ 65280) over the pixel at `p`,
    /// rounded with `threshold`. Plain integers, lane by lane: the scalar reference, fast in
    /// unoptimised builds too, where SIMD types are not specialised.
    @inline(__always) private static func blendPixel(_ p: UnsafeMutablePointer<UInt8>, _ red: UInt32, _ green: UInt32,
                                                     _ blue: UInt32, _ alpha: UInt32, threshold: UInt32) {
        let inverse = 65280 &- alpha
        @inline(__always) func lane(_ s: UInt32, _ d: UInt8) -> UInt8 {
            let t = UInt32(d) &* inverse
            let q = (t &+ (t &>> 8) &+ 128) &>> 8
            return UInt8(truncatingIfNeeded: min((s &+ q &+ threshold) &>> 8, 255))
        }
        p[0] = lane(red, p[0])
        p[1] = lane(green, p[1])
        p[2] = lane(blue, p[2])
        p[3] = lane(alpha, p[3])
    }

    /// `count` pixels of `dst` from device (`x`, `y`) with one 8.8 colour per pixel.
    static func blend(_ dst: UnsafeMutablePointer<UInt8>, source: UnsafePointer<UInt16>, count: Int, x: Int, y: Int,
                      pattern: Dither.Pattern = .bayer, implementation: RowCompositor.Implementation = .preferred) {
        if implementation == .simd { return simdRow(dst, source: source, count: count, x: x, y: y, pattern: pattern) }
        for i in 0..<count {
            let threshold = UInt32(Dither.threshold(x: x + i, y: y, pattern: pattern))
            blendPixel(dst + 4 * i, UInt32(source[4 * i]), UInt32(source[4 * i + 1]), UInt32(source[4 * i + 2]),
                       UInt32(source[4 * i + 3]), threshold: threshold)
        }
    }

    // MARK: SIMD (two pixels per step in 32-bit lanes)

    typealias Wide = SIMD8<UInt32>

    /// The thresholds of one row's 16-pixel dither period (the longest: `.columns`), spread to
    /// four lanes per pixel and rotated so that lane group 0 is pixel `x`.
    private static func thresholdLanes(x: Int, y: Int, pattern: Dither.Pattern) -> [Wide] {
        (0..<8).map { pair in
            let a = UInt32(Dither.threshold(x: x + 2 * pair, y: y, pattern: pattern))
            let b = UInt32(Dither.threshold(x: x + 2 * pair + 1, y: y, pattern: pattern))
            return Wide(a, a, a, a, b, b, b, b)
        }
    }

    @inline(__always) private static func load(_ p: UnsafeMutablePointer<UInt8>, _ i: Int) -> Wide {
        Wide(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(fromByteOffset: 4 * i, as: SIMD8<UInt8>.self))
    }

    @inline(__always) private static func finish(_ s: Wide, _ inverse: Wide, _ d: Wide, _ threshold: Wide) -> SIMD8<UInt8> {
        let t = d &* inverse
        let q = (t &+ (t &>> 8) &+ 128) &>> 8
        let v = (s &+ q &+ threshold) &>> 8
        return SIMD8<UInt8>(truncatingIfNeeded: pointwiseMin(v, Wide(repeating: 255)))
    }

    private static func simdConstant(_ dst: UnsafeMutablePointer<UInt8>, count: Int, color: SIMD4<UInt16>, x: Int, y: Int,
                                     pattern: Dither.Pattern) {
        let c = SIMD4<UInt32>(truncatingIfNeeded: color)
        let s = Wide(lowHalf: c, highHalf: c)
        let inverse = Wide(repeating: 65280 &- c[3])
        let thresholds = thresholdLanes(x: x, y: y, pattern: pattern)
        let raw = UnsafeMutableRawPointer(dst)
        var i = 0
        while i + 2 <= count {
            let out = finish(s, inverse, load(dst, i), thresholds[(i >> 1) & 7])
            raw.storeBytes(of: out, toByteOffset: 4 * i, as: SIMD8<UInt8>.self)
            i += 2
        }
        if i < count { blend(dst + 4 * i, count: count - i, color: color, x: x + i, y: y, pattern: pattern, implementation: .scalar) }
    }

    private static func simdRow(_ dst: UnsafeMutablePointer<UInt8>, source: UnsafePointer<UInt16>, count: Int, x: Int, y: Int,
                                pattern: Dither.Pattern) {
        let thresholds = thresholdLanes(x: x, y: y, pattern: pattern)
        let raw = UnsafeMutableRawPointer(dst)
        let src = UnsafeRawPointer(source)
        var i = 0
        while i + 2 <= count {
            let s = Wide(truncatingIfNeeded: src.loadUnaligned(fromByteOffset: 8 * i, as: SIMD8<UInt16>.self))
            let inverse = 65280 &- Wide(s[3], s[3], s[3], s[3], s[7], s[7], s[7], s[7])
            let out = finish(s, inverse, load(dst, i), thresholds[(i >> 1) & 7])
            raw.storeBytes(of: out, toByteOffset: 4 * i, as: SIMD8<UInt8>.self)
            i += 2
        }
        if i < count {
            blend(dst + 4 * i, source: source + 4 * i, count: count - i, x: x + i, y: y, pattern: pattern,
                  implementation: .scalar)
        }
    }
}
