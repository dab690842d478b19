import Geometry
import Raster

extension ResolvedStyle {
    /// The paint for a shape drawn in `frame` (points): gradient unit points are positions in
    /// `frame`, radii stay in points.
    func paint(in frame: Rect) -> Paint {
        switch self {
        case .color(let color):
            return .solid(color)
        case let .linearGradient(gradient, start, end):
            return .linearGradient(gradient.paintGradient, start: start.point(in: frame), end: end.point(in: frame))
        case let .radialGradient(gradient, center, startRadius, endRadius):
            return .radialGradient(gradient.paintGradient, center: center.point(in: frame),
                                   startRadius: startRadius, endRadius: endRadius)
        case let .angularGradient(gradient, center, startAngle, endAngle):
            return .angularGradient(gradient.paintGradient, center: center.point(in: frame), startAngle: startAngle,
                                    endAngle: endAngle)
        case .image(let paint):
            return paint.paint(in: frame)
        }
    }

    /// Whether drawing with this style changes nothing (a fully transparent colour).
    var isInvisible: Bool {
        if case .color(let color) = self { return color.premultiplied.alpha == 0 }
        return false
    }
}

extension ResolvedGradient {
    var paintGradient: Paint.Gradient {
        Paint.Gradient(stops: stops.map { Paint.Gradient.Stop(color: $0.color, location: $0.location) })
    }
}
