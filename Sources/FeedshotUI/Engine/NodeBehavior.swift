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
    /// Creates children that depend on the node's placement (a `GeometryReader`'s content),
    /// just before they are placed; `frame` is the node's frame in root coordinates.
    func prepareChildren(of node: ViewNode, frame: Rect, pass: LayoutPass)
    /// Whether the node is placed after its siblings, whatever its place among them (which
    /// stays its drawing order): its children are built from what its siblings' placement
    /// creates (a preference layer over a `GeometryReader`'s content).
    var placesAfterSiblings: Bool { get }

    /// The size containerRelativeFrame descendants see while this node's children are placed,
    /// or `nil` to keep the enclosing one (only scroll views are containers).
    func containerSize(forChildrenOf node: ViewNode, size: Size, pass: LayoutPass) -> Size?

    /// The safe area child `index` and its descendants are placed in, or `nil` to keep the
    /// enclosing one (a navigation stack's content sits below its bar).
    func safeArea(forChildAt index: Int, of node: ViewNode, pass: LayoutPass) -> Rect?

    /// The screen and safe area child `index` and its descendants are placed in, or `nil` to keep
    /// the enclosing ones (a presented sheet's content sees its card as the screen).
    func screen(forChildAt index: Int, of node: ViewNode, pass: LayoutPass) -> (screen: Rect, safeArea: Rect)?

    /// How far the node moves its children from where it would place them without drawing them
    /// there (an `offset`), or `nil`: they see the screen and the safe area moved as far, so
    /// what ignores the safe area in them extends as it does unmoved.
    func screenMove(forChildrenOf node: ViewNode) -> Size?

    /// How the node's children are hit-tested (see `HitTesting.swift`).
    func childHitTesting(of node: ViewNode) -> ChildHitTesting
    /// Whether the node's own content is hit at `point` (content leaves only).
    func hitsContent(of node: ViewNode, at point: Point) -> Bool

    /// The node's animatable properties besides its frame (live hosts animate them).
    func animatableAttributes(of node: ViewNode) -> [NodeAttribute]
    /// Makes the node draw with values presented by running animations.
    func presentAttributes(_ values: [NodeAttributeKey: any VectorArithmetic], of node: ViewNode)

    /// Draws the node (and its children) into `context`.
    func draw(_ node: ViewNode, in context: DrawContext)
    /// Where the node can draw, given where its children can (`nil` when it has none): used to
    /// skip subtrees outside the canvas.
    func drawBounds(of node: ViewNode, children: Rect?, pass: LayoutPass) -> Rect?
}

extension NodeBehavior {
    func dumpProperties(of node: ViewNode) -> [(String, String)] { [] }
    func placeChildren(of node: ViewNode, in bounds: Rect, proposal: ProposedViewSize, pass: LayoutPass,
                       recorder: PlacementRecorder) {}
    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, size: Size, proposal: ProposedViewSize,
                           pass: LayoutPass) -> Double? { nil }
    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing { ViewSpacing() }
    func containerSize(forChildrenOf node: ViewNode, size: Size, pass: LayoutPass) -> Size? { nil }
    func safeArea(forChildAt index: Int, of node: ViewNode, pass: LayoutPass) -> Rect? { nil }
    func screen(forChildAt index: Int, of node: ViewNode, pass: LayoutPass) -> (screen: Rect, safeArea: Rect)? { nil }
    func screenMove(forChildrenOf node: ViewNode) -> Size? { nil }
    func prepareChildren(of node: ViewNode, frame: Rect, pass: LayoutPass) {}
    var placesAfterSiblings: Bool { false }
    func draw(_ node: ViewNode, in context: DrawContext) { context.drawChildren(of: node) }
    func drawBounds(of node: ViewNode, children: Rect?, pass: LayoutPass) -> Rect? { children }
}

/// A view without children that sizes itself: text, images, shapes, colours, spacers.
protocol LeafContent {
    var kindName: String { get }
    func dumpProperties(environment: EnvironmentValues) -> [(String, String)]
    func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues, pass: LayoutPass) -> Size
    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize,
                           environment: EnvironmentValues) -> Double?
    func spacing(environment: EnvironmentValues) -> ViewSpacing
    /// Draws the leaf in its frame (points, before pixel rounding), laid out for `proposal`.
    func draw(in frame: Rect, proposal: ProposedViewSize, environment: EnvironmentValues, context: DrawContext)
    /// How far outside its frame the leaf may draw (half a centred stroke).
    var drawingOutset: Double { get }
    /// Whether the leaf's content covers `point` (hit testing in a live host).
    func contains(_ point: Point, in frame: Rect, environment: EnvironmentValues) -> Bool
    /// The leaf's animatable properties (live hosts animate them).
    func animatableAttributes(environment: EnvironmentValues) -> [NodeAttribute]
    /// Makes the leaf draw with values presented by running animations.
    mutating func presentAttributes(_ values: [NodeAttributeKey: any VectorArithmetic], environment: EnvironmentValues)
}

extension LeafContent {
    func draw(in frame: Rect, proposal: ProposedViewSize, environment: EnvironmentValues, context: DrawContext) {}
    var drawingOutset: Double { 0 }
    func dumpProperties(environment: EnvironmentValues) -> [(String, String)] { [] }
    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize,
                           environment: EnvironmentValues) -> Double? { nil }
    func spacing(environment: EnvironmentValues) -> ViewSpacing { ViewSpacing() }
}

/// Adapts a ``LeafContent`` to ``NodeBehavior``.
final class LeafBehavior<Content: LeafContent>: NodeBehavior {
    /// The leaf (a live host replaces it with its presented value while it animates).
    var content: Content

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

    func draw(_ node: ViewNode, in context: DrawContext) {
        if Redaction.drawPlaceholders(of: content, in: node.frame, proposal: node.placedProposal,
                                      environment: node.environment, context: context) { return }
        content.draw(in: node.frame, proposal: node.placedProposal, environment: node.environment, context: context)
    }

    func drawBounds(of node: ViewNode, children: Rect?, pass: LayoutPass) -> Rect? {
        let outset = content.drawingOutset
        return node.frame.insetBy(dx: -outset, dy: -outset)
    }
}
