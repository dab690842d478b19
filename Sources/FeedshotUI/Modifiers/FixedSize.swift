import Geometry

extension View {
    /// Fixes the view at its ideal size on both axes: the view is proposed `nil` and answers
    /// its ideal size whatever its parent offers.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Fixes the view at its ideal size on the chosen axes; the other axes follow the parent's
    /// proposal. `Text("…").fixedSize(horizontal: false, vertical: true)` wraps to the offered
    /// width but is never truncated vertically.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }
}

struct FixedSizeLayout: UnaryLayout, DumpDescribable {
    let horizontal: Bool
    let vertical: Bool

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, child: LayoutSubview) -> Size {
        child.sizeThatFits(childProposal(proposal))
    }

    func placeChild(in bounds: Rect, proposal: ProposedViewSize, child: LayoutSubview) {
        child.place(aligned: .center, in: bounds, proposal: childProposal(proposal))
    }

    var dumpName: String { "fixedSize" }
    var dumpProperties: [(String, String)] {
        horizontal && vertical ? [] : [("horizontal", "\(horizontal)"), ("vertical", "\(vertical)")]
    }
}
