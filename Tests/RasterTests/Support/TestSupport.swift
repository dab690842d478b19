import Geometry
@testable import Raster


/// Renders `path` in opaque white on a transparent canvas and returns each pixel's alpha, which
/// is its coverage.
func coverage(of path: Path, width: Int, height: Int, fillRule: FillRule = .nonZero,
              transform: Transform = .identity) -> [UInt8] {
    let canvas = Canvas(width: width, height: height)
    canvas.concatenate(transform)
    canvas.fill(path, with: .white, fillRule: fillRule)
    return alphas(canvas.bitmap)
}

/// The alpha channel of a bitmap, row-major.
func alphas(_ bitmap: Bitmap) -> [UInt8] {
    var result = [UInt8]()
    result.reserveCapacity(bitmap.width * bitmap.height)
    for y in 0..<bitmap.height {
        for x in 0..<bitmap.width { result.append(bitmap[x, y].alpha) }
    }
    return result
}

/// The exact area of a convex region inside the unit pixel at (`px`, `py`), given the region's
/// vertical extent at each x (nil where the region is absent), by composite Simpson integration
/// over x. Kinks where the extent meets the pixel's top or bottom limit the accuracy to about
/// 1e-5 with the default number of intervals, far below 1/255.
func pixelArea(px: Int, py: Int, intervals: Int = 256, extent: (Double) -> (top: Double, bottom: Double)?) -> Double {
    let x0 = Double(px), y0 = Double(py), y1 = Double(py + 1)
    func height(_ x: Double) -> Double {
        guard let e = extent(x) else { return 0 }
        return max(0, min(e.bottom, y1) - max(e.top, y0))
    }
    let h = 1 / Double(intervals)
    var sum = height(x0) + height(x0 + 1)
    for i in 1..<intervals {
        sum += height(x0 + Double(i) * h) * (i % 2 == 1 ? 4 : 2)
    }
    return sum * h / 3
}

/// The vertical extent of a disk at x.
func diskExtent(center: Point, radius: Double) -> (Double) -> (top: Double, bottom: Double)? {
    { x in
        let dx = x - center.x
        guard abs(dx) < radius else { return nil }
        let h = (radius * radius - dx * dx).squareRoot()
        return (center.y - h, center.y + h)
    }
}

/// The area of a simple polygon clipped to the unit pixel at (`px`, `py`) (Sutherland-Hodgman
/// clipping, then the shoelace formula; exact up to floating point).
func polygonPixelArea(_ polygon: [Point], px: Int, py: Int) -> Double {
    var points = polygon
    let x0 = Double(px), x1 = Double(px + 1), y0 = Double(py), y1 = Double(py + 1)
    func clip(_ inside: (Point) -> Bool, _ intersect: (Point, Point) -> Point) {
        guard !points.isEmpty else { return }
        var output: [Point] = []
        for i in points.indices {
            let current = points[i], previous = points[(i + points.count - 1) % points.count]
            if inside(current) {
                if !inside(previous) { output.append(intersect(previous, current)) }
                output.append(current)
            } else if inside(previous) {
                output.append(intersect(previous, current))
            }
        }
        points = output
    }
    func atX(_ x: Double) -> (Point, Point) -> Point {
        { a, b in Point(x: x, y: a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)) }
    }
    func atY(_ y: Double) -> (Point, Point) -> Point {
        { a, b in Point(x: a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y), y: y) }
    }
    clip({ $0.x >= x0 }, atX(x0))
    clip({ $0.x <= x1 }, atX(x1))
    clip({ $0.y >= y0 }, atY(y0))
    clip({ $0.y <= y1 }, atY(y1))
    guard points.count > 2 else { return 0 }
    var area = 0.0
    for i in points.indices {
        let a = points[i], b = points[(i + 1) % points.count]
        area += a.x * b.y - b.x * a.y
    }
    return abs(area) / 2
}

/// The largest difference, in levels, between rendered coverage and 255 × the exact area.
func maximumCoverageError(_ rendered: [UInt8], width: Int, height: Int, area: (Int, Int) -> Double)
    -> (error: Double, x: Int, y: Int) {
    var worst = (error: 0.0, x: -1, y: -1)
    for y in 0..<height {
        for x in 0..<width {
            let error = abs(Double(rendered[y * width + x]) - area(x, y) * 255)
            if error > worst.error { worst = (error, x, y) }
        }
    }
    return worst
}
