import Geometry

/// Light or dark appearance: SwiftUI's `ColorScheme`. Semantic colours (`.primary`,
/// `.secondary`, system colours, `Divider`) resolve differently in each.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

private struct DisplayScaleKey: EnvironmentKey {
    static let defaultValue: Double = 1
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

private struct SafeAreaInsetsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets.zero
}

extension EnvironmentValues {
    /// Device pixels per point (1, 2 or 3). Set by the renderer; hairlines such as `Divider`
    /// use it to stay one pixel thick.
    public var displayScale: Double {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The size of one device pixel in points, `1 / displayScale`.
    public var pixelLength: Double { 1 / displayScale }

    /// The appearance semantic colours resolve in.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The device's safe-area insets, in points (zero when rendering a plain canvas). Layout uses
    /// the renderer's screen, not this value; it is here for views that want to read it.
    public var safeAreaInsets: EdgeInsets {
        get { self[SafeAreaInsetsKey.self] }
        set { self[SafeAreaInsetsKey.self] = newValue }
    }
}

extension View {
    /// Sets the colour scheme for this view and its descendants. (In SwiftUI this sets the
    /// whole window's scheme; in Feedshot it applies to the modified view and, inside a
    /// `NavigationStack`, to the stack's bar and background, which is the same thing when the
    /// screen's content is the window.)
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(PreferredColorSchemeModifier(colorScheme: colorScheme))
    }
}
