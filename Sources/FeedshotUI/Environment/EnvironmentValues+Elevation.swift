// Content presented in a sheet or popover sits on an elevated level: in dark mode iOS draws its
// backgrounds lighter (UIKit's `userInterfaceLevel == .elevated` and the elevated variants of
// the system backgrounds, e.g. `systemBackground` #1C1C1E instead of black), so a sheet stands
// out from the screen behind it. Light mode is unchanged.

extension EnvironmentValues {
    /// Whether views are on an elevated level (a sheet's content).
    var isElevated: Bool {
        get { self[ElevationKey.self] }
        set { self[ElevationKey.self] = newValue }
    }
}

private struct ElevationKey: EnvironmentKey {
    static let defaultValue = false
}

extension Color {
    /// The elevated dark-mode variants of the system backgrounds, by name (iOS's values).
    static let elevatedDark: [String: RGBAColor] = [
        "systemBackground": RGBAColor(red8: 28, green: 28, blue: 30),
        "secondarySystemBackground": RGBAColor(red8: 44, green: 44, blue: 46),
        "tertiarySystemBackground": RGBAColor(red8: 58, green: 58, blue: 60),
        "systemGroupedBackground": RGBAColor(red8: 28, green: 28, blue: 30),
        "secondarySystemGroupedBackground": RGBAColor(red8: 44, green: 44, blue: 46),
        "tertiarySystemGroupedBackground": RGBAColor(red8: 58, green: 58, blue: 60),
    ]
}
