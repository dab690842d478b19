/// How a button looks: SwiftUI's `ButtonStyle`. Write your own by building a view from the
/// configuration's label; apply one with `.buttonStyle(_:)`.
public protocol ButtonStyle: Sendable {
    /// The view a button in this style becomes.
    associatedtype Body: View
    /// The properties of the button being styled.
    typealias Configuration = ButtonStyleConfiguration
    /// The button's view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a button a ``ButtonStyle`` styles: SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration: Sendable {
    /// The button's label, as a view.
    public struct Label: View, PrimitiveView {
        let content: AnyView

        init(_ content: AnyView) {
            self.content = content
        }

        public var body: Never { primitiveBody(Self.self) }

        func makeNodes(in context: ResolveContext) -> [ViewNode] {
            resolveNodes(content, in: context)
        }
    }

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the button is being pressed: never, in a still frame.
    public let isPressed: Bool
}

/// A type-erased button style, as the environment stores it.
struct AnyButtonStyle: Sendable {
    private let make: @Sendable (ButtonStyleConfiguration) -> AnyView

    init<S: ButtonStyle>(_ style: S) {
        make = { AnyView(style.makeBody(configuration: $0)) }
    }

    func makeBody(_ configuration: ButtonStyleConfiguration) -> AnyView { make(configuration) }
}

private struct ButtonStyleKey: EnvironmentKey {
    static let defaultValue: AnyButtonStyle? = nil
}

extension EnvironmentValues {
    /// The style buttons inside use (`nil`: the automatic, borderless style).
    var buttonStyle: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of buttons inside the view.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        let erased = AnyButtonStyle(style)
        return transformEnvironment { $0.buttonStyle = erased }
    }
}

/// The colour of a button's label: red when destructive, else the tint.
func buttonForeground(role: ButtonRole?) -> AnyShapeStyle {
    role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
}

/// The platform's default: on iOS, borderless (SwiftUI's `DefaultButtonStyle`, `.automatic`).
public struct DefaultButtonStyle: ButtonStyle {
    /// The default style.
    public init() {}

    /// The label in the tint colour (red when destructive).
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundStyle(buttonForeground(role: configuration.role))
    }
}

/// The label alone, without tint or decoration: SwiftUI's `PlainButtonStyle` (`.plain`).
public struct PlainButtonStyle: ButtonStyle {
    /// The plain style.
    public init() {}

    /// The label as it is.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

/// The label in the tint colour, without a background: SwiftUI's `BorderlessButtonStyle`.
public struct BorderlessButtonStyle: ButtonStyle {
    /// The borderless style.
    public init() {}

    /// The label in the tint colour (red when destructive).
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundStyle(buttonForeground(role: configuration.role))
    }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default style (borderless on iOS).
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// The label alone.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the tint colour.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
