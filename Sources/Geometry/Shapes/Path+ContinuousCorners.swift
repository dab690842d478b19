/// The geometry of Apple's continuous ("squircle") corners.
///
/// One corner, in units of the corner radius `r`, with `u` measured from the corner back along the
/// edge the outline arrives on and `v` along the edge it leaves on (the curve is symmetric in u and
/// v, so the same points serve every corner and either direction of travel):
///
/// ```
/// start (E, 0)                       with E = 1.547302
/// cubic (1.084498, 0)        (0.882045, 0)        → (0.644148, 0.070748)
/// cubic (0.376057, 0.163004) (0.163004, 0.376057) → (0.070748, 0.644148)
/// cubic (0, 0.882045)        (0, 1.084498)        → (0, E)
/// ```
///
/// These constants were fitted to CoreAnimation's continuous corners (within a few levels at 2x);
/// the widely quoted "iOS 7" constants (extent 1.52866) are a less faithful fit. The middle cubic
/// hugs a circular arc of radius `r`; the outer two ramp the curvature up from zero.
///
/// When `E · r` exceeds half of a side (capsule-like shapes), the corner is compressed along that
/// axis so neighbouring corners meet without overlapping. (Overlapping corners would make the
/// outline cross itself, and a self-crossing outline rasterizes with faint seams at the crossing.)
enum ContinuousCorner {
    /// How far along each edge the corner curve starts, in units of the radius.
    static let extent = 1.547302

    /// The three cubics of one corner as (control1, control2, end) in (u, v) units of `r`.
    static let cubics: [(Point, Point, Point)] = [
        (Point(x: 1.084498, y: 0), Point(x: 0.882045, y: 0), Point(x: 0.644148, y: 0.070748)),
        (Point(x: 0.376057, y: 0.163004), Point(x: 0.163004, y: 0.376057), Point(x: 0.070748, y: 0.644148)),
        (Point(x: 0, y: 0.882045), Point(x: 0, y: 1.084498), Point(x: 0, y: extent)),
    ]
}

extension Path {
    /// Appends a rounded rectangle with continuous corners, clockwise on screen from the top edge.
    mutating func addContinuousRoundedRect(_ rect: Rect, rx: Double, ry: Double) {
        let extent = ContinuousCorner.extent
        // Per-axis scale of the corner in points per unit of radius, compressed so the corner fits
        // in half of that side.
        let sx = min(rx, rect.width / 2 / extent)
        let sy = min(ry, rect.height / 2 / extent)
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        // Each corner: its vertex, the unit vector back along the arriving edge and along the
        // leaving edge, and the scales (points per unit) along those two vectors.
        let corners: [(vertex: Point, back: Point, forward: Point, backScale: Double, forwardScale: Double)] = [
            (Point(x: x1, y: y0), Point(x: -1, y: 0), Point(x: 0, y: 1), sx, sy),   // top right
            (Point(x: x1, y: y1), Point(x: 0, y: -1), Point(x: -1, y: 0), sy, sx),  // bottom right
            (Point(x: x0, y: y1), Point(x: 1, y: 0), Point(x: 0, y: -1), sx, sy),   // bottom left
            (Point(x: x0, y: y0), Point(x: 0, y: 1), Point(x: 1, y: 0), sy, sx),    // top left
        ]
        move(to: Point(x: x0 + extent * sx, y: y0))
        for corner in corners {
            func map(_ p: Point) -> Point {
                corner.vertex + corner.back * (p.x * corner.backScale) + corner.forward * (p.y * corner.forwardScale)
            }
            addLine(to: map(Point(x: extent, y: 0)))
            for (c1, c2, end) in ContinuousCorner.cubics {
                addCurve(to: map(end), control1: map(c1), control2: map(c2))
            }
        }
        closeSubpath()
    }
}
