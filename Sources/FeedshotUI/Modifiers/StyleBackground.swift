import Geometry

extension View {
    /// Fills the view's background with `style`. As in SwiftUI, the fill extends into the
    /// safe area on `ignoresSafeAreaEdges` (all edges by default) where the view reaches the
    /// safe area's edge, so a screen-sized view's background covers the whole screen.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(alignment: .center) { StyleFill(style: AnyShapeStyle(style), edges: edges) }
    }

    /// Fills `shape`, laid out in the view's frame, with `style` behind the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        background(alignment: .center) { shape.fill(style) }
    }

    /// Covers the view with `style`, extending into the safe area on `ignoresSafeAreaEdges`.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(alignment: .center) { StyleFill(style: AnyShapeStyle(style), edges: edges) }
    }

    /// Covers `shape`, laid out in the view's frame, with `style` in front of the view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        overlay(alignment: .center) { shape.fill(style) }
    }

    /// Draws a border of `width` points inside the view's frame.
    public func border<S: ShapeStyle>(_ content: S, width: Double = 1) -> some View {
        overlay(alignment: .center) { Rectangle().strokeBorder(content, lineWidth: width) }
    }
}

/// A style filling its frame, extended into the safe area on `edges`.
struct StyleFill: View, PrimitiveView {
    let style: AnyShapeStyle
    let edges: Edge.Set

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let fill = ViewNode(behavior: LeafBehavior(StyleFillLeaf(style: style, name: "Fill")),
                            environment: context.environment)
        guard !edges.isEmpty else { return [fill] }
        return [SafeAreaIgnoringLayout(edges: edges).makeNode(wrapping: fill, in: context)]
    }
}
