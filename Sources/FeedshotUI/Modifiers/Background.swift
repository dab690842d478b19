import Geometry

extension View {
    /// Layers `content` behind the view. The background is offered the view's size and aligned
    /// with `alignment`; it does not change the view's layout. Several views in `content` are
    /// layered in an implicit `ZStack`.
    public func background<Background: View>(alignment: Alignment = .center,
                                             @ViewBuilder content: () -> Background) -> some View {
        modifier(SecondaryLayerModifier(layer: content(), alignment: alignment, isBackground: true))
    }

    /// Layers `background` behind the view (SwiftUI's older spelling).
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(SecondaryLayerModifier(layer: background, alignment: alignment, isBackground: true))
    }

    /// Layers `content` in front of the view, offered the view's size and aligned with
    /// `alignment`, without changing the view's layout.
    public func overlay<Overlay: View>(alignment: Alignment = .center,
                                       @ViewBuilder content: () -> Overlay) -> some View {
        modifier(SecondaryLayerModifier(layer: content(), alignment: alignment, isBackground: false))
    }

    /// Layers `overlay` in front of the view (SwiftUI's older spelling).
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(SecondaryLayerModifier(layer: overlay, alignment: alignment, isBackground: false))
    }
}

/// A background or overlay: the layer is resolved into one node (an implicit `ZStack` when it
/// holds several views) and laid out by ``SecondaryLayerLayout``.
struct SecondaryLayerModifier<Layer: View>: ViewModifier, WrappingModifier {
    let layer: Layer
    let alignment: Alignment
    let isBackground: Bool

    func makeNode(wrapping primary: ViewNode, in context: ResolveContext) -> ViewNode {
        let secondary = SecondaryLayerLayout.resolveLayer(layer, alignment: alignment, in: context)
        return SecondaryLayerLayout.pairNode(primary: primary, layer: secondary, alignment: alignment,
                                             isBackground: isBackground,
                                             name: isBackground ? "background" : "overlay", in: context)
    }
}

extension SecondaryLayerLayout {
    /// Resolves a secondary layer (a background, an overlay, a mask) into one node: an implicit
    /// `ZStack` aligned by `alignment` when it holds several views.
    static func resolveLayer<Layer: View>(_ layer: Layer, alignment: Alignment,
                                          in context: ResolveContext) -> ViewNode {
        resolveSingleNode(layer, in: context.forContainer(orientation: nil)) { nodes, context in
            let behavior = LayoutBehavior(ZStackLayout(alignment: alignment), name: "ZStack",
                                          properties: { $0.dumpProperties })
            return ViewNode(behavior: behavior, children: nodes, environment: context.environment)
        }
    }

    /// The node that lays out `primary` with `layer` behind or in front of it, standing in for
    /// the primary in its parent's layout (its priority, z-index and layout values).
    static func pairNode(primary: ViewNode, layer: ViewNode, alignment: Alignment, isBackground: Bool,
                         name: String, in context: ResolveContext) -> ViewNode {
        let layout = SecondaryLayerLayout(alignment: alignment, isBackground: isBackground)
        let behavior = LayoutBehavior(layout, name: name, properties: { $0.dumpProperties })
        let node = ViewNode(behavior: behavior, children: isBackground ? [layer, primary] : [primary, layer],
                            environment: context.environment)
        node.priority = primary.priority
        node.zIndex = primary.zIndex
        node.layoutValues = primary.layoutValues
        return node
    }
}

/// Lays out a primary view with a secondary layer behind (children: layer, primary) or in
/// front (children: primary, layer), so that drawing in child order paints them correctly.
struct SecondaryLayerLayout: Layout {
    let alignment: Alignment
    let isBackground: Bool

    private var primaryIndex: Int { isBackground ? 1 : 0 }
    private var layerIndex: Int { isBackground ? 0 : 1 }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        subviews[primaryIndex].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[primaryIndex].place(at: bounds.origin, proposal: proposal)
        subviews[layerIndex].place(aligned: alignment, in: bounds, proposal: ProposedViewSize(bounds.size))
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> Double? {
        subviews[primaryIndex].dimensions(in: proposal)[explicit: guide].map { bounds.minX + $0 }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> Double? {
        subviews[primaryIndex].dimensions(in: proposal)[explicit: guide].map { bounds.minY + $0 }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews[primaryIndex].spacing
    }

    var dumpProperties: [(String, String)] { alignment == .center ? [] : [("alignment", alignment.description)] }
}
