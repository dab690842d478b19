/// An anti-aliased clip: the coverage of the clip region for every device pixel of `bounds`
/// (pixels outside `bounds` are clipped away entirely).
///
/// For each row the mask also records one run of fully covered pixels (the longest), so a
/// ``ClippedSink`` passes most of a shape's interior through untouched and multiplies coverage
/// only near the clip's edges.
struct ClipMask: Sendable {
    /// The device pixels the mask covers.
    let bounds: PixelRect
    /// `bounds.width * bounds.height` coverage values, top row first.
    private(set) var coverage: [UInt8]
    /// Per row, the device x range `fullStart[r]..<fullEnd[r]` where coverage is 255 (empty
    /// when `fullStart >= fullEnd`).
    private(set) var fullStart: [Int32]
    private(set) var fullEnd: [Int32]

    /// Wraps dense coverage over `bounds`.
    init(bounds: PixelRect, coverage: [UInt8]) {
        precondition(coverage.count == bounds.width * bounds.height)
        self.bounds = bounds
        self.coverage = coverage
        fullStart = []
        fullEnd = []
        computeFullRuns()
    }

    /// The coverage at device pixel (`x`, `y`), 0 outside `bounds`.
    subscript(x: Int, y: Int) -> UInt8 {
        guard x >= bounds.minX, x < bounds.maxX, y >= bounds.minY, y < bounds.maxY else { return 0 }
        return coverage[(y - bounds.minY) * bounds.width + (x - bounds.minX)]
    }

    /// The mask restricted to `rect` (which must lie inside `bounds`).
    func cropped(to rect: PixelRect) -> ClipMask {
        precondition(bounds.contains(rect))
        if rect == bounds { return self }
        var values = [UInt8]()
        values.reserveCapacity(rect.width * rect.height)
        for y in rect.minY..<rect.maxY {
            let start = (y - bounds.minY) * bounds.width + (rect.minX - bounds.minX)
            values.append(contentsOf: coverage[start..<(start + rect.width)])
        }
        return ClipMask(bounds: rect, coverage: values)
    }

    /// The product of this mask and another coverage buffer over the same bounds (intersection of
    /// two anti-aliased clips).
    func intersected(with other: [UInt8]) -> ClipMask {
        precondition(other.count == coverage.count)
        var values = coverage
        for i in values.indices {
            values[i] = UInt8(Compositing.multiply(UInt32(values[i]), UInt32(other[i])))
        }
        return ClipMask(bounds: bounds, coverage: values)
    }

    /// Whether every pixel is fully covered (the mask is then just its bounds).
    var isFullyCovered: Bool { coverage.allSatisfy { $0 == 255 } }

    private mutating func computeFullRuns() {
        let width = bounds.width
        fullStart = [Int32](repeating: 0, count: bounds.height)
        fullEnd = [Int32](repeating: 0, count: bounds.height)
        for r in 0..<bounds.height {
            var bestStart = 0, bestLength = 0
            var x = 0
            let base = r * width
            while x < width {
                if coverage[base + x] == 255 {
                    let start = x
                    while x < width, coverage[base + x] == 255 { x += 1 }
                    if x - start > bestLength { bestStart = start; bestLength = x - start }
                } else {
                    x += 1
                }
            }
            fullStart[r] = Int32(bounds.minX + bestStart)
            fullEnd[r] = Int32(bounds.minX + bestStart + bestLength)
        }
    }

    /// Calls `body` with raw views of the mask (valid only inside `body`).
    func withUnsafeView<R>(_ body: (ClipMaskView) -> R) -> R {
        coverage.withUnsafeBufferPointer { values in
            fullStart.withUnsafeBufferPointer { starts in
                fullEnd.withUnsafeBufferPointer { ends in
                    body(ClipMaskView(bounds: bounds, coverage: values.baseAddress!, fullStart: starts.baseAddress!,
                                      fullEnd: ends.baseAddress!))
                }
            }
        }
    }
}

/// Borrowed pointers into a ``ClipMask`` for the duration of one draw.
struct ClipMaskView {
    let bounds: PixelRect
    let coverage: UnsafePointer<UInt8>
    let fullStart: UnsafePointer<Int32>
    let fullEnd: UnsafePointer<Int32>
}

/// A coverage sink that multiplies incoming coverage by a clip mask before passing it on.
/// Runs inside the mask's fully covered stretch of a row pass through unchanged.
struct ClippedSink<Base: CoverageSink>: CoverageSink {
    var base: Base
    let mask: ClipMaskView
    /// Scratch for one row of multiplied coverage (at least the mask's width).
    let scratch: UnsafeMutablePointer<UInt8>

    mutating func fillRun(y: Int, x: Int, count: Int, coverage: UInt8) {
        let r = y - mask.bounds.minY
        let full0 = Int(mask.fullStart[r]), full1 = Int(mask.fullEnd[r])
        let end = x + count
        let middle0 = min(max(x, full0), end), middle1 = max(min(end, full1), middle0)
        if x < middle0 { multiplied(y: y, x: x, count: middle0 - x, constant: coverage) }
        if middle0 < middle1 { base.fillRun(y: y, x: middle0, count: middle1 - middle0, coverage: coverage) }
        if middle1 < end { multiplied(y: y, x: middle1, count: end - middle1, constant: coverage) }
    }

    mutating func blendRun(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
        let row = mask.coverage + (y - mask.bounds.minY) * mask.bounds.width + (x - mask.bounds.minX)
        for i in 0..<coverage.count {
            scratch[i] = UInt8(truncatingIfNeeded: Compositing.multiply(UInt32(coverage[i]), UInt32(row[i])))
        }
        base.blendRun(y: y, x: x, coverage: UnsafeBufferPointer(start: scratch, count: coverage.count))
    }

    private mutating func multiplied(y: Int, x: Int, count: Int, constant: UInt8) {
        let row = mask.coverage + (y - mask.bounds.minY) * mask.bounds.width + (x - mask.bounds.minX)
        if constant == 255 {
            scratch.update(from: row, count: count)
        } else {
            for i in 0..<count {
                scratch[i] = UInt8(truncatingIfNeeded: Compositing.multiply(UInt32(constant), UInt32(row[i])))
            }
        }
        base.blendRun(y: y, x: x, coverage: UnsafeBufferPointer(start: scratch, count: count))
    }
}
