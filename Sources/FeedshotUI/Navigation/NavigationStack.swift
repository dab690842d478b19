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
    /// Pushes a value onto the bound path (returns whether it could), and pops its last value
    /// (live hosts: navigation links and the back button).
    let pathEditor: UncheckedSendableBox<NavigationPathEditor?>

    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = NavigationPath()
        backTitle = nil
        pathEditor = UncheckedSendableBox(value: nil)
    }

    /// A stack whose screens are `root` followed by the destinations of `path`'s values.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = path.wrappedValue
        backTitle = nil
        pathEditor = UncheckedSendableBox(value: NavigationPathEditor(
            append: { value in path.wrappedValue.append(value); return true },
            removeLast: { path.wrappedValue.removeLast($0) }))
    }

    /// A stack whose screens are `root` followed by the destinations of `path`'s values.
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = NavigationPath(path.wrappedValue)
        backTitle = nil
        pathEditor = UncheckedSendableBox(value: NavigationPathEditor(
            append: { value in
                guard let element = value.base as? Data.Element else { return false }
                path.wrappedValue.append(element)
                return true
            },
            removeLast: { path.wrappedValue.removeLast(Swift.min($0, path.wrappedValue.count)) }))
    }

    /// Draws `root` as a screen pushed from a screen titled `backTitle`: with a back button, and
    /// an inline or large title as the screen asks (large by default, as SwiftUI inherits it
    /// from a large-titled root). A Feedshot addition, for rendering a destination on its own.
    public init(backTitle: String, @ViewBuilder root: () -> Root) {
        self.root = root()
        path = NavigationPath()
        self.backTitle = backTitle
        pathEditor = UncheckedSendableBox(value: nil)
    }

    public var body: Never { primitiveBody(Self.self) }

    /// One resolved screen.
    struct Screen {
        let collector: NavigationCollector
        let node: ViewNode
        /// Pops the screen (its back button and `dismiss`); `nil` for the root.
        var dismiss: (@Sendable () -> Void)?
    }

    private func resolveScreen<V: View>(_ view: V, index: Int, collector: NavigationCollector,
                                        dismiss: (@Sendable () -> Void)? = nil, in context: ResolveContext) -> Screen {
        // Each screen is its own part of the stack's identity, so that a pushed screen is a new
        // view (with its own state) even when it is of the same type as the one below.
        var context = context.child(.part(index)).forContainer(orientation: nil)
        context.environment.navigationCollector = collector
        context.environment.isListContent = false
        if let dismiss {
            context.environment.dismissAction = DismissAction(action: dismiss)
            // A pushed screen is presented (`isPresented`, `presentationMode`).
            context.environment.isPresented = true
        }
        let node = resolveSingleNode(view, in: context) { nodes, context in
            ViewNode(behavior: LayoutBehavior(VStackLayout(), name: "VStack", properties: { $0.dumpProperties }),
                     children: nodes, environment: context.environment)
        }
        // A live host tells screens apart by identity: a pushed screen comes (and the one it
        // covers goes) with the push transition, even when its views are of the same types.
        if context.graph != nil, node.identity == nil { node.identity = context.identity }
        return Screen(collector: collector, node: node, dismiss: dismiss)
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        // In a live host the stack keeps what links pushed without a bound path, and gives its
        // screens the actions that push and pop.
        var context = context
        var pushed = [NavigationEntry]()
        var actions: NavigationActions?
        if let graph = context.graph {
            let storage = graph.storedValue(owner: context.identity, slot: 0, initial: [NavigationEntry]())
            pushed = storage.value
            actions = NavigationActions(storage: storage, pathEditor: pathEditor.value, pathCount: path.count)
            context.environment.navigationActions = actions
        }
        var screens = [resolveScreen(root, index: 0, collector: NavigationCollector(), in: context)]
        // The window's colour scheme, once the root has asked for one, applies to every screen.
        var screenContext = context
        if let scheme = screens[0].collector.preferredColorScheme { screenContext.environment.colorScheme = scheme }
        entries: for entry in path.elements.map(NavigationEntry.value) + pushed {
            let previous = screens[screens.count - 1].collector
            let view: AnyView
            switch entry {
            case .value(let value):
                guard let builder = previous.destinations[ObjectIdentifier(type(of: value.base))],
                      let built = builder.view(for: value) else { break entries }
                view = built
            case .view(let destination):
                view = destination.value
            }
            let index = screens.count
            var dismiss: (@Sendable () -> Void)?
            if let actions { dismiss = { actions.pop(to: index) } }
            screens.append(resolveScreen(view, index: index, collector: NavigationCollector(inheriting: previous),
                                         dismiss: dismiss, in: screenContext))
        }
        // Presented destinations, at most a few deep (each may present the next).
        while screens.count < 32, let presented = screens[screens.count - 1].collector.presented {
            let previous = screens[screens.count - 1].collector
            screens.append(resolveScreen(presented, index: screens.count, collector: NavigationCollector(inheriting: previous),
                                         dismiss: previous.dismissPresented, in: screenContext))
        }
        return [NavigationChrome(screens: screens, backTitle: backTitle, context: context).makeNode()]
    }
}

/// The older name of a navigation stack: SwiftUI's deprecated `NavigationView`, drawn as a
/// ``NavigationStack``. Several views in it are columns (a sidebar and a detail): an iPhone in
/// portrait shows the first as the stack's root, and so does Feedshot.
public struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation view showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        NavigationStack { NavigationFirstColumn(content: content) }
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
