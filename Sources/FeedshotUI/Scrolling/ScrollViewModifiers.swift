import Geometry

/// Whether a scroll view bounces (rubber-bands) along an axis: SwiftUI's `ScrollBounceBehavior`.
public struct ScrollBounceBehavior: Sendable, Hashable {
    enum Kind: Hashable { case automatic, always, basedOnSize }
    let kind: Kind

    /// The platform's default: on iOS a scroll view always bounces along its scroll axes.
    public static let automatic = ScrollBounceBehavior(kind: .automatic)
    /// Always bounces, even when the content fits.
    public static let always = ScrollBounceBehavior(kind: .always)
    /// Bounces only when the content is larger than the scroll view (otherwise a drag along the
    /// axis does not scroll it, and an enclosing scroll view may take the drag).
    public static let basedOnSize = ScrollBounceBehavior(kind: .basedOnSize)
}

/// Whether scroll indicators show: SwiftUI's `ScrollIndicatorVisibility`. Feedshot draws no
/// indicators (iOS shows them only while scrolling).
public struct ScrollIndicatorVisibility: Sendable, Hashable {
    let kind: Int
    /// The platform's default.
    public static let automatic = ScrollIndicatorVisibility(kind: 0)
    /// Visible while scrolling.
    public static let visible = ScrollIndicatorVisibility(kind: 1)
    /// Hidden unless the platform insists.
    public static let hidden = ScrollIndicatorVisibility(kind: 2)
    /// Never visible.
    public static let never = ScrollIndicatorVisibility(kind: 3)
}

/// What a scroll view is doing: SwiftUI's `ScrollPhase`.
public enum ScrollPhase: Sendable, Hashable {
    /// At rest.
    case idle
    /// A finger is down but has not started scrolling.
    case tracking
    /// A finger drags the content.
    case interacting
    /// The content moves on after the finger lifted (coasting, settling on a page or target).
    case decelerating
    /// The content moves because the app scrolled it with an animation.
    case animating

    /// Whether the content is scrolling (any phase but idle and tracking).
    public var isScrolling: Bool { self != .idle && self != .tracking }
}

/// A scroll view's geometry: SwiftUI's `ScrollGeometry`.
///
/// Feedshot's scroll views have no content insets (content starts at the scroll view's top
/// edge, inside the safe area), so the offset of content at its top is zero, where SwiftUI's
/// is minus the top inset.
public struct ScrollGeometry: Sendable, Hashable {
    /// How far the content is scrolled, as laid out (whole device pixels).
    public var contentOffset: Point
    /// The content's size.
    public var contentSize: Size
    /// The insets of the content (zero in Feedshot).
    public var contentInsets: EdgeInsets
    /// The scroll view's size.
    public var containerSize: Size
    /// The part of the content visible, in content coordinates.
    public var visibleRect: Rect { Rect(origin: contentOffset, size: containerSize) }
    /// The scroll view's bounds: its size, at the content offset.
    public var bounds: Rect { Rect(origin: contentOffset, size: containerSize) }

    /// Creates a geometry.
    public init(contentOffset: Point, contentSize: Size, contentInsets: EdgeInsets, containerSize: Size) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }
}

/// An observer of a scroll view, registered by `onScrollGeometryChange` or `onScrollPhaseChange`.
struct ScrollObserver: @unchecked Sendable {
    // Unchecked: the closures are the app's, run on the host's thread only.
    /// The observed value now.
    let value: (ScrollState) -> EquatableValue
    /// The action, with the old and the new value.
    let action: (Any, Any) -> Void
}

/// Scroll modifiers read by the scroll views inside.
private struct ScrollDisabledKey: EnvironmentKey { static let defaultValue = false }
private struct VerticalBounceKey: EnvironmentKey { static let defaultValue = ScrollBounceBehavior.automatic }
private struct HorizontalBounceKey: EnvironmentKey { static let defaultValue = ScrollBounceBehavior.automatic }
private struct ScrollObserversKey: EnvironmentKey { static let defaultValue: [ScrollObserver] = [] }

extension EnvironmentValues {
    /// Whether scroll views inside scroll (SwiftUI's `isScrollEnabled`, the inverse of
    /// `scrollDisabled`).
    public var isScrollEnabled: Bool {
        get { !self[ScrollDisabledKey.self] }
        set { self[ScrollDisabledKey.self] = !newValue }
    }

    /// The bounce of scroll views inside along the vertical axis.
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalBounceKey.self] }
        set { self[VerticalBounceKey.self] = newValue }
    }

    /// The bounce of scroll views inside along the horizontal axis.
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalBounceKey.self] }
        set { self[HorizontalBounceKey.self] = newValue }
    }

    /// Observers for the next scroll view inside.
    var scrollObservers: [ScrollObserver] {
        get { self[ScrollObserversKey.self] }
        set { self[ScrollObserversKey.self] = newValue }
    }
}

extension View {
    /// Stops the scroll views inside from scrolling: a drag on them goes to the views inside or an
    /// enclosing scroll view instead.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment { if disabled { $0.isScrollEnabled = false } }
    }

    /// Sets whether the scroll views inside bounce along `axes`.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        transformEnvironment { environment in
            if axes.contains(.vertical) { environment.verticalScrollBounceBehavior = behavior }
            if axes.contains(.horizontal) { environment.horizontalScrollBounceBehavior = behavior }
        }
    }

    /// Sets the visibility of scroll indicators (Feedshot draws none; kept so code compiles).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        self
    }

    /// Runs `action` with the old and new value whenever `transform` of the scroll view's
    /// geometry changes (in a live ``ViewHost``, after the update that changed it).
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        let observer = ScrollObserver(
            value: { EquatableValue(transform($0.geometry)) },
            action: { old, new in
                if let old = old as? T, let new = new as? T { action(old, new) }
            })
        return transformEnvironment { $0.scrollObservers.append(observer) }
    }

    /// Runs `action` with the old and new phase whenever the scroll view's phase changes.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        let observer = ScrollObserver(
            value: { EquatableValue($0.phase) },
            action: { old, new in
                if let old = old as? ScrollPhase, let new = new as? ScrollPhase { action(old, new) }
            })
        return transformEnvironment { $0.scrollObservers.append(observer) }
    }
}

extension ScrollState {
    /// The geometry of the last layout.
    var geometry: ScrollGeometry {
        ScrollGeometry(contentOffset: presentedOffset, contentSize: contentSize, contentInsets: EdgeInsets(),
                       containerSize: viewport)
    }
}
