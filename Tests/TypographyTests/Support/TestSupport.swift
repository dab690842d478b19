import Testing
import Typography

/// A small deterministic random generator (SplitMix64) for seeded randomized tests.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

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
