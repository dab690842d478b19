import FeedshotTestSupport
import Testing
import Typography

enum Fixtures {
    /// The bundled fonts (`Fonts/`), loaded once for the whole test run.
    static func collection() throws -> FontCollection { try FontCollection.bundled() }

    /// The bundled fonts without system fallback, so results never depend on installed fonts.
    static let isolated: FontCollection? = {
        guard let folder = try? FontCollection.locateFontsFolder() else { return nil }
        return try? FontCollection(directory: folder, systemFallback: false)
    }()

    static func isolatedCollection() throws -> FontCollection {
        try #require(isolated)
    }

    /// Words as found in Moonshot-style descriptions, with punctuation, dashes and a few long ones.
    static let words = [
        "Apollo", "11", "was", "the", "spaceflight", "that", "first", "landed", "humans", "on", "Moon,",
        "Commander", "Neil", "Armstrong", "and", "lunar", "module", "pilot", "Buzz", "Aldrin.", "—",
        "well-known", "Virgil", "I.", "\"Gus\"", "Grissom", "Charles", "Conrad,", "Jr.", "1969–1972",
        "extravehicular", "Tranquility", "a", "of", "in", "(Eagle)", "supercalifragilisticexpialidocious",
        "18\u{200B}1\u{2044}2", "ɔ", "mission's", "command/service", "it", "Saturn V",
    ]

    /// A random sentence of `count` words.
    static func sentence(words count: Int, using generator: inout SeededGenerator) -> String {
        (0..<count).map { _ in words[Int(generator.next() % UInt64(words.count))] }.joined(separator: " ")
    }
}

extension TextLayout {
    /// The characters each line shows, for readable assertions.
    var lineStrings: [String] { lines.map { String(string[$0.range]) } }
}
