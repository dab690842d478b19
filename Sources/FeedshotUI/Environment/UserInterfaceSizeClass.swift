/// How much room an axis of the screen has: SwiftUI's `UserInterfaceSizeClass`.
///
/// iPhones in portrait are compact wide and regular tall; in landscape compact tall, and compact
/// wide except the Plus and Max phones (regular); iPads are regular both ways. The renderer sets
/// both values from the ``Device`` (``Device/horizontalSizeClass``).
public enum UserInterfaceSizeClass: Hashable, CaseIterable, Sendable {
    /// Constrained space.
    case compact
    /// Expansive space.
    case regular
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .compact
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

extension EnvironmentValues {
    /// The horizontal size class of the screen (an iPhone's in portrait, `.compact`, unless the
    /// device or the view sets another).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of the screen (`.regular` unless the device is an iPhone in
    /// landscape, or the view sets another).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
