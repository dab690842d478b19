import Testing
@testable import Typography

@Suite struct LineBreakRulesTests {
    /// The text split at every break opportunity.
    private func pieces(_ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        let breaks = LineBreakRules.breakOpportunities(in: scalars)
        var result = [String](), current = ""
        for (index, scalar) in scalars.enumerated() {
            if breaks[index] { result.append(current); current = "" }
            current.unicodeScalars.append(scalar)
        }
        result.append(current)
        return result
    }

    @Test(arguments: [
        ("Apollo 11 landed", ["Apollo ", "11 ", "landed"]),
        ("Virgil I. \"Gus\" Grissom", ["Virgil ", "I. ", "\"Gus\" ", "Grissom"]),
        ("Charles Conrad, Jr.", ["Charles ", "Conrad, ", "Jr."]),
        ("well-known", ["well-", "known"]),
        ("-5 degrees", ["-5 ", "degrees"]),
        ("1969–1972", ["1969–", "1972"]),
        ("moon—and back", ["moon", "—", "and ", "back"]),
        ("——", ["——"]),
        ("18\u{200B}1\u{2044}2", ["18\u{200B}", "1\u{2044}2"]),
        ("a\u{00A0}b c", ["a\u{00A0}b ", "c"]),
        ("end .", ["end ."]),
        ("( a", ["( a"]),
        ("(Eagle) landed", ["(Eagle) ", "landed"]),
        ("月面着陸。成功", ["月", "面", "着", "陸。", "成", "功"]),
        ("go 🚀 now", ["go ", "🚀 ", "now"]),
        ("e\u{301}t\u{301}e", ["e\u{301}t\u{301}e"]),
        ("two  spaces", ["two  ", "spaces"]),
    ])
    func breakOpportunities(text: String, expected: [String]) {
        #expect(pieces(text) == expected)
    }
}
