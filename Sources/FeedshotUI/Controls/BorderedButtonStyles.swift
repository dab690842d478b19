/// The metrics of a bordered button for one control size: font, padding and corner radius.
///
/// Apple does not publish these; they are the proportions of iOS 17's bordered buttons as they
/// appear at 1x in Xcode's canvas (a regular button is 17-point text with 12 × 7 points of
/// padding, about 34 points tall; a large one 50 points tall with a 12-point radius).
struct BorderedButtonMetrics {
    var font: Font
    var horizontalPadding: Double
    var verticalPadding: Double
    var cornerRadius: Double

    init(_ size: ControlSize) {
        switch size {
        case .mini: self.init(font: .footnote, horizontalPadding: 8, verticalPadding: 3, cornerRadius: 6)
        case .small: self.init(font: .subheadline, horizontalPadding: 10, verticalPadding: 5, cornerRadius: 6)
        case .regular: self.init(font: .body, horizontalPadding: 12, verticalPadding: 7, cornerRadius: 8)
        case .large, .extraLarge: self.init(font: .body, horizontalPadding: 20, verticalPadding: 14, cornerRadius: 12)
        }
    }

    private init(font: Font, horizontalPadding: Double, verticalPadding: Double, cornerRadius: Double) {
        self.font = font
        self.horizontalPadding = horizontalPadding
        self.verticalPadding = verticalPadding
        self.cornerRadius = cornerRadius
    }
}

/// Reads the control size and builds a bordered button's body.
private struct BorderedButtonBody: View {
    let configuration: ButtonStyleConfiguration
    let isProminent: Bool
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        let metrics = BorderedButtonMetrics(controlSize)
        let accent = buttonForeground(role: configuration.role)
        let shape = RoundedRectangle(cornerRadius: metrics.cornerRadius)
        if isProminent {
            configuration.label
                .font(metrics.font)
                .foregroundStyle(.white)
                .padding(.horizontal, metrics.horizontalPadding)
                .padding(.vertical, metrics.verticalPadding)
                .background(accent, in: shape)
                .modifier(PressedOpacityModifier(isPressed: configuration.isPressed, opacity: PressedOpacityModifier.bordered))
        } else {
            configuration.label
                .font(metrics.font)
                .foregroundStyle(accent)
                .padding(.horizontal, metrics.horizontalPadding)
                .padding(.vertical, metrics.verticalPadding)
                .background(TintedFill(base: accent, opacity: 0.15), in: shape)
                .modifier(PressedOpacityModifier(isPressed: configuration.isPressed, opacity: PressedOpacityModifier.bordered))
        }
    }
}

/// A style at a fraction of its opacity (the bordered button's tinted background).
struct TintedFill: ShapeStyle, ResolvableShapeStyle {
    let base: AnyShapeStyle
    let opacity: Double

    func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        base.resolve(in: environment).multipliedOpacity(opacity)
    }
}

/// The label in the tint colour on a tinted rounded rectangle: SwiftUI's `BorderedButtonStyle`.
public struct BorderedButtonStyle: ButtonStyle {
    /// The bordered style.
    public init() {}

    /// The bordered button.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, isProminent: false)
    }
}

/// A white label on a rounded rectangle of the tint colour: SwiftUI's
/// `BorderedProminentButtonStyle`.
public struct BorderedProminentButtonStyle: ButtonStyle {
    /// The prominent bordered style.
    public init() {}

    /// The prominent button.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, isProminent: true)
    }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    /// The label in the tint colour on a tinted rounded rectangle.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// A white label on the tint colour.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
