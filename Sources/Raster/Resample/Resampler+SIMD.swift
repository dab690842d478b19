/// SIMD kernels of the ``Resampler`` passes, bit-identical to the scalar reference.
extension Resampler {
    /// Horizontal pass: two output pixels per step (eight channels), one SIMD multiply-add per
    /// tap and pixel.
    static func horizontalSIMD<In: ResampleSample, Out: ResampleSample>(
        _ src: UnsafePointer<In>, starts: UnsafePointer<Int32>, weights: UnsafePointer<Int16>, taps: Int, count: Int,
        shift: Int, into dst: UnsafeMutablePointer<Out>) {
        let half = SIMD4<Int32>(repeating: Int32(1 << (shift - 1)))
        let shiftVector = SIMD8<Int32>(repeating: Int32(shift))
        let raw = UnsafeRawPointer(src)
        let size = MemoryLayout<In>.stride
        let pixelBytes = 4 &* size
        var i = 0
        while i &+ 2 <= count {
            let p0 = raw + Int(starts[i]) &* pixelBytes, p1 = raw + Int(starts[i &+ 1]) &* pixelBytes
            let w0 = weights + i &* taps, w1 = w0 + taps
            var sum0 = half, sum1 = half
            for k in 0..<taps {
                sum0 &+= load4(p0, k &* pixelBytes, In.self) &* Int32(w0[k])
                sum1 &+= load4(p1, k &* pixelBytes, In.self) &* Int32(w1[k])
            }
            Out.store8(SIMD8(lowHalf: sum0, highHalf: sum1) &>> shiftVector, dst + 4 &* i)
            i &+= 2
        }
        if i < count {
            horizontalScalar(src, starts: starts + i, weights: weights + i &* taps, taps: taps, count: count &- i,
                             shift: shift, into: dst + 4 &* i)
        }
    }

    /// Vertical pass: sixteen channels (four pixels) per step, two SIMD multiply-adds per tap.
    static func verticalSIMD<In: ResampleSample, Out: ResampleSample>(
        _ src: UnsafePointer<In>, rowStride: Int, weights: UnsafePointer<Int16>, taps: Int, count: Int, shift: Int,
        into dst: UnsafeMutablePointer<Out>) {
        let size = MemoryLayout<In>.stride
        let half = SIMD8<Int32>(repeating: Int32(1 << (shift - 1)))
        let shiftVector = SIMD8<Int32>(repeating: Int32(shift))
        let strideBytes = rowStride &* size
        var i = 0
        while i &+ 16 <= count {
            var sum0 = half, sum1 = half
            var row = UnsafeRawPointer(src + i)
            for k in 0..<taps {
                let w = Int32(weights[k])
                sum0 &+= load8(row, 0, In.self) &* w
                sum1 &+= load8(row, 8 &* size, In.self) &* w
                row += strideBytes
            }
            Out.store8(sum0 &>> shiftVector, dst + i)
            Out.store8(sum1 &>> shiftVector, dst + (i &+ 8))
            i &+= 16
        }
        while i &+ 8 <= count {
            var sum = half
            var row = UnsafeRawPointer(src + i)
            for k in 0..<taps {
                sum &+= load8(row, 0, In.self) &* Int32(weights[k])
                row += strideBytes
            }
            Out.store8(sum &>> shiftVector, dst + i)
            i &+= 8
        }
        if i < count {
            verticalScalar(src + i, rowStride: rowStride, weights: weights, taps: taps, count: count - i, shift: shift,
                           into: dst + i)
        }
    }

    @inline(__always)
    private static func load4<In: ResampleSample>(_ raw: UnsafeRawPointer, _ offset: Int, _: In.Type) -> SIMD4<Int32> {
        if In.self == UInt8.self {
            return SIMD4<Int32>(truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt8>.self))
        }
        return SIMD4<Int32>(truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: offset, as: SIMD4<Int16>.self))
    }

    @inline(__always)
    private static func load8<In: ResampleSample>(_ raw: UnsafeRawPointer, _ offset: Int, _: In.Type) -> SIMD8<Int32> {
        if In.self == UInt8.self {
            return SIMD8<Int32>(truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt8>.self))
        }
        return SIMD8<Int32>(truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: offset, as: SIMD8<Int16>.self))
    }
}
