extension AntialiasingDetector {
    /// Whether a differing pixel is explained by text or a thin shape moving by less than a pixel:
    /// the rule that extends pixelmatch's to strokes without a solid inside.
    ///
    /// When a glyph moves by a fraction of a pixel, every pixel's new colour is a mix of the colours
    /// within one pixel of it in the old image, and the other way round. A thin stroke also changes
    /// its peak: a 1-pixel stem half on two columns (two half-covered pixels) becomes one fully
    /// covered pixel, darker than any pixel of the old neighbourhood, by at most the local contrast.
    /// So the pixel is a shift when
    /// 1. it is not inside a flat area of **both** images (three or more neighbours with exactly its
    ///    bytes in each): that is a solid region that changed colour;
    /// 2. its 3 × 3 neighbourhood touches a flat area (background or a stroke's solid inside) in
    ///    either image, as text and UI edges do and photographs do not, so that noise or a swapped
    ///    picture is never excused; and
    /// 3. in each image, each channel of its colour lies within the range of that channel over its
    ///    3 × 3 neighbourhood in the **other** image, widened on both sides by that range (the peak
    ///    allowance). A changed glyph puts ink where the other image has none within a pixel (a range
    ///    of zero) and fails; so does an added hairline on a plain background.
    ///
    /// The cost: a colour change of text thinner than about two pixels is seen only where the
    /// stroke covers whole pixels (where it is flat in both images).
    func isShiftedStroke(x: Int, y: Int) -> Bool {
        let flatFirst = hasFlatNeighbourhood(x: x, y: y, in: first, firstBytesPerRow)
        let flatSecond = hasFlatNeighbourhood(x: x, y: y, in: second, secondBytesPerRow)
        if flatFirst && flatSecond { return false }
        let x0 = max(x - 1, 0), x1 = min(x + 1, width - 1)
        let y0 = max(y - 1, 0), y1 = min(y + 1, height - 1)
        guard lies(pixel(second, secondBytesPerRow, x, y), within: first, firstBytesPerRow, x0, x1, y0, y1),
              lies(pixel(first, firstBytesPerRow, x, y), within: second, secondBytesPerRow, x0, x1, y0, y1) else {
            return false
        }
        if flatFirst || flatSecond { return true }
        for ny in y0...y1 {
            for nx in x0...x1 where nx != x || ny != y {
                if hasFlatNeighbourhood(x: nx, y: ny, in: first, firstBytesPerRow)
                    || hasFlatNeighbourhood(x: nx, y: ny, in: second, secondBytesPerRow) {
                    return true
                }
            }
        }
        return false
    }

    /// Whether every channel of `value` lies within the channel's range over the rectangle of
    /// `image`, widened on both sides by that range.
    private func lies(_ value: UInt32, within image: UnsafeBufferPointer<UInt8>, _ stride: Int,
                      _ x0: Int, _ x1: Int, _ y0: Int, _ y1: Int) -> Bool {
        var low: (Int, Int, Int, Int) = (255, 255, 255, 255), high: (Int, Int, Int, Int) = (0, 0, 0, 0)
        for ny in y0...y1 {
            for nx in x0...x1 {
                let p = pixel(image, stride, nx, ny)
                let r = Int(p & 0xFF), g = Int((p >> 8) & 0xFF), b = Int((p >> 16) & 0xFF), a = Int(p >> 24)
                low = (min(low.0, r), min(low.1, g), min(low.2, b), min(low.3, a))
                high = (max(high.0, r), max(high.1, g), max(high.2, b), max(high.3, a))
            }
        }
        func inside(_ channel: Int, _ low: Int, _ high: Int) -> Bool {
            let spread = high - low
            return channel >= low - spread && channel <= high + spread
        }
        return inside(Int(value & 0xFF), low.0, high.0) && inside(Int((value >> 8) & 0xFF), low.1, high.1)
            && inside(Int((value >> 16) & 0xFF), low.2, high.2) && inside(Int(value >> 24), low.3, high.3)
    }
}
