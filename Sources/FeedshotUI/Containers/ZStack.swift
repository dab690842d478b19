import Geometry

/// Overlays subviews, aligning them on one point: the ``Layout`` behind ``ZStack`` (SwiftUI's
/// `ZStackLayout`).
///
/// Every subview is offered the stack's proposal and aligned on `alignment`; the stack is the
/// union of the aligned subviews. When subviews have different layout priorities, only those
/// with the highest priority determine the stack's size, and the others are offered that size
/// (SwiftUI's behaviour, which makes `.layoutPriority(1)` pick the view that sizes a `ZStack`).
public struct ZStackLayout: Layout, DumpDescribable {
    /// How subviews are aligned with each other.
    public var alignment: Alignment

    /// Creates an overlaying layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The size of the stacked subviews for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        resolve(proposal, subviews: subviews).size
    }

    /// Places the subviews as sized for `proposal`.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let resolution = resolve(proposal, subviews: subviews)
        for (index, subview) in subviews.enumerated() {
            let origin = resolution.origins[index]
            subview.place(at: Point(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
                          proposal: resolution.proposals[index])
        }
    }

    private func resolve(_ proposal: ProposedViewSize, subviews: Subviews)
        -> (size: Size, origins: [Point], proposals: [ProposedViewSize]) {
        guard !subviews.isEmpty else { return (.zero, [], []) }
        let topPriority = subviews.map(\.priority).max() ?? 0
        var proposals = [ProposedViewSize](repeating: proposal, count: subviews.count)
        // Aligned frames, with every subview's guide point at the origin.
        func alignedFrame(_ index: Int) -> Rect {
            let size = subviews[index].sizeThatFits(proposals[index])
            return Rect(x: -subviews[index].guide(alignment.horizontal.key, proposal: proposals[index]),
                        y: -subviews[index].guide(alignment.vertical.key, proposal: proposals[index]),
                        width: size.width, height: size.height)
        }
        var frames = [Rect?](repeating: nil, count: subviews.count)
        var union: Rect?
        for index in subviews.indices where subviews[index].priority == topPriority {
            let frame = alignedFrame(index)
            frames[index] = frame
            union = union.map { $0.union(frame) } ?? frame
        }
        let leadersUnion = union ?? .zero
        for index in subviews.indices where frames[index] == nil {
            proposals[index] = ProposedViewSize(leadersUnion.size)
            let frame = alignedFrame(index)
            frames[index] = frame
            union = union.map { $0.union(frame) } ?? frame
        }
        // Lower-priority subviews are aligned within the leaders' frame but do not grow it.
        let bounds = leadersUnion
        let origins = frames.map { frame in
            Point(x: (frame?.minX ?? 0) - bounds.minX, y: (frame?.minY ?? 0) - bounds.minY)
        }
        return (bounds.size, origins, proposals)
    }

    var dumpName: String { "ZStack" }
    var dumpProperties: [(String, String)] { [("alignment", alignment.description)] }
}

/// Overlays its content, aligned on one point: SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View, PrimitiveView {
    let layout: ZStackLayout
    let content: Content

    /// Creates an overlay of `content` aligned on `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [makeLayoutNode(layout, content: content, in: context)]
    }
}
