import Geometry

/// A container that sizes and places its subviews: SwiftUI's `Layout` protocol.
///
/// The engine follows SwiftUI's contract. A parent proposes a size to the container
/// (``sizeThatFits(proposal:subviews:cache:)``); the container may ask its subviews about
/// their sizes under any proposals it likes, and answers one size. Later the parent gives the
/// container its bounds and the container places each subview
/// (``placeSubviews(in:proposal:subviews:cache:)``) by calling
/// ``LayoutSubview/place(at:anchor:proposal:)``.
///
/// Every built-in container (`HStack`, `VStack`, `ZStack`, the lazy grids) is written against
/// this protocol, and you can write your own and use it like a stack:
///
/// ```swift
/// struct Diagonal: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size { … }
///     func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { … }
/// }
/// Diagonal { Color.red.frame(width: 10, height: 10); Text("Hi") }
/// ```
///
/// Sizes and positions are in points, as `Double`s; the engine rounds to device pixels only when
/// it draws. Answers are memoized per subview and proposal within one layout pass, so asking a
/// subview the same question twice is cheap.
public protocol Layout: Sendable {
    /// Data the layout computes once and reuses across calls (for example per-subview spacing).
    associatedtype Cache = Void

    /// The proxies for the container's subviews.
    typealias Subviews = LayoutSubviews

    /// Properties of the layout type, such as the stack orientation that `Spacer` and
    /// `Divider` children follow.
    static var layoutProperties: LayoutProperties { get }

    /// Creates the cache before the first size or placement question of a layout pass.
    func makeCache(subviews: Subviews) -> Cache

    /// The container's spacing preferences towards its own neighbours.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The size the container wants for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size

    /// Places every subview inside `bounds` (whose size is the container's answer to
    /// `proposal`). A subview that is not placed is centred in `bounds` at the bounds' size.
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The container's explicit value for a horizontal guide, in the coordinate space of
    /// `bounds`, or `nil` to use the guide's default.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> Double?

    /// The container's explicit value for a vertical guide, in the coordinate space of
    /// `bounds`, or `nil` to use the guide's default.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> Double?
}

extension Layout where Cache == Void {
    /// Layouts without a cache need no setup.
    public func makeCache(subviews: Subviews) {}
}

extension Layout {
    /// No stack orientation: spacers inside expand on both axes.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The union of the subviews' preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing()) { $0.formUnion($1.spacing) }
    }

    /// Merges the subviews' explicit values for `guide` at the positions
    /// ``placeSubviews(in:proposal:subviews:cache:)`` gives them (see ``AlignmentID``).
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> Double? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Merges the subviews' explicit values for `guide` at the positions
    /// ``placeSubviews(in:proposal:subviews:cache:)`` gives them (see ``AlignmentID``).
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> Double? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Runs the placement without committing it and merges the placed subviews' explicit
    /// values for `key`.
    func mergedExplicitAlignment(_ key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                                 subviews: Subviews, cache: inout Cache) -> Double? {
        let combination = key.combination
        if combination == .none || subviews.isEmpty { return nil }
        let recorder = PlacementRecorder(count: subviews.count)
        placeSubviews(in: bounds, proposal: proposal, subviews: subviews.recording(into: recorder), cache: &cache)
        var values = [Double]()
        for (index, subview) in subviews.enumerated() {
            let placement = recorder.placement(at: index, defaultIn: bounds)
            let size = subview.sizeThatFits(placement.proposal)
            let origin = placement.origin(for: size)
            if let value = subview.explicitValue(key, proposal: placement.proposal) {
                values.append(value + origin.value(along: key.axis))
            }
        }
        return combination.combine(values)
    }
}

/// Properties of a layout type: SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable, Hashable {
    /// The axis along which the layout stacks its subviews, if it is a stack. `Spacer`s expand
    /// only along this axis and `Divider`s draw across it.
    public var stackOrientation: Axis?

    /// Properties with no stack orientation.
    public init() {}
}

/// A key for a value that views attach with `layoutValue(key:value:)` and custom layouts read
/// through ``LayoutSubview``: SwiftUI's `LayoutValueKey`.
public protocol LayoutValueKey {
    /// The value's type.
    associatedtype Value: Sendable
    /// The value for views that do not set one.
    static var defaultValue: Value { get }
}
