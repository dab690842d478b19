import Geometry

/// How a ``ShapeView`` paints its shape.
enum ShapeDrawing: Sendable {
    /// Fill the outline.
    case fill(AnyShapeStyle)
    /// Stroke the outline, centred on it (half the line falls outside the frame).
    case stroke(AnyShapeStyle, lineWidth: Double)
    /// Stroke inside the outline, so the line stays within the shape (its outer edge is the
    /// shape's own edge).
    case strokeBorder(AnyShapeStyle, lineWidth: Double)
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
    public func fill<S: ShapeStyle>(_ style: S = ForegroundStyle()) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .fill(AnyShapeStyle(style)))
    }

    /// The outline stroked with `style`, `lineWidth` points wide, centred on the outline.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: Double = 1) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .stroke(AnyShapeStyle(style), lineWidth: lineWidth))
    }

    /// The outline stroked with the foreground style.
    public func stroke(lineWidth: Double = 1) -> ShapeView<Self> {
        stroke(ForegroundStyle(), lineWidth: lineWidth)
    }

    /// The outline stroked with `style` inside the shape (SwiftUI's `strokeBorder`): the line's
    /// outer edge is the shape's edge.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: Double = 1) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .strokeBorder(AnyShapeStyle(style), lineWidth: lineWidth))
    }

    /// The outline stroked with the foreground style inside the shape's frame.
    public func strokeBorder(lineWidth: Double = 1) -> ShapeView<Self> {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth)
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
        case .fill(let style):
            result.append(("fill", style.resolved(in: environment).description))
        case let .stroke(style, lineWidth):
            result.append(("stroke", style.resolved(in: environment).description))
            result.append(("lineWidth", lineWidth.compactDescription))
        case let .strokeBorder(style, lineWidth):
            result.append(("strokeBorder", style.resolved(in: environment).description))
            result.append(("lineWidth", lineWidth.compactDescription))
        }
        return result
    }

    func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues, pass: LayoutPass) -> Size {
        shape.sizeThatFits(proposal)
    }
}
