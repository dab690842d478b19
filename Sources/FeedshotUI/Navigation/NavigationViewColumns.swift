// A `NavigationView` with several views lists its columns: `NavigationView { Sidebar(); Detail() }`.
// An iPhone in portrait shows the first column as the stack's root and never the others (the
// detail appears only when a link pushes one); an iPad would show them side by side. Feedshot
// draws iPhone screens, so the navigation view keeps its first column.

/// Content that stands for several columns (the views a ``ViewBuilder`` collected).
protocol NavigationColumnContent {
    /// The nodes of the first column only, resolved where the whole content would have been.
    func makeFirstColumnNodes(in context: ResolveContext) -> [ViewNode]
}

extension TupleView: NavigationColumnContent {
    func makeFirstColumnNodes(in context: ResolveContext) -> [ViewNode] {
        // The first element, with the identity it has among all of them (index 0), so its
        // state is the state it would have if every column were shown.
        for view in repeat each value {
            return resolveNodes(view, in: context.graph == nil ? context : context.child(.index(0)))
        }
        return []
    }
}

/// The first column of a navigation view's content (the whole content when it is one view).
struct NavigationFirstColumn<Content: View>: View, PrimitiveView {
    let content: Content

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        if let columns = content as? any NavigationColumnContent {
            return columns.makeFirstColumnNodes(in: context)
        }
        return resolveNodes(content, in: context)
    }
}
