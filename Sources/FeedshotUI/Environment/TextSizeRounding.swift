/// How a `Text` rounds the size it reports to layout.
///
/// SwiftUI reports text sizes rounded up to whole device pixels, so stacks of text land on the
/// pixel grid; that is the default. Typographic layouts that fix line heights by the font's
/// metrics (`(ascender − descender + lineGap) / unitsPerEm × size`, as the share card's
/// specification and its peer renderers do) use `.none`, so a block of lines is exactly the sum
/// of its line heights.
public enum TextSizeRounding: Hashable, Sendable {
    /// Round widths and heights up to whole device pixels (SwiftUI's behaviour).
    case devicePixels
    /// Report the typographic size unrounded.
    case none
}

private struct TextSizeRoundingKey: EnvironmentKey {
    static let defaultValue = TextSizeRounding.devicePixels
}

extension EnvironmentValues {
    /// How text inside rounds its size (`.devicePixels` by default).
    public var textSizeRounding: TextSizeRounding {
        get { self[TextSizeRoundingKey.self] }
        set { self[TextSizeRoundingKey.self] = newValue }
    }
}

extension View {
    /// Sets how text inside rounds the size it reports to layout.
    public func textSizeRounding(_ rounding: TextSizeRounding) -> some View {
        environment(\.textSizeRounding, rounding)
    }
}
