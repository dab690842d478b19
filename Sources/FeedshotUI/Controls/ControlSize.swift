/// How large controls are drawn: SwiftUI's `ControlSize`. Bordered buttons change their font,
/// padding and corner radius with it; progress spinners their diameter.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

extension EnvironmentValues {
    /// The size of controls inside (`.regular` by default).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of controls inside the view.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}
