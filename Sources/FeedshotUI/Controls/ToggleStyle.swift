/// How a toggle looks: SwiftUI's `ToggleStyle`. Write your own from the configuration's label and
/// `isOn` (a tap in a live host can flip it with `configuration.isOn.toggle()`); apply one with
/// `.toggleStyle(_:)`. Styles compose as SwiftUI's do: a `Toggle(configuration)` inside a style's
/// body draws in the style that was in effect outside it.
public protocol ToggleStyle: Sendable {
    /// The view a toggle in this style becomes.
    associatedtype Body: View
    /// The properties of the toggle being styled.
    typealias Configuration = ToggleStyleConfiguration
    /// The toggle's view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a toggle a ``ToggleStyle`` styles: SwiftUI's `ToggleStyleConfiguration`.
public struct ToggleStyleConfiguration: Sendable {
    /// The toggle's label, as a view.
    public struct Label: View, PrimitiveView {
        let content: AnyView

        public var body: Never { primitiveBody(Self.self) }

        func makeNodes(in context: ResolveContext) -> [ViewNode] {
            resolveNodes(content, in: context)
        }
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; setting it sets the toggle's binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ (never, for a single binding).
    public var isMixed: Bool

    init(label: Label, isOn: Binding<Bool>, isMixed: Bool = false) {
        self.label = label
        self._isOn = isOn
        self.isMixed = isMixed
    }
}

private struct ToggleStylesKey: EnvironmentKey {
    static let defaultValue: [ErasedStyle<ToggleStyleConfiguration>] = []
}

extension EnvironmentValues {
    /// The toggle styles set around a view, outermost first; the last one draws a toggle, and
    /// its body sees the ones before it (so a style can wrap the style outside it).
    var toggleStyles: [ErasedStyle<ToggleStyleConfiguration>] {
        get { self[ToggleStylesKey.self] }
        set { self[ToggleStylesKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of toggles inside the view.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let erased = ErasedStyle<ToggleStyleConfiguration> { AnyView(style.makeBody(configuration: $0)) }
        return transformEnvironment { $0.toggleStyles.append(erased) }
    }
}

/// The platform's default: the iOS switch (SwiftUI's `DefaultToggleStyle`, `.automatic`).
public struct DefaultToggleStyle: ToggleStyle {
    /// The default style.
    public init() {}

    /// The label at the leading edge and the switch at the trailing edge.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

/// The iOS switch: SwiftUI's `SwitchToggleStyle` (`.switch`). The label sits at the leading edge
/// and the switch at the trailing edge, so the toggle takes the whole width it is offered;
/// `.labelsHidden()` draws the switch alone. A tap on the switch flips it in a live host (the
/// label does not respond, as on iOS). `tint` colours the track when on.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?

    /// The switch style.
    public init() {
        tint = nil
    }

    /// The switch style with the track drawn in `tint` when on.
    public init(tint: Color) {
        self.tint = tint
    }

    /// The label and the switch.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleBody(configuration: configuration, tint: tint)
    }
}

private struct SwitchToggleBody: View {
    let configuration: ToggleStyleConfiguration
    let tint: Color?
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        if labelsHidden {
            toggleSwitch
        } else {
            HStack {
                configuration.label
                Spacer(minLength: 0)
                toggleSwitch
            }
        }
    }

    private var toggleSwitch: some View {
        let isOn = configuration.$isOn
        return SwitchView(isOn: isOn.wrappedValue, tint: tint)
            .modifier(ControlActionModifier { isOn.wrappedValue.toggle() })
    }
}

/// A toggle drawn as a button: SwiftUI's `ButtonToggleStyle` (`.button`). Off, the label in the
/// tint colour as a borderless button draws it; on, on a tinted rounded rectangle as a bordered
/// button draws it. A tap flips it.
public struct ButtonToggleStyle: ToggleStyle {
    /// The button style.
    public init() {}

    /// The label as a button that shows the state by its background.
    public func makeBody(configuration: Configuration) -> some View {
        let isOn = configuration.$isOn
        return Button { isOn.wrappedValue.toggle() } label: { configuration.label }
            .buttonStyle(ButtonToggleAppearance(isOn: configuration.isOn))
    }
}

/// The button look of ``ButtonToggleStyle``: bordered when on, borderless when off.
private struct ButtonToggleAppearance: ButtonStyle {
    let isOn: Bool

    func makeBody(configuration: Configuration) -> some View {
        if isOn {
            BorderedButtonStyle().makeBody(configuration: configuration)
        } else {
            BorderlessButtonStyle().makeBody(configuration: configuration)
        }
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's default (a switch on iOS).
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The iOS switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that is highlighted while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
