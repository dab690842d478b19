// Numbers interpolated into a string literal that becomes a `LocalizedStringKey` are printed as
// SwiftUI prints them: through the default format specifier of their type (Apple documents
// `appendInterpolation(_:)` for `_FormatSpecifiable` values as "convertible to a string by using a
// default format specifier"), in the locale where the text is shown. So `Text("\(2021)")` shows
// "2,021" in US English and "2.021" in German, and `Text("\(3.14)")` shows "3.140000" (the `%lf`
// default of six decimals), as on iOS; an app that wants neither writes `Text(verbatim:)`,
// `Text(String(year))`, a `specifier:` or a `format:`. The specifiers per type are the C ones for
// each width (`%lld` for `Int`, `%d` for `Int32`, `%llu` for `UInt`, `%f` for `Float`, `%lf` for
// `Double`), as SwiftUI's `_FormatSpecifiable` conformances declare them.

extension LocalizedStringKey.StringInterpolation {
    /// An `Int`, printed with `%lld` in the text's locale (grouped: "2,021").
    public mutating func appendInterpolation(_ value: Int) { appendNumber(Int64(value), "%lld") }
    /// An `Int8`, printed with `%d`.
    public mutating func appendInterpolation(_ value: Int8) { appendNumber(Int32(value), "%d") }
    /// An `Int16`, printed with `%d`.
    public mutating func appendInterpolation(_ value: Int16) { appendNumber(Int32(value), "%d") }
    /// An `Int32`, printed with `%d`.
    public mutating func appendInterpolation(_ value: Int32) { appendNumber(value, "%d") }
    /// An `Int64`, printed with `%lld`.
    public mutating func appendInterpolation(_ value: Int64) { appendNumber(value, "%lld") }
    /// A `UInt`, printed with `%llu`.
    public mutating func appendInterpolation(_ value: UInt) { appendNumber(UInt64(value), "%llu") }
    /// A `UInt8`, printed with `%u`.
    public mutating func appendInterpolation(_ value: UInt8) { appendNumber(UInt32(value), "%u") }
    /// A `UInt16`, printed with `%u`.
    public mutating func appendInterpolation(_ value: UInt16) { appendNumber(UInt32(value), "%u") }
    /// A `UInt32`, printed with `%u`.
    public mutating func appendInterpolation(_ value: UInt32) { appendNumber(value, "%u") }
    /// A `UInt64`, printed with `%llu`.
    public mutating func appendInterpolation(_ value: UInt64) { appendNumber(value, "%llu") }
    /// A `Float`, printed with `%f` ("3.140000").
    public mutating func appendInterpolation(_ value: Float) { appendNumber(value, "%f") }
    /// A `Double` (and `CGFloat`), printed with `%lf` ("3.140000").
    public mutating func appendInterpolation(_ value: Double) { appendNumber(value, "%lf") }

    private mutating func appendNumber(_ value: any CVarArg, _ specifier: String) {
        var text = Text(verbatim: "")
        text.formatted = FormattedText(value, specifier: specifier)
        appendInterpolation(text)
    }
}
