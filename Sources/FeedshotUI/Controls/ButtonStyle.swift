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

extension View {
    /// A borderless button's label colour: red when destructive; else the foreground style set
    /// on the button or around it (`Button("Go") { }.foregroundColor(.white)` draws white, as
    /// in SwiftUI), and the tint when none is.
    func borderlessButtonForeground(role: ButtonRole?) -> some View {
        transformEnvironment { environment in
            if role == .destructive || environment.foregroundStyle == nil {
                environment.foregroundStyle = buttonForeground(role: role)
            }
        }
    }
}

/// The platform's default: on iOS, borderless (SwiftUI's `DefaultButtonStyle`, `.automatic`).
public struct DefaultButtonStyle: ButtonStyle {
    /// The default style.
    public init() {}

    /// The label in the tint colour (red when destructive) unless a foreground style is set,
    /// faded while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.borderlessButtonForeground(role: configuration.role)
            .modifier(PressedOpacityModifier(isPressed: configuration.isPressed, opacity: PressedOpacityModifier.borderless))
    }
}

/// The label alone, without tint or decoration: SwiftUI's `PlainButtonStyle` (`.plain`).
public struct PlainButtonStyle: ButtonStyle {
    /// The plain style.
    public init() {}

    /// The label as it is, slightly faded while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .modifier(PressedOpacityModifier(isPressed: configuration.isPressed, opacity: PressedOpacityModifier.plain))
    }
}

/// The label in the tint colour, without a background: SwiftUI's `BorderlessButtonStyle`.
public struct BorderlessButtonStyle: ButtonStyle {
    /// The borderless style.
    public init() {}

    /// The label in the tint colour (red when destructive) unless a foreground style is set,
    /// faded while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.borderlessButtonForeground(role: configuration.role)
            .modifier(PressedOpacityModifier(isPressed: configuration.isPressed, opacity: PressedOpacityModifier.borderless))
    }
}

/// How a built-in style shows a pressed button in a live host: the button drawn at `opacity`
/// while pressed. The node exists only in live hosts, so still renders keep their placed trees.
///
/// Apple publishes no numbers. A borderless (default) button turns almost transparent at once
/// when pressed and fades back with an animation when released (objc.io, "Reimplementing the
/// Default Button Style", 2024): 0.2, UIKit's highlighted system-button title alpha, at once;
/// back with the default animation (its curve is not published: inferred). The plain style's
/// change is "more subtle" there: 0.75, inferred. Bordered buttons dim as a whole: 0.7, inferred.
/// The change happens in its own transaction, whatever the button's action animates.
struct PressedOpacityModifier: ViewModifier, PrimitiveModifier {
    static let borderless = 0.2
    static let plain = 0.75
    static let bordered = 0.7

    let isPressed: Bool
    let opacity: Double

    func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode] {
        let nodes = resolveNodes(content, in: context)
        guard context.graph != nil else { return nodes }
        let effect = RenderEffect.opacity(isPressed ? opacity : 1)
        var transaction = Transaction(animation: isPressed ? nil : .default)
        transaction.disablesAnimations = isPressed
        return nodes.map { node in
            let wrapper = ViewNode(wrapping: node, behavior: EffectBehavior(effect), environment: context.environment)
            wrapper.identity = context.identity
            // The fade has its own transaction; the wrapper moves with the layout around it.
            wrapper.transaction = context.transaction
            wrapper.effectTransaction = transaction
            return wrapper
        }
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
