/// Precomputed filter taps for one axis of a separable resampling: for every output pixel, the
/// first source pixel it reads and a fixed number of 14-bit fixed-point weights.
///
/// Output pixel `i` sits at device coordinate `outputStart + i`; its centre maps to source
/// coordinate `u = sourceOrigin + (outputStart + i + ½ − deviceOrigin) · scale` with
/// `scale = sourceLength / deviceLength`. The kernel is centred on `u − ½` (source pixel centres
/// are at half-integers) and, when reducing (`scale > 1`), stretched by `scale` so every source
/// pixel contributes. Taps outside the image are folded onto its edge pixels (clamp to edge).
/// Each output's weights are normalised to sum to exactly `1 << 14`, so a constant image stays
/// exactly constant.
struct ResamplingWeights {
    /// Fractional bits of the weights.
    static let precisionBits = 14
    static let unit = 1 << precisionBits

    /// The number of output pixels.
    let outputCount: Int
    /// Weights stored per output (the widest output's tap count; narrower ones are zero-padded).
    let taps: Int
    /// The first source index of each output's taps.
    let starts: [Int32]
    /// `outputCount * taps` weights.
    let weights: [Int16]
    /// The lowest and highest source index any tap reads.
    let sourceRange: ClosedRange<Int>

    init(outputCount: Int, outputStart: Int, deviceOrigin: Double, deviceLength: Double,
         sourceOrigin: Double, sourceLength: Double, sourceCount: Int, sampling: ImageSampling) {
        precondition(outputCount > 0 && sourceCount > 0 && deviceLength > 0 && sourceLength > 0)
        self.outputCount = outputCount
        let scale = sourceLength / deviceLength
        var perOutput: [(start: Int, weights: [Int])] = []
        perOutput.reserveCapacity(outputCount)
        let kernel = Self.kernel(for: sampling, reducing: scale > 1)
        for i in 0..<outputCount {
            let u = sourceOrigin + (Double(outputStart + i) + 0.5 - deviceOrigin) * scale
            if sampling == .nearest {
                let index = min(max(Int(u.rounded(.down)), 0), sourceCount - 1)
                perOutput.append((index, [Self.unit]))
                continue
            }
            perOutput.append(Self.taps(center: u - 0.5, kernel: kernel, filterScale: max(1, scale), sourceCount: sourceCount))
        }
        let taps = perOutput.map(\.weights.count).max() ?? 1
        self.taps = taps
        var starts = [Int32](), weights = [Int16]()
        starts.reserveCapacity(outputCount)
        weights.reserveCapacity(outputCount * taps)
        var low = Int.max, high = Int.min
        for entry in perOutput {
            // Keep every output's taps inside the image even after padding to `taps`.
            let start = max(0, min(entry.start, sourceCount - taps))
            let shift = entry.start - start
            starts.append(Int32(start))
            var padded = [Int16](repeating: 0, count: taps)
            for (k, w) in entry.weights.enumerated() { padded[k + shift] = Int16(w) }
            weights.append(contentsOf: padded)
            low = min(low, start)
            high = max(high, start + taps - 1)
        }
        self.starts = starts
        self.weights = weights
        sourceRange = max(0, low)...min(sourceCount - 1, high)
    }

    /// The kernel a sampling option uses in one direction.
    static func kernel(for sampling: ImageSampling, reducing: Bool) -> ResamplingKernel {
        switch sampling {
        case .highQuality: return reducing ? .lanczos3 : .catmullRom
        case .mitchell: return .mitchell
        case .catmullRom: return .catmullRom
        case .lanczos3: return .lanczos3
        case .bilinear: return .triangle
        case .nearest: return .box
        }
    }

    /// One output's normalised integer weights, clamped to the image.
    private static func taps(center: Double, kernel: ResamplingKernel, filterScale: Double,
                             sourceCount: Int) -> (start: Int, weights: [Int]) {
        let radius = kernel.support * filterScale
        let low = Int((center - radius).rounded(.up)), high = Int((center + radius).rounded(.down))
        let first = min(max(low, 0), sourceCount - 1), last = min(max(high, 0), sourceCount - 1)
        var raw = [Double](repeating: 0, count: last - first + 1)
        var total = 0.0
        if low <= high {
            for j in low...high {
                let w = kernel.weight((Double(j) - center) / filterScale)
                raw[min(max(j, 0), sourceCount - 1) - first] += w
                total += w
            }
        }
        guard abs(total) > 1e-12 else {
            // Degenerate (no tap reached): the nearest pixel.
            let nearest = min(max(Int((center + 0.5).rounded(.down)), 0), sourceCount - 1)
            return (nearest, [unit])
        }
        var fixed = raw.map { Int(($0 / total * Double(unit)).rounded()) }
        // The resampler's 16-bit intermediate relies on this bound (see `Int16.store`).
        precondition(fixed.reduce(0) { $0 + abs($1) } <= 2 * unit, "filter lobes too large for the intermediate")
        // Put the rounding remainder on the largest weight so the sum is exactly `unit`.
        let remainder = unit - fixed.reduce(0, +)
        if remainder != 0, let largest = fixed.indices.max(by: { abs(fixed[$0]) < abs(fixed[$1]) }) {
            fixed[largest] += remainder
        }
        // Trim zero weights at both ends.
        var start = first
        while fixed.count > 1, fixed.first == 0 { fixed.removeFirst(); start += 1 }
        while fixed.count > 1, fixed.last == 0 { fixed.removeLast() }
        return (start, fixed)
    }
}
