extension AntialiasingDetector {
    /// The slack, in 8-bit levels, for rounding when a colour is checked against a neighbourhood's
    /// range.
    static let rampSlack = 2

    /// Whether a differing pixel is explained by a smooth ramp (a soft or resampled edge, a
    /// gradient) moving by less than a pixel.
    ///
    /// Moving smooth content by a fraction of a pixel interpolates between neighbours, so the pixel
    /// is a ramp shift when, in each image, its 3 × 3 neighbourhood is smooth (every channel's second
    /// difference along each row and column is at most the channel's range there, plus the slack:
    /// ramps and soft edges bend less than they rise, noise and texture bend more) and each channel of
    /// its colour lies within the other image's range over the neighbourhood (plus the slack). A
    /// pixel on the image border is never a ramp shift; neither is a changed glyph or shape on a
    /// plain area (the plain neighbourhood's range is zero).
    func isShiftedRamp(x: Int, y: Int) -> Bool {
        guard x > 0 && y > 0 && x < width - 1 && y < height - 1 else { return false }
        var firstBlock = Block(), secondBlock = Block()
        firstBlock.load(first, firstBytesPerRow, x: x, y: y, detector: self)
        secondBlock.load(second, secondBytesPerRow, x: x, y: y, detector: self)
        for channel in 0..<4 {
            let (firstLow, firstHigh) = firstBlock.range(channel)
            let (secondLow, secondHigh) = secondBlock.range(channel)
            let firstCentre = firstBlock.value(channel, 1, 1), secondCentre = secondBlock.value(channel, 1, 1)
            guard secondCentre >= firstLow - Self.rampSlack && secondCentre <= firstHigh + Self.rampSlack,
                  firstCentre >= secondLow - Self.rampSlack && firstCentre <= secondHigh + Self.rampSlack,
                  firstBlock.bend(channel) <= firstHigh - firstLow + Self.rampSlack,
                  secondBlock.bend(channel) <= secondHigh - secondLow + Self.rampSlack else {
                return false
            }
        }
        return true
    }

    /// A 3 × 3 block of pixels around a centre, packed.
    private struct Block {
        var pixels: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0, 0, 0, 0, 0, 0)

        mutating func load(_ image: UnsafeBufferPointer<UInt8>, _ stride: Int, x: Int, y: Int,
                           detector: AntialiasingDetector) {
            pixels = (detector.pixel(image, stride, x - 1, y - 1), detector.pixel(image, stride, x, y - 1),
                      detector.pixel(image, stride, x + 1, y - 1), detector.pixel(image, stride, x - 1, y),
                      detector.pixel(image, stride, x, y), detector.pixel(image, stride, x + 1, y),
                      detector.pixel(image, stride, x - 1, y + 1), detector.pixel(image, stride, x, y + 1),
                      detector.pixel(image, stride, x + 1, y + 1))
        }

        /// Channel `channel` (0 red … 3 alpha) of the pixel in column `column`, row `row` (0…2).
        func value(_ channel: Int, _ column: Int, _ row: Int) -> Int {
            let pixel: UInt32
            switch row * 3 + column {
            case 0: pixel = pixels.0
            case 1: pixel = pixels.1
            case 2: pixel = pixels.2
            case 3: pixel = pixels.3
            case 4: pixel = pixels.4
            case 5: pixel = pixels.5
            case 6: pixel = pixels.6
            case 7: pixel = pixels.7
            default: pixel = pixels.8
            }
            return Int((pixel >> UInt32(8 * channel)) & 0xFF)
        }

        /// The smallest and largest value of a channel over the block.
        func range(_ channel: Int) -> (Int, Int) {
            var low = 255, high = 0
            for row in 0..<3 {
                for column in 0..<3 {
                    let v = value(channel, column, row)
                    low = min(low, v)
                    high = max(high, v)
                }
            }
            return (low, high)
        }

        /// The largest second difference of a channel along the block's rows and columns.
        func bend(_ channel: Int) -> Int {
            var largest = 0
            for i in 0..<3 {
                largest = max(largest, abs(value(channel, 0, i) + value(channel, 2, i) - 2 * value(channel, 1, i)))
                largest = max(largest, abs(value(channel, i, 0) + value(channel, i, 2) - 2 * value(channel, i, 1)))
            }
            return largest
        }
    }
}
