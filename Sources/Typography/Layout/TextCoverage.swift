/// Which characters of a text the primary face could not draw: those drawn with a fallback face,
/// and those no face could draw at all (they appear as the `.notdef` box, never silently dropped).
public struct TextCoverage: Hashable, Sendable, CustomStringConvertible {
    /// A character drawn with a face other than the one the font asked for.
    public struct Fallback: Hashable, Sendable, CustomStringConvertible {
        /// The character.
        public var scalar: Unicode.Scalar
        /// The family of the face that drew it.
        public var familyName: String
        /// The font file that drew it.
        public var path: String

        public var description: String {
            "U+\(String(scalar.value, radix: 16, uppercase: true)) → \(familyName)"
        }
    }

    /// Characters drawn with a fallback face, each once, in order of first appearance.
    public var fallbacks: [Fallback]
    /// Characters no face could draw, each once, in order of first appearance.
    public var missing: [Unicode.Scalar]

    /// Coverage with nothing to report.
    public static let complete = TextCoverage(fallbacks: [], missing: [])

    /// Creates a coverage report.
    public init(fallbacks: [Fallback], missing: [Unicode.Scalar]) {
        self.fallbacks = fallbacks
        self.missing = missing
    }

    /// Whether the primary face drew every character.
    public var isComplete: Bool { fallbacks.isEmpty && missing.isEmpty }

    /// The characters that fell back to another face.
    public var fallbackScalars: [Unicode.Scalar] { fallbacks.map(\.scalar) }

    /// Adds another report's entries that are not yet listed.
    mutating func merge(_ other: TextCoverage) {
        for fallback in other.fallbacks where !fallbacks.contains(where: { $0.scalar == fallback.scalar }) {
            fallbacks.append(fallback)
        }
        for scalar in other.missing where !missing.contains(scalar) {
            missing.append(scalar)
        }
    }

    public var description: String {
        if isComplete { return "complete" }
        var parts = [String]()
        if !fallbacks.isEmpty { parts.append("fallback: " + fallbacks.map(\.description).joined(separator: ", ")) }
        if !missing.isEmpty {
            parts.append("missing: " + missing.map { "U+\(String($0.value, radix: 16, uppercase: true))" }
                .joined(separator: ", "))
        }
        return parts.joined(separator: "; ")
    }
}
