import Geometry

/// One resolved view: the unit the layout engine sizes, places and draws.
///
/// The view tree (value types, `body`s, modifiers) is resolved once per layout into a tree of
/// nodes. Environment modifiers disappear in the process (their values live in each node's
/// `environment`); layout modifiers, containers and leaves each become a node. Nodes are
/// single-use: a layout pass fills in their frames and memoizes their answers.
final class ViewNode {
    /// How the node sizes, places and draws.
    let behavior: any NodeBehavior
    /// The node's children, in layout (and drawing) order.
    var children: [ViewNode]
    /// The environment the view was resolved in (text style, colours, display scale…).
    let environment: EnvironmentValues

    /// Layout priority, read by stacks (`layoutPriority(_:)`); unary modifiers inherit it.
    var priority: Double = 0
    /// Drawing order among siblings (`zIndex(_:)`); unary modifiers inherit it.
    var zIndex: Double = 0
    /// Values attached with `layoutValue(key:value:)`; unary modifiers inherit them.
    var layoutValues: [ObjectIdentifier: any Sendable] = [:]
    /// Preference values the view set (`preference(key:value:)`, `anchorPreference`), read by
    /// ancestors through `preferenceValue(_:)`; not inherited by wrappers, which reach them
    /// through their children.
    var preferenceWrites: [PreferenceWrite] = []
    /// The matched-geometry group the view joined (`matchedGeometryEffect`).
    var matchedGeometry: MatchedGeometry?
    /// The names of the coordinate space the node's frame defines (`coordinateSpace(name:)`; a
    /// scroll view names its own).
    var coordinateSpaceNames: [AnyHashable] = []
    /// The identifier given with `id(_:)`, used to find the node in a placed tree.
    var identifier: String?
    /// Whether the node's size depends on the size of the enclosing container (scroll view or
    /// screen) because it contains a `containerRelativeFrame`.
    var dependsOnContainer = false

    // Live hosts only (all empty in a still render).
    /// The structural identity of the view the node stands for.
    var identity: ViewIdentity?
    /// The transaction the node's changes in this update happen in.
    var transaction: Transaction?
    /// The transaction of the node's own effect attributes (opacity, scale…) when it is not the
    /// one its placement changes in: a pressed button fades in its own transaction while the
    /// layout around it changes in the action's.
    var effectTransaction: Transaction?
    /// What the node does with touches: gestures, a button's press, a control's action.
    var touchHandlers: [TouchHandler] = []
    /// How the node takes part in hit testing, when a modifier said (`contentShape`,
    /// `allowsHitTesting`).
    var hitTesting: HitTestingRule?
    /// How the node enters and leaves the tree (`transition(_:)`).
    var transition: AnyTransition?
    /// The node's view as a modifier transition starts and ends it (`transition(.modifier(…))`).
    var modifierTransitionStates: ModifierTransitionStates?
    /// How a live host draws the node mid-transition (faded, moved, scaled), on top of what the
    /// node draws itself.
    var presentation: PresentationEffect?

    /// The frame, in points, in the root coordinate space; set when the node is placed.
    var frame = Rect.zero
    /// The proposal the node was placed with.
    var placedProposal = ProposedViewSize.unspecified
    /// Whether the node has been placed in this pass.
    var isPlaced = false

    /// Where the node and its descendants can draw, in root coordinates (`nil`: nowhere);
    /// computed before drawing to skip what lies outside the canvas.
    var drawBounds: Rect?

    var sizeMemo = SizeMemo()
    var alignmentMemo: [(key: AlignmentKey, proposal: ProposedViewSize, container: Size?, value: Double?)] = []
    var spacingMemo: ViewSpacing?

    init(behavior: any NodeBehavior, children: [ViewNode] = [], environment: EnvironmentValues) {
        self.behavior = behavior
        self.children = children
        self.environment = environment
        dependsOnContainer = children.contains { $0.dependsOnContainer }
    }

    /// A node wrapping `child` with a single-child behaviour: inherits the child's traits, as
    /// SwiftUI's traits stay with a view through the modifiers applied after them.
    convenience init(wrapping child: ViewNode, behavior: any NodeBehavior, environment: EnvironmentValues) {
        self.init(behavior: behavior, children: [child], environment: environment)
        priority = child.priority
        zIndex = child.zIndex
        layoutValues = child.layoutValues
    }
}

/// Memoized `sizeThatFits` answers of one node within one layout pass.
///
/// SwiftUI asks children for their size several times per pass (a stack probes minimum and
/// maximum, then proposes a share, then places); without memoization the work grows
/// exponentially with nesting depth. Most nodes see a handful of distinct proposals, so a short
/// array with linear search beats hashing.
struct SizeMemo {
    private var proposals: [ProposedViewSize] = []
    private var containers: [Size?] = []
    private var sizes: [Size] = []

    func size(for proposal: ProposedViewSize, container: Size?) -> Size? {
        for index in proposals.indices where proposals[index] == proposal && containers[index] == container {
            return sizes[index]
        }
        return nil
    }

    mutating func store(_ size: Size, for proposal: ProposedViewSize, container: Size?) {
        // A node asked about more than 64 proposals is pathological; forget the oldest answers
        // rather than grow the linear search.
        if proposals.count >= 64 {
            proposals.removeFirst(32)
            containers.removeFirst(32)
            sizes.removeFirst(32)
        }
        proposals.append(proposal)
        containers.append(container)
        sizes.append(size)
    }

    var count: Int { proposals.count }
}
