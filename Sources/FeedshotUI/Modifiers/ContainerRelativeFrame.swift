import Geometry

extension View {
    /// Frames the view at the size of its container on `axes`: the nearest enclosing
    /// `ScrollView`, or the screen's safe area. Other axes follow the proposal.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Frames the view at `span` of `count` equal columns (or rows) of its container, with
    /// `spacing` between them: `(length − spacing × (count − 1)) / count × span + spacing ×
    /// (span − 1)`.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: Double,
                                       alignment: Alignment = .center) -> some View {
        precondition(count > 0 && span > 0, "containerRelativeFrame needs a positive count and span")
        return containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let cell = (length - spacing * Double(count - 1)) / Double(count)
            return max(0, cell * Double(span) + spacing * Double(span - 1))
        }
    }

    /// Frames the view at `length(containerLength, axis)` on each of `axes`:
    /// `containerRelativeFrame(.horizontal) { width, _ in width * 0.8 }` is 80 % of the
    /// container's width. The view is offered that size and aligned in it; other axes follow
    /// the proposal (so a `scaledToFit` image gets its height from its aspect ratio).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping @Sendable (Double, Axis) -> Double) -> some View {
        modifier(ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: length))
    }
}

struct ContainerRelativeFrameLayout: UnaryLayout, WrappingModifier, DumpDescribable {
    let axes: Axis.Set
    let alignment: Alignment
    let length: @Sendable (Double, Axis) -> Double

    private func frameProposal(_ proposal: ProposedViewSize, child: LayoutSubview) -> ProposedViewSize {
        let container = child.pass.containerSize
        return ProposedViewSize(
            width: axes.contains(.horizontal) ? length(container.width, .horizontal) : proposal.width,
            height: axes.contains(.vertical) ? length(container.height, .vertical) : proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, child: LayoutSubview) -> Size {
        let offered = frameProposal(proposal, child: child)
        let size = child.sizeThatFits(offered)
        return Size(width: axes.contains(.horizontal) ? offered.width ?? size.width : size.width,
                    height: axes.contains(.vertical) ? offered.height ?? size.height : size.height)
    }

    func placeChild(in bounds: Rect, proposal: ProposedViewSize, child: LayoutSubview) {
        child.place(aligned: alignment, in: bounds, proposal: frameProposal(proposal, child: child))
    }

    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        let behavior = LayoutBehavior(UnaryLayoutAdapter(layout: self), name: dumpName,
                                      properties: { $0.layout.dumpProperties })
        let node = ViewNode(wrapping: child, behavior: behavior, environment: context.environment)
        node.dependsOnContainer = true
        return node
    }

    var dumpName: String { "containerRelativeFrame" }
    var dumpProperties: [(String, String)] {
        [("axes", axes == [.horizontal, .vertical] ? "both" : axes.contains(.horizontal) ? "horizontal" : "vertical")]
    }
}
