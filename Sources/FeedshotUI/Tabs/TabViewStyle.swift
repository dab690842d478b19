/// How a ``TabView`` shows its tabs: SwiftUI's `TabViewStyle`. Feedshot has the two iPhone
/// styles, ``DefaultTabViewStyle`` (a tab bar) and ``PageTabViewStyle`` (swiped pages).
public protocol TabViewStyle: Sendable {
    /// The style's kind, read by ``TabView``.
    var _kind: TabViewStyleKind { get }
}

/// The styles Feedshot draws (for ``TabViewStyle`` conformances; not for app code).
public enum TabViewStyleKind: Sendable, Hashable {
    /// A tab bar along the bottom.
    case automatic
    /// Horizontally paged tabs with an index display.
    case page(PageTabViewStyle.IndexDisplayMode)
}

/// The platform's default: on iPhone, a tab bar along the bottom edge.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The default style.
    public init() {}
    /// A tab bar.
    public var _kind: TabViewStyleKind { .automatic }
}

/// Tabs as pages swiped horizontally, with a row of dots marking the current page.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show.
    public struct IndexDisplayMode: Sendable, Hashable {
        enum Kind: Hashable { case automatic, always, never }
        let kind: Kind
        /// With more than one page.
        public static let automatic = IndexDisplayMode(kind: .automatic)
        /// Always, even for a single page.
        public static let always = IndexDisplayMode(kind: .always)
        /// Never.
        public static let never = IndexDisplayMode(kind: .never)
    }

    /// When the dots show.
    public var indexDisplayMode: IndexDisplayMode

    /// Paged tabs whose dots show per `indexDisplayMode`.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    /// Paged tabs.
    public var _kind: TabViewStyleKind { .page(indexDisplayMode) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The default style (a tab bar on iPhone).
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Paged tabs, dots shown with more than one page.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Paged tabs with dots shown per `indexDisplayMode`.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

private struct TabViewStyleKey: EnvironmentKey {
    static let defaultValue = TabViewStyleKind.automatic
}

extension EnvironmentValues {
    /// The style of the tab views inside.
    var tabViewStyleKind: TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
}

/// A tab's tab-bar label (``View/tabItem(_:)``), kept on its node as a trait.
struct TabItemTrait: Sendable {
    let label: AnyView
}

extension View {
    /// Sets the style of the tab views inside.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let kind = style._kind
        return transformEnvironment { $0.tabViewStyleKind = kind }
    }

    /// The label of this tab in its ``TabView``'s tab bar: a `Label`, or an `Image` and a `Text`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(ListTraitModifier(key: ObjectIdentifier(TabItemTrait.self), value: TabItemTrait(label: AnyView(label()))))
    }

}
