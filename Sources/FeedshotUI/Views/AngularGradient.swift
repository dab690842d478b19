import Geometry

/// A gradient around a unit point of the filled shape's bounds, by angle (a "conic" gradient): a
/// view that fills the space it is offered, and a ``ShapeStyle``. SwiftUI's `AngularGradient`.
///
/// Angles turn clockwise on screen from the positive x axis. Equal start and end angles (the
/// defaults) make one full turn; a sweep of more than a turn draws its last turn; a shorter sweep
/// leaves a wedge filled with the last colour, then the first, switching halfway across it.
public struct AngularGradient: View, ShapeStyle, ResolvableShapeStyle, PrimitiveView {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// A gradient from `startAngle` to `endAngle` around `center`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// A gradient through evenly spaced colours from `startAngle` to `endAngle`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient through explicit stops from `startAngle` to `endAngle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn starting at `angle`.
    @_disfavoredOverload
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// A full turn through evenly spaced colours, starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// A full turn through explicit stops, starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        .angularGradient(gradient.resolve(in: environment), center: center, startAngle: startAngle.radians,
                         endAngle: endAngle.radians)
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [ViewNode(behavior: LeafBehavior(StyleFillLeaf(style: AnyShapeStyle(self), name: "AngularGradient")),
                  environment: context.environment)]
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient from `startAngle` to `endAngle` around `center` of the filled shape.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint = .center, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient through evenly spaced colours.
    public static func angularGradient(colors: [Color], center: UnitPoint = .center, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full-turn angular gradient starting at `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint = .center,
                                     angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}
