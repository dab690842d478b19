import Geometry

/// The views a lazy stack pins while its scroll view scrolls: SwiftUI's `PinnedScrollableViews`
/// (Feedshot does not pin: headers and footers scroll with the content).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: Int
    /// Creates a set from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A column that fills the width it is offered: SwiftUI's `LazyVStack`.
///
/// SwiftUI creates a lazy stack's views as they scroll into view; Feedshot lays out every view
/// (a frame and a golden show the same content either way). Unlike `VStack`, a lazy stack takes
/// the whole width proposed to it and aligns its children in it, as SwiftUI's does.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let layout: LazyStackLayout<VStackLayout>
    let content: Content

    /// Creates a lazy column aligned on `alignment` with `spacing` between children.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        let fraction: Double = alignment == .leading ? 0 : alignment == .trailing ? 1 : 0.5
        let base = VStackLayout(alignment: alignment, spacing: spacing)
        layout = LazyStackLayout(base: base, axis: .vertical, fraction: fraction, name: "LazyVStack",
                                 properties: base.dumpProperties)
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [makeLayoutNode(layout, content: content, in: context)]
    }
}

/// A row that fills the height it is offered: SwiftUI's `LazyHStack` (see ``LazyVStack``).
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let layout: LazyStackLayout<HStackLayout>
    let content: Content

    /// Creates a lazy row aligned on `alignment` with `spacing` between children.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        let fraction: Double = alignment == .top ? 0 : alignment == .bottom ? 1 : 0.5
        let base = HStackLayout(alignment: alignment, spacing: spacing)
        layout = LazyStackLayout(base: base, axis: .horizontal, fraction: fraction, name: "LazyHStack",
                                 properties: base.dumpProperties)
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [makeLayoutNode(layout, content: content, in: context)]
    }
}

/// A stack that takes the whole proposed length across its axis and places its children, as the
/// plain stack `Base` would, aligned within it.
struct LazyStackLayout<Base: Layout>: Layout, DumpDescribable where Base.Cache == StackLayoutCache {
    let base: Base
    /// The stack's axis.
    let axis: Axis
    /// Where the children sit across the axis: 0 leading/top, 0.5 centred, 1 trailing/bottom.
    let fraction: Double
    let name: String
    let properties: [(String, String)]

    static var layoutProperties: LayoutProperties { Base.layoutProperties }

    func makeCache(subviews: Subviews) -> StackLayoutCache {
        base.makeCache(subviews: subviews)
    }

    func spacing(subviews: Subviews, cache: inout StackLayoutCache) -> ViewSpacing {
        base.spacing(subviews: subviews, cache: &cache)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) -> Size {
        var size = base.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        if axis == .vertical, let width = proposal.width, width.isFinite { size.width = max(size.width, width) }
        if axis == .horizontal, let height = proposal.height, height.isFinite { size.height = max(size.height, height) }
        return size
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews,
                       cache: inout StackLayoutCache) {
        let size = base.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        var inner = proposal
        let frame: Rect
        if axis == .vertical {
            frame = Rect(x: bounds.minX + (bounds.width - size.width) * fraction, y: bounds.minY,
                         width: size.width, height: bounds.height)
            inner.width = size.width
        } else {
            frame = Rect(x: bounds.minX, y: bounds.minY + (bounds.height - size.height) * fraction,
                         width: bounds.width, height: size.height)
            inner.height = size.height
        }
        base.placeSubviews(in: frame, proposal: inner, subviews: subviews, cache: &cache)
    }

    var dumpName: String { name }
    var dumpProperties: [(String, String)] { properties }
}
