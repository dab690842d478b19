/// A subpath flattened into straight segments: its points in order and whether it is closed (a
/// closed polyline implicitly returns from its last point to its first).
public struct Polyline: Hashable, Sendable {
    /// The vertices in drawing order.
    public var points: [Point]
    /// Whether the subpath was closed.
    public var isClosed: Bool

    /// Creates a polyline.
    public init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}

extension Path {
    /// The path mapped through `transform` and flattened into polylines whose distance from the
    /// true (transformed) curves is at most `tolerance`, measured after the transform: pass device
    /// pixels to get an error bound in pixels whatever the scale.
    ///
    /// Curves are split uniformly in t into the fewest pieces that Wang's bound allows
    /// (`n = ⌈√(3M / 4tol)⌉` for a cubic whose second differences have length at most M).
    public func flattened(tolerance: Double, transform: Transform = .identity) -> [Polyline] {
        precondition(tolerance > 0, "flattening tolerance must be positive")
        var result: [Polyline] = []
        var points: [Point] = []
        var current = Point.zero
        var start = Point.zero
        func finish(closed: Bool) {
            if points.count > 1 || (points.count == 1 && closed) {
                result.append(Polyline(points: points, isClosed: closed))
            }
            points.removeAll(keepingCapacity: true)
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = transform.apply(to: p)
                start = current
                points.append(current)
            case .line(let p):
                current = transform.apply(to: p)
                points.append(current)
            case .quadCurve(let p, let c):
                let p2 = transform.apply(to: p), p1 = transform.apply(to: c)
                Path.flattenQuad(current, p1, p2, tolerance: tolerance, into: &points)
                current = p2
            case .curve(let p, let c1, let c2):
                let p3 = transform.apply(to: p), p1 = transform.apply(to: c1), p2 = transform.apply(to: c2)
                Path.flattenCubic(current, p1, p2, p3, tolerance: tolerance, into: &points)
                current = p3
            case .closeSubpath:
                // Drop a final point that repeats the start: the closing edge supplies it.
                if points.count > 1, points.last == start { points.removeLast() }
                finish(closed: true)
                current = start
            }
        }
        finish(closed: false)
        return result
    }

    /// Appends the points after `p0` of a flattened quadratic.
    static func flattenQuad(_ p0: Point, _ p1: Point, _ p2: Point, tolerance: Double, into points: inout [Point]) {
        let raw = ((p0 - p1 * 2 + p2).length / (4 * tolerance)).squareRoot()
        let count = raw.isFinite ? max(1, min(1 << 16, Int(raw.rounded(.up)))) : 1
        if count > 1 {
            let step = 1 / Double(count)
            for i in 1..<count { points.append(quadPoint(p0, p1, p2, Double(i) * step)) }
        }
        points.append(p2)
    }

    /// Appends the points after `p0` of a flattened cubic.
    static func flattenCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double,
                             into points: inout [Point]) {
        let m = max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
        // Guard against non-finite input making the count explode.
        let raw = (3 * m / (4 * tolerance)).squareRoot()
        let count = raw.isFinite ? max(1, min(1 << 16, Int(raw.rounded(.up)))) : 1
        if count > 1 {
            let step = 1 / Double(count)
            for i in 1..<count { points.append(cubicPoint(p0, p1, p2, p3, Double(i) * step)) }
        }
        points.append(p3)
    }
}
