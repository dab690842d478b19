extension Button where Label == FeedshotUI.Label<Text, Image> {
    /// A button whose label is a title and an SF Symbol (an icon alone in a toolbar).
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { FeedshotUI.Label(title, systemImage: systemImage) }
    }

    /// A button with a role whose label is a title and an SF Symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?,
                                   action: @escaping () -> Void) {
        self.init(role: role, action: action) { FeedshotUI.Label(title, systemImage: systemImage) }
    }
}
