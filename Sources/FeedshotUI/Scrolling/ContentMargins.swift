import Geometry

/// Where content margins apply: SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable {
    fileprivate enum Kind: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
    fileprivate let kind: Kind

    /// The scroll view's content (what `.scrollContent` insets; the default).
    public static let automatic = ContentMarginPlacement(kind: .automatic)
    /// The scroll view's content.
    public static let scrollContent = ContentMarginPlacement(kind: .scrollContent)
    /// The scroll view's indicators (Feedshot draws no indicators: recorded, not shown).
    public static let scrollIndicators = ContentMarginPlacement(kind: .scrollIndicators)
}

/// The margins scroll views inside a view give their content, edge by edge: an inner
/// `contentMargins` replaces the edges it names and keeps the others.
struct ContentMargins: Hashable, Sendable {
    var content = EdgeInsets()
    var indicators = EdgeInsets()

    mutating func set(_ edges: Edge.Set, _ insets: EdgeInsets, for placement: ContentMarginPlacement) {
        func apply(to target: inout EdgeInsets) {
            if edges.contains(.top) { target.top = insets.top }
            if edges.contains(.leading) { target.leading = insets.leading }
            if edges.contains(.bottom) { target.bottom = insets.bottom }
            if edges.contains(.trailing) { target.trailing = insets.trailing }
        }
        switch placement.kind {
        case .automatic, .scrollContent: apply(to: &content)
        case .scrollIndicators: apply(to: &indicators)
        }
    }
}

private struct ContentMarginsKey: EnvironmentKey {
    static let defaultValue = ContentMargins()
}

extension EnvironmentValues {
    /// The margins the next scroll views inside take (they take them out of their content's
    /// environment, so scroll views nested in their content do not add them again).
    var contentMargins: ContentMargins {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }
}

extension View {
    /// Insets the content of scroll views inside this view (`ScrollView`, `List`) by `insets` on
    /// `edges`, inside the scroll view: the margin scrolls with the content, so the first row
    /// starts below it and the last one can scroll up to it, where `padding` outside the scroll
    /// view would shrink the visible area. SwiftUI's `contentMargins(_:_:for:)`.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment { $0.contentMargins.set(edges, insets, for: placement) }
    }

    /// Insets the content of scroll views inside by `length` points on `edges` (16, the system
    /// margin, when `nil`).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double?,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(edges, EdgeInsets(.all, length ?? defaultPadding), for: placement)
    }

    /// Insets the content of scroll views inside by `length` points on every edge.
    public func contentMargins(_ length: Double, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}
