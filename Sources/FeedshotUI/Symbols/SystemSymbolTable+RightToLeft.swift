import Geometry

extension SystemSymbolTable {
    /// Whether the symbol `name` draws mirrored in a right-to-left layout, as SF Symbols' right-to-
    /// left variants do.
    ///
    /// Apple's rules (Human Interface Guidelines, "Right to left" → Interface icons and Controls):
    /// flip icons that show forward or backward motion or that represent text or reading
    /// direction; preserve "the direction of a control that refers to an actual direction"; don't
    /// flip universal marks or real-world objects. SF Symbols follows them by name: the
    /// `.forward` and `.backward` symbols (`chevron.backward`, the back button's, points right in
    /// Arabic) and the text-like ones flip, while `chevron.left`, `arrow.right` and the other
    /// absolute directions keep pointing where they say. Among the symbols Feedshot draws, these
    /// mirror: every name with a `forward` or `backward` component except the media transport
    /// symbols (`forward.fill`, `backward.end.fill`: playback controls keep their direction), the
    /// lists and text documents (`list.bullet`, `list.dash`, `list.number`, `music.note.list`,
    /// `doc.text`), the speaker with sound waves going forward (`speaker.wave.2`, `speaker.slash`)
    /// and the leading half-star (`star.leadinghalf.filled`).
    static func mirrorsInRightToLeft(_ name: String) -> Bool {
        if mirroredNames.contains(name) { return true }
        let components = name.split(separator: ".")
        guard let first = components.first, first != "forward", first != "backward" else { return false }
        return components.dropFirst().contains { $0 == "forward" || $0 == "backward" }
    }

    private static let mirroredNames: Set<String> = [
        "list.bullet", "list.dash", "list.number", "music.note.list", "doc.text",
        "speaker.wave.2", "speaker.wave.2.fill", "speaker.slash", "speaker.slash.fill", "star.leadinghalf.filled",
    ]

    /// The transform that mirrors drawing within `rect` (about its vertical centre line).
    static func mirror(in rect: Rect) -> Transform {
        Transform.translation(x: -rect.midX, y: 0).concatenating(.scale(x: -1, y: 1))
            .concatenating(.translation(x: rect.midX, y: 0))
    }
}
