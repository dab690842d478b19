/// Separable image resampling on premultiplied RGBA8: a horizontal pass into 16-bit intermediate
/// rows (6 extra bits of precision), then a vertical pass back to 8 bits.
///
/// Working on premultiplied pixels is what keeps transparent regions from bleeding: a fully
/// transparent pixel contributes nothing whatever colour it once had. Results are clamped to a
/// valid premultiplied pixel (0 ≤ colour ≤ alpha ≤ 255), which also removes the overshoot of
/// negative filter lobes at hard edges.
///
/// Two implementations with identical output: the scalar reference and a SIMD one (the
/// vertical pass works on sixteen channels at a time, the horizontal pass on one pixel's four
/// channels per tap).
enum Resampler {
    /// Which implementation to use.
    enum Implementation {
        case scalar
        case simd
    }

    /// Shift that turns a 14-bit-weighted 8-bit sum into the 16-bit intermediate (value · 64).
    static let horizontalShift = ResamplingWeights.precisionBits - 6
    /// Shift that turns a 14-bit-weighted intermediate sum back into 8 bits.
    static let verticalShift = ResamplingWeights.precisionBits + 6

    /// Resamples `source` into `xWeights.outputCount × yWeights.outputCount` pixels, written to
    /// `output` with `outputBytesPerRow` bytes per row.
    static func resample(_ source: Bitmap, xWeights: ResamplingWeights, yWeights: ResamplingWeights,
                         into output: UnsafeMutablePointer<UInt8>, outputBytesPerRow: Int,
                         implementation: Implementation = .simd) {
        let width = xWeights.outputCount
        let rows = yWeights.sourceRange
        // Horizontal pass over only the source rows the vertical taps read.
        var intermediate = [Int16](repeating: 0, count: rows.count * width * 4)
        source.pixels.withUnsafeBufferPointer { pixels in
            intermediate.withUnsafeMutableBufferPointer { mid in
                for (r, sourceRow) in rows.enumerated() {
                    let src = pixels.baseAddress! + sourceRow * source.bytesPerRow
                    let dst = mid.baseAddress! + r * width * 4
                    switch implementation {
                    case .scalar: horizontalScalar(src, xWeights, dst)
                    case .simd: horizontalSIMD(src, xWeights, dst)
                    }
                }
            }
        }
        intermediate.withUnsafeBufferPointer { mid in
            yWeights.weights.withUnsafeBufferPointer { weights in
                for y in 0..<yWeights.outputCount {
                    let first = Int(yWeights.starts[y]) - rows.lowerBound
                    let taps = UnsafeBufferPointer(rebasing: weights[(y * yWeights.taps)..<((y + 1) * yWeights.taps)])
                    let out = output + y * outputBytesPerRow
                    switch implementation {
                    case .scalar: verticalScalar(mid.baseAddress! + first * width * 4, rowStride: width * 4,
                                                 taps: taps, count: width * 4, out)
                    case .simd: verticalSIMD(mid.baseAddress! + first * width * 4, rowStride: width * 4,
                                             taps: taps, count: width * 4, out)
                    }
                }
            }
        }
    }

    // MARK: Scalar reference

    static func horizontalScalar(_ src: UnsafePointer<UInt8>, _ w: ResamplingWeights, _ dst: UnsafeMutablePointer<Int16>) {
        let half = Int32(1 << (horizontalShift - 1))
        for i in 0..<w.outputCount {
            let start = Int(w.starts[i])
            var sum = SIMD4<Int32>(repeating: 0)
            for k in 0..<w.taps {
                let weight = Int32(w.weights[i * w.taps + k])
                let p = src + 4 * (start + k)
                sum &+= SIMD4(Int32(p[0]), Int32(p[1]), Int32(p[2]), Int32(p[3])) &* weight
            }
            let v = (sum &+ half) &>> Int32(horizontalShift)
            for c in 0..<4 { dst[4 * i + c] = Int16(clamping: v[c]) }
        }
    }

    static func verticalScalar(_ src: UnsafePointer<Int16>, rowStride: Int, taps: UnsafeBufferPointer<Int16>,
                               count: Int, _ out: UnsafeMutablePointer<UInt8>) {
        let half = Int32(1 << (verticalShift - 1))
        var i = 0
        while i < count {
            var sum = SIMD4<Int32>(repeating: 0)
            for k in 0..<taps.count {
                let p = src + k * rowStride + i
                sum &+= SIMD4(Int32(p[0]), Int32(p[1]), Int32(p[2]), Int32(p[3])) &* Int32(taps[k])
            }
            storeClamped((sum &+ half) &>> Int32(verticalShift), out + i)
            i += 4
        }
    }

    /// Stores one pixel clamped to a valid premultiplied value.
    @inline(__always) static func storeClamped(_ v: SIMD4<Int32>, _ out: UnsafeMutablePointer<UInt8>) {
        let a = min(255, max(0, v[3]))
        out[0] = UInt8(min(a, max(0, v[0])))
        out[1] = UInt8(min(a, max(0, v[1])))
        out[2] = UInt8(min(a, max(0, v[2])))
        out[3] = UInt8(a)
    }

    // MARK: SIMD

    static func horizontalSIMD(_ src: UnsafePointer<UInt8>, _ w: ResamplingWeights, _ dst: UnsafeMutablePointer<Int16>) {
        let half = SIMD4<Int32>(repeating: Int32(1 << (horizontalShift - 1)))
        let raw = UnsafeRawPointer(src)
        w.weights.withUnsafeBufferPointer { weights in
            w.starts.withUnsafeBufferPointer { starts in
                let taps = w.taps
                for i in 0..<w.outputCount {
                    let base = 4 * Int(starts[i])
                    var sum = SIMD4<Int32>(repeating: 0)
                    var k = 0
                    let row = weights.baseAddress! + i * taps
                    while k < taps {
                        let p = raw.loadUnaligned(fromByteOffset: base + 4 * k, as: SIMD4<UInt8>.self)
                        sum &+= SIMD4<Int32>(truncatingIfNeeded: p) &* Int32(row[k])
                        k += 1
                    }
                    let v = SIMD4<Int16>(clamping: (sum &+ half) &>> Int32(horizontalShift))
                    UnsafeMutableRawPointer(dst).storeBytes(of: v, toByteOffset: 8 * i, as: SIMD4<Int16>.self)
                }
            }
        }
    }

    static func verticalSIMD(_ src: UnsafePointer<Int16>, rowStride: Int, taps: UnsafeBufferPointer<Int16>,
                             count: Int, _ out: UnsafeMutablePointer<UInt8>) {
        let raw = UnsafeRawPointer(src)
        let half = SIMD8<Int32>(repeating: Int32(1 << (verticalShift - 1)))
        var i = 0
        // Eight channels (two pixels) per step.
        while i + 8 <= count {
            var sum = SIMD8<Int32>(repeating: 0)
            for k in 0..<taps.count {
                let v = raw.loadUnaligned(fromByteOffset: 2 * (k * rowStride + i), as: SIMD8<Int16>.self)
                sum &+= SIMD8<Int32>(truncatingIfNeeded: v) &* Int32(taps[k])
            }
            let r = (sum &+ half) &>> Int32(verticalShift)
            storeClamped(r.lowHalf, out + i)
            storeClamped(r.highHalf, out + i + 4)
            i += 8
        }
        if i < count {
            verticalScalar(src + i, rowStride: rowStride, taps: taps, count: count - i, out + i)
        }
    }
}
