extension AntialiasingDetector {
    /// How small a change must be, relative to the local contrast, to be hidden by it: a channel
    /// may move by at most 1/`contrastMaskingDivisor` of its range over the neighbourhood.
    static let contrastMaskingDivisor = 8

    /// Whether a differing pixel is an edge re-rendered a few levels differently: each channel
    /// changes by at most an eighth of that channel's range over the pixel's 3 × 3 neighbourhood
    /// (the smaller of the two images' ranges), and the neighbourhood's pixels change by no more
    /// than that on average.
    ///
    /// Renderers that agree on where an edge is still disagree by a few levels on its
    /// intermediate pixels (gamma, hinting, filter weights, a shift of a few hundredths of a
    /// pixel). Inside a neighbourhood that already spans, say, black to white, such a change is
    /// invisible; pixelmatch hides it with its colour threshold (0.1 allows about 26 levels of
    /// brightness anywhere), this rule only where the contrast masks it. A change on a plain area,
    /// a recoloured solid inside or a new glyph on the background has a range of zero in one image
    /// and is never hidden. The average keeps noise out: a texture swapped for another changes
    /// every neighbour by about a third of the range.
    func isMaskedByContrast(x: Int, y: Int) -> Bool {
        let x0 = max(x - 1, 0), x1 = min(x + 1, width - 1)
        let y0 = max(y - 1, 0), y1 = min(y + 1, height - 1)
        let count = (x1 - x0 + 1) * (y1 - y0 + 1)
        let centreFirst = pixel(first, firstBytesPerRow, x, y), centreSecond = pixel(second, secondBytesPerRow, x, y)
        // No range exceeds 255: a larger change than 255 / 8 in any channel is never masked.
        for channel in 0..<4 {
            let shift = UInt32(8 * channel)
            let change = abs(Int((centreFirst >> shift) & 0xFF) - Int((centreSecond >> shift) & 0xFF))
            if change * Self.contrastMaskingDivisor > 255 { return false }
        }
        for channel in 0..<4 {
            let shift = UInt32(8 * channel)
            var firstLow = 255, firstHigh = 0, secondLow = 255, secondHigh = 0, changes = 0
            for ny in y0...y1 {
                for nx in x0...x1 {
                    let p = Int((pixel(first, firstBytesPerRow, nx, ny) >> shift) & 0xFF)
                    let q = Int((pixel(second, secondBytesPerRow, nx, ny) >> shift) & 0xFF)
                    firstLow = min(firstLow, p); firstHigh = max(firstHigh, p)
                    secondLow = min(secondLow, q); secondHigh = max(secondHigh, q)
                    changes += abs(p - q)
                }
            }
            let range = min(firstHigh - firstLow, secondHigh - secondLow)
            let change = abs(Int((centreFirst >> shift) & 0xFF) - Int((centreSecond >> shift) & 0xFF))
            guard change * Self.contrastMaskingDivisor <= range,
                  changes * Self.contrastMaskingDivisor <= range * count else { return false }
        }
        return true
    }
}
