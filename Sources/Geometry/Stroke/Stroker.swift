#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns flattened subpaths into the outline of their stroke: closed polygons to be filled with
/// the non-zero rule.
///
/// An open subpath becomes one polygon: its left offset forwards, the end cap, its right offset
/// backwards, the start cap. A closed subpath becomes two loops running in opposite directions
/// (left offset forwards, right offset backwards), so the ring between them has winding ±1.
///
/// At each vertex the outer side gets the join (miter, round or bevel; vertices inside a
/// flattened curve always get a round join, which for their tiny turns is a single point or
/// two). The inner side uses the exact intersection of the two offset edges, which lies on both
/// segments whenever they are longer than the stroke needs to turn the corner.
///
/// When some corner's segments are too short for that (a sharp zigzag of tiny steps), a single
/// outline can cross itself with opposite orientations and cancel its own winding, opening
/// holes. Such a subpath is stroked as a union instead: every segment's rectangle, every join's
/// wedge and both caps as separate polygons, all oriented the same way, so non-zero fills
/// exactly their union.
struct Stroker {
    let halfWidth: Double
    let style: StrokeStyle
    /// Maximum distance between the true round joins/caps and their polygons.
    let tolerance: Double

    init(style: StrokeStyle, tolerance: Double) {
        self.style = style
        halfWidth = abs(style.lineWidth) / 2
        self.tolerance = tolerance
    }

    /// Appends the stroke outline of every polyline to `output`.
    func stroke(_ polylines: [StrokePolyline], into output: inout Path) {
        guard halfWidth > 0, halfWidth.isFinite else { return }
        for polyline in polylines {
            if polyline.points.count == 1 {
                strokeDot(polyline, into: &output)
            } else if needsUnion(polyline) {
                strokeAsUnion(polyline, into: &output)
            } else if polyline.isClosed && polyline.points.count > 2 {
                let left = offsetSide(polyline.points, polyline.corners, closed: true)
                let right = offsetSide(polyline.points.reversed(), polyline.corners.reversed(), closed: true)
                output.addLines(left)
                output.closeSubpath()
                output.addLines(right)
                output.closeSubpath()
            } else {
                // Open (a closed two-point subpath is stroked as an open line, twice over).
                var points = polyline.points, corners = polyline.corners
                if polyline.isClosed { points.append(points[0]); corners.append(true) }
                var outline = offsetSide(points, corners, closed: false)
                addCap(at: points[points.count - 1], direction: direction(points[points.count - 2], points[points.count - 1]),
                       into: &outline)
                outline += offsetSide(points.reversed(), corners.reversed(), closed: false)
                addCap(at: points[0], direction: direction(points[1], points[0]), into: &outline)
                output.addLines(outline)
                output.closeSubpath()
            }
        }
    }

    // MARK: Union of pieces

    /// Whether some sharp corner (turning by more than 60°) of the polyline has segments too
    /// short to hold the inner intersection of its offset edges. Gentle turns (flattened curves,
    /// the tiny last piece of a dash) keep the outline: it handles them exactly, while the union
    /// slightly over-covers anti-aliased pixels where its pieces overlap.
    private func needsUnion(_ polyline: StrokePolyline) -> Bool {
        let points = polyline.points, count = points.count
        guard count > 2 else { return false }
        let range = polyline.isClosed ? 0..<count : 1..<(count - 1)
        for v in range {
            let previous = points[(v - 1 + count) % count], vertex = points[v], next = points[(v + 1) % count]
            let d0 = direction(previous, vertex), d1 = direction(vertex, next)
            let cosine = d0.dot(d1)
            guard cosine < 0.5 else { continue }
            let reach = 1 + cosine > 1e-12 ? halfWidth * ((1 - cosine) / (1 + cosine)).squareRoot() : .infinity
            if reach > previous.distance(to: vertex) || reach > vertex.distance(to: next) { return true }
        }
        return false
    }

    /// Strokes a polyline as the union of its segments' rectangles, its joins and its caps.
    private func strokeAsUnion(_ polyline: StrokePolyline, into output: inout Path) {
        let points = polyline.points, count = points.count
        let segmentCount = polyline.isClosed ? count : count - 1
        func add(_ polygon: [Point]) {
            guard polygon.count > 2 else { return }
            var area = 0.0
            for i in polygon.indices { area += polygon[i].cross(polygon[(i + 1) % polygon.count]) }
            output.addLines(area < 0 ? polygon.reversed() : polygon)
            output.closeSubpath()
        }
        for i in 0..<segmentCount {
            let a = points[i], b = points[(i + 1) % count]
            let n = leftNormal(a, b) * halfWidth
            add([a + n, b + n, b - n, a - n])
        }
        let joins = polyline.isClosed ? 0..<count : 1..<(count - 1)
        for v in joins {
            let previous = points[(v - 1 + count) % count], vertex = points[v], next = points[(v + 1) % count]
            let d0 = direction(previous, vertex), d1 = direction(vertex, next)
            let turn = d0.cross(d1)
            guard abs(turn) > 1e-12 || d0.dot(d1) < 0 else { continue }
            // The wedge on the outer side, as the outline would draw it, closed through the vertex.
            var wedge: [Point] = []
            if turn >= 0 {
                addJoin(at: vertex, from: previous, to: next, isCorner: polyline.corners[v],
                        incomingLength: .infinity, outgoingLength: .infinity, into: &wedge)
            } else {
                addJoin(at: vertex, from: next, to: previous, isCorner: polyline.corners[v],
                        incomingLength: .infinity, outgoingLength: .infinity, into: &wedge)
            }
            add([vertex] + wedge)
        }
        if !polyline.isClosed {
            for (end, inner) in [(points[count - 1], points[count - 2]), (points[0], points[1])] {
                let d = direction(inner, end), n = Point(x: d.y, y: -d.x) * halfWidth
                var cap = [end + n]
                addCap(at: end, direction: d, into: &cap)
                cap.append(end - n)
                if style.lineCap != .butt { add(cap) }
            }
        }
    }

    // MARK: Sides

    /// The offset of one side (left of the direction of travel) with joins, from the first
    /// point to the last (or all the way round for a closed polyline).
    private func offsetSide(_ points: [Point], _ corners: [Bool], closed: Bool) -> [Point] {
        let count = points.count
        var side: [Point] = []
        side.reserveCapacity(count * 2)
        let segmentCount = closed ? count : count - 1
        func segment(_ i: Int) -> (from: Point, to: Point) { (points[i % count], points[(i + 1) % count]) }
        if !closed {
            let (a, b) = segment(0)
            side.append(a + leftNormal(a, b) * halfWidth)
        }
        // Vertices that get a join: all of them when closed, the interior ones when open.
        let joinRange = closed ? 0..<count : 1..<(count - 1)
        for v in joinRange {
            let incoming = segment((v - 1 + segmentCount) % segmentCount)
            let outgoing = segment(v % segmentCount)
            addJoin(at: points[v], from: incoming.from, to: outgoing.to, isCorner: corners[v],
                    incomingLength: incoming.from.distance(to: incoming.to),
                    outgoingLength: outgoing.from.distance(to: outgoing.to), into: &side)
        }
        if !closed {
            let (a, b) = segment(count - 2)
            side.append(b + leftNormal(a, b) * halfWidth)
        }
        return side
    }

    /// The join at `vertex` on the left side, between the segment arriving from `previous` and
    /// the one leaving to `next`.
    private func addJoin(at vertex: Point, from previous: Point, to next: Point, isCorner: Bool,
                         incomingLength: Double, outgoingLength: Double, into side: inout [Point]) {
        let d0 = direction(previous, vertex), d1 = direction(vertex, next)
        let n0 = Point(x: d0.y, y: -d0.x), n1 = Point(x: d1.y, y: -d1.x)
        let start = vertex + n0 * halfWidth, end = vertex + n1 * halfWidth
        let turn = d0.cross(d1)            // > 0: turning right on screen, the left side is outer
        let cosine = d0.dot(d1)
        if abs(turn) < 1e-12 && cosine > 0 {
            side.append(start)             // straight on: one point suffices
            return
        }
        if turn > 0 || (turn == 0 && cosine < 0) {
            // Outer side (an exact reversal is outer on both sides).
            let join = isCorner ? style.lineJoin : .round
            side.append(start)
            switch join {
            case .bevel:
                break
            case .miter:
                // 1 / sin(φ/2) = 1 / cos(θ/2) = √(2 / (1 + cos θ)), θ the turn angle.
                if 1 + cosine > 1e-12, (2 / (1 + cosine)).squareRoot() <= style.miterLimit {
                    side.append(vertex + (n0 + n1) * (halfWidth / (1 + cosine)))
                }
            case .round:
                addArc(center: vertex, from: n0, to: n1, clockwise: false, into: &side)
            }
            side.append(end)
        } else {
            // Inner side: the offset edges cross at distance r·tan(θ/2) before and after the
            // vertex; use that point when both segments are long enough to contain it.
            let reach = 1 + cosine > 1e-12 ? halfWidth * ((1 - cosine) / (1 + cosine)).squareRoot() : .infinity
            if reach <= incomingLength && reach <= outgoingLength {
                side.append(vertex + (n0 + n1) * (halfWidth / (1 + cosine)))
            } else {
                side.append(start)
                side.append(vertex)
                side.append(end)
            }
        }
    }

    // MARK: Caps

    /// Appends the cap at an end point, from the left offset to the right offset (relative to
    /// `direction`, which points out of the line).
    private func addCap(at point: Point, direction d: Point, into outline: inout [Point]) {
        let n = Point(x: d.y, y: -d.x)
        switch style.lineCap {
        case .butt:
            break
        case .square:
            outline.append(point + (n + d) * halfWidth)
            outline.append(point + (d - n) * halfWidth)
        case .round:
            addArc(center: point, from: n, to: -n, clockwise: false, into: &outline)
        }
    }

    /// A zero-length subpath: a dot for round caps, a square for square caps, nothing for butt.
    private func strokeDot(_ polyline: StrokePolyline, into output: inout Path) {
        let p = polyline.points[0]
        let raw = polyline.degenerateDirection ?? Point(x: 1, y: 0)
        let d = raw.length > 0 ? raw * (1 / raw.length) : Point(x: 1, y: 0)
        let n = Point(x: d.y, y: -d.x)
        switch style.lineCap {
        case .butt:
            return
        case .square:
            output.addLines([p + (n - d) * halfWidth, p + (n + d) * halfWidth, p + (d - n) * halfWidth, p - (n + d) * halfWidth])
        case .round:
            var ring: [Point] = [p + n * halfWidth]
            addArc(center: p, from: n, to: -n, clockwise: false, into: &ring)
            ring.append(p - n * halfWidth)
            addArc(center: p, from: -n, to: n, clockwise: false, into: &ring)
            output.addLines(ring)
        }
        output.closeSubpath()
    }

    // MARK: Geometry

    /// Appends the interior points of a circular arc of radius `halfWidth` around `center`,
    /// from unit vector `from` to unit vector `to`, turning clockwise on screen (towards +y from
    /// +x) through the shorter way, or half a turn when they are opposite.
    private func addArc(center: Point, from: Point, to: Point, clockwise: Bool, into points: inout [Point]) {
        let startAngle = atan2(from.y, from.x)
        var sweep = atan2(to.y, to.x) - startAngle
        // Joins and caps always turn towards +y (clockwise on screen) from the left normal.
        while sweep <= 0 { sweep += 2 * Double.pi }
        while sweep > 2 * Double.pi { sweep -= 2 * Double.pi }
        // Chord error r(1 − cos(step/2)) ≤ tolerance.
        let ratio = max(-1, min(1, 1 - tolerance / halfWidth))
        let maxStep = max(2 * acos(ratio), 1e-3)
        let steps = Int((sweep / maxStep).rounded(.up))
        guard steps > 1 else { return }
        for i in 1..<steps {
            let angle = startAngle + sweep * Double(i) / Double(steps)
            points.append(Point(x: center.x + halfWidth * cos(angle), y: center.y + halfWidth * sin(angle)))
        }
    }

    /// The unit vector from `a` to `b`.
    private func direction(_ a: Point, _ b: Point) -> Point {
        let d = b - a, length = d.length
        return length > 0 ? d * (1 / length) : Point(x: 1, y: 0)
    }

    /// The left normal (rotated −90° on screen) of the segment from `a` to `b`, unit length.
    private func leftNormal(_ a: Point, _ b: Point) -> Point {
        let d = direction(a, b)
        return Point(x: d.y, y: -d.x)
    }
}
