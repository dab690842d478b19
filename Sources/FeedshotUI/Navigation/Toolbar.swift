/// Where a toolbar item goes: SwiftUI's `ToolbarItemPlacement`. In the navigation bar, leading
/// placements sit at the leading margin, trailing ones (and `.automatic`, `.primaryAction`) at
/// the trailing margin, `.principal` replaces the inline title. Bottom-bar, status and keyboard
/// items are accepted and not drawn (Feedshot draws no bottom toolbar).
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable { case leading, trailing, principal, hidden }
    let slot: Slot

    /// The platform's choice: trailing in the navigation bar.
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    /// The primary action: trailing.
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    /// A confirming action (Done, Save): trailing.
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    /// A cancelling action: leading.
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    /// A destructive action: trailing.
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    /// The centre of the bar, instead of the title.
    public static let principal = ToolbarItemPlacement(slot: .principal)
    /// The bar's leading edge.
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The bar's trailing edge.
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The bar's leading edge (iOS 17's spelling).
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The bar's trailing edge (iOS 17's spelling).
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The bottom toolbar (not drawn).
    public static let bottomBar = ToolbarItemPlacement(slot: .hidden)
    /// The status area of the bottom toolbar (not drawn).
    public static let status = ToolbarItemPlacement(slot: .hidden)
    /// Above the keyboard (not drawn: Feedshot shows no keyboard).
    public static let keyboard = ToolbarItemPlacement(slot: .hidden)
}

/// Toolbar content: SwiftUI's `ToolbarContent`. Toolbar items are views here (the navigation bar
/// lays them out as views), so toolbar content is any view and its builder is the view builder:
/// `var items: some ToolbarContent { ToolbarItem { … } }` and `@ToolbarContentBuilder`
/// properties compile as written and go into `.toolbar { items }`.
public typealias ToolbarContent = View
/// Toolbar content that can be customized on iPadOS and macOS: the same as ``ToolbarContent``.
public typealias CustomizableToolbarContent = View
/// Builds toolbar content: SwiftUI's `ToolbarContentBuilder` (see ``ToolbarContent``).
public typealias ToolbarContentBuilder = ViewBuilder

/// Marks the node of a toolbar item with its placement.
struct ToolbarPlacementTrait: Sendable {
    let placement: ToolbarItemPlacement
}

/// One item of a toolbar: SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        toolbarNodes(content, placement: placement, in: context)
    }
}

extension ToolbarItem where ID == Void {
    /// An item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an identifier (for customizable toolbars) at `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several items at one placement: SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Items at `placement`, laid out in a row.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        toolbarNodes(content, placement: placement, in: context)
    }
}

/// The nodes of toolbar content, each marked with its placement.
private func toolbarNodes<Content: View>(_ content: Content, placement: ToolbarItemPlacement,
                                         in context: ResolveContext) -> [ViewNode] {
    let nodes = resolveNodes(content, in: context)
    nodes.forEach { $0.setTrait(ToolbarPlacementTrait.self, ToolbarPlacementTrait(placement: placement)) }
    return nodes
}

/// Which bar a toolbar modifier addresses: SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The bottom toolbar (not drawn).
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// The tab bar (not drawn).
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// Every bar.
    public static let automatic = ToolbarPlacement(name: "automatic")

    var includesNavigationBar: Bool { self == .navigationBar || self == .automatic }
}

extension View {
    /// Adds items to the navigation bar: `ToolbarItem`s and `ToolbarItemGroup`s at their
    /// placements, plain views (usually buttons) at the trailing edge.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let items = AnyView(content())
        return navigationPreference { $0.toolbarContent.append(items) }
    }

    /// Shows or hides bars: `.toolbar(.hidden, for: .navigationBar)` hides the navigation bar.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let navigationBar = bars.contains { $0.includesNavigationBar }
        return navigationPreference { if navigationBar { $0.barVisibility = visibility } }
    }

    /// Sets the navigation bar's background (shown when the content scrolls under the bar, or
    /// always with `toolbarBackground(.visible, for:)`).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let erased = AnyShapeStyle(style)
        let navigationBar = bars.contains { $0.includesNavigationBar }
        return navigationPreference { if navigationBar { $0.barBackground = erased } }
    }

    /// Shows or hides the navigation bar's background. At the top of the content iOS draws no
    /// background (the bar's scroll-edge appearance); `.automatic` shows it when the frame is
    /// scrolled (`scrollContentOffset` with a positive y around the stack), `.visible` always.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let navigationBar = bars.contains { $0.includesNavigationBar }
        return navigationPreference { if navigationBar { $0.barBackgroundVisibility = visibility } }
    }

    /// Sets the colour scheme of the navigation bar's title and items.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        let navigationBar = bars.contains { $0.includesNavigationBar }
        return navigationPreference { if navigationBar { $0.barColorScheme = colorScheme } }
    }

    /// Puts views at the bar's leading and trailing edges (SwiftUI's older spelling).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// Puts a view at the bar's trailing edge (SwiftUI's older spelling).
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }

    /// Puts a view at the bar's leading edge (SwiftUI's older spelling).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }
}
