/// What the views of one navigation screen ask of their stack: the title and how it shows, bar
/// items, the bar's background and colour scheme, the destinations values lead to. Modifiers
/// write it while the screen's content is resolved (SwiftUI passes these up as preferences);
/// the stack reads it to draw the bar.
final class NavigationCollector: @unchecked Sendable {
    // Unchecked: one render resolves one screen on one thread.
    var title: Text?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var toolbarContent: [AnyView] = []
    var backButtonHidden = false
    var barBackground: AnyShapeStyle?
    var barBackgroundVisibility = Visibility.automatic
    var barColorScheme: ColorScheme?
    var barVisibility = Visibility.automatic
    var preferredColorScheme: ColorScheme?
    /// Views for values pushed on a path, by the value's type.
    var destinations: [ObjectIdentifier: any NavigationDestinationBuilder] = [:]
    /// A destination presented with `navigationDestination(isPresented:)` or `(item:)`.
    var presented: AnyView?
    /// Takes the presented destination away (sets its binding to false or `nil`): its back
    /// button and its `dismiss` action.
    var dismissPresented: (@Sendable () -> Void)?
    /// The screen's first vertical scroll view in a live host: the bar shows its background once
    /// this content scrolls under it.
    private(set) var contentScrollView: ScrollState?

    /// Makes `state` the screen's content scroll view, unless one came first.
    func adoptContentScrollView(_ state: ScrollState) {
        if contentScrollView == nil { contentScrollView = state }
    }

    init(inheriting parent: NavigationCollector? = nil) {
        if let parent { destinations = parent.destinations }
    }
}

private struct NavigationCollectorKey: EnvironmentKey {
    static var defaultValue: UncheckedSendableBox<NavigationCollector>? { nil }
}

extension EnvironmentValues {
    /// The collector of the navigation screen being resolved (`nil` outside a stack).
    var navigationCollector: NavigationCollector? {
        get { self[NavigationCollectorKey.self]?.value }
        set { self[NavigationCollectorKey.self] = newValue.map(UncheckedSendableBox.init) }
    }
}

/// A modifier that tells the enclosing navigation stack something about its screen, then
/// resolves its content unchanged. Outside a stack it does nothing.
struct NavigationPreferenceModifier: ViewModifier, PrimitiveModifier {
    let write: @Sendable (NavigationCollector) -> Void

    func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode] {
        if let collector = context.environment.navigationCollector { write(collector) }
        return resolveNodes(content, in: context)
    }
}

extension View {
    func navigationPreference(_ write: @escaping @Sendable (NavigationCollector) -> Void) -> some View {
        modifier(NavigationPreferenceModifier(write: write))
    }
}
