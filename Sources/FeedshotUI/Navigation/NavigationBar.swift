/// Lays out the navigation stack: the background fills the stack (and extends to the screen's
/// edges), the content takes the space below the bar (centred in it, as a hosting controller
/// centres its root view) with a safe area starting below the bar, and the bar sits on top.
/// Children: background, content, bar (optional).
final class NavigationStackBehavior: NodeBehavior, ChildTransitionCoordinator {
    let barHeight: Double
    /// How the stack's screens and bars come and go in a live host (push and pop).
    let transition: NavigationTransition?
    private var contentArea = Rect.zero

    init(barHeight: Double, transition: NavigationTransition? = nil) {
        self.barHeight = barHeight
        self.transition = transition
    }

    func transition(of child: ViewNode, inserted: Bool, previous: ViewNode?, current: ViewNode) -> AnyTransition? {
        guard let transition, let previous, let before = (previous.behavior as? NavigationStackBehavior)?.transition else {
            return nil
        }
        return transition.transition(of: child, inserted: inserted, previous: before,
                                     container: inserted ? current : previous)
    }

    var kindName: String { "NavigationStack" }

    func dumpProperties(of node: ViewNode) -> [(String, String)] {
        [("barHeight", barHeight.compactDescription)]
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> Size {
        proposal.replacingUnspecifiedDimensions(by: pass.containerSize)
    }

    func placeChildren(of node: ViewNode, in bounds: Rect, proposal: ProposedViewSize, pass: LayoutPass,
                       recorder: PlacementRecorder) {
        recorder.record(Placement(position: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size)),
                        at: 0)
        contentArea = Rect(x: bounds.minX, y: bounds.minY + barHeight, width: bounds.width,
                           height: Swift.max(0, bounds.height - barHeight))
        recorder.record(Placement(position: contentArea.center, anchor: .center,
                                  proposal: ProposedViewSize(contentArea.size)), at: 1)
        if node.children.count > 2 {
            recorder.record(Placement(position: bounds.origin, anchor: .topLeading,
                                      proposal: ProposedViewSize(width: bounds.width, height: barHeight)), at: 2)
        }
    }

    func safeArea(forChildAt index: Int, of node: ViewNode, pass: LayoutPass) -> Rect? {
        guard index == 1 else { return nil }
        let safe = pass.safeArea
        let top = Swift.max(safe.minY, contentArea.minY)
        return Rect(minX: safe.minX, minY: top, maxX: safe.maxX, maxY: Swift.max(top, safe.maxY))
    }
}

/// The navigation bar: leading items (or the back button), the inline title or principal item
/// centred, trailing items, and the large title below; its background when shown.
final class NavigationBarBehavior: NodeBehavior {
    struct Slots {
        var leading: Int?
        var centre: Int?
        var trailing: Int?
        var largeTitle: Int?
    }

    let slots: Slots
    let isLarge: Bool
    /// The row the items and the inline title sit in: 44 points, 32 in compact height.
    let rowHeight: Double
    /// What a large title adds below the row.
    let largeTitleHeight: Double
    let hasBackButton: Bool
    let background: AnyShapeStyle?

    init(slots: Slots, isLarge: Bool, rowHeight: Double = NavigationBarMetrics.barHeight,
         largeTitleHeight: Double = NavigationBarMetrics.largeTitleHeight, hasBackButton: Bool,
         background: AnyShapeStyle?) {
        self.slots = slots
        self.isLarge = isLarge
        self.rowHeight = rowHeight
        self.largeTitleHeight = largeTitleHeight
        self.hasBackButton = hasBackButton
        self.background = background
    }

    var kindName: String { "NavigationBar" }

    func dumpProperties(of node: ViewNode) -> [(String, String)] {
        [("titleDisplayMode", isLarge ? "large" : "inline")]
    }

    var height: Double {
        rowHeight + (isLarge ? largeTitleHeight : 0)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> Size {
        Size(width: proposal.width ?? pass.containerSize.width, height: height)
    }

    func placeChildren(of node: ViewNode, in bounds: Rect, proposal: ProposedViewSize, pass: LayoutPass,
                       recorder: PlacementRecorder) {
        let margin = ListMetrics.layoutMargin(screenWidth: pass.screen.width > 0 ? pass.screen.width : bounds.width)
        let rowMidY = bounds.minY + rowHeight / 2
        let itemProposal = ProposedViewSize(width: bounds.width / 2, height: rowHeight)
        var leadingWidth = 0.0, trailingWidth = 0.0
        if let index = slots.leading {
            let size = pass.size(of: node.children[index], proposal: itemProposal)
            let x = bounds.minX + (hasBackButton ? NavigationBarMetrics.backButtonLeading : margin)
            leadingWidth = x - bounds.minX + size.width
            recorder.record(Placement(position: Point(x: x, y: rowMidY), anchor: .leading, proposal: itemProposal),
                            at: index)
        }
        if let index = slots.trailing {
            let size = pass.size(of: node.children[index], proposal: itemProposal)
            trailingWidth = margin + size.width
            recorder.record(Placement(position: Point(x: bounds.maxX - margin, y: rowMidY), anchor: .trailing,
                                      proposal: itemProposal), at: index)
        }
        if let index = slots.centre {
            // Centred in the bar, narrowed so that it clears the wider of the two item groups.
            let side = Swift.max(leadingWidth, trailingWidth, margin) + NavigationBarMetrics.titleItemGap
            let offered = ProposedViewSize(width: Swift.max(0, bounds.width - 2 * side), height: rowHeight)
            recorder.record(Placement(position: Point(x: bounds.midX, y: rowMidY), anchor: .center, proposal: offered),
                            at: index)
        }
        if let index = slots.largeTitle {
            let offered = ProposedViewSize(width: Swift.max(0, bounds.width - 2 * margin), height: nil)
            recorder.record(Placement(position: Point(x: bounds.minX + margin,
                                                      y: bounds.maxY - NavigationBarMetrics.largeTitleBottomInset),
                                      anchor: .bottomLeading, proposal: offered), at: index)
        }
    }

    func draw(_ node: ViewNode, in context: DrawContext) {
        if let background {
            // The background reaches up under the status bar to the screen's top (and, in
            // landscape, sideways under the notch to the screen's edges).
            let area = context.pixelAligned(backgroundArea(node.frame, pass: context.pass))
            let style = background.resolved(in: node.environment)
            context.canvas.fill(area, with: style.paint(in: area))
            // UIKit's bar shadow: a one-pixel line of black at 30 % below the bar.
            let pixel = 1 / context.scale
            context.canvas.fill(Rect(x: area.minX, y: area.maxY, width: area.width, height: pixel),
                                with: .solid(RGBAColor(red8: 0, green: 0, blue: 0).multipliedAlpha(by: 0.3)))
        }
        context.drawChildren(of: node)
    }

    func drawBounds(of node: ViewNode, children: Rect?, pass: LayoutPass) -> Rect? {
        guard background != nil else { return children }
        var area = backgroundArea(node.frame, pass: pass)
        area.size.height += 1
        return children.map { $0.union(area) } ?? area
    }

    /// The bar's background: its frame, up to the screen's top, and out to the screen's left and
    /// right edges where the frame reaches the safe area's (landscape insets).
    private func backgroundArea(_ frame: Rect, pass: LayoutPass) -> Rect {
        let safe = pass.safeArea, screen = pass.screen, tolerance = 1e-9
        return Rect(minX: frame.minX <= safe.minX + tolerance ? Swift.min(frame.minX, screen.minX) : frame.minX,
                    minY: Swift.min(frame.minY, screen.minY),
                    maxX: frame.maxX >= safe.maxX - tolerance ? Swift.max(frame.maxX, screen.maxX) : frame.maxX,
                    maxY: frame.maxY)
    }
}
