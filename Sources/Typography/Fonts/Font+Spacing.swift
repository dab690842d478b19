extension Font {
    /// A font's design, as SwiftUI names them. Feedshot ships one family (Inter), so every design
    /// draws in it; `.monospaced` sets its digits in equal widths (OpenType `tnum`), the part of a
    /// monospaced design a layout depends on most (columns of numbers, timers that do not jitter).
    public enum Design: String, Hashable, Sendable, CaseIterable {
        case `default`, serif, rounded, monospaced
    }

    /// A font's width class, as SwiftUI names them (`.condensed`, `.expanded`…). Recorded on the
    /// font; Feedshot's bundled family has one width, which every width class draws in.
    public struct Width: Hashable, Sendable {
        /// The width as SwiftUI's scale has it: 0 standard, negative narrower, positive wider.
        public var value: Double

        public init(_ value: Double) { self.value = value }

        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// The same font in `design`.
    public func design(_ design: Design) -> Font {
        var font = self
        font.design = design
        return font
    }

    /// The same font in `width`.
    public func width(_ width: Width) -> Font {
        var font = self
        font.width = width
        return font
    }

    /// The same font with digits of equal width (OpenType `tnum`): SwiftUI's `monospacedDigit()`.
    public func monospacedDigit() -> Font {
        var font = self
        font.usesTabularDigits = true
        return font
    }

    /// The same font in its monospaced design (see ``Design``).
    public func monospaced() -> Font { design(.monospaced) }

    /// The same font with `points` of space added after every character cluster, ligatures set
    /// apart (SwiftUI's `tracking(_:)`). The space follows the last character too.
    public func tracking(_ points: Double) -> Font {
        var font = self
        font.tracking = points.isFinite ? points : 0
        return font
    }

    /// The same font with `points` added to the spacing after every character, ligatures kept
    /// (SwiftUI's `kerning(_:)`). The space follows the last character too.
    public func kerning(_ points: Double) -> Font {
        var font = self
        font.kerning = points.isFinite ? points : 0
        return font
    }

    /// The same font with its glyphs raised `points` above the baseline (negative: lowered), as
    /// SwiftUI's `baselineOffset(_:)` sets them: a line grows by the offset on the side the glyphs
    /// move to, so raised text does not reach into the line above, and the line's baseline (what
    /// text-baseline alignment lines up) stays where the unmoved glyphs would sit.
    public func baselineOffset(_ points: Double) -> Font {
        var font = self
        font.baselineOffset = points.isFinite ? points : 0
        return font
    }

    /// How far the line box reaches above the font's ascender (raised glyphs) and below its
    /// descender (lowered glyphs), in points.
    var baselineOffsetExtents: (above: Double, below: Double) {
        (max(0, baselineOffset), max(0, -baselineOffset))
    }

    /// Whether digits are shaped at equal widths.
    var shapesTabularDigits: Bool { usesTabularDigits || design == .monospaced }

    /// The space added after each character cluster, in ems (shaping works in ems).
    var letterSpacingInEms: Double { (tracking + kerning) / size }

    /// What a font adds to its description beyond family, size, weight and slant.
    var spacingDescription: String {
        var parts = [String]()
        if design != .default { parts.append("design \(design.rawValue)") }
        if width != .standard { parts.append("width \(width.value.compactDescription)") }
        if usesTabularDigits { parts.append("tabular digits") }
        if tracking != 0 { parts.append("tracking \(tracking.compactDescription)") }
        if kerning != 0 { parts.append("kerning \(kerning.compactDescription)") }
        if baselineOffset != 0 { parts.append("baseline offset \(baselineOffset.compactDescription)") }
        return parts.map { " " + $0 }.joined()
    }
}
