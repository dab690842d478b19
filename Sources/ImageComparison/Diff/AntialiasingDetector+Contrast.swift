extension AntialiasingDetector {
    /// How small a change must be, relative to the local contrast, to be hidden by it: a channel
    /// may move by at most 1/`contrastMaskingDivisor` of its range over the neighbourhood.
    static let contrastMaskingDivisor = 8

    /// Whether a differing pixel is a small re-rendering of an edge: every channel changes by at
    /// most an eighth of that channel's range over the pixel's 3 × 3 neighbourhood, in **both**
    /// images (the smaller range counts).
    ///
    /// Renderers that agree on where an edge is still disagree by a few levels on its
    /// intermediate pixels (gamma, hinting, filter weights, a shift of a few hundredths of a
    /// pixel). Inside a neighbourhood that already spans, say, black to white, a change of a
    /// few levels is invisible; pixelmatch hides it with its colour threshold (0.1 allows about 26
    /// levels of brightness anywhere), this rule only where the contrast masks it. A change on a
    /// plain area, a recoloured solid inside or a new glyph has a range of zero in one image and is
    /// never hidden; a swapped texture changes pixels by about a third of its range and is not
    /// either.
    func isMaskedByContrast(x: Int, y: Int) -> Bool {
        let x0 = max(x - 1, 0), x1 = min(x + 1, width - 1)
        let y0 = max(y - 1, 0), y1 = min(y + 1, height - 1)
        let firstRange = channelRanges(first, firstBytesPerRow, x0, x1, y0, y1)
        let secondRange = channelRanges(second, secondBytesPerRow, x0, x1, y0, y1)
        let a = pixel(first, firstBytesPerRow, x, y), b = pixel(second, secondBytesPerRow, x, y)
        for channel in 0..<4 {
            let shift = UInt32(8 * channel)
            let p = Int((a >> shift) & 0xFF), q = Int((b >> shift) & 0xFF)
            let range = min(Self.lane(firstRange, channel), Self.lane(secondRange, channel))
            if abs(p - q) * Self.contrastMaskingDivisor > range { return false }
        }
        // The neighbourhood as a whole must be the same picture: noise swapped for other noise
        // changes every neighbour by a third of the range on average.
        var sums = (0, 0, 0, 0)
        for ny in y0...y1 {
            for nx in x0...x1 {
                let p = pixel(first, firstBytesPerRow, nx, ny), q = pixel(second, secondBytesPerRow, nx, ny)
                sums.0 += abs(Int(p & 0xFF) - Int(q & 0xFF))
                sums.1 += abs(Int((p >> 8) & 0xFF) - Int((q >> 8) & 0xFF))
                sums.2 += abs(Int((p >> 16) & 0xFF) - Int((q >> 16) & 0xFF))
                sums.3 += abs(Int(p >> 24) - Int(q >> 24))
            }
        }
        let count = (x1 - x0 + 1) * (y1 - y0 + 1)
        let totals = [sums.0, sums.1, sums.2, sums.3]
        for channel in 0..<4 {
            let range = min(Self.lane(firstRange, channel), Self.lane(secondRange, channel))
            if totals[channel] * Self.contrastMaskingDivisor > range * count { return false }
        }
        return true
    }

    /// The range (largest minus smallest) of each channel over the rectangle, packed like a pixel.
    private func channelRanges(_ image: UnsafeBufferPointer<UInt8>, _ stride: Int,
                               _ x0: Int, _ x1: Int, _ y0: Int, _ y1: Int) -> UInt32 {
        var low: UInt32 = 0xFFFF_FFFF, high: UInt32 = 0
        for ny in y0...y1 {
            for nx in x0...x1 {
                let p = pixel(image, stride, nx, ny)
                var newLow: UInt32 = 0, newHigh: UInt32 = 0
                for channel in 0..<4 {
                    let shift = UInt32(8 * channel)
                    let v = (p >> shift) & 0xFF
                    newLow |= min((low >> shift) & 0xFF, v) << shift
                    newHigh |= max((high >> shift) & 0xFF, v) << shift
                }
                low = newLow
                high = newHigh
            }
        }
        var ranges: UInt32 = 0
        for channel in 0..<4 {
            let shift = UInt32(8 * channel)
            ranges |= (((high >> shift) & 0xFF) - ((low >> shift) & 0xFF)) << shift
        }
        return ranges
    }

    @inline(__always) private static func lane(_ packed: UInt32, _ channel: Int) -> Int {
        Int((packed >> UInt32(8 * channel)) & 0xFF)
    }
}
