/// The measurements of an alert on an iPhone, after UIKit's `UIAlertController` in iOS 17:
/// 270 points wide (the width custom-alert write-ups measure, e.g. "The alert's width is limited
/// at 270 points", marpies.com), a 14-point corner radius, the title in 17-point semibold and the
/// message in 13-point regular, centred, 16 points from the sides and 19 from the top and the
/// buttons; 44-point buttons in 17-point text, divided by hairlines, two side by side (the
/// cancel button on the leading side) and three or more stacked (the cancel button last).
/// Apple publishes none of these numbers: the radius, paddings and button height are read off
/// iOS 17 renderings (inferred).
enum AlertMetrics {
    static let width = 270.0
    static let cornerRadius = 14.0
    static let horizontalPadding = 16.0
    static let verticalPadding = 19.0
    static let titleMessageSpacing = 2.0
    static let buttonHeight = 44.0
    static let fieldSpacing = 8.0
    /// The card's material: UIKit blurs what is behind an alert and tints it.
    static let background = Material.thick
}

/// Marks a resolved alert or dialog button with its role.
struct AlertActionTrait: Sendable {
    let role: ButtonRole?
}

/// The button style actions inside an alert or dialog resolve in: the label in the tint (red
/// when destructive, semibold when cancelling), centred, marked with its role.
struct AlertActionButtonStyle: ButtonStyle {
    let fontSize: Double

    func makeBody(configuration: Configuration) -> some View {
        AlertActionLabel(role: configuration.role, label: configuration.label, fontSize: fontSize)
    }
}

/// An action's label, as one node carrying ``AlertActionTrait``.
struct AlertActionLabel: View, PrimitiveView {
    let role: ButtonRole?
    let label: ButtonStyleConfiguration.Label
    let fontSize: Double

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let styled = label
            .font(.system(size: fontSize, weight: role == .cancel ? .semibold : .regular))
            .foregroundStyle(role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle()))
            .lineLimit(1)
        let node = resolveSingleNode(styled, in: context) { nodes, context in
            ViewNode(behavior: LayoutBehavior(HStackLayout(), name: "HStack", properties: { $0.dumpProperties }),
                     children: nodes, environment: context.environment)
        }
        node.setTrait(AlertActionTrait.self, AlertActionTrait(role: role))
        return [node]
    }
}

/// Splits an alert's or dialog's actions into buttons (with their roles) and other views.
struct ResolvedActions {
    var buttons: [(node: ViewNode, role: ButtonRole?)] = []
    var others: [ViewNode] = []

    init(actions: AnyView?, buttons values: [Alert.Button], fontSize: Double, in context: ResolveContext) {
        var inner = context.forContainer(orientation: .vertical)
        inner.environment.buttonStyle = AnyButtonStyle(AlertActionButtonStyle(fontSize: fontSize))
        // Tapping any of them ends the presentation (in a live host), as on iOS.
        inner.environment.buttonDismissal = context.environment.dismissAction
        if let actions {
            for node in resolveNodes(actions, in: inner) {
                if let trait = node.trait(AlertActionTrait.self) as? AlertActionTrait {
                    buttons.append((node, trait.role))
                } else {
                    others.append(node)
                }
            }
        }
        for (index, value) in values.enumerated() {
            // Each button is its own part (pressing one highlights it alone).
            let action = value.action.value
            let nodes = resolveNodes(Button(role: value.role, action: { action?() }) { value.label },
                                     in: inner.child(.part(index)))
            buttons += nodes.map { ($0, value.role) }
        }
    }

    /// The buttons in the order an alert or dialog shows them: cancel buttons moved to the end.
    var ordered: [(node: ViewNode, role: ButtonRole?)] {
        buttons.filter { $0.role != .cancel } + buttons.filter { $0.role == .cancel }
    }
}

/// An alert's card.
struct AlertCard: View, PrimitiveView {
    let alert: AlertContent

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        var actions = ResolvedActions(actions: alert.actions, buttons: alert.buttons, fontSize: 17, in: context)
        if actions.buttons.isEmpty {
            // SwiftUI adds an OK button to an alert without actions.
            actions = ResolvedActions(actions: AnyView(Button("OK", action: {})), buttons: [], fontSize: 17, in: context)
        }
        let ordered = actions.ordered
        let fields = actions.others
        let card = VStack(spacing: 0) {
            VStack(spacing: AlertMetrics.titleMessageSpacing) {
                alert.title.font(.system(size: 17, weight: .semibold))
                if let message = alert.message { message.font(.system(size: 13)) }
            }
            .multilineTextAlignment(.center)
            .frame(maxWidth: .infinity)
            .padding(.horizontal, AlertMetrics.horizontalPadding)
            .padding(.vertical, AlertMetrics.verticalPadding)
            if !fields.isEmpty {
                VStack(spacing: AlertMetrics.fieldSpacing) { PrebuiltNodes(fields) }
                    .font(.system(size: 13))
                    .textFieldStyle(.roundedBorder)
                    .padding(.horizontal, AlertMetrics.horizontalPadding)
                    .padding(.bottom, AlertMetrics.verticalPadding)
            }
            AlertButtons(buttons: ordered)
        }
        .frame(width: AlertMetrics.width)
        .background(AlertMetrics.background, in: RoundedRectangle(cornerRadius: AlertMetrics.cornerRadius, style: .continuous))
        return resolveNodes(card, in: context)
    }
}

/// An alert's buttons: two side by side (the cancel button leading), else stacked.
struct AlertButtons: View, PrimitiveView, @unchecked Sendable {
    // Unchecked: nodes of the render that made them.
    let buttons: [(node: ViewNode, role: ButtonRole?)]

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let height = AlertMetrics.buttonHeight
        func cell(_ node: ViewNode) -> some View {
            PrebuiltNodes(node).padding(.horizontal, 8).frame(maxWidth: .infinity).frame(height: height)
        }
        if buttons.count == 2 {
            // Side by side, the cancel button leading (UIKit's order for two actions).
            let pair = buttons[1].role == .cancel ? [buttons[1], buttons[0]] : buttons
            return resolveNodes(VStack(spacing: 0) {
                Hairline(axis: .horizontal)
                HStack(spacing: 0) {
                    cell(pair[0].node)
                    Hairline(axis: .vertical).frame(height: height)
                    cell(pair[1].node)
                }
            }, in: context)
        }
        var rows = [ViewNode]()
        for button in buttons {
            rows += resolveNodes(Hairline(axis: .horizontal), in: context)
            rows += resolveNodes(cell(button.node), in: context)
        }
        return resolveNodes(VStack(spacing: 0) { PrebuiltNodes(rows) }, in: context)
    }
}

/// A one-device-pixel line in the separator colour.
struct Hairline: View {
    let axis: Axis
    @Environment(\.displayScale) private var scale

    var body: some View {
        if axis == .horizontal {
            Rectangle().fill(Color.separator).frame(height: 1 / scale)
        } else {
            Rectangle().fill(Color.separator).frame(width: 1 / scale)
        }
    }
}
