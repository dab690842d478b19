import Geometry
import Raster

/// Colours at locations from 0 to 1: SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    /// One colour at one location.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// The location, from 0 (start) to 1 (end).
        public var location: Double

        /// Creates a stop.
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// A gradient through explicit stops.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// A gradient through colours spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = Double(max(1, colors.count - 1))
        stops = colors.enumerated().map { Stop(color: $1, location: Double($0) / last) }
    }

    func resolve(in environment: EnvironmentValues) -> ResolvedGradient {
        ResolvedGradient(stops: stops.map { ($0.color.resolve(in: environment.colorScheme), $0.location) })
    }
}

/// A gradient with colours resolved for one colour scheme.
struct ResolvedGradient: Sendable, Equatable {
    var stops: [(color: RGBAColor, location: Double)]

    static func == (lhs: ResolvedGradient, rhs: ResolvedGradient) -> Bool {
        lhs.stops.count == rhs.stops.count
            && zip(lhs.stops, rhs.stops).allSatisfy { $0.color == $1.color && $0.location == $1.location }
    }

    func multipliedOpacity(_ opacity: Double) -> ResolvedGradient {
        ResolvedGradient(stops: stops.map { ($0.color.multipliedAlpha(by: opacity), $0.location) })
    }
}

/// A gradient along a line between two unit points of the filled shape's bounds: a view that
/// fills the space it is offered, and a ``ShapeStyle``. SwiftUI's `LinearGradient`.
public struct LinearGradient: View, ShapeStyle, ResolvableShapeStyle, PrimitiveView {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// A gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A gradient through evenly spaced colours.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient through explicit stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        .linearGradient(gradient.resolve(in: environment), startPoint: startPoint, endPoint: endPoint)
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [ViewNode(behavior: LeafBehavior(StyleFillLeaf(style: AnyShapeStyle(self), name: "LinearGradient")),
                  environment: context.environment)]
    }
}

/// A gradient in circles around a unit point of the filled shape's bounds, with radii in points:
/// a view that fills the space it is offered, and a ``ShapeStyle``. SwiftUI's `RadialGradient`.
public struct RadialGradient: View, ShapeStyle, ResolvableShapeStyle, PrimitiveView {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: Double
    let endRadius: Double

    /// A gradient from `startRadius` to `endRadius` points around `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// A gradient through evenly spaced colours.
    public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient through explicit stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        .radialGradient(gradient.resolve(in: environment), center: center, startRadius: startRadius,
                        endRadius: endRadius)
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [ViewNode(behavior: LeafBehavior(StyleFillLeaf(style: AnyShapeStyle(self), name: "RadialGradient")),
                  environment: context.environment)]
    }
}
