import Geometry

/// A modifier that sizes and places exactly one child: the smaller sibling of ``Layout``, used
/// by Feedshot's layout modifiers (`padding`, `frame`, `offset`, `aspectRatio`…) and available
/// for your own.
///
/// Apply it like any modifier, with ``View/modifier(_:)``. Applied to a `Group`, it wraps each
/// child of the group separately.
///
/// ```swift
/// struct Inset: UnaryLayout {
///     var amount: Double
///     func sizeThatFits(proposal: ProposedViewSize, child: LayoutSubview) -> Size { … }
///     func placeChild(in bounds: Rect, proposal: ProposedViewSize, child: LayoutSubview) { … }
/// }
/// ```
public protocol UnaryLayout: ViewModifier where Body == Never {
    /// The size the modified view wants for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, child: LayoutSubview) -> Size

    /// Places the child inside `bounds`, the modified view's frame.
    func placeChild(in bounds: Rect, proposal: ProposedViewSize, child: LayoutSubview)

    /// The modified view's explicit value for a horizontal guide, in the coordinate space of
    /// `bounds`. By default, the child's explicit value at the position the child is placed.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                           child: LayoutSubview) -> Double?

    /// The modified view's explicit value for a vertical guide, in the coordinate space of
    /// `bounds`. By default, the child's explicit value at the position the child is placed.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                           child: LayoutSubview) -> Double?

    /// The modified view's spacing preferences; by default the child's.
    func spacing(child: LayoutSubview) -> ViewSpacing
}

extension UnaryLayout {
    /// The child's explicit value for `guide`, where the child is placed.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                                  child: LayoutSubview) -> Double? {
        childExplicitAlignment(guide.key, in: bounds, proposal: proposal, child: child)
    }

    /// The child's explicit value for `guide`, where the child is placed.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                                  child: LayoutSubview) -> Double? {
        childExplicitAlignment(guide.key, in: bounds, proposal: proposal, child: child)
    }

    /// The child's spacing preferences.
    public func spacing(child: LayoutSubview) -> ViewSpacing { child.spacing }

    /// The child's explicit value for `key`, moved to where ``placeChild(in:proposal:child:)``
    /// puts the child. Single-child modifiers pass every guide through, built-in ones included.
    func childExplicitAlignment(_ key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                                child: LayoutSubview) -> Double? {
        let recorder = PlacementRecorder(count: 1)
        let recordingChild = LayoutSubview(node: child.node, pass: child.pass, index: 0, recorder: recorder)
        placeChild(in: bounds, proposal: proposal, child: recordingChild)
        let placement = recorder.placement(at: 0, defaultIn: bounds)
        guard let value = child.explicitValue(key, proposal: placement.proposal) else { return nil }
        let origin = placement.origin(for: child.sizeThatFits(placement.proposal))
        return value + origin.value(along: key.axis)
    }

    /// The node that applies this layout to `child`.
    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        let behavior = LayoutBehavior(UnaryLayoutAdapter(layout: self), name: unaryLayoutName,
                                      properties: { $0.layout.unaryLayoutProperties })
        return ViewNode(wrapping: child, behavior: behavior, environment: context.environment)
    }

    /// The modifier's name in placed-tree dumps.
    var unaryLayoutName: String {
        (self as? any DumpDescribable)?.dumpName ?? String(describing: Self.self)
    }

    /// The modifier's parameters in placed-tree dumps.
    var unaryLayoutProperties: [(String, String)] {
        (self as? any DumpDescribable)?.dumpProperties ?? []
    }
}

/// A built-in modifier or container that names itself and its parameters in dumps.
protocol DumpDescribable {
    var dumpName: String { get }
    var dumpProperties: [(String, String)] { get }
}

/// Presents a ``UnaryLayout`` as a one-subview ``Layout``.
struct UnaryLayoutAdapter<Wrapped: UnaryLayout>: Layout {
    let layout: Wrapped

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        layout.sizeThatFits(proposal: proposal, child: subviews[0])
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        layout.placeChild(in: bounds, proposal: proposal, child: subviews[0])
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> Double? {
        layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, child: subviews[0])
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> Double? {
        layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, child: subviews[0])
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        layout.spacing(child: subviews[0])
    }
}
