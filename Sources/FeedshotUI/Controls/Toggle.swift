/// A control that switches between on and off: SwiftUI's `Toggle`.
///
/// It draws in the innermost ``ToggleStyle`` set around it (`.toggleStyle(_:)`), by default the
/// iOS switch (``SwitchToggleStyle``): the label at the leading edge and the switch at the
/// trailing edge, so a toggle takes the whole width it is offered (its row, in a list).
/// `.labelsHidden()` draws the switch alone. The binding is read to draw the state; in a live
/// ``ViewHost`` a tap on the switch flips it. In a right-to-left layout the row mirrors: the
/// label at the right, the switch at the trailing edge, which is the left, its thumb at the left
/// when on (Apple's HIG, "Right to left", flips switches, which show their state by the side
/// the accent colour is on).
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: AnyView
    @Environment(\.toggleStyles) private var styles

    /// A toggle showing `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = AnyView(label())
    }

    public var body: some View {
        let configuration = ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label(content: label), isOn: isOn)
        return styles.styledBody(configuration, restore: { $0.toggleStyles = $1 }) {
            AnyView(DefaultToggleStyle().makeBody(configuration: configuration))
        }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle made from a style's configuration: drawn in the style outside the one whose body
    /// creates it.
    public init(_ configuration: ToggleStyleConfiguration) {
        isOn = configuration.$isOn
        label = AnyView(configuration.label)
    }
}

extension Toggle where Label == Text {
    /// A toggle with a text label.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == FeedshotUI.Label<Text, Image> {
    /// A toggle with a text label beside a symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { FeedshotUI.Label(title, systemImage: systemImage) }
    }
}

extension View {
    /// Hides the labels of controls inside the view (a toggle draws only its switch).
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}

private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether controls inside hide their labels (`labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

/// The switch of a toggle, as one leaf.
struct SwitchView: View, PrimitiveView {
    let isOn: Bool
    var tint: Color? = nil

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [ViewNode(behavior: LeafBehavior(SwitchLeaf(isOn: isOn, tint: tint)), environment: context.environment)]
    }
}

/// An iOS switch: a 51 × 31-point track with a 27-point thumb inset 2 points (UISwitch's frame
/// and thumb as UIKit lays them out, e.g. the view dump in "Hacking UISwitch", c4ios.com). On, the
/// track is the tint when one is set, else the system green; off, the secondary system fill.
struct SwitchLeaf: LeafContent {
    static let size = Size(width: 51, height: 31)
    static let thumbInset = 2.0

    let isOn: Bool
    /// The track's colour when on, from ``SwitchToggleStyle/init(tint:)`` (else the tint).
    var tint: Color? = nil

    var kindName: String { "Toggle" }

    func dumpProperties(environment: EnvironmentValues) -> [(String, String)] {
        [("isOn", "\(isOn)")]
    }

    func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues, pass: LayoutPass) -> Size {
        Self.size
    }

    var drawingOutset: Double { 2 }

    func draw(in frame: Rect, proposal: ProposedViewSize, environment: EnvironmentValues, context: DrawContext) {
        let rect = context.pixelAligned(frame)
        let track: ResolvedStyle = isOn
            ? (tint?.resolved(in: environment) ?? environment.tintStyle?.resolved(in: environment)
                ?? Color.green.resolved(in: environment))
            : Color.secondarySystemFill.resolved(in: environment)
        context.canvas.fill(Path(capsuleIn: rect), with: track.paint(in: rect))
        let diameter = rect.height - 2 * Self.thumbInset
        // On, the thumb sits at the trailing end: the right, or the left in a right-to-left layout.
        let atRight = isOn == (environment.layoutDirection == .leftToRight)
        let x = atRight ? rect.maxX - Self.thumbInset - diameter : rect.minX + Self.thumbInset
        let thumb = Rect(x: x, y: rect.minY + Self.thumbInset, width: diameter, height: diameter)
        // UIKit lifts the thumb with a soft shadow; a faint ring and offset disc stand in for it.
        let shadow = thumb.offsetBy(dx: 0, dy: 1).insetBy(dx: -0.5, dy: -0.5)
        context.canvas.fill(Path(circleIn: shadow), with: .solid(RGBAColor(red8: 0, green: 0, blue: 0, alpha: 20)))
        context.canvas.fill(Path(circleIn: thumb), with: .solid(.white))
    }
}
