import FeedshotTestSupport
import Foundation
import Geometry
import Testing
@testable import Raster

/// Rasterized coverage against exact analytic area: every pixel within 1/255 of the true
/// coverage, plus half a level of rounding.
@Suite struct CoverageTests {
    /// 1/255 of accuracy plus the final rounding to 8 bits.
    static let allowedError = 1.5

    @Test func pixelAlignedRectangleIsSolid() {
        let rendered = coverage(of: Path(Rect(x: 2, y: 1, width: 3, height: 2)), width: 8, height: 4)
        for y in 0..<4 {
            for x in 0..<8 {
                let inside = x >= 2 && x < 5 && y >= 1 && y < 3
                #expect(rendered[y * 8 + x] == (inside ? 255 : 0), "pixel (\(x), \(y))")
            }
        }
    }

    @Test(arguments: 0..<12)
    func randomRectanglesMatchExactArea(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        let rect = Rect(x: random.uniform(0.2...6), y: random.uniform(0.2...6),
                        width: random.uniform(0.1...9), height: random.uniform(0.1...9))
        let rendered = coverage(of: Path(rect), width: 16, height: 16)
        let worst = maximumCoverageError(rendered, width: 16, height: 16) { x, y in
            let w = max(0, min(Double(x + 1), rect.maxX) - max(Double(x), rect.minX))
            let h = max(0, min(Double(y + 1), rect.maxY) - max(Double(y), rect.minY))
            return w * h
        }
        #expect(worst.error <= Self.allowedError, "rect \(rect): error \(worst.error) at (\(worst.x), \(worst.y))")
    }

    @Test(arguments: 0..<10)
    func randomCirclesMatchExactArea(seed: Int) {
        var random = SeededGenerator(seed: UInt64(100 + seed))
        let radius = random.uniform(0.7...9)
        let center = Point(x: random.uniform(10...12), y: random.uniform(10...12))
        let path = Path(ellipseIn: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        let rendered = coverage(of: path, width: 24, height: 24)
        let extent = diskExtent(center: center, radius: radius)
        let worst = maximumCoverageError(rendered, width: 24, height: 24) { x, y in pixelArea(px: x, py: y, extent: extent) }
        #expect(worst.error <= Self.allowedError, "circle r \(radius) at \(center): error \(worst.error) at (\(worst.x), \(worst.y))")
    }

    @Test func largeCircleEdgeMatchesExactArea() {
        // At share-card sizes the flattening tolerance, not the small-shape case, dominates:
        // check every pixel of a 62 px radius circle's edge band.
        let center = Point(x: 64.37, y: 64.81), radius = 61.7
        let path = Path(circleIn: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        let size = 130
        let rendered = coverage(of: path, width: size, height: size)
        let extent = diskExtent(center: center, radius: radius)
        var worst = 0.0
        for y in 0..<size {
            for x in 0..<size {
                let d = Point(x: Double(x) + 0.5, y: Double(y) + 0.5).distance(to: center)
                guard abs(d - radius) < 1 else {
                    #expect(rendered[y * size + x] == (d < radius ? 255 : 0))
                    continue
                }
                worst = max(worst, abs(Double(rendered[y * size + x]) - pixelArea(px: x, py: y, extent: extent) * 255))
            }
        }
        #expect(worst <= Self.allowedError, "worst error \(worst)")
    }

    @Test(arguments: 0..<8)
    func randomCapsulesMatchExactArea(seed: Int) {
        var random = SeededGenerator(seed: UInt64(200 + seed))
        let rect = Rect(x: random.uniform(1...3), y: random.uniform(1...3),
                        width: random.uniform(4...18), height: random.uniform(2...10))
        let path = Path(capsuleIn: rect)
        let rendered = coverage(of: path, width: 24, height: 16)
        let radius = min(rect.width, rect.height) / 2
        // A capsule is convex: its vertical extent at x is the rectangle's, rounded at the ends.
        let extent: (Double) -> (top: Double, bottom: Double)? = { x in
            guard x > rect.minX, x < rect.maxX else { return nil }
            let left = rect.minX + radius, right = rect.maxX - radius
            let top = rect.midY - (rect.height / 2 - radius), bottom = rect.midY + (rect.height / 2 - radius)
            let cx = x < left ? left : (x > right ? right : x)
            let dx = x - cx
            let h = (radius * radius - dx * dx).squareRoot()
            if rect.width >= rect.height { return (rect.midY - h, rect.midY + h) }
            return (top - h, bottom + h)
        }
        let worst = maximumCoverageError(rendered, width: 24, height: 16) { x, y in pixelArea(px: x, py: y, extent: extent) }
        #expect(worst.error <= Self.allowedError, "capsule \(rect): error \(worst.error) at (\(worst.x), \(worst.y))")
    }

    @Test(arguments: 0..<12)
    func randomPolygonsMatchExactArea(seed: Int) {
        var random = SeededGenerator(seed: UInt64(300 + seed))
        // A random star-shaped (hence simple) polygon around a sub-pixel centre.
        let center = Point(x: random.uniform(9...11), y: random.uniform(9...11))
        let count = Int.random(in: 3...9, using: &random)
        let angles = (0..<count).map { _ in random.uniform(0...(2 * Double.pi)) }.sorted()
        let polygon = angles.map { angle -> Point in
            let r = random.uniform(2...9)
            return Point(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
        }
        var path = Path()
        path.addLines(polygon)
        path.closeSubpath()
        let rendered = coverage(of: path, width: 20, height: 20)
        let worst = maximumCoverageError(rendered, width: 20, height: 20) { x, y in polygonPixelArea(polygon, px: x, py: y) }
        #expect(worst.error <= Self.allowedError, "polygon \(polygon): error \(worst.error) at (\(worst.x), \(worst.y))")
    }

    @Test func circleRendersSymmetrically() {
        // Centred on a pixel corner: the four quadrants must mirror exactly.
        let path = Path(ellipseIn: Rect(x: 2.5, y: 2.5, width: 15, height: 15))
        let size = 20
        let rendered = coverage(of: path, width: size, height: size)
        for y in 0..<size {
            for x in 0..<size {
                let value = rendered[y * size + x]
                #expect(value == rendered[y * size + (size - 1 - x)], "mirror x at (\(x), \(y))")
                #expect(value == rendered[(size - 1 - y) * size + x], "mirror y at (\(x), \(y))")
                #expect(value == rendered[x * size + y], "transpose at (\(x), \(y))")
            }
        }
    }

    @Test(arguments: [0.0, 0.3, 0.5, 0.77])
    func rectanglesSharingAnEdgeHaveComplementaryCoverage(offset: Double) {
        // Two rectangles meeting at a fractional x: on every pixel of the region their coverages
        // add up to 255 (256 where both are exactly one half: ties round up), so nothing of the
        // background can show through the shared edge (filled as one path they are solid).
        let split = 5 + offset
        let left = coverage(of: Path(Rect(x: 1, y: 1, width: split - 1, height: 4)), width: 12, height: 6)
        let right = coverage(of: Path(Rect(x: split, y: 1, width: 10 - split, height: 4)), width: 12, height: 6)
        for y in 1..<5 {
            for x in 1..<10 {
                let sum = Int(left[y * 12 + x]) + Int(right[y * 12 + x])
                #expect(sum == 255 || (offset == 0.5 && sum == 256), "seam at (\(x), \(y))")
            }
        }
    }

    @Test func trianglesSharingADiagonalHaveComplementaryCoverage() {
        let a = Point(x: 1.3, y: 1.1), b = Point(x: 10.6, y: 1.1), c = Point(x: 10.6, y: 10.4), d = Point(x: 1.3, y: 10.4)
        var first = Path(); first.addLines([a, b, c]); first.closeSubpath()
        var second = Path(); second.addLines([a, c, d]); second.closeSubpath()
        let one = coverage(of: first, width: 12, height: 12), two = coverage(of: second, width: 12, height: 12)
        var both = first
        both.addPath(second)
        let together = coverage(of: both, width: 12, height: 12)
        let square = coverage(of: Path(Rect(x: 1.3, y: 1.1, width: 9.3, height: 9.3)), width: 12, height: 12)
        #expect(together == square)
        for y in 2..<10 {
            for x in 2..<10 { #expect(Int(one[y * 12 + x]) + Int(two[y * 12 + x]) == 255, "seam at (\(x), \(y))") }
        }
    }

    @Test func abuttingEdgesInOnePathCancelExactly() {
        // One path, two subpaths sharing the edge x = 4.37: the accumulated coverage is exactly one.
        var path = Path()
        path.addRect(Rect(x: 1.21, y: 1, width: 3.16, height: 3))
        path.addRect(Rect(x: 4.37, y: 1, width: 2.5, height: 3))
        let rendered = coverage(of: path, width: 8, height: 5)
        let single = coverage(of: Path(Rect(x: 1.21, y: 1, width: 5.66, height: 3)), width: 8, height: 5)
        #expect(rendered == single)
    }

    @Test(arguments: [(1, 0), (0, 1), (3, 2), (-2, 5)])
    func wholePixelTranslationShiftsPixelsExactly(dx: Int, dy: Int) {
        var random = SeededGenerator(seed: 77)
        var path = Path(ellipseIn: Rect(x: 6.37, y: 6.11, width: 7.3, height: 5.9))
        path.addPath(Path(roundedRect: Rect(x: 8.2, y: 9.7, width: 6.6, height: 4.1), cornerRadius: 1.7))
        let t = Transform.rotation(radians: random.uniform(0...1)).concatenating(.translation(x: 10.3, y: 9.8))
        let size = 32
        let original = coverage(of: path, width: size, height: size, transform: t.concatenating(.translation(x: 0, y: 0)))
        let moved = coverage(of: path, width: size, height: size,
                             transform: t.concatenating(.translation(x: Double(dx), y: Double(dy))))
        for y in 0..<size {
            for x in 0..<size {
                let sx = x - dx, sy = y - dy
                guard sx >= 0, sx < size, sy >= 0, sy < size else { continue }
                #expect(moved[y * size + x] == original[sy * size + sx], "pixel (\(x), \(y))")
            }
        }
    }

    @Test func fillRulesDifferOnlyInOverlaps() {
        // Two overlapping squares drawn in the same direction: non-zero fills the overlap,
        // even-odd leaves it empty.
        var path = Path()
        path.addRect(Rect(x: 1, y: 1, width: 6, height: 6))
        path.addRect(Rect(x: 4, y: 4, width: 6, height: 6))
        let nonZero = coverage(of: path, width: 12, height: 12, fillRule: .nonZero)
        let evenOdd = coverage(of: path, width: 12, height: 12, fillRule: .evenOdd)
        #expect(nonZero[5 * 12 + 5] == 255)
        #expect(evenOdd[5 * 12 + 5] == 0)
        #expect(nonZero[2 * 12 + 2] == 255 && evenOdd[2 * 12 + 2] == 255)
        // A hole drawn in the opposite direction is empty under both rules.
        var donut = Path()
        donut.addRect(Rect(x: 1, y: 1, width: 10, height: 10))
        donut.move(to: Point(x: 4, y: 4))
        donut.addLines([Point(x: 4, y: 4), Point(x: 4, y: 8), Point(x: 8, y: 8), Point(x: 8, y: 4)])
        donut.closeSubpath()
        #expect(coverage(of: donut, width: 12, height: 12)[5 * 12 + 5] == 0)
    }

    @Test func geometryOutsideTheCanvasIsClipped() {
        // A shape hanging off every side: what remains must still be exact.
        let rect = Rect(x: -3.5, y: -2.25, width: 10.25, height: 9.5)
        let rendered = coverage(of: Path(rect), width: 5, height: 5)
        #expect(rendered.allSatisfy { $0 == 255 })
        let partial = coverage(of: Path(Rect(x: -3.5, y: 1.5, width: 5.75, height: 20)), width: 5, height: 5)
        #expect(partial[2 * 5 + 0] == 255 && partial[2 * 5 + 1] == 255)
        #expect(partial[2 * 5 + 2] == 64)   // a quarter of the pixel: 63.75 rounds to 64
        #expect(partial[1 * 5 + 0] == 128)  // the top half
    }
}
