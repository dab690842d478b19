/// What a button does to the data it acts on: SwiftUI's `ButtonRole`. A destructive button draws
/// in red.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// Deletes or discards data.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}

/// A control that performs an action: SwiftUI's `Button`.
///
/// The button draws its label in its ``ButtonStyle`` (the environment's, set with
/// `.buttonStyle(_:)`; by default borderless: the label in the tint colour, red for a destructive
/// role). In a live ``ViewHost`` a finger on the button shows it pressed (the style's
/// `configuration.isPressed`) and lifting it there runs the action; inside `disabled(true)` it
/// does nothing. A still render never runs the action.
public struct Button<Label: View>: View, PrimitiveView {
    let label: Label
    let role: ButtonRole?
    /// Runs on the host's thread only, so it need not be `Sendable`.
    let action: UncheckedSendableBox<() -> Void>

    /// A button showing `label`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        role = nil
        self.action = UncheckedSendableBox(value: action)
    }

    /// A button with a role showing `label`.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = UncheckedSendableBox(value: action)
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let isPressed = context.graph?.interaction.isPressed(context.identity) ?? false
        let configuration = ButtonStyleConfiguration(role: role, label: .init(AnyView(label)), isPressed: isPressed)
        let style = context.environment.buttonStyle ?? AnyButtonStyle(DefaultButtonStyle())
        // A custom style's `@Environment` properties read the button's environment.
        let body = EnvironmentValues.$current.withValue(context.environment) { style.makeBody(configuration) }
        var nodes = resolveNodes(body, in: context)
        if nodes.count > 1 {
            nodes = [ViewNode(behavior: LayoutBehavior(HStackLayout(), name: "HStack", properties: { $0.dumpProperties }),
                              children: nodes, environment: context.environment)]
        }
        if context.graph != nil, context.environment.isEnabled {
            var action = self.action.value
            // An alert's or dialog's buttons dismiss it, then run their action.
            if let dismiss = context.environment.buttonDismissal {
                let own = action
                action = { dismiss(); own() }
            }
            // A dialog's cancel also runs on a tap outside the dialog.
            if role == .cancel, let sink = context.environment.cancelActionSink, sink.action == nil {
                sink.action = action
            }
            for node in nodes { node.attachControlAction(pressedIdentity: context.identity, action) }
        }
        return nodes
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a role and a text label.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}
