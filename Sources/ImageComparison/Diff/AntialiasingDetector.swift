/// Decides whether a differing pixel is an anti-aliasing shift rather than a real change: the
/// neighbour rule of pixelmatch (after Vysniauskas, "Anti-aliased pixel and intensity slope
/// detector", 2009) below, plus the thin-stroke rule (`AntialiasingDetector+Strokes.swift`), the
/// soft-edge rule (`AntialiasingDetector+Ramps.swift`) and the contrast-masking rule
/// (`AntialiasingDetector+Contrast.swift`) of the perceptual metric.
///
/// A pixel is edge smoothing in an image when, among its 8 neighbours,
/// 1. at most two have the same brightness as it (on the image border the outside counts as one),
/// 2. at least one is darker and at least one is brighter, and
/// 3. the darkest or the brightest of them sits in a flat area in **both** images: it has at least
///    three neighbours with exactly its bytes (the border again counting as one).
///
/// That is the signature of a pixel partly covered by a shape whose solid inside and solid
/// outside are the flat neighbours: moving the edge by a fraction of a pixel changes such pixels
/// only. A pixel is ignored when it is edge smoothing in either image. An added one-pixel hairline
/// is not: its pixels have brighter neighbours only (or three equal ones along the line). Thin
/// text has no solid inside either, which is what the stroke rule adds.
///
/// Brightness is the Rec. 601 luma of the pixel composited over white, in integers, so "same
/// brightness" is exact.
struct AntialiasingDetector {
    let first: UnsafeBufferPointer<UInt8>
    let firstBytesPerRow: Int
    let second: UnsafeBufferPointer<UInt8>
    let secondBytesPerRow: Int
    let width: Int
    let height: Int

    /// Whether the pixel at (`x`, `y`) is edge smoothing in either image, a shifted thin stroke
    /// or glyph edge (``isShiftedStroke(x:y:)``), part of a shifted soft edge or gradient
    /// (``isShiftedRamp(x:y:)``), or an edge pixel re-rendered a few levels differently
    /// (``isMaskedByContrast(x:y:)``).
    func isAntialiased(x: Int, y: Int) -> Bool {
        isEdgeSmoothing(x: x, y: y, in: first, firstBytesPerRow,
                        other: second, secondBytesPerRow)
            || isEdgeSmoothing(x: x, y: y, in: second, secondBytesPerRow, other: first, firstBytesPerRow)
            // The contrast and ramp rules read 18 pixels; the stroke rule may read over a hundred.
            || isMaskedByContrast(x: x, y: y)
            || isShiftedRamp(x: x, y: y)
            || isShiftedStroke(x: x, y: y)
    }

    private func isEdgeSmoothing(x: Int, y: Int, in image: UnsafeBufferPointer<UInt8>, _ stride: Int,
                                 other: UnsafeBufferPointer<UInt8>, _ otherStride: Int) -> Bool {
        let x0 = max(x - 1, 0), x1 = min(x + 1, width - 1)
        let y0 = max(y - 1, 0), y1 = min(y + 1, height - 1)
        var equal = (x0 == x || x1 == x || y0 == y || y1 == y) ? 1 : 0
        let centrePixel = pixel(image, stride, x, y)
        let centre = luma(image, stride, x, y)
        var darkest = 0, brightest = 0
        var darkestX = 0, darkestY = 0, brightestX = 0, brightestY = 0
        for ny in y0...y1 {
            for nx in x0...x1 where nx != x || ny != y {
                // Identical bytes are the common case inside flat areas: skip the luma there.
                let delta = pixel(image, stride, nx, ny) == centrePixel ? 0 : luma(image, stride, nx, ny) - centre
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestX = nx; darkestY = ny
                } else if delta > brightest {
                    brightest = delta
                    brightestX = nx; brightestY = ny
                }
            }
        }
        guard darkest < 0 && brightest > 0 else { return false }
        return (hasFlatNeighbourhood(x: darkestX, y: darkestY, in: image, stride)
                && hasFlatNeighbourhood(x: darkestX, y: darkestY, in: other, otherStride))
            || (hasFlatNeighbourhood(x: brightestX, y: brightestY, in: image, stride)
                && hasFlatNeighbourhood(x: brightestX, y: brightestY, in: other, otherStride))
    }

    /// Whether at least three neighbours of the pixel have exactly its bytes.
    func hasFlatNeighbourhood(x: Int, y: Int, in image: UnsafeBufferPointer<UInt8>, _ stride: Int) -> Bool {
        let x0 = max(x - 1, 0), x1 = min(x + 1, width - 1)
        let y0 = max(y - 1, 0), y1 = min(y + 1, height - 1)
        var equal = (x0 == x || x1 == x || y0 == y || y1 == y) ? 1 : 0
        let centre = pixel(image, stride, x, y)
        for ny in y0...y1 {
            for nx in x0...x1 where nx != x || ny != y {
                if pixel(image, stride, nx, ny) == centre {
                    equal += 1
                    if equal > 2 { return true }
                }
            }
        }
        return false
    }

    @inline(__always) func pixel(_ image: UnsafeBufferPointer<UInt8>, _ stride: Int, _ x: Int, _ y: Int) -> UInt32 {
        UnsafeRawPointer(image.baseAddress.unsafelyUnwrapped + (y * stride + x * 4)).loadUnaligned(as: UInt32.self)
    }

    /// 1000 × the Rec. 601 luma of the premultiplied pixel composited over white.
    @inline(__always) private func luma(_ image: UnsafeBufferPointer<UInt8>, _ stride: Int, _ x: Int, _ y: Int) -> Int {
        let i = y * stride + x * 4
        let background = 255 - Int(image[i + 3])
        let red = min(255, Int(image[i]) + background)
        let green = min(255, Int(image[i + 1]) + background)
        let blue = min(255, Int(image[i + 2]) + background)
        return 299 * red + 587 * green + 114 * blue
    }
}
