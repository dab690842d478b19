private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether controls and gestures in the view respond to touches: SwiftUI's `isEnabled`,
    /// `false` inside `disabled(true)`.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

extension View {
    /// Turns off the controls and gestures in the view when `disabled` is true: buttons, toggles
    /// and links stop acting and gestures stop recognizing in a live host (they still take the
    /// touches that hit them, as iOS's disabled controls do). An enclosing `disabled(true)` wins
    /// over an inner `disabled(false)`.
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment { if disabled { $0.isEnabled = false } }
    }
}
