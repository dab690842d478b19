/// Two or three columns of navigation: SwiftUI's `NavigationSplitView`. On an iPhone it
/// collapses to a navigation stack whose root is the sidebar, as iOS shows it: the detail is
/// pushed when a selection is made, which a still at launch has not. `NavigationSplitView(
/// columnVisibility:)`, column widths and styles are accepted.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar

    /// A three-column split view: a sidebar, a content column and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
                @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    /// A three-column split view with bound column visibility.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    public var body: some View {
        NavigationStack { sidebar }
    }
}

// The two-column initializers live in a constrained extension, as in SwiftUI, so that
// `NavigationSplitView { … } detail: { … }` infers `Content` as `EmptyView`.
extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view: a sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    /// A two-column split view with bound column visibility.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }
}

/// Which columns of a split view show: SwiftUI's `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// How a split view arranges its columns: SwiftUI's `NavigationSplitViewStyle` (accepted; an
/// iPhone shows a stack).
public protocol NavigationSplitViewStyle: Sendable {}

/// The automatic split view style.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The automatic style.
    public init() {}
}

/// A split view whose detail shrinks to fit the sidebar.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The balanced style.
    public init() {}
}

/// A split view whose detail keeps its size.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The prominent-detail style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The automatic style.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// The balanced style.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The prominent-detail style.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension View {
    /// Sets the split view style (accepted; an iPhone shows a stack).
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }

    /// Sets a split view column's width (accepted; an iPhone shows one column).
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }

    /// Sets a split view column's widths (accepted; an iPhone shows one column).
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        self
    }
}
