/// A ``Layout`` applied to content: what `MyLayout { … }` builds.
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [makeLayoutNode(layout, content: content, in: context)]
    }
}

extension Layout {
    /// Lays out `content` with this layout, like a stack: `Diagonal { … }`.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        LayoutView(layout: self, content: content())
    }
}

/// The node for a container: its content resolved as siblings, with the layout's stack
/// orientation visible to spacers and dividers inside.
func makeLayoutNode<L: Layout, Content: View>(_ layout: L, content: Content, in context: ResolveContext) -> ViewNode {
    let children = resolveNodes(content, in: context.forContainer(orientation: L.layoutProperties.stackOrientation))
    let describable = layout as? any DumpDescribable
    let behavior = LayoutBehavior(layout, name: describable?.dumpName,
                                  properties: { ($0 as? any DumpDescribable)?.dumpProperties ?? [] })
    return ViewNode(behavior: behavior, children: children, environment: context.environment)
}
