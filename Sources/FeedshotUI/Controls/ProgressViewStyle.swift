/// How a progress view looks: SwiftUI's `ProgressViewStyle`. Write your own from the
/// configuration's `fractionCompleted` and labels; apply one with `.progressViewStyle(_:)`.
public protocol ProgressViewStyle: Sendable {
    /// The view a progress view in this style becomes.
    associatedtype Body: View
    /// The properties of the progress view being styled.
    typealias Configuration = ProgressViewStyleConfiguration
    /// The progress view's view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a progress view a ``ProgressViewStyle`` styles: SwiftUI's
/// `ProgressViewStyleConfiguration`.
public struct ProgressViewStyleConfiguration: Sendable {
    /// The progress view's label, as a view.
    public struct Label: View, PrimitiveView {
        let content: AnyView
        public var body: Never { primitiveBody(Self.self) }
        func makeNodes(in context: ResolveContext) -> [ViewNode] { resolveNodes(content, in: context) }
    }

    /// The label that describes the current value, as a view.
    public struct CurrentValueLabel: View, PrimitiveView {
        let content: AnyView
        public var body: Never { primitiveBody(Self.self) }
        func makeNodes(in context: ResolveContext) -> [ViewNode] { resolveNodes(content, in: context) }
    }

    /// How much is done, from 0 to 1, or `nil` when the progress is indeterminate.
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public var label: Label?
    /// The current-value label, if the progress view has one.
    public var currentValueLabel: CurrentValueLabel?
}

private struct ProgressViewStylesKey: EnvironmentKey {
    static let defaultValue: [ErasedStyle<ProgressViewStyleConfiguration>] = []
}

extension EnvironmentValues {
    /// The progress view styles set around a view, outermost first (the last one draws).
    var progressViewStyles: [ErasedStyle<ProgressViewStyleConfiguration>] {
        get { self[ProgressViewStylesKey.self] }
        set { self[ProgressViewStylesKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of progress views inside the view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let erased = ErasedStyle<ProgressViewStyleConfiguration> { AnyView(style.makeBody(configuration: $0)) }
        return transformEnvironment { $0.progressViewStyles.append(erased) }
    }
}

/// The platform's default: a spinner without a value, a bar with one (SwiftUI's
/// `DefaultProgressViewStyle`, `.automatic`).
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The default style.
    public init() {}

    /// A bar when the progress is known, else a spinner.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted != nil {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        } else {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// iOS's activity indicator with the label below in the secondary colour: SwiftUI's
/// `CircularProgressViewStyle` (`.circular`). On iOS it spins whatever the value.
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?

    /// The circular style.
    public init() {
        tint = nil
    }

    /// The circular style with the spokes drawn in `tint` (SwiftUI's deprecated spelling of
    /// `.tint(_:)` on the view).
    public init(tint: Color) {
        self.tint = tint
    }

    init(optionalTint: Color?) {
        tint = optionalTint
    }

    /// The spinner above the label.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            Spinner(tint: tint)
            configuration.label.foregroundStyle(.secondary)
        }
    }
}

/// A bar filled with the tint up to the fraction completed, the label above and the current
/// value's label below: SwiftUI's `LinearProgressViewStyle` (`.linear`). An indeterminate
/// progress view still spins, as on iOS.
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?

    /// The linear style.
    public init() {
        tint = nil
    }

    /// The linear style with the bar filled in `tint`.
    public init(tint: Color) {
        self.tint = tint
    }

    /// The label, the bar and the current value's label.
    public func makeBody(configuration: Configuration) -> some View {
        if let fraction = configuration.fractionCompleted {
            VStack(alignment: .leading, spacing: 8) {
                configuration.label
                ProgressBar(fraction: fraction, tint: tint)
                configuration.currentValueLabel.font(.caption).foregroundStyle(.secondary)
            }
        } else {
            CircularProgressViewStyle(optionalTint: tint).makeBody(configuration: configuration)
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// A spinner without a value, a bar with one.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The activity indicator.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// The bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
