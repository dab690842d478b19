import Geometry

/// Separable image resampling on premultiplied RGBA8, one horizontal and one vertical pass with
/// a 16-bit intermediate (6 extra bits of precision), in bands of output rows so the
/// intermediate stays small whatever the image size.
///
/// The pass order is chosen per image by a cost estimate: enlarging runs the horizontal pass
/// first (over only the source rows the vertical taps read), strong reductions run the vertical
/// pass first (it is the cheaper, vectorised one, and it shrinks the rows the horizontal pass
/// then reads).
///
/// Working on premultiplied pixels is what keeps transparent regions from bleeding: a fully
/// transparent pixel contributes nothing whatever colour it once had. Results are clamped to a
/// valid premultiplied pixel (0 ≤ colour ≤ alpha ≤ 255), which also removes the overshoot of
/// negative filter lobes at hard edges.
///
/// Two implementations with identical output: the scalar reference and the SIMD kernels in
/// `Resampler+SIMD.swift`.
struct Resampler {
    /// Which implementation to use.
    enum Implementation {
        case scalar
        case simd

        /// Scalar in debug builds, SIMD in release (see `RowCompositor.Implementation.preferred`).
        static var preferred: Implementation {
            #if DEBUG
            .scalar
            #else
            .simd
            #endif
        }
    }

    /// Which pass runs first.
    enum Order {
        case horizontalFirst
        case verticalFirst
    }

    /// Shift that turns a 14-bit-weighted 8-bit sum into the 16-bit intermediate (value · 64).
    static let firstShift = ResamplingWeights.precisionBits - 6
    /// Shift that turns a 14-bit-weighted intermediate sum back into 8 bits.
    static let secondShift = ResamplingWeights.precisionBits + 6

    let source: Bitmap
    let xWeights: ResamplingWeights
    let yWeights: ResamplingWeights
    let implementation: Implementation
    let order: Order
    /// Output rows per band.
    let bandHeight: Int

    init(source: Bitmap, xWeights: ResamplingWeights, yWeights: ResamplingWeights,
         implementation: Implementation = .preferred, order: Order? = nil, bandHeight: Int = 48) {
        self.source = source
        self.xWeights = xWeights
        self.yWeights = yWeights
        self.implementation = implementation
        self.bandHeight = max(1, bandHeight)
        self.order = order ?? Self.cheaperOrder(outputWidth: xWeights.outputCount, outputHeight: yWeights.outputCount,
                                                  sourceColumns: xWeights.sourceRange.count,
                                                  sourceRows: yWeights.sourceRange.count,
                                                  xTaps: xWeights.taps, yTaps: yWeights.taps)
    }

    /// The pass order that costs less for an output of the given size reading the given source
    /// columns and rows. Cost per tap and pixel: the horizontal pass works on one pixel at a
    /// time, the vertical one on two pixels per SIMD step, so it counts about half as much.
    static func cheaperOrder(outputWidth: Int, outputHeight: Int, sourceColumns: Int, sourceRows: Int,
                             xTaps: Int, yTaps: Int) -> Order {
        let horizontal = 1.0, vertical = 0.45
        let outputPixels = Double(outputWidth) * Double(outputHeight)
        let horizontalFirst = Double(sourceRows) * Double(outputWidth) * Double(xTaps) * horizontal
            + outputPixels * Double(yTaps) * vertical
        let verticalFirst = Double(outputHeight) * Double(sourceColumns) * Double(yTaps) * vertical
            + outputPixels * Double(xTaps) * horizontal
        return verticalFirst < horizontalFirst ? .verticalFirst : .horizontalFirst
    }

    /// The pass order for drawing `source` (image pixels of an image `imageWidth` by
    /// `imageHeight`) into the whole of `destination` (device pixels), whatever part of it is
    /// drawn: the two orders round differently, so choosing by the part a clip leaves would make
    /// a pixel depend on the clip (a page drawn whole for a cache and the same page drawn where it
    /// shows on screen must agree).
    static func order(destination: Rect, source: Rect, imageWidth: Int, imageHeight: Int,
                      sampling: ImageSampling) -> Order {
        let whole = PixelRect(enclosing: destination)
        func taps(_ sourceLength: Double, _ deviceLength: Double) -> Int {
            let scale = sourceLength / deviceLength
            let support = ResamplingWeights.kernel(for: sampling, reducing: scale > 1).support * max(1, scale)
            return sampling == .nearest ? 1 : Int((2 * support).rounded(.up)) + 1
        }
        let xTaps = taps(source.width, destination.width), yTaps = taps(source.height, destination.height)
        let columns = min(imageWidth, Int(source.width.rounded(.up)) + xTaps)
        let rows = min(imageHeight, Int(source.height.rounded(.up)) + yTaps)
        return cheaperOrder(outputWidth: max(1, whole.width), outputHeight: max(1, whole.height),
                            sourceColumns: columns, sourceRows: rows, xTaps: xTaps, yTaps: yTaps)
    }

    /// Resamples every output row into `output` (`outputBytesPerRow` bytes per row).
    func resample(into output: UnsafeMutablePointer<UInt8>, outputBytesPerRow: Int) {
        var scratch = [Int16]()
        var start = 0
        while start < yWeights.outputCount {
            let end = min(yWeights.outputCount, start + bandHeight)
            resampleRows(start..<end, into: output + start * outputBytesPerRow, outputBytesPerRow: outputBytesPerRow,
                         scratch: &scratch)
            start = end
        }
    }

    /// Resamples the output rows `rows` into `output` (whose first row is `rows.lowerBound`),
    /// reusing `scratch` for the intermediate.
    func resampleRows(_ rows: Range<Int>, into output: UnsafeMutablePointer<UInt8>, outputBytesPerRow: Int,
                      scratch: inout [Int16]) {
        guard !rows.isEmpty else { return }
        switch order {
        case .horizontalFirst: horizontalFirst(rows, output, outputBytesPerRow, &scratch)
        case .verticalFirst: verticalFirst(rows, output, outputBytesPerRow, &scratch)
        }
    }

    private func horizontalFirst(_ rows: Range<Int>, _ output: UnsafeMutablePointer<UInt8>, _ outputBytesPerRow: Int,
                                 _ scratch: inout [Int16]) {
        let width = xWeights.outputCount
        let span = sourceRowSpan(of: rows)
        let firstSource = span.lowerBound
        let sourceRows = span.count
        let needed = sourceRows * width * 4
        if scratch.count < needed { scratch = [Int16](repeating: 0, count: needed) }
        source.pixels.withUnsafeBufferPointer { pixels in
            scratch.withUnsafeMutableBufferPointer { mid in
                xWeights.weights.withUnsafeBufferPointer { xw in
                    xWeights.starts.withUnsafeBufferPointer { xs in
                        for r in 0..<sourceRows {
                            let src = pixels.baseAddress! + (firstSource + r) * source.bytesPerRow
                            let dst = mid.baseAddress! + r * width * 4
                            Self.horizontal(src, starts: xs.baseAddress!, weights: xw.baseAddress!, taps: xWeights.taps,
                                            count: width, shift: Self.firstShift, into: dst, implementation)
                        }
                    }
                }
                yWeights.weights.withUnsafeBufferPointer { yw in
                    for y in rows {
                        let first = Int(yWeights.starts[y]) - firstSource
                        Self.vertical(UnsafePointer(mid.baseAddress! + first * width * 4), rowStride: width * 4,
                                      weights: yw.baseAddress! + y * yWeights.taps, taps: yWeights.taps,
                                      count: width * 4, shift: Self.secondShift,
                                      into: output + (y - rows.lowerBound) * outputBytesPerRow, implementation)
                    }
                }
            }
        }
    }

    /// The source rows the vertical taps of output rows `rows` read. Starts are not monotonic
    /// (trimming an output's zero weights can move its start past the next output's), so the
    /// span is the minimum and maximum over every row of the band, not its first and last rows:
    /// taking the last row's start once sized the intermediate a row short and the vertical pass
    /// read past it.
    func sourceRowSpan(of rows: Range<Int>) -> ClosedRange<Int> {
        var low = Int.max, high = Int.min
        for y in rows {
            let start = Int(yWeights.starts[y])
            low = min(low, start)
            high = max(high, start + yWeights.taps - 1)
        }
        return low...high
    }

    private func verticalFirst(_ rows: Range<Int>, _ output: UnsafeMutablePointer<UInt8>, _ outputBytesPerRow: Int,
                               _ scratch: inout [Int16]) {
        let columns = xWeights.sourceRange
        let rowLength = columns.count * 4
        let needed = rows.count * rowLength
        if scratch.count < needed { scratch = [Int16](repeating: 0, count: needed) }
        source.pixels.withUnsafeBufferPointer { pixels in
            scratch.withUnsafeMutableBufferPointer { mid in
                yWeights.weights.withUnsafeBufferPointer { yw in
                    for y in rows {
                        let src = pixels.baseAddress! + Int(yWeights.starts[y]) * source.bytesPerRow + columns.lowerBound * 4
                        Self.vertical(src, rowStride: source.bytesPerRow, weights: yw.baseAddress! + y * yWeights.taps,
                                      taps: yWeights.taps, count: rowLength, shift: Self.firstShift,
                                      into: mid.baseAddress! + (y - rows.lowerBound) * rowLength, implementation)
                    }
                }
                xWeights.weights.withUnsafeBufferPointer { xw in
                    // Starts relative to the first column the intermediate holds.
                    let starts = xWeights.starts.map { $0 - Int32(columns.lowerBound) }
                    starts.withUnsafeBufferPointer { xs in
                        for y in rows {
                            Self.horizontal(UnsafePointer(mid.baseAddress! + (y - rows.lowerBound) * rowLength),
                                            starts: xs.baseAddress!, weights: xw.baseAddress!, taps: xWeights.taps,
                                            count: xWeights.outputCount, shift: Self.secondShift,
                                            into: output + (y - rows.lowerBound) * outputBytesPerRow, implementation)
                        }
                    }
                }
            }
        }
    }

    // MARK: Pass dispatch

    /// One horizontal pass over a row: output pixel `i` is the weighted sum of pixels
    /// `starts[i] ..< starts[i] + taps`.
    static func horizontal<In: ResampleSample, Out: ResampleSample>(
        _ src: UnsafePointer<In>, starts: UnsafePointer<Int32>, weights: UnsafePointer<Int16>, taps: Int, count: Int,
        shift: Int, into dst: UnsafeMutablePointer<Out>, _ implementation: Implementation) {
        switch implementation {
        case .scalar: horizontalScalar(src, starts: starts, weights: weights, taps: taps, count: count, shift: shift, into: dst)
        case .simd: horizontalSIMD(src, starts: starts, weights: weights, taps: taps, count: count, shift: shift, into: dst)
        }
    }

    /// One vertical pass: `count` channels, each the weighted sum of `taps` rows `rowStride` apart.
    static func vertical<In: ResampleSample, Out: ResampleSample>(
        _ src: UnsafePointer<In>, rowStride: Int, weights: UnsafePointer<Int16>, taps: Int, count: Int, shift: Int,
        into dst: UnsafeMutablePointer<Out>, _ implementation: Implementation) {
        switch implementation {
        case .scalar: verticalScalar(src, rowStride: rowStride, weights: weights, taps: taps, count: count, shift: shift, into: dst)
        case .simd: verticalSIMD(src, rowStride: rowStride, weights: weights, taps: taps, count: count, shift: shift, into: dst)
        }
    }

    // MARK: Scalar reference

    // Plain Int32 lanes rather than SIMD4<Int32>, and samples read and written through concrete
    // pointers rather than the protocol: the same sums in the same order (so the same bits), and
    // fast in unoptimised builds, where neither SIMD types nor generic code are specialised.

    static func horizontalScalar<In: ResampleSample, Out: ResampleSample>(
        _ src: UnsafePointer<In>, starts: UnsafePointer<Int32>, weights: UnsafePointer<Int16>, taps: Int, count: Int,
        shift: Int, into dst: UnsafeMutablePointer<Out>) {
        let half = Int32(1 << (shift - 1)), shift = Int32(shift)
        let input = ScalarSamples(src), output = ScalarOutput(dst)
        for i in 0..<count {
            let p = 4 * Int(starts[i])
            let w = weights + i * taps
            var red: Int32 = 0, green: Int32 = 0, blue: Int32 = 0, alpha: Int32 = 0
            // One loop per sample type: the type test stays out of the innermost loop.
            if input.isByte {
                for k in 0..<taps {
                    let q = input.bytes + p + 4 * k, weight = Int32(w[k])
                    red &+= Int32(q[0]) &* weight
                    green &+= Int32(q[1]) &* weight
                    blue &+= Int32(q[2]) &* weight
                    alpha &+= Int32(q[3]) &* weight
                }
            } else {
                for k in 0..<taps {
                    let q = input.shorts + p + 4 * k, weight = Int32(w[k])
                    red &+= Int32(q[0]) &* weight
                    green &+= Int32(q[1]) &* weight
                    blue &+= Int32(q[2]) &* weight
                    alpha &+= Int32(q[3]) &* weight
                }
            }
            output.store((red &+ half) &>> shift, (green &+ half) &>> shift, (blue &+ half) &>> shift,
                         (alpha &+ half) &>> shift, at: 4 * i)
        }
    }

    static func verticalScalar<In: ResampleSample, Out: ResampleSample>(
        _ src: UnsafePointer<In>, rowStride: Int, weights: UnsafePointer<Int16>, taps: Int, count: Int, shift: Int,
        into dst: UnsafeMutablePointer<Out>) {
        let half = Int32(1 << (shift - 1)), shift = Int32(shift)
        let input = ScalarSamples(src), output = ScalarOutput(dst)
        var i = 0
        while i < count {
            var red: Int32 = 0, green: Int32 = 0, blue: Int32 = 0, alpha: Int32 = 0
            if input.isByte {
                for k in 0..<taps {
                    let q = input.bytes + k * rowStride + i, weight = Int32(weights[k])
                    red &+= Int32(q[0]) &* weight
                    green &+= Int32(q[1]) &* weight
                    blue &+= Int32(q[2]) &* weight
                    alpha &+= Int32(q[3]) &* weight
                }
            } else {
                for k in 0..<taps {
                    let q = input.shorts + k * rowStride + i, weight = Int32(weights[k])
                    red &+= Int32(q[0]) &* weight
                    green &+= Int32(q[1]) &* weight
                    blue &+= Int32(q[2]) &* weight
                    alpha &+= Int32(q[3]) &* weight
                }
            }
            output.store((red &+ half) &>> shift, (green &+ half) &>> shift, (blue &+ half) &>> shift,
                         (alpha &+ half) &>> shift, at: i)
            i += 4
        }
    }
}

// The two `ResampleSample` types, told apart once per row: both pointers are set, only the one
// matching the sample type is read (no optionals or generics in the loop).

/// The input of a scalar pass: 8-bit pixels or the 16-bit intermediate, as a concrete pointer.
private struct ScalarSamples {
    let isByte: Bool
    let bytes: UnsafePointer<UInt8>
    let shorts: UnsafePointer<Int16>

    init<Sample: ResampleSample>(_ pointer: UnsafePointer<Sample>) {
        let raw = UnsafeRawPointer(pointer)
        isByte = Sample.self == UInt8.self
        bytes = raw.assumingMemoryBound(to: UInt8.self)
        shorts = raw.assumingMemoryBound(to: Int16.self)
    }

}

/// Writes one pixel's shifted sums as 8-bit pixels (clamped) or the 16-bit intermediate.
private struct ScalarOutput {
    let isByte: Bool
    let bytes: UnsafeMutablePointer<UInt8>
    let shorts: UnsafeMutablePointer<Int16>

    init<Sample: ResampleSample>(_ pointer: UnsafeMutablePointer<Sample>) {
        let raw = UnsafeMutableRawPointer(pointer)
        isByte = Sample.self == UInt8.self
        bytes = raw.assumingMemoryBound(to: UInt8.self)
        shorts = raw.assumingMemoryBound(to: Int16.self)
    }

    @inline(__always) func store(_ red: Int32, _ green: Int32, _ blue: Int32, _ alpha: Int32, at index: Int) {
        if isByte {
            UInt8.store(red, green, blue, alpha, bytes + index)
        } else {
            Int16.store(red, green, blue, alpha, shorts + index)
        }
    }
}

/// A channel type the resampler reads and writes: 8-bit pixels or the 16-bit intermediate.
protocol ResampleSample {
    /// The value as a 32-bit integer.
    var int32: Int32 { get }
    /// Stores one pixel's four channels (already shifted back), converting to this type.
    static func store(_ red: Int32, _ green: Int32, _ blue: Int32, _ alpha: Int32, _ pointer: UnsafeMutablePointer<Self>)
    /// Stores two pixels' channels at once (the SIMD kernels' path; same results as `store`).
    static func store8(_ value: SIMD8<Int32>, _ pointer: UnsafeMutablePointer<Self>)
}

extension UInt8: ResampleSample {
    @inline(__always) var int32: Int32 { Int32(self) }

    /// Final output: clamped to a valid premultiplied pixel.
    @inline(__always) static func store(_ red: Int32, _ green: Int32, _ blue: Int32, _ alpha: Int32,
                                        _ out: UnsafeMutablePointer<UInt8>) {
        let a = Swift.min(255, Swift.max(0, alpha))
        out[0] = UInt8(Swift.min(a, Swift.max(0, red)))
        out[1] = UInt8(Swift.min(a, Swift.max(0, green)))
        out[2] = UInt8(Swift.min(a, Swift.max(0, blue)))
        out[3] = UInt8(a)
    }

    @inline(__always) static func store8(_ v: SIMD8<Int32>, _ out: UnsafeMutablePointer<UInt8>) {
        // Clamp to 0…255, then cap each colour at its pixel's alpha (the alpha is the top lane
        // of each 64-bit group, spread to the group with shifts).
        let clamped = v.clamped(lowerBound: SIMD8(repeating: 0), upperBound: SIMD8(repeating: 255))
        let narrow = SIMD8<Int16>(truncatingIfNeeded: clamped)
        let wide = unsafeBitCast(narrow, to: SIMD2<UInt64>.self)
        let alpha = wide &>> 48
        let spread = unsafeBitCast(alpha | alpha &<< 16 | alpha &<< 32 | alpha &<< 48, to: SIMD8<Int16>.self)
        let capped = pointwiseMin(narrow, spread)
        UnsafeMutableRawPointer(out).storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: capped), as: SIMD8<UInt8>.self)
    }
}

extension Int16: ResampleSample {
    @inline(__always) var int32: Int32 { Int32(self) }

    /// Intermediate: value · 64. The weights' absolute sum is at most 2 for every kernel
    /// (Lanczos-3 peaks at 1.53; checked when weights are built), so |value| ≤ 255 · 64 · 2
    /// fits 16 bits without clamping.
    @inline(__always) static func store(_ red: Int32, _ green: Int32, _ blue: Int32, _ alpha: Int32,
                                        _ out: UnsafeMutablePointer<Int16>) {
        out[0] = Int16(truncatingIfNeeded: red)
        out[1] = Int16(truncatingIfNeeded: green)
        out[2] = Int16(truncatingIfNeeded: blue)
        out[3] = Int16(truncatingIfNeeded: alpha)
    }

    @inline(__always) static func store8(_ v: SIMD8<Int32>, _ out: UnsafeMutablePointer<Int16>) {
        UnsafeMutableRawPointer(out).storeBytes(of: SIMD8<Int16>(truncatingIfNeeded: v), as: SIMD8<Int16>.self)
    }
}
