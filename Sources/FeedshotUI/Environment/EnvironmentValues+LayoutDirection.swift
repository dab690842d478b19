import Typography

private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue = LayoutDirection.leftToRight
}

extension EnvironmentValues {
    /// The direction views inside lay out in (`.leftToRight` by default).
    ///
    /// In `.rightToLeft`, every container places its children mirrored within itself, as SwiftUI
    /// "horizontally flips the x position of each view within its parent": stacks run from the
    /// right, `leading` means right for padding, frames, alignment and safe areas, navigation
    /// bars put the back button on the right. Text and images are not mirrored; text lines align
    /// to the right and directional symbols (`chevron.forward`, `arrow.left`…) point the other
    /// way. See the article *Right to left*.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}
