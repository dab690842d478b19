import Geometry

extension View {
    /// Puts the view in an invisible frame of a fixed `width` and/or `height`; a dimension left
    /// `nil` follows the view's own sizing. The view is offered the frame's size and aligned in
    /// it; if it chooses to be bigger, it overflows the frame.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View {
        modifier(FixedFrameLayout(width: width.map(validDimension), height: height.map(validDimension),
                                  alignment: alignment))
    }
}

/// Negative or non-finite fixed frame dimensions are programmer mistakes; SwiftUI logs and
/// ignores them, Feedshot clamps negative values to zero and treats non-finite ones as unset.
private func validDimension(_ value: Double) -> Double {
    value.isFinite ? Swift.max(0, value) : .nan
}

/// SwiftUI's `_FrameLayout`: fixed dimensions replace the proposal for the child and the
/// child's answer for the frame.
struct FixedFrameLayout: UnaryLayout, DumpDescribable {
    let width: Double?
    let height: Double?
    let alignment: Alignment

    init(width: Double?, height: Double?, alignment: Alignment) {
        self.width = width.flatMap { $0.isNaN ? nil : $0 }
        self.height = height.flatMap { $0.isNaN ? nil : $0 }
        self.alignment = alignment
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, child: LayoutSubview) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let size = child.sizeThatFits(childProposal(proposal))
        return Size(width: width ?? size.width, height: height ?? size.height)
    }

    func placeChild(in bounds: Rect, proposal: ProposedViewSize, child: LayoutSubview) {
        child.place(aligned: alignment, in: bounds, proposal: childProposal(proposal))
    }

    var dumpName: String { "frame" }
    var dumpProperties: [(String, String)] {
        var result = [(String, String)]()
        if let width { result.append(("width", width.compactDescription)) }
        if let height { result.append(("height", height.compactDescription)) }
        if alignment != .center { result.append(("alignment", alignment.description)) }
        return result
    }
}

extension LayoutSubview {
    /// Places the subview so that its `alignment` guides meet the same guides of `bounds`
    /// (computed from the bounds' size alone): how frames, overlays and backgrounds align.
    func place(aligned alignment: Alignment, in bounds: Rect, proposal: ProposedViewSize) {
        let container = ViewDimensions(width: bounds.width, height: bounds.height)
        let x = bounds.minX + container[alignment.horizontal] - guide(alignment.horizontal.key, proposal: proposal)
        let y = bounds.minY + container[alignment.vertical] - guide(alignment.vertical.key, proposal: proposal)
        place(at: Point(x: x, y: y), proposal: proposal)
    }
}
