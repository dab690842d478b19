import Geometry

/// Views shown one at a time, chosen with a tab bar or by swiping pages: SwiftUI's `TabView`.
///
/// ```swift
/// TabView(selection: $tab) {
///     FeedScreen().tabItem { Label("Feed", systemImage: "house") }.tag(Tab.feed)
///     SettingsScreen().tabItem { Label("Settings", systemImage: "gear") }.tag(Tab.settings)
/// }
/// ```
///
/// Each view of the content is a tab, identified by its ``View/tag(_:)`` (untagged tabs by their
/// position, 0 first). The default style shows the selected tab above a tab bar of the tabs'
/// ``View/tabItem(_:)`` labels; a tap on an item selects its tab. With
/// `.tabViewStyle(.page)` the tabs are pages side by side in a horizontal paging scroll view
/// (the Paging module's physics, see ``ScrollView``), with a row of page dots; swiping
/// selects the page that comes to rest. The other tabs keep their state while hidden.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    /// The selected tag when no binding is given.
    @State private var ownSelection: TabTag?

    /// Tabs selected through `selection` (the tag of the shown tab).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// The view: the tabs with one selection, the binding's or the view's own.
    public var body: some View {
        TabViewCore(selection: selectionBinding, content: content)
    }

    /// The selection as a tag: reads and writes `selection` when given (a tag of another type
    /// is ignored, as SwiftUI ignores it), else the view's own state.
    private var selectionBinding: Binding<TabTag?> {
        let own = $ownSelection
        guard let selection else { return own }
        // Unchecked closures: the binding is read and written on the host's thread only.
        return Binding(unsafeGet: { TabTag(selection.wrappedValue) }, set: { tag in
            if let value = tag?.value.base as? SelectionValue { selection.wrappedValue = value }
        })
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs with their own selection, starting on the first.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// A tab's tag, type-erased (`AnyHashable` values only move between views on the host's thread).
struct TabTag: Hashable, @unchecked Sendable {
    let value: AnyHashable

    init(_ value: some Hashable) {
        self.value = AnyHashable(value)
    }
}

/// The tab view proper: resolves the tabs to read their tags and items, then builds the style's
/// screen around them.
struct TabViewCore<Content: View>: View, PrimitiveView {
    let selection: Binding<TabTag?>
    let content: Content

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let nodes = resolveNodes(content, in: context.child(.part(0)))
        let tabs = nodes.enumerated().map { index, node in
            TabPage(node: PrebuiltNodes(node),
                    tag: node.tag.map { TabTag($0.value) } ?? TabTag(index),
                    item: (node.trait(TabItemTrait.self) as? TabItemTrait)?.label,
                    badge: (node.trait(BadgeTrait.self) as? BadgeTrait)?.label)
        }
        let selected = selection.wrappedValue.flatMap { tag in tabs.firstIndex { $0.tag == tag } } ?? 0
        let screen: AnyView
        switch context.environment.tabViewStyleKind {
        case .automatic:
            screen = AnyView(TabBarScreen(tabs: tabs, selected: selected, selection: selection))
        case .page(let mode):
            screen = AnyView(PageTabScreen(tabs: tabs, selected: selected, selection: selection,
                                           indexDisplayMode: mode, isLive: context.graph != nil))
        }
        return resolveNodes(screen, in: context.child(.part(1)))
    }
}

/// One tab as resolved: its nodes, tag and tab-bar label.
struct TabPage: Sendable {
    let node: PrebuiltNodes
    let tag: TabTag
    let item: AnyView?
    /// The tab's badge (``View/badge(_:)-(Int)``), if any.
    var badge: Text? = nil
}

/// The default style: the selected tab filling the space above a tab bar, on the system
/// background.
struct TabBarScreen: View {
    let tabs: [TabPage]
    let selected: Int
    let selection: Binding<TabTag?>

    var body: some View {
        VStack(spacing: 0) {
            if tabs.indices.contains(selected) {
                tabs[selected].node.frame(maxWidth: .infinity, maxHeight: .infinity)
            } else {
                Color.clear
            }
            TabBar(tabs: tabs, selected: selected, selection: selection)
        }
        // Each tab is a hosted screen on the system background (white, black in dark mode),
        // reaching under the status bar, as UITabBarController's child views are.
        .background(Color.systemBackground)
    }
}

/// The page style: the tabs side by side in a horizontal paging scroll view whose position is
/// the selection (the page under the viewport's centre), with page dots over the bottom. A still
/// render shows the selected page.
struct PageTabScreen: View {
    let tabs: [TabPage]
    let selected: Int
    let selection: Binding<TabTag?>
    let indexDisplayMode: PageTabViewStyle.IndexDisplayMode
    let isLive: Bool

    var body: some View {
        ZStack(alignment: .bottom) {
            if isLive {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 0) {
                        ForEach(0..<tabs.count, id: \.self) { index in
                            tabs[index].node.containerRelativeFrame([.horizontal, .vertical])
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.paging)
                .scrollPosition(id: pagePosition, anchor: .center)
                .scrollIndicators(.hidden)
            } else if tabs.indices.contains(selected) {
                tabs[selected].node.frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            if showsDots {
                PageDots(count: tabs.count, current: selected)
            }
        }
    }

    /// Whether the dots show: always with `.always`, never with `.never`, and with more than one
    /// page otherwise (SwiftUI's automatic mode).
    private var showsDots: Bool {
        switch indexDisplayMode.kind {
        case .always: true
        case .never: false
        case .automatic: tabs.count > 1
        }
    }

    /// The scroll position as a page index: the selected tab's, and a page coming to the centre
    /// selects its tab.
    private var pagePosition: Binding<Int?> {
        let selection = selection
        let tags = tabs.map(\.tag)
        return Binding(get: { selection.wrappedValue.flatMap { tags.firstIndex(of: $0) } ?? 0 },
                       set: { index in
                           if let index, tags.indices.contains(index), selection.wrappedValue != tags[index] {
                               selection.wrappedValue = tags[index]
                           }
                       })
    }
}
