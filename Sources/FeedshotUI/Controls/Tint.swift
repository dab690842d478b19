/// The app's tint in effect: SwiftUI's `TintShapeStyle` (`.tint`). Buttons, links, toggles,
/// progress views and bar buttons draw with it; it is the system blue unless `.tint(_:)` (or
/// `.accentColor(_:)`) sets another colour.
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle {
    /// The current tint.
    public init() {}

    func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        environment.tint.resolve(in: environment)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint (the system blue by default).
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

private struct TintKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    /// The tint controls inside draw with (`nil`: the accent colour, the system blue).
    var tintStyle: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The tint as a style, the accent colour when none is set.
    var tint: AnyShapeStyle { tintStyle ?? AnyShapeStyle(Color.accentColor) }
}

extension View {
    /// Tints controls inside the view (buttons, links, toggles, progress views, bar buttons).
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        let erased = tint.map(AnyShapeStyle.init)
        return transformEnvironment { $0.tintStyle = erased }
    }

    /// Tints controls inside the view (`nil` restores the accent colour).
    public func tint(_ color: Color?) -> some View {
        let erased = color.map(AnyShapeStyle.init)
        return transformEnvironment { $0.tintStyle = erased }
    }

    /// Sets the accent colour of controls inside the view (SwiftUI's older `tint`).
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }
}
