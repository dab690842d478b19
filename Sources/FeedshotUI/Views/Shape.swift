import Geometry

/// A 2-D outline that draws as a view (filled with the foreground style by default) or cuts
/// other views (`clipShape`): SwiftUI's `Shape`.
///
/// A shape takes the space it is offered (its ideal size is 10 × 10, as in SwiftUI) and draws
/// its outline in that rectangle.
public protocol Shape: View {
    /// The size the shape takes for `proposal`; by default the proposal, with 10 points for
    /// unspecified dimensions.
    func sizeThatFits(_ proposal: ProposedViewSize) -> Size
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    /// A shape on its own draws filled with the foreground style.
    public var body: ShapeView<Self> { ShapeView(shape: self, drawing: .fill(AnyShapeStyle(ForegroundStyle()))) }
}

/// The curve of a rounded rectangle's corners: SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Apple's continuous ("squircle") corners, which start curving earlier and blend smoothly
    /// into the edges.
    case continuous
}

/// The outline of a built-in shape in a rectangle, before it becomes a path.
enum ShapeOutline: Hashable, Sendable {
    case rectangle(Rect)
    case roundedRectangle(Rect, cornerSize: Size, style: RoundedCornerStyle)
    case ellipse(Rect)

    /// The bounding rectangle.
    var bounds: Rect {
        switch self {
        case .rectangle(let rect), .roundedRectangle(let rect, _, _), .ellipse(let rect): rect
        }
    }
}

/// A shape whose outline the engine builds itself (every built-in shape).
protocol OutlinedShape: Shape {
    /// The outline in `rect`, shrunk by `inset` on every side (`strokeBorder` draws inside
    /// the shape this way).
    func outline(in rect: Rect, inset: Double) -> ShapeOutline
    /// The name in placed-tree dumps.
    var kindName: String { get }
    var dumpProperties: [(String, String)] { get }
}

extension OutlinedShape {
    var dumpProperties: [(String, String)] { [] }
}

/// A rectangle filling its frame: SwiftUI's `Rectangle`.
public struct Rectangle: Shape, OutlinedShape {
    /// Creates a rectangle.
    public init() {}

    func outline(in rect: Rect, inset: Double) -> ShapeOutline { .rectangle(rect.insetBy(dx: inset, dy: inset)) }
    var kindName: String { "Rectangle" }
}

/// A rectangle with rounded corners: SwiftUI's `RoundedRectangle`. Corner radii are clamped to
/// half the shorter side.
public struct RoundedRectangle: Shape, OutlinedShape {
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

    func outline(in rect: Rect, inset: Double) -> ShapeOutline {
        .roundedRectangle(rect.insetBy(dx: inset, dy: inset),
                          cornerSize: Size(width: max(0, cornerSize.width - inset),
                                           height: max(0, cornerSize.height - inset)),
                          style: style)
    }

    var kindName: String { "RoundedRectangle" }
    var dumpProperties: [(String, String)] {
        [("cornerRadius", cornerSize.width == cornerSize.height ? cornerSize.width.compactDescription
                                                                 : cornerSize.description),
         ("style", "\(style)")]
    }
}

/// A rectangle whose shorter sides are half circles: SwiftUI's `Capsule`.
public struct Capsule: Shape, OutlinedShape {
    /// The corner curve.
    public var style: RoundedCornerStyle

    /// Creates a capsule (`.circular` by default, as in SwiftUI).
    public init(style: RoundedCornerStyle = .circular) {
        self.style = style
    }

    func outline(in rect: Rect, inset: Double) -> ShapeOutline {
        let inner = rect.insetBy(dx: inset, dy: inset)
        let radius = min(inner.width, inner.height) / 2
        return .roundedRectangle(inner, cornerSize: Size(width: radius, height: radius), style: style)
    }

    var kindName: String { "Capsule" }
}

/// An ellipse filling its frame: SwiftUI's `Ellipse`.
public struct Ellipse: Shape, OutlinedShape {
    /// Creates an ellipse.
    public init() {}

    func outline(in rect: Rect, inset: Double) -> ShapeOutline { .ellipse(rect.insetBy(dx: inset, dy: inset)) }
    var kindName: String { "Ellipse" }
}

/// A circle centred in its frame, as wide as the frame's shorter side: SwiftUI's `Circle`.
///
/// Like SwiftUI's (since iOS 17) it asks for a square: the smaller proposed dimension, or the
/// one that is specified.
public struct Circle: Shape, OutlinedShape {
    /// Creates a circle.
    public init() {}

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

    func outline(in rect: Rect, inset: Double) -> ShapeOutline {
        let side = min(rect.width, rect.height)
        let square = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        return .ellipse(square.insetBy(dx: inset, dy: inset))
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
