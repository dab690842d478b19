extension FontCollection {
    /// Whether emoji draw in colour: a bundled face or a system font (through fontconfig) has a
    /// colour glyph for 🚀. Commands warn once per run when this is false, rather than letting
    /// emoji turn into monochrome symbols or `.notdef` boxes silently.
    public var hasColorEmoji: Bool {
        fallbackFace(for: "\u{1F680}", font: .body, preferColor: true)?.hasColorGlyphs ?? false
    }
}
