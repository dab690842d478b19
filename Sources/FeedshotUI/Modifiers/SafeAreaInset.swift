import Geometry

extension View {
    /// Shows `content` along the top or bottom edge and insets the view by its height: SwiftUI's
    /// `safeAreaInset(edge:alignment:spacing:content:)`. The view's safe area shrinks by the
    /// inset and `spacing` (nil: the two views' default spacing, as a stack would use), so a
    /// scroll view or a background that ignores the safe area still runs under the inset while
    /// its content stops above it, as on iOS.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center,
                                       spacing: Double? = nil, @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(inset: content(), edge: edge == .top ? .top : .bottom,
                                       alignment: Alignment(horizontal: alignment, vertical: .center),
                                       spacing: spacing))
    }

    /// Shows `content` along the leading or trailing edge and insets the view by its width.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center,
                                       spacing: Double? = nil, @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(inset: content(), edge: edge == .leading ? .leading : .trailing,
                                       alignment: Alignment(horizontal: .center, vertical: alignment),
                                       spacing: spacing))
    }

    /// Insets the view's safe area by `length` points on `edges` (nil: the default padding, 16
    /// points), without drawing anything there: SwiftUI's `safeAreaPadding`. Content that
    /// ignores the safe area still reaches the edges; a scroll view's content starts inside.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View {
        modifier(SafeAreaPaddingModifier(insets: EdgeInsets(edges, length ?? defaultPadding)))
    }

    /// Insets the view's safe area by `length` points on every edge.
    public func safeAreaPadding(_ length: Double) -> some View {
        safeAreaPadding(.all, length)
    }

    /// Insets the view's safe area by `insets`.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(SafeAreaPaddingModifier(insets: insets))
    }
}

/// `safeAreaInset`: the content and the inset view in one node laid out by
/// ``SafeAreaInsetBehavior`` (children: content, inset).
struct SafeAreaInsetModifier<Inset: View>: ViewModifier, WrappingModifier {
    let inset: Inset
    let edge: Edge
    let alignment: Alignment
    let spacing: Double?

    func makeNode(wrapping content: ViewNode, in context: ResolveContext) -> ViewNode {
        let insetNode = SecondaryLayerLayout.resolveLayer(inset, alignment: alignment, in: context)
        let node = ViewNode(behavior: SafeAreaInsetBehavior(edge: edge, alignment: alignment, spacing: spacing,
                                                            hasInsetView: true),
                            children: [content, insetNode], environment: context.environment)
        node.priority = content.priority
        node.zIndex = content.zIndex
        node.layoutValues = content.layoutValues
        return node
    }
}

/// `safeAreaPadding`: the content alone, its safe area inset by fixed amounts.
struct SafeAreaPaddingModifier: ViewModifier, WrappingModifier {
    let insets: EdgeInsets

    func makeNode(wrapping content: ViewNode, in context: ResolveContext) -> ViewNode {
        let node = ViewNode(behavior: SafeAreaInsetBehavior(padding: insets), children: [content],
                            environment: context.environment)
        node.priority = content.priority
        node.zIndex = content.zIndex
        node.layoutValues = content.layoutValues
        return node
    }
}

/// Lays out a view with a safe-area inset: the inset view (child 1, if any) measured at the
/// edge, the content (child 0) offered what is left and placed beside it, and the content's
/// safe area moved in past the inset. The node is as large as the two together.
///
/// A padding (no inset view) only moves the safe area: SwiftUI's `safeAreaPadding` changes the
/// space that safe-area-respecting content gets, so the content is offered the proposal less
/// the padding and placed inside it, and what ignores the safe area reaches the node's edges.
final class SafeAreaInsetBehavior: NodeBehavior {
    let edge: Edge
    let alignment: Alignment
    let spacing: Double?
    let hasInsetView: Bool
    let padding: EdgeInsets
    /// Where the content went in the last placement (its safe area stops there).
    private var contentFrame = Rect.zero

    init(edge: Edge, alignment: Alignment, spacing: Double?, hasInsetView: Bool) {
        self.edge = edge
        self.alignment = alignment
        self.spacing = spacing
        self.hasInsetView = hasInsetView
        padding = EdgeInsets()
    }

    init(padding: EdgeInsets) {
        edge = .top
        alignment = .center
        spacing = 0
        hasInsetView = false
        self.padding = padding
    }

    var kindName: String { hasInsetView ? "safeAreaInset" : "safeAreaPadding" }

    func dumpProperties(of node: ViewNode) -> [(String, String)] {
        guard hasInsetView else { return [("insets", "\(padding)")] }
        return [("edge", "\(edge)")] + (spacing.map { [("spacing", $0.compactDescription)] } ?? [])
    }

    private var isVertical: Bool { edge == .top || edge == .bottom }

    /// The insets on each edge for `proposal`: the inset view's extent plus spacing on `edge`, or
    /// the padding.
    private func insets(of node: ViewNode, proposal: ProposedViewSize, pass: LayoutPass) -> (EdgeInsets, Size) {
        guard hasInsetView else { return (padding, .zero) }
        let insetProposal = isVertical ? ProposedViewSize(width: proposal.width, height: nil)
                                       : ProposedViewSize(width: nil, height: proposal.height)
        let size = pass.size(of: node.children[1], proposal: insetProposal)
        let gap = spacing ?? gapBetween(node, pass: pass)
        var insets = EdgeInsets()
        switch edge {
        case .top: insets.top = size.height + gap
        case .bottom: insets.bottom = size.height + gap
        case .leading: insets.leading = size.width + gap
        case .trailing: insets.trailing = size.width + gap
        }
        return (insets, size)
    }

    /// The default distance between the content and the inset view along the inset's axis.
    private func gapBetween(_ node: ViewNode, pass: LayoutPass) -> Double {
        let content = pass.spacing(of: node.children[0]), inset = pass.spacing(of: node.children[1])
        switch edge {
        case .top: return inset.distance(to: content, along: .vertical)
        case .bottom: return content.distance(to: inset, along: .vertical)
        case .leading: return inset.distance(to: content, along: .horizontal)
        case .trailing: return content.distance(to: inset, along: .horizontal)
        }
    }

    private func reduced(_ proposal: ProposedViewSize, by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { Swift.max(0, $0 - insets.horizontal) },
                         height: proposal.height.map { Swift.max(0, $0 - insets.vertical) })
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> Size {
        let (insets, insetSize) = self.insets(of: node, proposal: proposal, pass: pass)
        let content = pass.size(of: node.children[0], proposal: reduced(proposal, by: insets))
        var size = Size(width: content.width + insets.horizontal, height: content.height + insets.vertical)
        // The node is at least as wide (tall) as the inset view across the inset's axis.
        if isVertical { size.width = Swift.max(size.width, insetSize.width) } else {
            size.height = Swift.max(size.height, insetSize.height)
        }
        return size
    }

    func placeChildren(of node: ViewNode, in bounds: Rect, proposal: ProposedViewSize, pass: LayoutPass,
                       recorder: PlacementRecorder) {
        let (insets, insetSize) = self.insets(of: node, proposal: proposal, pass: pass)
        contentFrame = Rect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                            width: Swift.max(0, bounds.width - insets.horizontal),
                            height: Swift.max(0, bounds.height - insets.vertical))
        recorder.record(Placement(position: contentFrame.center, anchor: .center,
                                  proposal: reduced(proposal, by: insets)), at: 0)
        guard hasInsetView else { return }
        let insetProposal = isVertical ? ProposedViewSize(width: proposal.width, height: nil)
                                       : ProposedViewSize(width: nil, height: proposal.height)
        let dimensions = pass.dimensions(of: node.children[1], proposal: insetProposal)
        // The guide's position in the node's bounds, as a container of that size would have it.
        let container = ViewDimensions(width: bounds.width, height: bounds.height) { _ in nil }
        var origin = Point.zero
        if isVertical {
            let guide = alignment.horizontal
            origin.x = bounds.minX + container[guide] - dimensions[guide]
            origin.y = edge == .top ? bounds.minY : bounds.maxY - insetSize.height
        } else {
            let guide = alignment.vertical
            origin.y = bounds.minY + container[guide] - dimensions[guide]
            origin.x = edge == .leading ? bounds.minX : bounds.maxX - insetSize.width
        }
        recorder.record(Placement(position: origin, anchor: .topLeading, proposal: insetProposal), at: 1)
    }

    /// The content's safe area stops at its own frame on the inset edges; what ignores the safe
    /// area there may reach the node's edge, under the inset view (and on to the screen's edge
    /// where the node itself reaches the safe area's edge, as a scroll view's clip does).
    func screen(forChildAt index: Int, of node: ViewNode, pass: LayoutPass) -> (screen: Rect, safeArea: Rect)? {
        guard index == 0 else { return nil }
        let safe = pass.safeArea, screen = pass.screen, bounds = node.frame, tolerance = 1e-9
        var inner = (minX: safe.minX, minY: safe.minY, maxX: safe.maxX, maxY: safe.maxY)
        var outer = (minX: screen.minX, minY: screen.minY, maxX: screen.maxX, maxY: screen.maxY)
        for side in insetEdges {
            switch side {
            case .top:
                inner.minY = Swift.max(inner.minY, contentFrame.minY)
                if bounds.minY > safe.minY + tolerance { outer.minY = bounds.minY }
            case .bottom:
                inner.maxY = Swift.min(inner.maxY, contentFrame.maxY)
                if bounds.maxY < safe.maxY - tolerance { outer.maxY = bounds.maxY }
            case .leading:
                inner.minX = Swift.max(inner.minX, contentFrame.minX)
                if bounds.minX > safe.minX + tolerance { outer.minX = bounds.minX }
            case .trailing:
                inner.maxX = Swift.min(inner.maxX, contentFrame.maxX)
                if bounds.maxX < safe.maxX - tolerance { outer.maxX = bounds.maxX }
            }
        }
        let safeArea = Rect(minX: inner.minX, minY: inner.minY, maxX: Swift.max(inner.minX, inner.maxX),
                            maxY: Swift.max(inner.minY, inner.maxY))
        return (Rect(minX: outer.minX, minY: outer.minY, maxX: outer.maxX, maxY: outer.maxY), safeArea)
    }

    /// The edges the node insets: the inset view's, or the padded ones.
    private var insetEdges: [Edge] {
        if hasInsetView { return [edge] }
        return Edge.allCases.filter { side in
            switch side {
            case .top: return padding.top > 0
            case .bottom: return padding.bottom > 0
            case .leading: return padding.leading > 0
            case .trailing: return padding.trailing > 0
            }
        }
    }

    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, size: Size, proposal: ProposedViewSize,
                           pass: LayoutPass) -> Double? {
        let (insets, _) = self.insets(of: node, proposal: proposal, pass: pass)
        let contentProposal = reduced(proposal, by: insets)
        guard let value = pass.explicitAlignment(key, of: node.children[0], proposal: contentProposal) else {
            return nil
        }
        return value + (key.axis == .horizontal ? insets.leading : insets.top)
    }

    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing {
        pass.spacing(of: node.children[0])
    }
}
