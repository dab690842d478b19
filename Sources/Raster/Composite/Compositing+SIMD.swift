/// SIMD versions of the ``RowCompositor`` kernels: four RGBA pixels per step, widened to 16-bit
/// lanes (`SIMD16<UInt16>`) for the multiplications. Results are bit-identical to the scalar
/// reference: every product uses the same exact `(t + (t >> 8)) >> 8` division by 255.
enum SIMDRow {
    typealias Bytes = SIMD16<UInt8>
    typealias Lanes = SIMD16<UInt16>

    @inline(__always) static func load(_ p: UnsafeRawPointer, _ offset: Int) -> Lanes {
        Lanes(truncatingIfNeeded: p.loadUnaligned(fromByteOffset: offset, as: Bytes.self))
    }

    @inline(__always) static func store(_ v: Lanes, _ p: UnsafeMutableRawPointer, _ offset: Int) {
        p.storeBytes(of: Bytes(truncatingIfNeeded: v), toByteOffset: offset, as: Bytes.self)
    }

    /// `x · y / 255` rounded, lane-wise (operands ≤ 255).
    @inline(__always) static func multiply(_ x: Lanes, _ y: Lanes) -> Lanes {
        let t = x &* y &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// Each pixel's alpha copied into its four lanes (the alpha is the top 16 bits of each
    /// 64-bit group of four lanes).
    @inline(__always) static func broadcastAlpha(_ v: Lanes) -> Lanes {
        let wide = unsafeBitCast(v, to: SIMD4<UInt64>.self)
        let alpha = wide &>> 48
        return unsafeBitCast(alpha | alpha &<< 16 | alpha &<< 32 | alpha &<< 48, to: Lanes.self)
    }

    /// Four coverage bytes spread to their pixels' lanes.
    @inline(__always) static func spreadCoverage(_ p: UnsafePointer<UInt8>) -> Lanes {
        let wide = SIMD4<UInt64>(UInt64(p[0]), UInt64(p[1]), UInt64(p[2]), UInt64(p[3]))
        return unsafeBitCast(wide | wide &<< 16 | wide &<< 32 | wide &<< 48, to: Lanes.self)
    }

    /// The lanes of one pixel repeated four times.
    @inline(__always) static func splat(_ color: PremultipliedRGBA) -> Lanes {
        let r = UInt16(color.red), g = UInt16(color.green), b = UInt16(color.blue), a = UInt16(color.alpha)
        return Lanes(r, g, b, a, r, g, b, a, r, g, b, a, r, g, b, a)
    }

    // MARK: Kernels

    static func fill(_ dst: UnsafeMutablePointer<UInt8>, count: Int, packed: UInt32) {
        let raw = UnsafeMutableRawPointer(dst)
        let wide = UInt64(packed) | UInt64(packed) << 32
        let pattern = SIMD2<UInt64>(wide, wide)
        var i = 0
        // Sixty-four bytes per iteration: the loop is store-bound, not overhead-bound.
        while i &+ 16 <= count {
            raw.storeBytes(of: pattern, toByteOffset: 4 &* i, as: SIMD2<UInt64>.self)
            raw.storeBytes(of: pattern, toByteOffset: 4 &* i &+ 16, as: SIMD2<UInt64>.self)
            raw.storeBytes(of: pattern, toByteOffset: 4 &* i &+ 32, as: SIMD2<UInt64>.self)
            raw.storeBytes(of: pattern, toByteOffset: 4 &* i &+ 48, as: SIMD2<UInt64>.self)
            i &+= 16
        }
        while i &+ 4 <= count {
            raw.storeBytes(of: pattern, toByteOffset: 4 &* i, as: SIMD2<UInt64>.self)
            i &+= 4
        }
        while i < count {
            raw.storeBytes(of: packed, toByteOffset: 4 * i, as: UInt32.self)
            i += 1
        }
    }

    static func blendSolid(_ dst: UnsafeMutablePointer<UInt8>, count: Int, source: PremultipliedRGBA) {
        let raw = UnsafeMutableRawPointer(dst)
        let s = splat(source)
        let inverse = Lanes(repeating: 255 - UInt16(source.alpha))
        var i = 0
        while i + 4 <= count {
            store(s &+ multiply(load(raw, 4 * i), inverse), raw, 4 * i)
            i += 4
        }
        if i < count { tail(dst + 4 * i, count - i) { d, _ in Compositing.sourceOver(source, d) } }
    }

    static func blendSolid(_ dst: UnsafeMutablePointer<UInt8>, color: PremultipliedRGBA,
                           coverage: UnsafePointer<UInt8>, count: Int) {
        let raw = UnsafeMutableRawPointer(dst)
        let c = splat(color)
        let alpha = Lanes(repeating: UInt16(color.alpha))
        var i = 0
        while i + 4 <= count {
            // Skip four untouched pixels cheaply (common at the sides of glyph masks).
            if UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt32.self) != 0 {
                let k = spreadCoverage(coverage + i)
                let s = multiply(c, k)
                let inverse = 255 &- multiply(alpha, k)
                store(s &+ multiply(load(raw, 4 * i), inverse), raw, 4 * i)
            }
            i += 4
        }
        if i < count {
            tail(dst + 4 * i, count - i) { d, j in
                Compositing.sourceOver(Compositing.scale(color, by: coverage[i + j]), d)
            }
        }
    }

    static func blendSource(_ dst: UnsafeMutablePointer<UInt8>, source: UnsafePointer<UInt8>, count: Int,
                            coverage: UInt8) {
        let raw = UnsafeMutableRawPointer(dst), src = UnsafeRawPointer(source)
        let k = Lanes(repeating: UInt16(coverage))
        var i = 0
        if coverage == 255 {
            // Opaque source pixels (most of a photo) are copied without arithmetic.
            let alphaMask = SIMD4<UInt32>(repeating: 0xFF00_0000)
            while i + 4 <= count {
                let words = src.loadUnaligned(fromByteOffset: 4 * i, as: SIMD4<UInt32>.self)
                if (words & alphaMask) == alphaMask {
                    raw.storeBytes(of: words, toByteOffset: 4 * i, as: SIMD4<UInt32>.self)
                } else if words == .zero {
                    // Four transparent pixels (most of a layer) change nothing.
                } else {
                    let s = load(src, 4 * i)
                    store(s &+ multiply(load(raw, 4 * i), 255 &- broadcastAlpha(s)), raw, 4 * i)
                }
                i += 4
            }
        }
        while i + 4 <= count {
            var s = load(src, 4 * i)
            if coverage != 255 { s = multiply(s, k) }
            let inverse = 255 &- broadcastAlpha(s)
            store(s &+ multiply(load(raw, 4 * i), inverse), raw, 4 * i)
            i += 4
        }
        if i < count {
            tail(dst + 4 * i, count - i) { d, j in
                Compositing.sourceOver(Compositing.scale(RowCompositor.load(source, i + j), by: coverage), d)
            }
        }
    }

    static func blendSource(_ dst: UnsafeMutablePointer<UInt8>, source: UnsafePointer<UInt8>,
                            coverage: UnsafePointer<UInt8>, count: Int) {
        let raw = UnsafeMutableRawPointer(dst), src = UnsafeRawPointer(source)
        var i = 0
        while i + 4 <= count {
            if src.loadUnaligned(fromByteOffset: 4 * i, as: SIMD4<UInt32>.self) == .zero
                || UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt32.self) == 0 {
                i += 4
                continue
            }
            let s = multiply(load(src, 4 * i), spreadCoverage(coverage + i))
            let inverse = 255 &- broadcastAlpha(s)
            store(s &+ multiply(load(raw, 4 * i), inverse), raw, 4 * i)
            i += 4
        }
        if i < count {
            tail(dst + 4 * i, count - i) { d, j in
                Compositing.sourceOver(Compositing.scale(RowCompositor.load(source, i + j), by: coverage[i + j]), d)
            }
        }
    }

    /// The last one to three pixels of a row, through the scalar reference.
    @inline(__always)
    private static func tail(_ dst: UnsafeMutablePointer<UInt8>, _ count: Int,
                             _ op: (PremultipliedRGBA, Int) -> PremultipliedRGBA) {
        for j in 0..<count { RowCompositor.store(op(RowCompositor.load(dst, j), j), dst, j) }
    }
}
