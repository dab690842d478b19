/// pixelmatch's colour distance and anti-aliasing rule, written from its documentation and its
/// published behaviour (Kotsarenko and Ramos's YIQ distance; Vysniauskas's anti-aliased pixel
/// detector), on our premultiplied pixels.
///
/// pixelmatch reads straight (unpremultiplied) RGBA and blends a translucent colour `c` with alpha
/// `a` over a background `b` as `(c·a + b·(255 − a)) / 255`; `c·a / 255` is our premultiplied
/// byte, so blending here needs no division and agrees with pixelmatch up to the rounding of
/// premultiplication. Opaque pixels agree exactly: the same Double operations in the same order.
struct PixelmatchDelta {
    let background: ImageDiff.PixelmatchBackground

    /// The largest squared YIQ distance still counted as equal: `35215 · threshold²`.
    static func maximumDelta(threshold: Double) -> Double { 35215 * threshold * threshold }

    /// The signed squared YIQ distance between two pixels (little-endian packed premultiplied
    /// RGBA, red in the low byte): negative when the second is darker. `index` is the pixel's
    /// position in the image (row-major), which picks the checkerboard colour.
    @inline(__always) func delta(_ first: UInt32, _ second: UInt32, index: Int) -> Double {
        if first == second { return 0 }
        let (dr, dg, db) = differences(first, second, index: index)
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.2741761 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// The brightness (Y) difference `Y(first) − Y(second)`, as blended for pixel `index`.
    @inline(__always) func brightnessDelta(_ first: UInt32, _ second: UInt32, index: Int) -> Double {
        if first == second { return 0 }
        let (dr, dg, db) = differences(first, second, index: index)
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }

    /// Per-channel differences of the two pixels blended over the background.
    @inline(__always) private func differences(_ first: UInt32, _ second: UInt32,
                                               index: Int) -> (Double, Double, Double) {
        let r1 = Double(first & 0xFF), g1 = Double((first >> 8) & 0xFF), b1 = Double((first >> 16) & 0xFF)
        let r2 = Double(second & 0xFF), g2 = Double((second >> 8) & 0xFF), b2 = Double((second >> 16) & 0xFF)
        let a1 = first >> 24, a2 = second >> 24
        if a1 == 255 && a2 == 255 { return (r1 - r2, g1 - g2, b1 - b2) }
        // Premultiplied bytes are the blended colour minus the background's share.
        let da = (Double(a1) - Double(a2)) / 255
        let (rb, gb, bb) = backgroundColor(index: index)
        return (r1 - r2 - rb * da, g1 - g2 - gb * da, b1 - b2 - bb * da)
    }

    /// The background under pixel `index`. pixelmatch 7 derives each channel from the pixel's
    /// byte offset `k = 4 · index`: red from `k` mod 2 (always even, so always 48), green and
    /// blue from `k` divided by φ and by φ + 1, rounded down, mod 2; 48 for even, 207 for odd.
    @inline(__always) private func backgroundColor(index: Int) -> (Double, Double, Double) {
        guard background == .checkerboard else { return (255, 255, 255) }
        let k = Double(4 * index)
        let red = 48.0 + 159 * Double((4 * index) % 2)
        let green = 48.0 + 159 * Double(Int(k / 1.618033988749895) % 2)
        let blue = 48.0 + 159 * Double(Int(k / 2.618033988749895) % 2)
        return (red, green, blue)
    }
}

/// pixelmatch's anti-aliasing rule, unchanged: a pixel is anti-aliased in an image when at most
/// two of its 8 neighbours have its brightness (the border counting as one), some are darker and
/// some brighter, and the darkest or the brightest of them has three or more neighbours with
/// exactly its bytes in **both** images. Neighbours are visited column by column, as pixelmatch
/// does, so that ties pick the same darkest and brightest pixel.
struct PixelmatchAntialiasing {
    let first: UnsafeBufferPointer<UInt8>
    let firstBytesPerRow: Int
    let second: UnsafeBufferPointer<UInt8>
    let secondBytesPerRow: Int
    let width: Int
    let height: Int
    let delta: PixelmatchDelta

    /// Whether the pixel at (`x`, `y`) is anti-aliased in either image.
    func isAntialiased(x: Int, y: Int) -> Bool {
        check(x: x, y: y, image: first, firstBytesPerRow, other: second, secondBytesPerRow)
            || check(x: x, y: y, image: second, secondBytesPerRow, other: first, firstBytesPerRow)
    }

    private func check(x: Int, y: Int, image: UnsafeBufferPointer<UInt8>, _ stride: Int,
                       other: UnsafeBufferPointer<UInt8>, _ otherStride: Int) -> Bool {
        let x0 = max(x - 1, 0), x2 = min(x + 1, width - 1)
        let y0 = max(y - 1, 0), y2 = min(y + 1, height - 1)
        var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestX = 0, darkestY = 0, brightestX = 0, brightestY = 0
        let centre = Self.pixel(image, stride, x, y)
        let index = y * width + x
        for nx in x0...x2 {
            for ny in y0...y2 where nx != x || ny != y {
                let value = delta.brightnessDelta(centre, Self.pixel(image, stride, nx, ny), index: index)
                if value == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if value < darkest {
                    darkest = value
                    darkestX = nx; darkestY = ny
                } else if value > brightest {
                    brightest = value
                    brightestX = nx; brightestY = ny
                }
            }
        }
        guard darkest != 0 && brightest != 0 else { return false }
        return (hasManySiblings(darkestX, darkestY, image, stride) && hasManySiblings(darkestX, darkestY, other, otherStride))
            || (hasManySiblings(brightestX, brightestY, image, stride)
                && hasManySiblings(brightestX, brightestY, other, otherStride))
    }

    /// Whether at least three neighbours have exactly the pixel's bytes (the border counts as one).
    private func hasManySiblings(_ x: Int, _ y: Int, _ image: UnsafeBufferPointer<UInt8>, _ stride: Int) -> Bool {
        let x0 = max(x - 1, 0), x2 = min(x + 1, width - 1)
        let y0 = max(y - 1, 0), y2 = min(y + 1, height - 1)
        var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        let centre = Self.pixel(image, stride, x, y)
        for nx in x0...x2 {
            for ny in y0...y2 where nx != x || ny != y {
                if Self.pixel(image, stride, nx, ny) == centre { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    @inline(__always) static func pixel(_ image: UnsafeBufferPointer<UInt8>, _ stride: Int, _ x: Int, _ y: Int) -> UInt32 {
        UInt32(littleEndian: UnsafeRawPointer(image.baseAddress.unsafelyUnwrapped + (y * stride + x * 4))
            .loadUnaligned(as: UInt32.self))
    }
}
