/// Which a swipe on a scroll view in a resizable sheet does first: SwiftUI's
/// `PresentationContentInteraction`. By default (`.automatic`, `.resizes`) a swipe up grows the
/// sheet to its next detent and the content scrolls only once the sheet is at its tallest;
/// `.scrolls` scrolls the content first (the drag indicator and the card's other parts still
/// resize it). Either way a pull down on content showing its top moves the card.
public struct PresentationContentInteraction: Sendable, Equatable {
    let scrollsFirst: Bool

    /// The system's choice: resizing first, as `.resizes`.
    public static let automatic = PresentationContentInteraction(scrollsFirst: false)
    /// A swipe resizes the sheet before it scrolls its content.
    public static let resizes = PresentationContentInteraction(scrollsFirst: false)
    /// A swipe scrolls the sheet's content before it resizes the sheet.
    public static let scrolls = PresentationContentInteraction(scrollsFirst: true)
}

extension View {
    /// Which a swipe on a scroll view in the sheet does first: resize the sheet (the default) or
    /// scroll the content.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
        modifier(SheetConfigurationModifier { $0.scrollsContentFirst = behavior.scrollsFirst })
    }
}
