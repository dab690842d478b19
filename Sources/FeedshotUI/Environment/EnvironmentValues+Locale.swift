import Foundation

private struct LocaleKey: EnvironmentKey {
    static let defaultValue = Locale(identifier: "en_US")
}

private struct CalendarKey: EnvironmentKey {
    static let defaultValue = Calendar(identifier: .gregorian)
}

extension EnvironmentValues {
    /// The locale dates and numbers are formatted in: US English unless set, never the
    /// machine's, so a render is the same everywhere. `Text(_:style:)` and `Text(_:format:)`
    /// read it where the text sits; `.environment(\.locale, Locale(identifier: "ar"))` shows
    /// Arabic month names and digits.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar dates are shown in (Gregorian unless set).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
}
