import Geometry

/// One layout of a resolved node tree: answers size and guide questions with memoization, then
/// places every node, computing frames in the root coordinate space.
final class LayoutPass {
    /// The whole screen (or canvas), in root coordinates; a presented sheet's card while its
    /// content is placed (views that ignore the safe area extend to the card's edges).
    private(set) var screen: Rect
    /// The part of the screen outside the device's safe-area insets, narrowed below a
    /// navigation bar while a navigation stack places its content.
    private(set) var safeArea: Rect
    /// Sizes of the containers enclosing the node being laid out (`containerRelativeFrame`
    /// measures against the last one); the root container is the safe area.
    private var containers: [Size]
    /// How many `sizeThatFits` computations missed the memo (for the linear-time checks).
    private(set) var sizeComputations = 0
    /// Whether the laid-out tree will be mirrored where it is right to left (`LayoutMirroring`
    /// runs after this pass), so that frames on screen differ from the logical frames placed here.
    private let mirrors: Bool
    /// How the logical frame of the node being placed maps to the screen; nil before the root.
    private var mapping: HorizontalMapping?
    /// The frames on screen of the named coordinate spaces enclosing the node being placed.
    private(set) var namedFrames = NamedCoordinateFrames()
    /// The frames of the sources of matched-geometry groups, which the group's other members
    /// take (set between the two placements of ``placeRoot(_:at:proposal:)``).
    var matchedSources: [MatchedGeometryKey: Rect] = [:]

    /// A pass over a tree that `LayoutMirroring` will mirror when `mirrors` (a screen or a
    /// canvas), or whose frames stay logical.
    init(screen: Rect, safeArea: Rect, mirrors: Bool = false) {
        self.screen = screen
        self.safeArea = safeArea
        self.mirrors = mirrors
        containers = [safeArea.size]
    }

    /// Where `frame`, the logical frame of the node being placed, will be on screen once the tree
    /// is mirrored: what `GeometryReader` reports as its global frame.
    func frameOnScreen(_ frame: Rect) -> Rect {
        mapping?.apply(to: frame) ?? frame
    }

    /// Runs `body` with `area` as the safe area (a navigation stack's content sees the area
    /// below its bar, as UIKit adds the bar's height to the safe-area insets).
    func withSafeArea<Result>(_ area: Rect, _ body: () -> Result) -> Result {
        let saved = safeArea
        safeArea = area
        defer { safeArea = saved }
        return body()
    }

    /// Runs `body` with `area` as the screen (a presented sheet's card) and `safeArea` inside it.
    func withScreen<Result>(_ area: Rect, safeArea: Rect, _ body: () -> Result) -> Result {
        let saved = screen
        screen = area
        defer { screen = saved }
        return withSafeArea(safeArea) { withContainer(safeArea.size, body) }
    }

    /// Runs `body` with the screen and the safe area moved by `move`: the content of an `offset`
    /// sees them where it would unmoved (SwiftUI's offset is a rendering effect).
    func withScreenMoved<Result>(by move: Size, _ body: () -> Result) -> Result {
        let savedScreen = screen, savedSafeArea = safeArea
        screen = screen.offsetBy(dx: move.width, dy: move.height)
        safeArea = safeArea.offsetBy(dx: move.width, dy: move.height)
        defer {
            screen = savedScreen
            safeArea = savedSafeArea
        }
        return body()
    }

    /// The size of the innermost enclosing container.
    var containerSize: Size { containers[containers.count - 1] }

    /// Runs `body` with `size` as the innermost container.
    func withContainer<Result>(_ size: Size, _ body: () -> Result) -> Result {
        containers.append(size)
        defer { containers.removeLast() }
        return body()
    }

    // MARK: Questions

    func size(of node: ViewNode, proposal: ProposedViewSize) -> Size {
        let container = node.dependsOnContainer ? containerSize : nil
        if let size = node.sizeMemo.size(for: proposal, container: container) { return size }
        sizeComputations += 1
        let size = node.behavior.sizeThatFits(proposal, node: node, pass: self)
        node.sizeMemo.store(size, for: proposal, container: container)
        return size
    }

    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, proposal: ProposedViewSize) -> Double? {
        let container = node.dependsOnContainer ? containerSize : nil
        for entry in node.alignmentMemo where entry.key == key && entry.proposal == proposal
            && entry.container == container {
            return entry.value
        }
        let size = self.size(of: node, proposal: proposal)
        let value = node.behavior.explicitAlignment(key, of: node, size: size, proposal: proposal, pass: self)
        node.alignmentMemo.append((key, proposal, container, value))
        return value
    }

    func dimensions(of node: ViewNode, proposal: ProposedViewSize) -> ViewDimensions {
        let size = self.size(of: node, proposal: proposal)
        return ViewDimensions(width: size.width, height: size.height) { [unowned self] key in
            self.explicitAlignment(key, of: node, proposal: proposal)
        }
    }

    func spacing(of node: ViewNode) -> ViewSpacing {
        if let spacing = node.spacingMemo { return spacing }
        let spacing = node.behavior.spacing(of: node, pass: self)
        node.spacingMemo = spacing
        return spacing
    }

    func subviews(of node: ViewNode, recorder: PlacementRecorder? = nil) -> LayoutSubviews {
        LayoutSubviews(nodes: node.children, pass: self, recorder: recorder)
    }

    // MARK: Placement

    /// Sizes `node` for `proposal`, puts its top-leading corner at `origin` and places its
    /// descendants.
    func place(_ node: ViewNode, at origin: Point, proposal: ProposedViewSize) {
        var (origin, proposal) = (origin, proposal)
        if let match = node.matchedGeometry, !match.isSource, let source = matchedSources[match.key] {
            (origin, proposal) = matchedPlacement(of: node, match: match, source: source, origin: origin,
                                                  proposal: proposal)
        }
        let size = self.size(of: node, proposal: proposal)
        node.frame = Rect(origin: origin, size: size)
        node.placedProposal = proposal
        node.isPlaced = true
        let parentMapping = mapping
        if mirrors && parentMapping == nil {
            mapping = LayoutMirroring.rootMapping(of: node, in: screen)
        }
        let parentNamedFrames = namedFrames
        if !node.coordinateSpaceNames.isEmpty {
            namedFrames = namedFrames.adding(node.coordinateSpaceNames, frame: frameOnScreen(node.frame))
        }
        defer {
            mapping = parentMapping
            namedFrames = parentNamedFrames
        }
        node.behavior.prepareChildren(of: node, frame: node.frame, pass: self)
        guard !node.children.isEmpty else { return }
        if let own = mapping {
            mapping = LayoutMirroring.childMapping(of: node, logical: node.frame, physical: own.apply(to: node.frame))
        }
        let recorder = PlacementRecorder(count: node.children.count)
        node.behavior.placeChildren(of: node, in: node.frame, proposal: proposal, pass: self, recorder: recorder)
        let placeChild = { (index: Int, child: ViewNode) in
            let placement = recorder.placement(at: index, defaultIn: node.frame)
            let childSize = self.size(of: child, proposal: placement.proposal)
            if let (area, safe) = node.behavior.screen(forChildAt: index, of: node, pass: self) {
                self.withScreen(area, safeArea: safe) {
                    self.place(child, at: placement.origin(for: childSize), proposal: placement.proposal)
                }
            } else if let area = node.behavior.safeArea(forChildAt: index, of: node, pass: self) {
                self.withSafeArea(area) {
                    self.place(child, at: placement.origin(for: childSize), proposal: placement.proposal)
                }
            } else if let move = node.behavior.screenMove(forChildrenOf: node) {
                self.withScreenMoved(by: move) {
                    self.place(child, at: placement.origin(for: childSize), proposal: placement.proposal)
                }
            } else {
                self.place(child, at: placement.origin(for: childSize), proposal: placement.proposal)
            }
        }
        let placeChildren = {
            // In order, except that children placed after their siblings (a preference layer
            // built from what a GeometryReader sends) wait for the others; no allocation when
            // there are none, as this runs for every node.
            var deferred = false
            for (index, child) in node.children.enumerated() {
                if child.behavior.placesAfterSiblings { deferred = true } else { placeChild(index, child) }
            }
            guard deferred else { return }
            for (index, child) in node.children.enumerated() where child.behavior.placesAfterSiblings {
                placeChild(index, child)
            }
        }
        if let container = node.behavior.containerSize(forChildrenOf: node, size: size, pass: self) {
            withContainer(container, placeChildren)
        } else {
            placeChildren()
        }
    }
}
