/// An icon with a title: SwiftUI's `Label`.
///
/// ```swift
/// Label("Launch date", systemImage: "calendar")
/// Label("Apollo 11", image: "apollo11")
/// Label { Text("Crew").bold() } icon: { Circle().fill(.orange).frame(width: 12, height: 12) }
/// ```
///
/// How it draws depends on the ``LabelStyle`` in the environment (``View/labelStyle(_:)``): by
/// default, and with `.titleAndIcon`, the icon sits before the title in a row aligned on the
/// title's first baseline, which puts a symbol on the middle of the title's capitals.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon

    /// A label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let configuration = LabelStyleConfiguration(title: .init(content: AnyView(title)),
                                                    icon: .init(content: AnyView(icon)))
        let style = context.environment.labelStyle ?? AutomaticLabelStyle()
        let body = EnvironmentValues.$current.withValue(context.environment) {
            Label.makeBody(style, configuration: configuration)
        }
        return resolveNodes(body, in: context)
    }

    /// Opens the existential style to call its generic `makeBody`.
    private static func makeBody<Style: LabelStyle>(_ style: Style, configuration: LabelStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label whose icon is a system symbol (see ``Image/init(systemName:)``); a literal title's
    /// markdown is applied, as in `Text`.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.title = Text(titleKey)
        self.icon = Image(systemName: name)
    }

    /// A label whose icon is a system symbol, with a title shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.title = Text(title)
        self.icon = Image(systemName: name)
    }

    /// A label whose icon is an image from the asset catalog.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.title = Text(titleKey)
        self.icon = Image(name)
    }

    /// A label whose icon is an image from the asset catalog, with a title shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.title = Text(title)
        self.icon = Image(name)
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label made from a style's configuration, to wrap the standard look in a custom style.
    public init(_ configuration: LabelStyleConfiguration) {
        self.title = configuration.title
        self.icon = configuration.icon
    }
}
