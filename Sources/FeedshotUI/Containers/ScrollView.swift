import Geometry

/// A scrollable region: SwiftUI's `ScrollView`.
///
/// The scroll view takes the whole space it is offered (its ideal size is its content's) and
/// offers its content `nil` along the scrollable axes, so the content takes its ideal length
/// there and the offered length across. Several content views are stacked in an implicit
/// `VStack` (or `HStack` for a horizontal scroll view). Content narrower than the scroll view is
/// centred across the scroll axis and starts at the top (leading) edge along it.
///
/// A still render shows the content at a content offset, zero by default, set with
/// ``View/scrollContentOffset(_:)`` or ``View/defaultScrollAnchor(_:)``. Content is clipped to
/// the scroll view's frame, extended to the screen's edges where the frame reaches the safe
/// area's edge (scrolled content passes under the status bar, as on iOS). The scroll view is the
/// container `containerRelativeFrame` measures its content against.
///
/// In a live ``ViewHost`` the scroll view scrolls: a drag moves the content (rubber-banding past
/// the edges), a release coasts with UIKit's deceleration and bounces at the edges, a touch stops
/// it, `.scrollTargetBehavior(.paging)` pages with the Paging module's controller, and the offset
/// is kept by the scroll view's identity across updates. See the DocC article *How scroll views
/// scroll*.
public struct ScrollView<Content: View>: View, PrimitiveView {
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether scroll indicators would show (Feedshot draws a still frame without them).
    public var showsIndicators: Bool
    let content: Content

    /// Creates a scroll view over `content`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let stackAxis: Axis = axes == .horizontal ? .horizontal : .vertical
        var context = context
        let state = context.graph.map { liveState(in: &context, graph: $0) }
        // `contentMargins` inset the content inside the scrolled area; nested scroll views do
        // not take them again.
        let margins = context.environment.contentMargins.content
        context.environment.contentMargins = ContentMargins()
        context.environment.enclosingScrollAxes = axes
        var contentNode = resolveSingleNode(content, in: context.forContainer(orientation: stackAxis)) { nodes, context in
            let behavior: any NodeBehavior = stackAxis == .horizontal
                ? LayoutBehavior(HStackLayout(), name: "HStack", properties: { $0.dumpProperties })
                : LayoutBehavior(VStackLayout(), name: "VStack", properties: { $0.dumpProperties })
            return ViewNode(behavior: behavior, children: nodes, environment: context.environment)
        }
        if margins != EdgeInsets() {
            contentNode = PaddingLayout(insets: margins).makeNode(wrapping: contentNode, in: context)
        }
        let behavior = ScrollViewBehavior(axes: axes, offset: context.environment.scrollContentOffset,
                                          anchor: context.environment.defaultScrollAnchor, state: state)
        let node = ViewNode(behavior: behavior, children: [contentNode], environment: context.environment)
        node.coordinateSpaceNames = [AnyHashable(ScrollViewSpaceName())]
        if let state {
            node.touchHandlers.append(TouchHandler(priority: .scroll) { target in
                ScrollPanRecognizer(state: state, target: target)
            })
        }
        return [node]
    }

    /// The live state of this scroll view, configured from the environment; the scroll modifiers
    /// meant for it (position binding, observers, target behaviour) are taken out of the
    /// content's environment, so scroll views inside do not take them too.
    private func liveState(in context: inout ResolveContext, graph: ViewGraph) -> ScrollState {
        // Scrolling this view (`scrollTo`, a new position) happens in the transaction that asked.
        if let own = graph.currentChanges.transactions[context.identity] {
            context.transaction = ViewGraph.merged(context.transaction, own)
        }
        let environment = context.environment
        let state = graph.scrolling.state(for: context.identity)
        var configuration = ScrollConfiguration()
        configuration.axes = axes
        if let box = environment.scrollTargetBehavior {
            configuration.snapping = box.behavior is PagingScrollTargetBehavior ? .paging : .behavior(box.behavior)
        }
        configuration.isDisabled = !environment.isScrollEnabled
        configuration.verticalBounce = environment.verticalScrollBounceBehavior
        configuration.horizontalBounce = environment.horizontalScrollBounceBehavior
        configuration.rightToLeft = environment.layoutDirection == .rightToLeft
        configuration.displayScale = environment.displayScale
        configuration.limitsAlignedScrolling = (axes.contains(.horizontal) && environment.horizontalSizeClass == .compact)
            || (axes.contains(.vertical) && environment.verticalSizeClass == .compact)
        configuration.enclosingSheet = environment.sheetConfiguration
        state.configuration = configuration
        state.observers = environment.scrollObservers
        state.synchronize(position: environment.scrollPositionBinding, transaction: context.transaction)
        if axes.contains(.vertical) { environment.navigationCollector?.adoptContentScrollView(state) }
        context.environment.scrollObservers = []
        context.environment.scrollPositionBinding = nil
        context.environment.scrollTargetBehavior = nil
        return state
    }
}

/// The scroll view's layout: fill the proposal, lay the content out unconstrained along the
/// scroll axes, show it at the content offset.
final class ScrollViewBehavior: NodeBehavior {
    let axes: Axis.Set
    let requestedOffset: Point?
    let anchor: UnitPoint?
    /// The content offset used when the view was last placed.
    private(set) var contentOffset = Point.zero
    /// The safe area in effect when the view was placed (drawing happens after layout, when a
    /// navigation stack's narrower safe area is no longer current).
    private var placedSafeArea: Rect?

    /// The live state (a ``ViewHost``'s scroll view), nil in a still render.
    let state: ScrollState?

    init(axes: Axis.Set, offset: Point?, anchor: UnitPoint?, state: ScrollState? = nil) {
        self.axes = axes
        self.requestedOffset = offset
        self.anchor = anchor
        self.state = state
    }

    var kindName: String { "ScrollView" }

    func dumpProperties(of node: ViewNode) -> [(String, String)] {
        let axesName = axes == [.horizontal, .vertical] ? "both" : axes.contains(.horizontal) ? "horizontal" : "vertical"
        var result = [("axes", axesName)]
        if contentOffset != .zero { result.append(("contentOffset", contentOffset.description)) }
        return result
    }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    /// The container size for the content while the scroll view is sized for `proposal`.
    private func container(for proposal: ProposedViewSize, pass: LayoutPass) -> Size {
        Size(width: proposal.width ?? pass.containerSize.width, height: proposal.height ?? pass.containerSize.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> Size {
        let content = pass.withContainer(container(for: proposal, pass: pass)) {
            pass.size(of: node.children[0], proposal: contentProposal(proposal))
        }
        return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    func containerSize(forChildrenOf node: ViewNode, size: Size, pass: LayoutPass) -> Size? { size }

    /// The content has no safe area along the scroll axes: SwiftUI's scroll view takes those
    /// insets as its own (its content scrolls under the bars through its clip), so a view in the
    /// content that ignores the safe area does not reach for the screen's edge wherever scrolling
    /// happens to bring it near one. Without this a full-screen page that ignores the safe area
    /// would grow toward the status bar or the home indicator as it scrolled past them, and its
    /// pixels would change as it moved instead of moving with it. Across the scroll axes the
    /// content keeps the safe area (a vertical feed in landscape still avoids the notch).
    func safeArea(forChildAt index: Int, of node: ViewNode, pass: LayoutPass) -> Rect? {
        let safe = pass.safeArea, far = Self.unboundedSafeAreaEdge
        let vertical = axes.contains(.vertical), horizontal = axes.contains(.horizontal)
        return Rect(minX: horizontal ? -far : safe.minX, minY: vertical ? -far : safe.minY,
                    maxX: horizontal ? far : safe.maxX, maxY: vertical ? far : safe.maxY)
    }

    /// How far out a scroll axis's safe-area edges are put: finite (a rectangle with infinite
    /// edges has a NaN far edge), and beyond any content length layout can produce.
    static let unboundedSafeAreaEdge = 1e15

    func placeChildren(of node: ViewNode, in bounds: Rect, proposal: ProposedViewSize, pass: LayoutPass,
                       recorder: PlacementRecorder) {
        let offered = contentProposal(ProposedViewSize(bounds.size))
        let content = pass.withContainer(bounds.size) { pass.size(of: node.children[0], proposal: offered) }
        var offset = requestedOffset ?? .zero
        if requestedOffset == nil, let anchor {
            offset = Point(x: max(0, content.width - bounds.width) * anchor.x,
                           y: max(0, content.height - bounds.height) * anchor.y)
        }
        if let state {
            // Live: the first layout starts at the requested offset or anchor; later ones show
            // the state's offset, on whole device pixels.
            let initial = offset
            state.didLayout(viewport: bounds.size, contentSize: content, initial: { initial })
            state.setContentNode(node.children[0])
            offset = state.presentedOffset
        }
        if !axes.contains(.horizontal) { offset.x = 0 }
        if !axes.contains(.vertical) { offset.y = 0 }
        contentOffset = offset
        placedSafeArea = pass.safeArea
        // Along a scroll axis the content starts at the leading edge; across, it is centred.
        let x = axes.contains(.horizontal) ? bounds.minX - offset.x : bounds.midX - content.width / 2
        let y = axes.contains(.vertical) ? bounds.minY - offset.y : bounds.midY - content.height / 2
        recorder.record(Placement(position: Point(x: x, y: y), anchor: .topLeading, proposal: offered), at: 0)
    }

    func draw(_ node: ViewNode, in context: DrawContext) {
        let clip = context.pixelAligned(clipRect(for: node.frame, pass: context.pass))
        context.clipped(to: clip) { context.drawChildren(of: node) }
    }

    /// A scroll view takes touches anywhere in its frame (a UIKit scroll view is hit in its
    /// bounds), so a drag between rows still scrolls.
    func hitsContent(of node: ViewNode, at point: Point) -> Bool {
        state != nil && node.frame.contains(point)
    }

    func drawBounds(of node: ViewNode, children: Rect?, pass: LayoutPass) -> Rect? {
        children.map { $0.intersection(clipRect(for: node.frame, pass: pass)) }
    }

    /// The clip rectangle for the content: the frame, extended to the screen's edges on the
    /// sides where it reaches the safe area's edge.
    func clipRect(for frame: Rect, pass: LayoutPass) -> Rect {
        let safe = placedSafeArea ?? pass.safeArea, screen = pass.screen, tolerance = 1e-9
        return Rect(minX: frame.minX <= safe.minX + tolerance ? min(frame.minX, screen.minX) : frame.minX,
                    minY: frame.minY <= safe.minY + tolerance ? min(frame.minY, screen.minY) : frame.minY,
                    maxX: frame.maxX >= safe.maxX - tolerance ? max(frame.maxX, screen.maxX) : frame.maxX,
                    maxY: frame.maxY >= safe.maxY - tolerance ? max(frame.maxY, screen.maxY) : frame.maxY)
    }
}

private struct ScrollContentOffsetKey: EnvironmentKey {
    static let defaultValue: Point? = nil
}

private struct DefaultScrollAnchorKey: EnvironmentKey {
    static let defaultValue: UnitPoint? = nil
}

extension EnvironmentValues {
    /// The content offset scroll views inside show their content at (`nil`: the default
    /// anchor, else zero).
    var scrollContentOffset: Point? {
        get { self[ScrollContentOffsetKey.self] }
        set { self[ScrollContentOffsetKey.self] = newValue }
    }

    /// Where scroll views inside start when no offset is given (SwiftUI's
    /// `defaultScrollAnchor`): `.top` (the default) shows the start, `.bottom` the end.
    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

extension View {
    /// Shows the content of scroll views inside this view scrolled by `offset` points (x for
    /// horizontal, y for vertical scrolling): a frame of a scroll, for stills and swipe
    /// sequences. Offsets are not clamped, so overscroll can be drawn too.
    public func scrollContentOffset(_ offset: Point) -> some View {
        transformEnvironment { $0.scrollContentOffset = offset }
    }

    /// Starts scroll views inside this view at `anchor` of their content: `.bottom` shows the
    /// end of a vertical scroll view. SwiftUI's `defaultScrollAnchor(_:)`.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        transformEnvironment { $0.defaultScrollAnchor = anchor }
    }
}
