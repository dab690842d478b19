/// Namespace of SwiftUI's `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarItem {
    /// How a navigation title shows: SwiftUI's `NavigationBarItem.TitleDisplayMode`.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Inherit from the previous screen; large on a stack's root screen.
        case automatic
        /// A 17-point semibold title centred in the 44-point bar.
        case inline
        /// A 34-point bold title below the bar, at the leading margin.
        case large
    }
}

/// iOS 17's `ToolbarTitleDisplayMode` (`.toolbarTitleDisplayMode(.inline)`).
public enum ToolbarTitleDisplayMode: Hashable, Sendable {
    case automatic, inline, large, inlineLarge

    var navigationMode: NavigationBarItem.TitleDisplayMode {
        switch self {
        case .automatic: .automatic
        case .inline: .inline
        case .large, .inlineLarge: .large
        }
    }
}

extension View {
    /// Sets the title of the navigation screen this view is the content of.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        let text = Text(title)
        return navigationPreference { if $0.title == nil { $0.title = text } }
    }

    /// Sets the title of the navigation screen as a text view (its font and colour are the bar's).
    public func navigationTitle(_ title: Text) -> some View {
        navigationPreference { if $0.title == nil { $0.title = title } }
    }

    /// Sets how the screen's title shows: large below the bar or inline in it.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationPreference { if $0.displayMode == nil { $0.displayMode = displayMode } }
    }

    /// Sets how the screen's title shows (iOS 17's spelling).
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.navigationMode)
    }

    /// Sets the screen's title and how it shows (SwiftUI's older spelling).
    public func navigationBarTitle<S: StringProtocol>(_ title: S,
                                                      displayMode: NavigationBarItem.TitleDisplayMode = .automatic)
        -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the screen's title (SwiftUI's older spelling).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic)
        -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Hides the back button of a pushed screen.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        navigationPreference { $0.backButtonHidden = $0.backButtonHidden || hidesBackButton }
    }

    /// Hides the navigation bar (SwiftUI's older spelling of `.toolbar(.hidden, for: .navigationBar)`).
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        navigationPreference { if hidden { $0.barVisibility = .hidden } }
    }
}

/// The appearance preferences of a screen that reach the whole window in SwiftUI: the colour
/// scheme applies to the modified view and, inside a navigation stack, to its bar and background.
struct PreferredColorSchemeModifier: ViewModifier, PrimitiveModifier {
    let colorScheme: ColorScheme?

    func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode] {
        guard let colorScheme else { return resolveNodes(content, in: context) }
        if let collector = context.environment.navigationCollector, collector.preferredColorScheme == nil {
            collector.preferredColorScheme = colorScheme
        }
        var context = context
        context.environment.colorScheme = colorScheme
        return resolveNodes(content, in: context)
    }
}
