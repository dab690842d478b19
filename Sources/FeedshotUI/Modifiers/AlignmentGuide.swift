import Geometry

extension View {
    /// Sets the view's value for a horizontal guide, computed from its dimensions. The value is
    /// an offset from the view's leading edge; containers aligned on `guide` line this point up
    /// with their other children's. `computeValue` receives the view's own dimensions, so
    /// `{ d in d[.trailing] }` aligns the view's trailing edge where the others' leading edges go.
    public func alignmentGuide(_ guide: HorizontalAlignment,
                               computeValue: @escaping @Sendable (ViewDimensions) -> Double) -> some View {
        modifier(AlignmentGuideLayout(key: guide.key, computeValue: computeValue))
    }

    /// Sets the view's value for a vertical guide, computed from its dimensions (see
    /// ``View/alignmentGuide(_:computeValue:)-(HorizontalAlignment,_)``).
    public func alignmentGuide(_ guide: VerticalAlignment,
                               computeValue: @escaping @Sendable (ViewDimensions) -> Double) -> some View {
        modifier(AlignmentGuideLayout(key: guide.key, computeValue: computeValue))
    }
}

/// Passes layout through and answers one guide with a closure.
struct AlignmentGuideLayout: UnaryLayout, DumpDescribable {
    let key: AlignmentKey
    let computeValue: @Sendable (ViewDimensions) -> Double

    func sizeThatFits(proposal: ProposedViewSize, child: LayoutSubview) -> Size {
        child.sizeThatFits(proposal)
    }

    func placeChild(in bounds: Rect, proposal: ProposedViewSize, child: LayoutSubview) {
        child.place(at: bounds.origin, proposal: proposal)
    }

    private func value(_ requested: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                       child: LayoutSubview) -> Double? {
        let dimensions = child.dimensions(in: proposal)
        let origin = bounds.origin.value(along: requested.axis)
        if requested == key { return origin + computeValue(dimensions) }
        return dimensions.explicitValue(requested).map { origin + $0 }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                           child: LayoutSubview) -> Double? {
        value(guide.key, in: bounds, proposal: proposal, child: child)
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                           child: LayoutSubview) -> Double? {
        value(guide.key, in: bounds, proposal: proposal, child: child)
    }

    var dumpName: String { "alignmentGuide" }
    var dumpProperties: [(String, String)] { [("guide", key.description)] }
}
