/// A multi-line text editor: SwiftUI's `TextEditor`, drawn at rest.
///
/// It fills the space it is offered (its ideal size is small, so give it a frame, as apps do)
/// and shows its text from the top-leading corner, wrapped, inset as UIKit's `UITextView` insets
/// its text (8 points above and below, 5 at the sides: the default `textContainerInset` and
/// `lineFragmentPadding`). It has no background of its own; in a form row the row's shows.
///
/// In a live ``ViewHost`` a tap anywhere in it focuses it and ``ViewHost/type(_:)`` types into
/// its binding; Return types a new line (an editor never submits). It draws no caret.
public struct TextEditor: View {
    let text: String
    let editing: TextFieldEditing

    /// An editor of `text`.
    public init(text: Binding<String>) {
        self.text = text.wrappedValue
        editing = .text(text, isMultiline: true)
    }

    public var body: some View {
        let text = self.text
        Text(verbatim: text)
            .padding(.horizontal, 5)
            .padding(.vertical, 8)
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .topLeading)
            .contentShape(Rectangle())
            .modifier(TextInputModifier(editing: editing, text: { _ in text }))
    }
}
