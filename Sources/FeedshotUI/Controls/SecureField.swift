/// A text field whose text is hidden: SwiftUI's `SecureField`. At rest it draws one bullet per
/// character (as iOS shows a secure text entry that is not being edited), or its placeholder
/// while empty, in the environment's text field style. In a live ``ViewHost`` it takes focus and
/// typing as a ``TextField`` does.
public struct SecureField<Label: View>: View {
    let content: TextFieldContent
    let label: Label

    public var body: some View {
        TextFieldBody(content: content, secure: true)
            .modifier(TextInputModifier(editing: content.editing, text: content.text))
    }
}

extension SecureField where Label == Text {
    /// A secure field editing `text`, with `titleKey` as its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(titleKey, text: text, prompt: nil)
    }

    /// A secure field editing `text`, with `prompt` (or `titleKey`) as its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        let value = text.wrappedValue
        content = TextFieldContent(text: { _ in value }, placeholder: prompt ?? Text(titleKey), axis: .horizontal,
                                   editing: .text(text))
        label = Text(titleKey)
    }

    /// A secure field titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title, text: text, prompt: nil)
    }

    /// A secure field titled with a string, with a prompt.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        let value = text.wrappedValue
        content = TextFieldContent(text: { _ in value }, placeholder: prompt ?? Text(title), axis: .horizontal,
                                   editing: .text(text))
        label = Text(title)
    }

    /// A secure field (SwiftUI's older form with a commit callback, which a still never calls).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
    }
}

extension SecureField {
    /// A secure field with a label view (iOS shows the prompt).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        let value = text.wrappedValue
        content = TextFieldContent(text: { _ in value }, placeholder: prompt, axis: .horizontal, editing: .text(text))
        self.label = label()
    }
}
