/// The direction content flows in: SwiftUI's `LayoutDirection`.
///
/// For text it decides which side `leading` and `trailing` alignment mean, and the paragraph
/// direction of text that has no strongly directional character (digits, punctuation).
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Left to right, as in English.
    case leftToRight
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft
}
