import Foundation

// The locale `Text(_:format:)`, format-style text fields and `specifier:` interpolations use.
// It reads the environment's locale (the `locale` value the variants work adds) through this one
// accessor; until that value exists here it is US English, the same default, so a render never
// depends on the machine's locale.

extension EnvironmentValues {
    /// The locale values are formatted in when none is set: US English.
    static let defaultFormattingLocale = Locale(identifier: "en_US")

    /// The locale values are formatted in where this environment applies.
    var formattingLocale: Locale {
        get { self[FormattingLocaleKey.self] }
        set { self[FormattingLocaleKey.self] = newValue }
    }
}

private struct FormattingLocaleKey: EnvironmentKey {
    static let defaultValue = EnvironmentValues.defaultFormattingLocale
}
