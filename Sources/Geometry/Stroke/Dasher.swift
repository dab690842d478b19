/// Cuts flattened subpaths into dashes: alternating "on" and "off" lengths measured along the
/// path, starting `phase` into the pattern. Each dash becomes an open polyline (keeping the
/// corner flags of the vertices it passes, so joins inside a dash still apply); a dash of
/// length zero becomes a single point that caps turn into a dot or square.
struct Dasher {
    /// The pattern, normalised: even length, all entries ≥ 0, positive total.
    let pattern: [Double]
    let phase: Double

    /// A dasher for `dash`, or nil when the pattern cannot dash (empty, negative or zero total:
    /// the stroke is then solid, as in CoreGraphics).
    init?(dash: [Double], phase: Double) {
        guard !dash.isEmpty, dash.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
        let pattern = dash.count % 2 == 1 ? dash + dash : dash
        let total = pattern.reduce(0, +)
        guard total > 0, phase.isFinite else { return nil }
        self.pattern = pattern
        var p = phase.truncatingRemainder(dividingBy: total)
        if p < 0 { p += total }
        self.phase = p
    }

    /// The dashes of every polyline.
    func dash(_ polylines: [StrokePolyline]) -> [StrokePolyline] {
        var result: [StrokePolyline] = []
        for polyline in polylines { dash(polyline, into: &result) }
        return result
    }

    private func dash(_ polyline: StrokePolyline, into result: inout [StrokePolyline]) {
        var points = polyline.points, corners = polyline.corners
        guard points.count > 1 else { return }
        if polyline.isClosed { points.append(points[0]); corners.append(corners[0]) }
        // Find the pattern entry the phase falls in.
        var index = 0
        var remaining = pattern[0]
        var skip = phase
        while skip >= remaining {
            skip -= remaining
            index = (index + 1) % pattern.count
            remaining = pattern[index]
        }
        remaining -= skip
        var current: [Point] = []
        var currentCorners: [Bool] = []
        if index % 2 == 0 { current = [points[0]]; currentCorners = [true] }

        func emit(direction: Point) {
            // Drop repeated points; a dash that collapses to one point keeps its direction.
            var dash = StrokePolyline(points: [], corners: [], isClosed: false)
            for (p, corner) in zip(current, currentCorners) {
                if let last = dash.points.last, last.distance(to: p) <= 1e-12 { continue }
                dash.points.append(p)
                dash.corners.append(corner)
            }
            if dash.points.count == 1 { dash.degenerateDirection = direction }
            if !dash.points.isEmpty { result.append(dash) }
            current.removeAll()
            currentCorners.removeAll()
        }

        for i in 1..<points.count {
            let a = points[i - 1], b = points[i]
            let length = a.distance(to: b)
            guard length > 0 else { continue }
            let d = (b - a) * (1 / length)
            var position = 0.0
            while remaining <= length - position {
                // The current pattern entry ends inside this segment.
                position += remaining
                let p = a + d * position
                if index % 2 == 0 {
                    current.append(p)
                    currentCorners.append(true)
                    emit(direction: d)
                } else {
                    current = [p]
                    currentCorners = [true]
                }
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            }
            remaining -= length - position
            if index % 2 == 0 {
                current.append(b)
                currentCorners.append(corners[i])
            }
        }
        if index % 2 == 0, !current.isEmpty { emit(direction: direction(points[points.count - 2], points[points.count - 1])) }
    }

    private func direction(_ a: Point, _ b: Point) -> Point {
        let d = b - a, length = d.length
        return length > 0 ? d * (1 / length) : Point(x: 1, y: 0)
    }
}

extension Path {
    /// The outline of the path's stroke as a new path, to be filled with the non-zero rule
    /// (SwiftUI's `strokedPath(_:)`). Curves are flattened and round joins and caps polygonised
    /// within `tolerance`, in this path's units (divide a device tolerance by the transform's
    /// ``Transform/maximumScale``).
    public func strokedPath(_ style: StrokeStyle, tolerance: Double = 0.01) -> Path {
        precondition(tolerance > 0, "stroke tolerance must be positive")
        var polylines = strokePolylines(tolerance: tolerance)
        if let dasher = Dasher(dash: style.dash, phase: style.dashPhase) {
            polylines = dasher.dash(polylines)
        }
        var output = Path()
        Stroker(style: style, tolerance: tolerance).stroke(polylines, into: &output)
        return output
    }
}
