import Geometry

/// Adapts a ``Layout`` value to ``NodeBehavior``, owning the layout's cache for the pass.
final class LayoutBehavior<L: Layout>: NodeBehavior {
    let layout: L
    let kindName: String
    private let properties: @Sendable (L) -> [(String, String)]
    private var cache: L.Cache?
    /// The layout as one that moves its child's screen (an offset), found once: the cast is
    /// asked for every node at every layout.
    private let screenMoving: (any ScreenMovingLayout)?

    init(_ layout: L, name: String? = nil, properties: @escaping @Sendable (L) -> [(String, String)] = { _ in [] }) {
        self.layout = layout
        screenMoving = layout as? any ScreenMovingLayout
        self.kindName = name ?? String(describing: L.self)
        self.properties = properties
    }

    func dumpProperties(of node: ViewNode) -> [(String, String)] { properties(layout) }

    /// Runs `body` with the layout's cache, creating it on first use. The cache is taken out of
    /// the box for the call so that the layout can mutate it in place without copying.
    private func withCache<Result>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> Result) -> Result {
        var local = cache ?? layout.makeCache(subviews: subviews)
        cache = nil
        defer { cache = local }
        return body(&local)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> Size {
        let subviews = pass.subviews(of: node)
        return withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeChildren(of node: ViewNode, in bounds: Rect, proposal: ProposedViewSize, pass: LayoutPass,
                       recorder: PlacementRecorder) {
        let subviews = pass.subviews(of: node, recorder: recorder)
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, size: Size, proposal: ProposedViewSize,
                           pass: LayoutPass) -> Double? {
        let subviews = pass.subviews(of: node)
        let bounds = Rect(size: size)
        return withCache(subviews) { cache in
            switch key.axis {
            case .horizontal:
                layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal,
                                         subviews: subviews, cache: &cache)
            case .vertical:
                layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal,
                                         subviews: subviews, cache: &cache)
            }
        }
    }

    func screenMove(forChildrenOf node: ViewNode) -> Size? {
        screenMoving?.screenMove(scale: node.environment.displayScale)
    }

    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing {
        let subviews = pass.subviews(of: node)
        return withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }
}

extension HorizontalAlignment {
    init(key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
    init(key: AlignmentKey) { self.key = key }
}
