/// The shape at the open ends of a stroked line (CoreGraphics' `CGLineCap`).
public enum LineCap: Hashable, Sendable {
    /// The stroke stops exactly at the end point.
    case butt
    /// A half disk of the line width's diameter around the end point.
    case round
    /// The stroke continues half the line width past the end point.
    case square
}

/// The shape where two segments of a stroked line meet (CoreGraphics' `CGLineJoin`).
public enum LineJoin: Hashable, Sendable {
    /// The outer edges are extended to meet in a point, unless that point is further than
    /// `miterLimit × lineWidth / 2` from the corner; then the corner is bevelled.
    case miter
    /// A circular arc of the line width's diameter around the corner.
    case round
    /// The outer corners are joined by a straight line.
    case bevel
}

/// How a path is stroked: SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the stroke, centred on the path.
    public var lineWidth: Double
    /// The shape of open ends (and of each dash's ends).
    public var lineCap: LineCap
    /// The shape of corners.
    public var lineJoin: LineJoin
    /// The longest miter allowed, as a multiple of the line width (CoreGraphics' and SVG's rule):
    /// a join is mitered when `1 / sin(φ / 2) ≤ miterLimit`, φ being the angle between the two
    /// segments, and bevelled otherwise.
    public var miterLimit: Double
    /// Alternating lengths of dashes and gaps; empty for a solid line. An odd count repeats the
    /// list twice (SVG's rule).
    public var dash: [Double]
    /// How far into the dash pattern the stroke starts.
    public var dashPhase: Double

    /// Creates a stroke style (SwiftUI's defaults: width 1, butt caps, miter joins, limit 10).
    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
