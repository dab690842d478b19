/// Quoting untrusted text in messages: a value from a feed or gesture file may be megabytes long
/// or hold line breaks and terminal escapes, and a message must stay one readable line.
public enum MessageText {
    /// The most characters of a value a message shows.
    public static let maximumQuotedCharacters = 60

    /// `text` cut to ``maximumQuotedCharacters`` characters (with "…" and the full length when
    /// cut), control characters shown as `\u{…}` escapes.
    public static func shortened(_ text: String, limit: Int = maximumQuotedCharacters) -> String {
        var result = ""
        var count = 0
        for character in text {
            if count == limit {
                return result + "… (\(text.count) characters)"
            }
            if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control
                || $0 == "\u{2028}" || $0 == "\u{2029}" }) {
                for scalar in character.unicodeScalars {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                }
            } else {
                result.append(character)
            }
            count += 1
        }
        return result
    }

    /// `text` shortened and in double quotes, for "names \"…\"" in messages.
    public static func quoted(_ text: String, limit: Int = maximumQuotedCharacters) -> String {
        "\"\(shortened(text, limit: limit))\""
    }
}
