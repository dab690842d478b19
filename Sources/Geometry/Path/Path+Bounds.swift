extension Path {
    /// The smallest rectangle containing every point and control point (cheap; never smaller
    /// than ``boundingRect``). `Rect.zero` for an empty path.
    public var controlPointBounds: Rect {
        var bounds = BoundsAccumulator()
        for element in elements {
            switch element {
            case .move(let p), .line(let p): bounds.add(p)
            case .quadCurve(let p, let c): bounds.add(p); bounds.add(c)
            case .curve(let p, let c1, let c2): bounds.add(p); bounds.add(c1); bounds.add(c2)
            case .closeSubpath: break
            }
        }
        return bounds.rect
    }

    /// The smallest rectangle containing the path's outline (curve extrema included, control
    /// points that lie outside the curve excluded), SwiftUI's `boundingRect`. `Rect.zero` for an
    /// empty path.
    public var boundingRect: Rect {
        var bounds = BoundsAccumulator()
        var current = Point.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                bounds.add(p)
                current = p
            case .quadCurve(let p, let c):
                bounds.add(p)
                // B'(t) = 0 per axis at t = (p0 − c) / (p0 − 2c + p2).
                for t in [quadExtremum(current.x, c.x, p.x), quadExtremum(current.y, c.y, p.y)].compactMap({ $0 }) {
                    bounds.add(quadPoint(current, c, p, t))
                }
                current = p
            case .curve(let p, let c1, let c2):
                bounds.add(p)
                for t in cubicExtrema(current.x, c1.x, c2.x, p.x) + cubicExtrema(current.y, c1.y, c2.y, p.y) {
                    bounds.add(cubicPoint(current, c1, c2, p, t))
                }
                current = p
            case .closeSubpath:
                break
            }
        }
        return bounds.rect
    }
}

/// Running min/max of points.
struct BoundsAccumulator {
    var minX = Double.infinity, minY = Double.infinity
    var maxX = -Double.infinity, maxY = -Double.infinity

    mutating func add(_ p: Point) {
        minX = min(minX, p.x); minY = min(minY, p.y)
        maxX = max(maxX, p.x); maxY = max(maxY, p.y)
    }

    var rect: Rect {
        minX <= maxX ? Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY) : .zero
    }
}

/// The point of a quadratic Bézier at parameter `t`.
func quadPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ t: Double) -> Point {
    let u = 1 - t
    return Point(x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
                 y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
}

/// The point of a cubic Bézier at parameter `t`.
func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
    let u = 1 - t
    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
    return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                 y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
}

/// The parameter in (0, 1) where a quadratic's coordinate is extremal, if any.
private func quadExtremum(_ a: Double, _ b: Double, _ c: Double) -> Double? {
    let denominator = a - 2 * b + c
    guard denominator != 0 else { return nil }
    let t = (a - b) / denominator
    return t > 0 && t < 1 ? t : nil
}

/// The parameters in (0, 1) where a cubic's coordinate is extremal: roots of its derivative,
/// a quadratic in t.
private func cubicExtrema(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
    // B'(t)/3 = a t² + b t + c
    let a = -p0 + 3 * p1 - 3 * p2 + p3
    let b = 2 * (p0 - 2 * p1 + p2)
    let c = p1 - p0
    var roots: [Double] = []
    if abs(a) < 1e-12 {
        if b != 0 { roots.append(-c / b) }
    } else {
        let discriminant = b * b - 4 * a * c
        if discriminant >= 0 {
            let s = discriminant.squareRoot()
            roots.append((-b + s) / (2 * a))
            roots.append((-b - s) / (2 * a))
        }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
}
