import Geometry
import Motion

/// Where a scroll view comes to rest after a finger lifts: SwiftUI's `ScrollTargetBehavior`.
///
/// When a drag ends, a scroll view computes where its deceleration (UIKit's normal rate) would
/// stop, and asks the behaviour set with ``View/scrollTargetBehavior(_:)`` to move that target;
/// the content then springs to the target from the release velocity. ``PagingScrollTargetBehavior``
/// (`.paging`) is special-cased: it pages with the Paging module's controller, the physics of
/// `feedshot swipe`.
public protocol ScrollTargetBehavior {
    /// The context a behaviour decides in.
    typealias TargetContext = ScrollTargetBehaviorContext

    /// Moves `target`, where the scroll view would come to rest, to where it should.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Where a scroll view should scroll to: a rectangle of the content to show, and how to align
/// it in the visible region. SwiftUI's `ScrollTarget`.
public struct ScrollTarget: Sendable, Hashable {
    /// The rectangle the scroll view should show, in content coordinates.
    public var rect: Rect
    /// Where `rect` aligns in the visible region (`nil`: its top-leading corner at the viewport's).
    public var anchor: UnitPoint?

    /// Creates a target.
    public init(rect: Rect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a ``ScrollTargetBehavior`` knows when it moves a target: SwiftUI's
/// `ScrollTargetBehaviorContext`.
public struct ScrollTargetBehaviorContext {
    /// The target when the scroll gesture began (the content at rest under the finger).
    public var originalTarget: ScrollTarget
    /// The content's velocity at release, in points per second (positive scrolls forward), as
    /// width (x) and height (y).
    public var scrollVelocity: Size
    /// The content's size.
    public var contentSize: Size
    /// The size of the scroll view's visible region.
    public var containerSize: Size
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set
    /// The scroll view (for the views of its scroll target layout).
    let state: ScrollState

    init(originalTarget: ScrollTarget, velocity: Size, contentSize: Size, containerSize: Size, axes: Axis.Set,
         state: ScrollState) {
        self.originalTarget = originalTarget
        self.scrollVelocity = velocity
        self.contentSize = contentSize
        self.containerSize = containerSize
        self.axes = axes
        self.state = state
    }
}

/// The behaviour that rests on whole pages of the scroll view's size: SwiftUI's
/// `PagingScrollTargetBehavior`, `.scrollTargetBehavior(.paging)`.
///
/// A paging scroll view in a live host moves with the Paging module's controller
/// (``Paging/PagingPhysics``): the drag rubber-bands past the first and last page, a release
/// flings to the next page from 400 points per second or turns the page past half of it, and
/// SwiftUI's smooth spring settles it, exactly as `feedshot swipe` pages a feed.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable, Hashable {
    /// Creates the paging behaviour.
    public init() {}

    /// Moves `target` to the page boundary the release heads for: the next page in the
    /// direction of the velocity, the nearest page without one.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        var origin = target.rect.origin
        for axis in Axis.allCases where context.axes.contains(axis) {
            let size = axis == .horizontal ? context.containerSize.width : context.containerSize.height
            guard size > 0 else { continue }
            let start = axis == .horizontal ? context.originalTarget.rect.minX : context.originalTarget.rect.minY
            let proposed = axis == .horizontal ? origin.x : origin.y
            let velocity = axis == .horizontal ? context.scrollVelocity.width : context.scrollVelocity.height
            let startPage = (start / size).rounded()
            let page = velocity > 0 ? startPage + 1 : velocity < 0 ? startPage - 1 : (proposed / size).rounded()
            let end = max(0, (axis == .horizontal ? context.contentSize.width : context.contentSize.height) - size)
            let value = min(max(page * size, 0), end)
            if axis == .horizontal { origin.x = value } else { origin.y = value }
        }
        target.rect.origin = origin
    }
}

/// The behaviour that rests with a view of the scroll target layout at the leading edge:
/// SwiftUI's `ViewAlignedScrollTargetBehavior`, `.scrollTargetBehavior(.viewAligned)`.
///
/// The views are the subviews of the layout marked with ``View/scrollTargetLayout(isEnabled:)``.
/// The target is the view whose leading edge is nearest where the deceleration would stop; a
/// limited behaviour moves at most one view from the view the gesture started on (a few views
/// for ``LimitBehavior/alwaysByFew``: Feedshot takes three, Apple does not say).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable, Hashable {
    /// How many views one gesture may scroll past.
    public struct LimitBehavior: Sendable, Hashable {
        let views: Int?
        let isAutomatic: Bool

        /// Limited in a compact size class along a scroll axis, unlimited otherwise.
        public static let automatic = LimitBehavior(views: 1, isAutomatic: true)
        /// Always limited to one view at a time.
        public static let always = LimitBehavior(views: 1, isAutomatic: false)
        /// Limited to one view at a time.
        public static let alwaysByOne = LimitBehavior(views: 1, isAutomatic: false)
        /// Limited to a few views at a time (three).
        public static let alwaysByFew = LimitBehavior(views: 3, isAutomatic: false)
        /// Never limited.
        public static let never = LimitBehavior(views: nil, isAutomatic: false)
    }

    /// The limit on views scrolled per gesture.
    public var limitBehavior: LimitBehavior

    /// Creates a view-aligned behaviour.
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    /// Moves `target` to the nearest view of the scroll target layout.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let axis: Axis = context.axes.contains(.vertical) ? .vertical : .horizontal
        let frames = context.state.targetFrames().map(\.frame)
        guard !frames.isEmpty else { return }
        func leading(_ rect: Rect) -> Double { axis == .horizontal ? rect.minX : rect.minY }
        func nearest(to value: Double) -> Int {
            var best = 0
            for index in frames.indices where abs(leading(frames[index]) - value) < abs(leading(frames[best]) - value) {
                best = index
            }
            return best
        }
        var index = nearest(to: leading(target.rect))
        let limited = limitBehavior.isAutomatic ? context.state.configuration.limitsAlignedScrolling : true
        if limited, let views = limitBehavior.views {
            let touchDown = context.state.touchDownOffset
            let start = nearest(to: axis == .horizontal ? touchDown.x : touchDown.y)
            let velocity = axis == .horizontal ? context.scrollVelocity.width : context.scrollVelocity.height
            // A flick moves at least one view in its direction, as a page turns.
            if index == start, abs(velocity) >= 400 { index += velocity > 0 ? 1 : -1 }
            index = min(max(index, start - views), start + views)
        }
        index = min(max(index, 0), frames.count - 1)
        var origin = target.rect.origin
        if axis == .horizontal { origin.x = frames[index].minX } else { origin.y = frames[index].minY }
        target.rect.origin = origin
        target.anchor = nil
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Rests on whole pages of the scroll view's size.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Rests with a view of the scroll target layout at the leading edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Rests with a view of the scroll target layout at the leading edge, limited as given.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// Marks the layout whose subviews are a scroll view's targets.
struct ScrollTargetLayoutTrait: Sendable {}

/// Sets the scroll target layout trait on the content's nodes.
struct ScrollTargetLayoutModifier: ViewModifier, TraitModifier {
    let isEnabled: Bool
    func apply(to node: ViewNode) {
        if isEnabled { node.setTrait(ScrollTargetLayoutTrait.self, ScrollTargetLayoutTrait()) }
    }
}

/// The scroll target behaviour scroll views inside use, boxed for the environment.
struct ScrollTargetBehaviorBox: @unchecked Sendable {
    // Unchecked: behaviours are values apps pass; only the host's thread reads them.
    let behavior: any ScrollTargetBehavior
}

private struct ScrollTargetBehaviorKey: EnvironmentKey {
    static let defaultValue: ScrollTargetBehaviorBox? = nil
}

extension EnvironmentValues {
    /// The scroll target behaviour of the scroll views inside (`nil`: free scrolling).
    var scrollTargetBehavior: ScrollTargetBehaviorBox? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Sets where the scroll views inside come to rest after a finger lifts: `.paging` for whole
    /// pages, `.viewAligned` for the views of the scroll target layout, or an app's own
    /// behaviour.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        let box = ScrollTargetBehaviorBox(behavior: behavior)
        return transformEnvironment { $0.scrollTargetBehavior = box }
    }

    /// Marks this layout's subviews as the targets of the enclosing scroll view: the views a
    /// `.viewAligned` scroll view rests on and `scrollPosition(id:)` reports.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }
}

extension ScrollState {
    /// The views of the scroll target layout in the last layout, in layout order, each with its
    /// frame in content coordinates and its id (the `ForEach` element id or `.id(_:)` closest to
    /// the layout).
    func targetFrames() -> [(frame: Rect, id: AnyHashable?)] {
        guard let content = contentNode, let layout = Self.targetLayout(in: content) else { return [] }
        return layout.children.map { child in (contentFrame(of: child.frame), targetID(of: child, layout: layout)) }
    }

    /// `frame` (screen coordinates, as laid out) in the content's coordinates.
    func contentFrame(of frame: Rect) -> Rect {
        guard let content = contentNode else { return frame }
        let x = configuration.rightToLeft ? content.frame.maxX - frame.maxX : frame.minX - content.frame.minX
        return Rect(x: x, y: frame.minY - content.frame.minY, width: frame.width, height: frame.height)
    }

    /// The innermost node carrying the scroll target layout trait (wrapping modifiers inherit it).
    private static func targetLayout(in node: ViewNode) -> ViewNode? {
        if node.trait(ScrollTargetLayoutTrait.self) != nil {
            var layout = node
            while layout.children.count == 1, layout.children[0].trait(ScrollTargetLayoutTrait.self) != nil {
                layout = layout.children[0]
            }
            return layout
        }
        for child in node.children {
            if let found = targetLayout(in: child) { return found }
        }
        return nil
    }
}
