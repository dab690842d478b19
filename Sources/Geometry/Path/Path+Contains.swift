extension Path {
    /// Whether `point` lies inside the path filled with `fillRule` (open subpaths are closed, as
    /// filling closes them). Curves are flattened to within `tolerance`, so a point closer to the
    /// outline than that may land on either side.
    ///
    /// The winding number is counted with a horizontal ray to the right: an edge crossing it
    /// upwards adds one, downwards subtracts one (the half-open rule counts a vertex once).
    public func contains(_ point: Point, fillRule: FillRule = .nonZero, tolerance: Double = 0.01) -> Bool {
        var winding = 0
        var crossings = 0
        for polyline in flattened(tolerance: tolerance) {
            let points = polyline.points
            guard points.count > 1 else { continue }
            for index in points.indices {
                let a = points[index]
                let b = points[(index + 1) % points.count]
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) * (b.x - a.x) / (b.y - a.y)
                guard x > point.x else { continue }
                crossings += 1
                winding += b.y > a.y ? 1 : -1
            }
        }
        switch fillRule {
        case .nonZero: return winding != 0
        case .evenOdd: return crossings % 2 == 1
        }
    }

    /// The shortest distance from `point` to the path's outline (its subpaths as drawn by a
    /// stroke: open ones are not closed), after flattening to within `tolerance`; infinity for an
    /// empty path.
    public func distance(to point: Point, tolerance: Double = 0.01) -> Double {
        var best = Double.infinity
        for polyline in flattened(tolerance: tolerance) {
            let points = polyline.points
            if points.count == 1 { best = min(best, (points[0] - point).length) }
            let count = polyline.isClosed ? points.count : points.count - 1
            guard count > 0 else { continue }
            for index in 0..<count {
                let a = points[index], b = points[(index + 1) % points.count]
                let edge = b - a
                let lengthSquared = edge.x * edge.x + edge.y * edge.y
                let t = lengthSquared > 0
                    ? min(1, max(0, ((point.x - a.x) * edge.x + (point.y - a.y) * edge.y) / lengthSquared)) : 0
                let nearest = Point(x: a.x + edge.x * t, y: a.y + edge.y * t)
                best = min(best, (nearest - point).length)
            }
        }
        return best
    }
}
