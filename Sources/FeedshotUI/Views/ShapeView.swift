import Geometry

/// How a ``ShapeView`` paints its shape.
enum ShapeDrawing: Sendable {
    /// Fill the outline (with the non-zero rule unless `style.isEOFilled`).
    case fill(AnyShapeStyle, FillStyle)
    /// Stroke the outline, centred on it (half the line falls outside the frame).
    case stroke(AnyShapeStyle, StrokeStyle)
    /// Stroke inside the outline, so the line stays within the shape (its outer edge is the
    /// shape's own edge).
    case strokeBorder(AnyShapeStyle, StrokeStyle)
}

/// A shape filled or stroked with a style: what `fill`, `stroke` and `strokeBorder` build, and
/// what a shape draws as on its own. SwiftUI's `_ShapeView`.
public struct ShapeView<Content: Shape>: View, PrimitiveView {
    let shape: Content
    let drawing: ShapeDrawing

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [ViewNode(behavior: LeafBehavior(ShapeLeaf(shape: shape, drawing: drawing)), environment: context.environment)]
    }
}

extension Shape {
    /// The shape filled with `style` (the foreground style by default).
    public func fill<S: ShapeStyle>(_ style: S = ForegroundStyle(), style fillStyle: FillStyle = FillStyle()) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .fill(AnyShapeStyle(style), fillStyle))
    }

    /// The outline stroked with `style`, `lineWidth` points wide, centred on the outline.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: Double = 1, antialiased: Bool = true) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .stroke(AnyShapeStyle(style), StrokeStyle(lineWidth: lineWidth)))
    }

    /// The outline stroked with `content` in `style` (width, caps, joins, dashes), centred on it.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .stroke(AnyShapeStyle(content), style))
    }

    /// The outline stroked with the foreground style.
    public func stroke(lineWidth: Double = 1) -> ShapeView<Self> {
        stroke(ForegroundStyle(), lineWidth: lineWidth)
    }

    /// The outline stroked with the foreground style in `style`.
    public func stroke(style: StrokeStyle) -> ShapeView<Self> {
        stroke(ForegroundStyle(), style: style)
    }

    /// The outline stroked with `style` inside the shape (SwiftUI's `strokeBorder`): the line's
    /// outer edge is the shape's edge.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: Double = 1, antialiased: Bool = true) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .strokeBorder(AnyShapeStyle(style), StrokeStyle(lineWidth: lineWidth)))
    }

    /// The outline stroked with `content` in `style` inside the shape.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .strokeBorder(AnyShapeStyle(content), style))
    }

    /// The outline stroked with the foreground style inside the shape's frame.
    public func strokeBorder(lineWidth: Double = 1) -> ShapeView<Self> {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth)
    }

    /// The outline stroked with the foreground style in `style` inside the shape's frame.
    public func strokeBorder(style: StrokeStyle) -> ShapeView<Self> {
        strokeBorder(ForegroundStyle(), style: style)
    }
}

/// The leaf a shape view resolves to.
struct ShapeLeaf<Content: Shape>: LeafContent {
    var shape: Content
    let drawing: ShapeDrawing
    /// The paint a live host's running animation shows instead of the drawing's style.
    var presentedPaint: ResolvedStyle?

    var kindName: String { shape.shapeName }

    func dumpProperties(environment: EnvironmentValues) -> [(String, String)] {
        var result = shape.shapeProperties
        switch drawing {
        case let .fill(style, fillStyle):
            result.append(("fill", style.resolved(in: environment).description))
            if fillStyle.isEOFilled { result.append(("eoFill", "true")) }
        case let .stroke(style, strokeStyle):
            result.append(("stroke", style.resolved(in: environment).description))
            result.append(("lineWidth", strokeStyle.lineWidth.compactDescription))
        case let .strokeBorder(style, strokeStyle):
            result.append(("strokeBorder", style.resolved(in: environment).description))
            result.append(("lineWidth", strokeStyle.lineWidth.compactDescription))
        }
        return result
    }

    func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues, pass: LayoutPass) -> Size {
        shape.sizeThatFits(proposal)
    }
}
