import Geometry

/// The default padding amount, 16 points: SwiftUI's system padding on iOS.
let defaultPadding: Double = 16

extension View {
    /// Adds `insets` around the view.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(PaddingLayout(insets: insets))
    }

    /// Adds `length` points (16 by default, SwiftUI's system padding) on `edges`.
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View {
        modifier(PaddingLayout(insets: EdgeInsets(edges, length ?? defaultPadding)))
    }

    /// Adds `length` points on every edge.
    public func padding(_ length: Double) -> some View {
        padding(.all, length)
    }
}

/// Offers the child the proposal minus the insets (never below zero; unspecified stays
/// unspecified) and answers the child's size plus the insets. Negative insets (SwiftUI allows
/// them) grow the offer and shrink the answer.
struct PaddingLayout: UnaryLayout, DumpDescribable {
    let insets: EdgeInsets

    func sizeThatFits(proposal: ProposedViewSize, child: LayoutSubview) -> Size {
        let size = child.sizeThatFits(proposal.inset(by: insets))
        // Negative padding shrinks the view, but never below nothing.
        return Size(width: Swift.max(0, size.width + insets.horizontal),
                    height: Swift.max(0, size.height + insets.vertical))
    }

    func placeChild(in bounds: Rect, proposal: ProposedViewSize, child: LayoutSubview) {
        child.place(at: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
                    proposal: proposal.inset(by: insets))
    }

    var dumpName: String { "padding" }
    var dumpProperties: [(String, String)] {
        let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
        if Set(values).count == 1 { return [("insets", insets.top.compactDescription)] }
        return [("insets", insets.description)]
    }
}
