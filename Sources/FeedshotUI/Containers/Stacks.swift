import Geometry

/// Arranges subviews in a row: the ``Layout`` behind ``HStack`` (SwiftUI's `HStackLayout`).
/// See `StackAlgorithm` in the sources for the exact space distribution.
public struct HStackLayout: Layout, DumpDescribable {
    /// The guide children are aligned on vertically.
    public var alignment: VerticalAlignment
    /// The distance between adjacent children, or `nil` for each pair's preferred spacing.
    public var spacing: Double?

    /// Creates a horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Marks the layout as a stack, for `Spacer` and `Divider` children.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

    /// Measures the children's spacing once per layout pass.
    public func makeCache(subviews: Subviews) -> StackLayoutCache {
        StackLayoutCache(storage: algorithm.makeCache(subviews: subviews))
    }

    /// The first child's leading edge, the last one's trailing edge, and every child's edges across the axis.
    public func spacing(subviews: Subviews, cache: inout StackLayoutCache) -> ViewSpacing {
        algorithm.spacing(subviews: subviews)
    }

    /// The size of the stacked subviews for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) -> Size {
        algorithm.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.storage)
    }

    /// Places the subviews as sized for `proposal`.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout StackLayoutCache) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.storage)
    }

    var dumpName: String { "HStack" }
    var dumpProperties: [(String, String)] {
        [("alignment", alignment.description)] + (spacing.map { [("spacing", $0.compactDescription)] } ?? [])
    }
}

/// Arranges subviews in a column: the ``Layout`` behind ``VStack`` (SwiftUI's `VStackLayout`).
public struct VStackLayout: Layout, DumpDescribable {
    /// The guide children are aligned on horizontally.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent children, or `nil` for each pair's preferred spacing.
    public var spacing: Double?

    /// Creates a vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Marks the layout as a stack, for `Spacer` and `Divider` children.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, alignment: alignment.key, spacing: spacing) }

    /// Measures the children's spacing once per layout pass.
    public func makeCache(subviews: Subviews) -> StackLayoutCache {
        StackLayoutCache(storage: algorithm.makeCache(subviews: subviews))
    }

    /// The first child's leading edge, the last one's trailing edge, and every child's edges across the axis.
    public func spacing(subviews: Subviews, cache: inout StackLayoutCache) -> ViewSpacing {
        algorithm.spacing(subviews: subviews)
    }

    /// The size of the stacked subviews for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) -> Size {
        algorithm.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.storage)
    }

    /// Places the subviews as sized for `proposal`.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout StackLayoutCache) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.storage)
    }

    var dumpName: String { "VStack" }
    var dumpProperties: [(String, String)] {
        [("alignment", alignment.description)] + (spacing.map { [("spacing", $0.compactDescription)] } ?? [])
    }
}

/// The per-pass cache of ``HStackLayout`` and ``VStackLayout`` (spacing, flexibility and the
/// last distribution). Opaque.
public struct StackLayoutCache {
    var storage: StackAlgorithm.Cache
}

/// Arranges its content in a row: SwiftUI's `HStack`.
public struct HStack<Content: View>: View, PrimitiveView {
    let layout: HStackLayout
    let content: Content

    /// Creates a row aligned on `alignment` with `spacing` between children (`nil`: each
    /// pair's preferred spacing, 8 points by default).
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil,
                @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [makeLayoutNode(layout, content: content, in: context)]
    }
}

/// Arranges its content in a column: SwiftUI's `VStack`.
public struct VStack<Content: View>: View, PrimitiveView {
    let layout: VStackLayout
    let content: Content

    /// Creates a column aligned on `alignment` with `spacing` between children (`nil`: each
    /// pair's preferred spacing, 8 points by default).
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [makeLayoutNode(layout, content: content, in: context)]
    }
}
