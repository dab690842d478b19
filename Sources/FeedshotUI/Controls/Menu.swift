/// A button that opens a menu of actions: SwiftUI's `Menu`. At rest iOS shows only its label,
/// drawn as a borderless button draws its label (in the tint colour); Feedshot does the same.
/// A tap on a live host shows the pressed label but opens no menu (menus are not drawn yet), so
/// the menu's content is built and kept but never shown.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A menu of `content` opened by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension Menu where Label == Text {
    /// A menu titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A menu titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension Menu where Label == FeedshotUI.Label<Text, Image> {
    /// A menu titled `titleKey` with the symbol `name`.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { FeedshotUI.Label(titleKey, systemImage: name) })
    }

    /// A menu titled with a string and the symbol `name`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { FeedshotUI.Label(title, systemImage: name) })
    }
}
