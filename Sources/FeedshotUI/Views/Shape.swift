import Geometry

/// A 2-D outline that draws as a view (filled with the foreground style by default) or cuts
/// other views (`clipShape`): SwiftUI's `Shape`.
///
/// A shape takes the space it is offered (its ideal size is 10 × 10, as in SwiftUI) and draws
/// ``path(in:)`` for the rectangle it is given. Write your own by implementing `path(in:)`:
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: Rect) -> Path {
///         Path { path in
///             path.move(to: Point(x: rect.midX, y: rect.minY))
///             path.addLine(to: Point(x: rect.maxX, y: rect.maxY))
///             path.addLine(to: Point(x: rect.minX, y: rect.maxY))
///             path.closeSubpath()
///         }
///     }
/// }
/// ```
///
/// A shape is ``Animatable``: declare `animatableData` for the parameters that should animate
/// (a rounded rectangle's corner size does); without it a shape changes in one step.
public protocol Shape: Animatable, View {
    /// The outline in `rect` (points, in the coordinate space the shape is drawn in).
    func path(in rect: Rect) -> Path

    /// The size the shape takes for `proposal`; by default the proposal, with 10 points for
    /// unspecified dimensions.
    func sizeThatFits(_ proposal: ProposedViewSize) -> Size
}

extension Shape {
    /// The size the shape takes for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    /// A shape on its own draws filled with the foreground style.
    public var body: ShapeView<Self> { ShapeView(shape: self, drawing: .fill(AnyShapeStyle(ForegroundStyle()), FillStyle())) }

    /// The shape's name in placed-tree dumps.
    var shapeName: String { (self as? any DescribedShape)?.kindName ?? String(describing: Self.self) }

    /// The shape's parameters in placed-tree dumps.
    var shapeProperties: [(String, String)] { (self as? any DescribedShape)?.dumpProperties ?? [] }
}

/// A built-in shape that names itself and its parameters in dumps.
protocol DescribedShape {
    var kindName: String { get }
    var dumpProperties: [(String, String)] { get }
}

extension DescribedShape {
    var dumpProperties: [(String, String)] { [] }
}

/// A rectangle filling its frame: SwiftUI's `Rectangle`.
public struct Rectangle: Shape, DescribedShape {
    /// Creates a rectangle.
    public init() {}

    /// The outline in `rect`.
    public func path(in rect: Rect) -> Path { Path(rect) }
    var kindName: String { "Rectangle" }
}

/// A rectangle with rounded corners: SwiftUI's `RoundedRectangle`. Corner radii are clamped to
/// half the shorter side.
public struct RoundedRectangle: Shape, DescribedShape {
    /// The width and height of the corner ellipses.
    public var cornerSize: Size
    /// The corner curve.
    public var style: RoundedCornerStyle

    /// Corners of `cornerRadius` points (`.continuous` by default, as in SwiftUI).
    public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: Size(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Elliptical corners of `cornerSize`.
    public init(cornerSize: Size, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// The outline in `rect`.
    public func path(in rect: Rect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }

    /// The corner size animates, as SwiftUI's does.
    public var animatableData: Size.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }

    var kindName: String { "RoundedRectangle" }
    var dumpProperties: [(String, String)] {
        [("cornerRadius", cornerSize.width == cornerSize.height ? cornerSize.width.compactDescription
                                                                 : cornerSize.description),
         ("style", "\(style)")]
    }
}

/// A rectangle whose shorter sides are half circles: SwiftUI's `Capsule`.
public struct Capsule: Shape, DescribedShape {
    /// The corner curve.
    public var style: RoundedCornerStyle

    /// Creates a capsule (`.circular` by default, as in SwiftUI).
    public init(style: RoundedCornerStyle = .circular) {
        self.style = style
    }

    /// The outline in `rect`.
    public func path(in rect: Rect) -> Path { Path(capsuleIn: rect, style: style) }
    var kindName: String { "Capsule" }
}

/// An ellipse filling its frame: SwiftUI's `Ellipse`.
public struct Ellipse: Shape, DescribedShape {
    /// Creates an ellipse.
    public init() {}

    /// The outline in `rect`.
    public func path(in rect: Rect) -> Path { Path(ellipseIn: rect) }
    var kindName: String { "Ellipse" }
}

/// A circle centred in its frame, as wide as the frame's shorter side: SwiftUI's `Circle`.
///
/// Like SwiftUI's (since iOS 17) it asks for a square: the smaller proposed dimension, or the
/// one that is specified.
public struct Circle: Shape, DescribedShape {
    /// Creates a circle.
    public init() {}

    /// The outline in `rect`.
    public func path(in rect: Rect) -> Path { Path(circleIn: rect) }

    /// The size the shape takes for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        let side: Double
        switch (proposal.width, proposal.height) {
        case let (width?, height?): side = min(width, height)
        case let (width?, nil): side = width
        case let (nil, height?): side = height
        case (nil, nil): side = 10
        }
        return Size(width: side, height: side)
    }

    var kindName: String { "Circle" }
}

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle with `cornerRadius` corners.
    public static func rect(cornerRadius: Double, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rounded rectangle with `cornerSize` corners.
    public static func rect(cornerSize: Size, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}
