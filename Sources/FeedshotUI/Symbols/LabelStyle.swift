/// How labels inside a view draw: SwiftUI's `LabelStyle`.
///
/// Use a built-in style (`.automatic`, `.titleAndIcon`, `.titleOnly`, `.iconOnly`) or write
/// your own:
///
/// ```swift
/// struct TrailingIcon: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon }
///     }
/// }
/// ```
public protocol LabelStyle: Sendable {
    /// The view the style makes.
    associatedtype Body: View
    /// The parts of the label being styled.
    typealias Configuration = LabelStyleConfiguration

    /// The label drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A label's title and icon, handed to a ``LabelStyle``.
public struct LabelStyleConfiguration: Sendable {
    /// The label's title, type-erased.
    public struct Title: View, PrimitiveView {
        let content: AnyView
        public var body: Never { primitiveBody(Self.self) }
        func makeNodes(in context: ResolveContext) -> [ViewNode] { resolveNodes(content, in: context) }
    }

    /// The label's icon, type-erased.
    public struct Icon: View, PrimitiveView {
        let content: AnyView
        public var body: Never { primitiveBody(Self.self) }
        func makeNodes(in context: ResolveContext) -> [ViewNode] { resolveNodes(content, in: context) }
    }

    /// The title.
    public let title: Title
    /// The icon.
    public let icon: Icon
}

/// The icon before the title, in a row aligned on the title's first baseline.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .firstTextBaseline) {
            configuration.icon
            configuration.title
        }
    }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Only the icon (the title still names the label for accessibility, which Feedshot does not
/// draw).
public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The style a label gets when none is set: title and icon, as on iOS outside toolbars.
public struct AutomaticLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

/// SwiftUI's name for the automatic style.
public typealias DefaultLabelStyle = AutomaticLabelStyle

extension LabelStyle where Self == AutomaticLabelStyle {
    /// The platform's default: title and icon.
    public static var automatic: AutomaticLabelStyle { AutomaticLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Title and icon.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

private struct LabelStyleKey: EnvironmentKey {
    static let defaultValue: (any LabelStyle)? = nil
}

extension EnvironmentValues {
    /// The style labels inside draw in (`nil`: automatic).
    var labelStyle: (any LabelStyle)? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of labels inside the view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        transformEnvironment { $0.labelStyle = style }
    }
}
