/// A control that pushes a destination onto the navigation stack: SwiftUI's `NavigationLink`.
///
/// A still frame shows the link, not the destination: in a `List` the label fills a row that
/// ends in a disclosure chevron; elsewhere the label draws like a button (in the tint colour,
/// or as it is under `.buttonStyle(.plain)`). Render a destination as its own screen with
/// `NavigationStack(path:)`, `navigationDestination(isPresented:)` or
/// `NavigationStack(backTitle:)`.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    let label: Label
    /// The value a value-based link appends to the stack's path.
    let value: AnyHashableBox?
    /// The screen a destination link pushes.
    var destination: UncheckedSendableBox<AnyView>?

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        // In a live host a tap pushes the destination (or the value) onto the enclosing stack.
        let push: () -> Void
        if context.graph != nil, let actions = context.environment.navigationActions {
            let entry: NavigationEntry? = destination.map { .view($0) } ?? value.map { .value($0.value) }
            push = { if let entry { actions.push(entry) } }
        } else {
            push = {}
        }
        guard context.environment.isListContent else {
            return resolveNodes(Button(action: push) { label }, in: context)
        }
        var inner = context
        inner.environment.isListContent = false
        let node = resolveSingleNode(label, in: inner) { nodes, context in
            ViewNode(behavior: LayoutBehavior(HStackLayout(), name: "HStack", properties: { $0.dumpProperties }),
                     children: nodes, environment: context.environment)
        }
        node.setTrait(NavigationLinkRowTrait.self, true)
        if context.graph != nil, context.environment.isEnabled { node.attachControlAction(pressedIdentity: nil, push) }
        return [node]
    }
}

/// Marks a navigation link's row, which a list ends with a disclosure chevron.
enum NavigationLinkRowTrait {}

/// A hashable value of any type, for value-based links and paths.
struct AnyHashableBox: @unchecked Sendable {
    // Unchecked: path values are read, never mutated, by one render.
    let value: AnyHashable
}

extension NavigationLink {
    /// A link to `destination` showing `label`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        value = nil
        self.destination = UncheckedSendableBox(value: AnyView(destination))
    }

    /// A link to the destination a closure builds, showing `label` (iOS 16's spelling).
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        value = nil
        self.destination = UncheckedSendableBox(value: AnyView(destination()))
    }

    /// A link whose destination shows while `isActive` is true (deprecated in SwiftUI).
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        value = nil
        self.destination = UncheckedSendableBox(value: AnyView(destination))
    }
}

extension NavigationLink where Label == Text {
    /// A link with a text label.
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link with a text label to the destination a closure builds.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that appends `value` to the stack's path; a `navigationDestination(for:)` builds
    /// its screen.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.value = value.map { AnyHashableBox(value: AnyHashable($0)) }
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A value-based link with a text label.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}
