/// PNG's five row filters (PNG spec §9) and the adaptive choice between them.
enum PNGRowFilter: UInt8, CaseIterable {
    case none = 0, sub = 1, up = 2, average = 3, paeth = 4

    /// Filters one row with every filter and writes the one whose output has the smallest sum of
    /// absolute values (as signed bytes) to `output`, preceded by its filter-type byte.
    ///
    /// - Parameters:
    ///   - current: the raw row, `count` bytes.
    ///   - previous: the raw row above (all zeros for the first row), `count` bytes.
    ///   - bytesPerPixel: 3 or 4; the "left" byte is this many bytes back.
    ///   - scratch: `4 * count` bytes of workspace.
    ///   - output: `count + 1` bytes.
    static func writeAdaptive(current: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int,
                              bytesPerPixel: Int, scratch: UnsafeMutablePointer<UInt8>,
                              output: UnsafeMutablePointer<UInt8>) {
        let sub = scratch, up = scratch + count, average = scratch + 2 * count, paeth = scratch + 3 * count
        var noneSum = 0, subSum = 0, upSum = 0, averageSum = 0, paethSum = 0
        @inline(__always) func magnitude(_ value: UInt8) -> Int {
            let signed = Int(Int8(bitPattern: value))
            return signed < 0 ? -signed : signed
        }
        // The first pixel has no left neighbour (a = c = 0).
        for i in 0..<min(bytesPerPixel, count) {
            let x = current[i], b = previous[i]
            sub[i] = x
            up[i] = x &- b
            average[i] = x &- (b >> 1)
            paeth[i] = x &- b  // Paeth with a = c = 0 predicts b
            noneSum += magnitude(x)
            subSum += magnitude(x)
            upSum += magnitude(up[i])
            averageSum += magnitude(average[i])
            paethSum += magnitude(paeth[i])
        }
        var i = bytesPerPixel
        while i < count {
            let x = current[i], a = current[i - bytesPerPixel], b = previous[i], c = previous[i - bytesPerPixel]
            let subValue = x &- a
            let upValue = x &- b
            let averageValue = x &- UInt8(truncatingIfNeeded: (Int(a) + Int(b)) >> 1)
            // Paeth predictor: the neighbour closest to a + b − c (ties: a, then b, then c).
            let p = Int(a) + Int(b) - Int(c)
            let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
            let predictor = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c)
            let paethValue = x &- predictor
            sub[i] = subValue
            up[i] = upValue
            average[i] = averageValue
            paeth[i] = paethValue
            noneSum += magnitude(x)
            subSum += magnitude(subValue)
            upSum += magnitude(upValue)
            averageSum += magnitude(averageValue)
            paethSum += magnitude(paethValue)
            i += 1
        }
        var best = PNGRowFilter.none, bestSum = noneSum
        if subSum < bestSum { best = .sub; bestSum = subSum }
        if upSum < bestSum { best = .up; bestSum = upSum }
        if averageSum < bestSum { best = .average; bestSum = averageSum }
        if paethSum < bestSum { best = .paeth; bestSum = paethSum }
        output[0] = best.rawValue
        let source: UnsafePointer<UInt8>
        switch best {
        case .none: source = current
        case .sub: source = UnsafePointer(sub)
        case .up: source = UnsafePointer(up)
        case .average: source = UnsafePointer(average)
        case .paeth: source = UnsafePointer(paeth)
        }
        (output + 1).update(from: source, count: count)
    }
}
