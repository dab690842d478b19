import Geometry

extension View {
    /// Constrains the view to an aspect ratio (width / height; `nil` keeps the ratio of the
    /// view's ideal size), fitting or filling the proposed space.
    ///
    /// As in SwiftUI, the modifier offers its child the largest (`.fit`) or smallest (`.fill`)
    /// size of that ratio for the proposal, ignoring an unspecified dimension (and passing an
    /// entirely unspecified proposal through), and takes the child's answer as its own size.
    /// A `.resizable()` image therefore letterboxes with `.fit` and covers with `.fill`.
    public func aspectRatio(_ aspectRatio: Double? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains the view to the aspect ratio of `aspectRatio` (see
    /// ``View/aspectRatio(_:contentMode:)``).
    public func aspectRatio(_ aspectRatio: Size, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales the view to fit the proposed space, keeping its aspect ratio.
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales the view to fill the proposed space, keeping its aspect ratio.
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }
}

struct AspectRatioLayout: UnaryLayout, DumpDescribable {
    let aspectRatio: Double?
    let contentMode: ContentMode

    /// The size of the ratio for `proposal`: SwiftUI's `scaledToFit`/`scaledToFill` of a ratio
    /// size, where an unspecified dimension does not constrain the scale.
    private func offer(_ proposal: ProposedViewSize, child: LayoutSubview) -> ProposedViewSize {
        guard proposal != .unspecified else { return proposal }
        var ratio = aspectRatio.map { Size(width: $0, height: 1) } ?? child.sizeThatFits(.unspecified)
        if ratio.width == ratio.height { ratio = Size(width: 1, height: 1) }
        let fit = contentMode == .fit
        let unconstrained = fit ? Double.infinity : -Double.infinity
        func scale(_ target: Double?, _ length: Double) -> Double {
            guard let target, !(target == 0 && length == 0) else { return unconstrained }
            return target / length
        }
        let scaleX = scale(proposal.width, ratio.width), scaleY = scale(proposal.height, ratio.height)
        let factor = fit ? Swift.min(scaleX, scaleY) : Swift.max(scaleX, scaleY)
        func scaled(_ length: Double) -> Double { length == 0 ? 0 : length * factor }
        return ProposedViewSize(width: scaled(ratio.width), height: scaled(ratio.height))
    }

    func sizeThatFits(proposal: ProposedViewSize, child: LayoutSubview) -> Size {
        child.sizeThatFits(offer(proposal, child: child))
    }

    func placeChild(in bounds: Rect, proposal: ProposedViewSize, child: LayoutSubview) {
        let offered = offer(proposal, child: child)
        let size = child.sizeThatFits(offered)
        child.place(at: Point(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), proposal: offered)
    }

    var dumpName: String { "aspectRatio" }
    var dumpProperties: [(String, String)] {
        [("ratio", aspectRatio?.compactDescription ?? "ideal"), ("contentMode", "\(contentMode)")]
    }
}
