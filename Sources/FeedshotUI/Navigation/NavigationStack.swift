/// A stack of navigation screens drawn as one frame: SwiftUI's `NavigationStack`.
///
/// The stack fills the space it is offered (the safe area, as a root view) and draws its top
/// screen: the system background, the screen's content below the navigation bar (the content's
/// safe area starts below the bar, and backgrounds that ignore the safe area extend under the
/// transparent bar to the screen's top, as on iOS), and the bar with the screen's title and
/// toolbar items (see ``NavigationBarMetrics``).
///
/// The top screen is the root, unless a path is given (`NavigationStack(path:)`: the screen
/// for the path's last value, built by `navigationDestination(for:)`), a destination is
/// presented (`navigationDestination(isPresented:)`), or a back title is given
/// (`NavigationStack(backTitle:)`, a Feedshot addition that draws the root as a pushed screen).
/// A pushed screen shows a back chevron with the previous screen's title.
public struct NavigationStack<Root: View>: View, PrimitiveView {
    let root: Root
    let path: NavigationPath
    let backTitle: String?

    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = NavigationPath()
        backTitle = nil
    }

    /// A stack whose screens are `root` followed by the destinations of `path`'s values.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = path.wrappedValue
        backTitle = nil
    }

    /// A stack whose screens are `root` followed by the destinations of `path`'s values.
    public init<Data: RandomAccessCollection>(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data.Element: Hashable {
        self.root = root()
        self.path = NavigationPath(path.wrappedValue)
        backTitle = nil
    }

    /// Draws `root` as a screen pushed from a screen titled `backTitle`: with a back button, and
    /// an inline or large title as the screen asks (large by default, as SwiftUI inherits it
    /// from a large-titled root). A Feedshot addition, for rendering a destination on its own.
    public init(backTitle: String, @ViewBuilder root: () -> Root) {
        self.root = root()
        path = NavigationPath()
        self.backTitle = backTitle
    }

    public var body: Never { primitiveBody(Self.self) }

    /// One resolved screen.
    struct Screen {
        let collector: NavigationCollector
        let node: ViewNode
    }

    private func resolveScreen<V: View>(_ view: V, collector: NavigationCollector, in context: ResolveContext) -> Screen {
        var context = context.forContainer(orientation: nil)
        context.environment.navigationCollector = collector
        context.environment.isListContent = false
        let node = resolveSingleNode(view, in: context) { nodes, context in
            ViewNode(behavior: LayoutBehavior(VStackLayout(), name: "VStack", properties: { $0.dumpProperties }),
                     children: nodes, environment: context.environment)
        }
        return Screen(collector: collector, node: node)
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        var screens = [resolveScreen(root, collector: NavigationCollector(), in: context)]
        // The window's colour scheme, once the root has asked for one, applies to every screen.
        var screenContext = context
        if let scheme = screens[0].collector.preferredColorScheme { screenContext.environment.colorScheme = scheme }
        for value in path.elements {
            let previous = screens[screens.count - 1].collector
            guard let builder = previous.destinations[ObjectIdentifier(type(of: value.base))],
                  let view = builder.view(for: value) else { break }
            screens.append(resolveScreen(view, collector: NavigationCollector(inheriting: previous), in: screenContext))
        }
        // Presented destinations, at most a few deep (each may present the next).
        while screens.count < 32, let presented = screens[screens.count - 1].collector.presented {
            let previous = screens[screens.count - 1].collector
            screens.append(resolveScreen(presented, collector: NavigationCollector(inheriting: previous),
                                         in: screenContext))
        }
        return [NavigationChrome(screens: screens, backTitle: backTitle, context: context).makeNode()]
    }
}

/// The older name of a navigation stack: SwiftUI's deprecated `NavigationView`, drawn as a
/// ``NavigationStack``.
public struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation view showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        NavigationStack { content }
    }
}

/// How a navigation view lays out columns: accepted for compatibility (iPhone shows a stack).
public struct StackNavigationViewStyle: Sendable {
    /// The stack style.
    public init() {}
    /// The stack style.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension View {
    /// Sets how navigation views lay out columns: iPhone always shows a stack.
    public func navigationViewStyle(_ style: StackNavigationViewStyle) -> some View {
        self
    }
}
