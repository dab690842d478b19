import Foundation

// The locale `Text(_:format:)`, interpolated numbers, format-style text fields, date pickers and
// `specifier:` interpolations use: the environment's `locale` (US English unless set), read
// through this one accessor so a render never depends on the machine's locale.

extension EnvironmentValues {
    /// The locale values are formatted in when none is set: US English.
    static let defaultFormattingLocale = Locale(identifier: "en_US")

    /// The locale values are formatted in where this environment applies: its ``locale``.
    var formattingLocale: Locale { locale }
}
