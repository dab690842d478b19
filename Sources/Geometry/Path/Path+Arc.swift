#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Path {
    /// Appends a circular arc around `center`, SwiftUI's `addArc(center:radius:startAngle:endAngle:clockwise:)`.
    ///
    /// Angles are measured from the +x axis towards +y. As in SwiftUI, `clockwise` describes the
    /// direction in a y-up frame: `true` sweeps towards *decreasing* angles, which looks
    /// counter-clockwise on a y-down screen. A line joins the current point to the arc's start;
    /// with no current point the arc starts a subpath.
    public mutating func addArc(center: Point, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var sweep = endAngle.radians - startAngle.radians
        let fullTurn = 2 * Double.pi
        if clockwise {
            // Sweep towards decreasing angles: bring the sweep into (-2π, 0].
            sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
            if sweep > 0 { sweep -= fullTurn }
        } else {
            sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
            if sweep < 0 { sweep += fullTurn }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: Angle(radians: sweep))
    }

    /// Appends a circular arc that starts at `startAngle` and sweeps by `delta` (positive deltas
    /// turn towards +y, clockwise on screen). Sweeps beyond a full turn are kept: a delta of 4π
    /// draws the circle twice, as in CoreGraphics.
    public mutating func addRelativeArc(center: Point, radius: Double, startAngle: Angle, delta: Angle) {
        addEllipticalArc(center: center, radii: Size(width: radius, height: radius),
                         startAngle: startAngle.radians, sweep: delta.radians)
    }

    /// Appends an arc of the axis-aligned ellipse with the given radii, as cubic Béziers of at most
    /// an eighth of a turn each. (A cubic quarter circle is off by 2.7e-4 of the radius, 0.03 px
    /// on a 108 px capsule end: visible as coverage error. An eighth is off by 4e-6.)
    mutating func addEllipticalArc(center: Point, radii: Size, startAngle: Double, sweep: Double) {
        func point(_ angle: Double) -> Point {
            Point(x: center.x + radii.width * cos(angle), y: center.y + radii.height * sin(angle))
        }
        let start = point(startAngle)
        if let current = currentPoint, hasOpenSubpathForArc {
            // Skip the joining line when the arc starts where the path already is (rounded
            // rectangle corners); it would only add a zero-length segment.
            if current.distance(to: start) > 1e-9 { addLine(to: start) }
        } else {
            move(to: start)
        }
        guard sweep != 0, sweep.isFinite else { return }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 4) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        // Control-arm length for a circular arc of `step` radians: 4/3 · tan(step / 4).
        let arm = 4.0 / 3.0 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let p0 = point(angle), p3 = point(next)
            let d0 = Point(x: -radii.width * sin(angle), y: radii.height * cos(angle))
            let d3 = Point(x: -radii.width * sin(next), y: radii.height * cos(next))
            addCurve(to: p3, control1: p0 + d0 * arm, control2: p3 - d3 * arm)
            angle = next
        }
    }

    /// Whether the last element leaves a subpath open, so an arc continues it with a line.
    private var hasOpenSubpathForArc: Bool {
        switch elements.last {
        case .none, .closeSubpath: return false
        default: return true
        }
    }
}
