import Foundation

extension Text {
    /// A value shown with a format style: SwiftUI's `Text(_:format:)`.
    ///
    /// ```swift
    /// Text(order.total, format: .currency(code: "EUR"))
    /// Text(distance, format: .number.precision(.fractionLength(1)))
    /// Text(launch, format: .dateTime.day().month(.wide).year())
    /// ```
    ///
    /// The value is formatted when the text is laid out, in the environment's locale (US English
    /// unless set), never the machine's, so a render is the same everywhere.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: "")
        formatted = FormattedText(input, format: format)
    }
}

/// A value and the format style that shows it, formatted when the text is resolved (where the
/// environment's locale is known).
struct FormattedText: Equatable, @unchecked Sendable {
    // Unchecked: format styles are value types (Foundation's are `Sendable`), and the input is
    // a value the app passed in, only read.
    private let format: (Locale) -> String
    /// What equality compares: the value and style as described, and the text in the default
    /// locale (two different values can describe alike; their texts then differ).
    private let identity: String

    init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.format = { locale in format.locale(locale).format(input) }
        identity = "\(input)|\(format)|\(format.locale(EnvironmentValues.defaultFormattingLocale).format(input))"
    }

    /// A value printed with a `printf` specifier in the locale where it is shown (its decimal
    /// and grouping separators), as SwiftUI prints interpolated numbers.
    init(_ value: any CVarArg, specifier: String) {
        self.format = { locale in String(format: specifier, locale: locale, value) }
        identity = "\(value)|\(specifier)|\(String(format: specifier, locale: EnvironmentValues.defaultFormattingLocale, value))"
    }

    /// The text as shown where `environment` applies.
    func string(in environment: EnvironmentValues) -> String {
        format(environment.formattingLocale)
    }

    static func == (lhs: FormattedText, rhs: FormattedText) -> Bool { lhs.identity == rhs.identity }
}

extension LocalizedStringKey.StringInterpolation {
    /// A value formatted with a format style, as in `Text("Total: \(total, format: .currency(code: "USD"))")`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        appendInterpolation(Text(input, format: format))
    }

    /// A number formatted with a `printf` specifier, as in `Text("\(speed, specifier: "%.1f") km/h")`,
    /// in the locale where the text is shown (`"3,1 km/h"` in German).
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
        var text = Text(verbatim: "")
        text.formatted = FormattedText(value, specifier: specifier)
        appendInterpolation(text)
    }

    /// A date in a ``Text/DateStyle``, as in `Text("Updated \(date, style: .relative) ago")`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        appendInterpolation(Text(date, style: style))
    }
}
