import Geometry

/// What a node does in layout: the internal counterpart of ``Layout`` that leaves (text,
/// shapes, images) and containers (boxed ``Layout`` values) both provide.
protocol NodeBehavior: AnyObject {
    /// The name the placed-tree dump shows: the SwiftUI view or modifier name.
    var kindName: String { get }
    /// Short descriptions of the node's key parameters for the dump, in display order.
    func dumpProperties(of node: ViewNode) -> [(String, String)]

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> Size
    /// Records a placement for each child into `recorder`; `bounds` is the node's frame in the
    /// root coordinate space.
    func placeChildren(of node: ViewNode, in bounds: Rect, proposal: ProposedViewSize, pass: LayoutPass,
                       recorder: PlacementRecorder)
    /// The node's explicit value for a guide, measured from its top-leading corner, or `nil`.
    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, size: Size, proposal: ProposedViewSize,
                           pass: LayoutPass) -> Double?
    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing
    /// The size containerRelativeFrame descendants see while this node's children are placed,
    /// or `nil` to keep the enclosing one (only scroll views are containers).
    func containerSize(forChildrenOf node: ViewNode, size: Size, pass: LayoutPass) -> Size?
}

extension NodeBehavior {
    func dumpProperties(of node: ViewNode) -> [(String, String)] { [] }
    func placeChildren(of node: ViewNode, in bounds: Rect, proposal: ProposedViewSize, pass: LayoutPass,
                       recorder: PlacementRecorder) {}
    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, size: Size, proposal: ProposedViewSize,
                           pass: LayoutPass) -> Double? { nil }
    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing { ViewSpacing() }
    func containerSize(forChildrenOf node: ViewNode, size: Size, pass: LayoutPass) -> Size? { nil }
}

/// A view without children that sizes itself: text, images, shapes, colours, spacers.
protocol LeafContent {
    var kindName: String { get }
    func dumpProperties(environment: EnvironmentValues) -> [(String, String)]
    func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues, pass: LayoutPass) -> Size
    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize,
                           environment: EnvironmentValues) -> Double?
    func spacing(environment: EnvironmentValues) -> ViewSpacing
}

extension LeafContent {
    func dumpProperties(environment: EnvironmentValues) -> [(String, String)] { [] }
    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize,
                           environment: EnvironmentValues) -> Double? { nil }
    func spacing(environment: EnvironmentValues) -> ViewSpacing { ViewSpacing() }
}

/// Adapts a ``LeafContent`` to ``NodeBehavior``.
final class LeafBehavior<Content: LeafContent>: NodeBehavior {
    let content: Content

    init(_ content: Content) {
        self.content = content
    }

    var kindName: String { content.kindName }

    func dumpProperties(of node: ViewNode) -> [(String, String)] {
        content.dumpProperties(environment: node.environment)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> Size {
        content.sizeThatFits(proposal, environment: node.environment, pass: pass)
    }

    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, size: Size, proposal: ProposedViewSize,
                           pass: LayoutPass) -> Double? {
        content.explicitAlignment(key, size: size, proposal: proposal, environment: node.environment)
    }

    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing {
        content.spacing(environment: node.environment)
    }
}
