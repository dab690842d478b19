import Typography

/// The font adjustments SwiftUI sets on a text, or on the views around it, besides font, weight
/// and slant: design, width, tabular digits, tracking, kerning and baseline offset. A text's own win over those
/// its environment sets; unset ones leave the resolved font as it is.
struct FontTraits: Hashable, Sendable {
    var design: Font.Design?
    var width: Font.Width?
    var monospacedDigit: Bool?
    var tracking: Double?
    var kerning: Double?
    var baselineOffset: Double?

    /// These traits over `outer`'s: each one set here wins.
    func over(_ outer: FontTraits) -> FontTraits {
        FontTraits(design: design ?? outer.design, width: width ?? outer.width,
                   monospacedDigit: monospacedDigit ?? outer.monospacedDigit,
                   tracking: tracking ?? outer.tracking, kerning: kerning ?? outer.kerning,
                   baselineOffset: baselineOffset ?? outer.baselineOffset)
    }

    /// `font` with the traits that are set.
    func applied(to font: Font) -> Font {
        var font = font
        if let design { font = font.design(design) }
        if let width { font = font.width(width) }
        if let monospacedDigit { font.usesTabularDigits = monospacedDigit }
        if let tracking { font = font.tracking(tracking) }
        if let kerning { font = font.kerning(kerning) }
        if let baselineOffset { font = font.baselineOffset(baselineOffset) }
        return font
    }
}

private struct FontTraitsKey: EnvironmentKey {
    static let defaultValue = FontTraits()
}

extension EnvironmentValues {
    /// The font traits views around a text set (`fontDesign`, `monospacedDigit`, `tracking`…).
    var fontTraits: FontTraits {
        get { self[FontTraitsKey.self] }
        set { self[FontTraitsKey.self] = newValue }
    }
}

extension Text {
    private func withTraits(_ change: (inout FontTraits) -> Void) -> Text {
        var text = self
        change(&text.traits)
        return text
    }

    /// The text in `design` (nil: the font's own).
    public func fontDesign(_ design: Font.Design?) -> Text { withTraits { $0.design = design } }

    /// The text in `width` (nil: the font's own).
    public func fontWidth(_ width: Font.Width?) -> Text { withTraits { $0.width = width } }

    /// The text with digits of equal width.
    public func monospacedDigit() -> Text { withTraits { $0.monospacedDigit = true } }

    /// The text in its font's monospaced design (see ``Font/Design``).
    public func monospaced(_ isActive: Bool = true) -> Text {
        isActive ? withTraits { $0.design = .monospaced } : self
    }

    /// The text with `tracking` points after every character cluster, ligatures set apart.
    public func tracking(_ tracking: Double) -> Text { withTraits { $0.tracking = tracking } }

    /// The text with `kerning` points added after every character, ligatures kept.
    public func kerning(_ kerning: Double) -> Text { withTraits { $0.kerning = kerning } }

    /// The text raised `baselineOffset` points above the baseline (negative: lowered), as for a
    /// superscript in `Text("x") + Text("2").baselineOffset(6)`; its line grows to hold it.
    public func baselineOffset(_ baselineOffset: Double) -> Text { withTraits { $0.baselineOffset = baselineOffset } }
}

extension View {
    /// Sets the design of the fonts of text inside the view (nil: the fonts' own).
    public func fontDesign(_ design: Font.Design?) -> some View {
        transformEnvironment { $0.fontTraits.design = design }
    }

    /// Sets the width of the fonts of text inside the view (nil: the fonts' own).
    public func fontWidth(_ width: Font.Width?) -> some View {
        transformEnvironment { $0.fontTraits.width = width }
    }

    /// Sets digits of equal width in text inside the view.
    public func monospacedDigit() -> some View {
        transformEnvironment { $0.fontTraits.monospacedDigit = true }
    }

    /// Sets text inside the view in its fonts' monospaced design.
    public func monospaced(_ isActive: Bool = true) -> some View {
        transformEnvironment { if isActive { $0.fontTraits.design = .monospaced } }
    }

    /// Adds `tracking` points after every character cluster of text inside the view.
    public func tracking(_ tracking: Double) -> some View {
        transformEnvironment { $0.fontTraits.tracking = tracking }
    }

    /// Adds `kerning` points after every character of text inside the view.
    public func kerning(_ kerning: Double) -> some View {
        transformEnvironment { $0.fontTraits.kerning = kerning }
    }

    /// Raises text inside the view `baselineOffset` points above its baseline (negative: lowers it).
    public func baselineOffset(_ baselineOffset: Double) -> some View {
        transformEnvironment { $0.fontTraits.baselineOffset = baselineOffset }
    }
}
