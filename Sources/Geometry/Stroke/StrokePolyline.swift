/// A subpath flattened for stroking: its points, which of them are real corners of the path
/// (where the style's join applies) rather than points inside a flattened curve (joined
/// smoothly), and whether it is closed.
struct StrokePolyline {
    var points: [Point]
    /// `corners[i]` is true when point `i` is the end of one path element and the start of
    /// another (or an end of the subpath).
    var corners: [Bool]
    var isClosed: Bool
    /// For a subpath that collapsed to a single point: the direction its caps face (a
    /// zero-length line or dash still gets round or square caps).
    var degenerateDirection: Point?
}

extension Path {
    /// The subpaths flattened for stroking, with corner flags. Consecutive duplicate points
    /// are removed (they have no direction).
    func strokePolylines(tolerance: Double) -> [StrokePolyline] {
        var result: [StrokePolyline] = []
        var current = StrokePolyline(points: [], corners: [], isClosed: false)
        var start = Point.zero
        var scratch: [Point] = []
        // The direction of the subpath's first element, for dots; whether it has any element
        // after its move (a lone move draws nothing).
        var firstDirection: Point?
        var hasSegments = false

        func append(_ p: Point, corner: Bool) {
            if let last = current.points.last, last.distance(to: p) <= 1e-12 {
                if corner { current.corners[current.corners.count - 1] = true }
                return
            }
            current.points.append(p)
            current.corners.append(corner)
        }
        func finish(closed: Bool) {
            guard !current.points.isEmpty, hasSegments else {
                current = StrokePolyline(points: [], corners: [], isClosed: false)
                firstDirection = nil
                return
            }
            current.isClosed = closed
            if closed, current.points.count > 1, let last = current.points.last, last.distance(to: start) <= 1e-12 {
                current.points.removeLast()
                current.corners.removeLast()
            }
            if current.points.count == 1 { current.degenerateDirection = firstDirection ?? Point(x: 1, y: 0) }
            result.append(current)
            current = StrokePolyline(points: [], corners: [], isClosed: false)
            firstDirection = nil
            hasSegments = false
        }
        var point = Point.zero
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                start = p
                point = p
                append(p, corner: true)
            case .line(let p):
                hasSegments = true
                if firstDirection == nil, p != point { firstDirection = p - point }
                append(p, corner: true)
                point = p
            case .quadCurve(let p, let c):
                hasSegments = true
                if firstDirection == nil, c != point { firstDirection = c - point }
                scratch.removeAll(keepingCapacity: true)
                Path.flattenQuad(point, c, p, tolerance: tolerance, into: &scratch)
                for (i, q) in scratch.enumerated() { append(q, corner: i == scratch.count - 1) }
                point = p
            case .curve(let p, let c1, let c2):
                hasSegments = true
                if firstDirection == nil { firstDirection = c1 != point ? c1 - point : (c2 != point ? c2 - point : p - point) }
                scratch.removeAll(keepingCapacity: true)
                Path.flattenCubic(point, c1, c2, p, tolerance: tolerance, into: &scratch)
                for (i, q) in scratch.enumerated() { append(q, corner: i == scratch.count - 1) }
                point = p
            case .closeSubpath:
                finish(closed: true)
                point = start
            }
        }
        finish(closed: false)
        return result
    }
}
