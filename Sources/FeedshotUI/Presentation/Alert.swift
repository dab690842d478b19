/// What an alert shows: a title, an optional message and its actions, with the environment the
/// presenting view was in.
struct AlertContent: @unchecked Sendable {
    // Unchecked: app views, read once by the render.
    let title: Text
    let message: AnyView?
    /// The actions' views (buttons, and text fields, which draw above the buttons).
    let actions: AnyView?
    /// Buttons given as values (the older `Alert` type); used when `actions` is nil.
    let buttons: [Alert.Button]
    let environment: EnvironmentValues
}

extension View {
    /// Presents an alert titled `titleKey` while `isPresented` is true: drawn centred over the
    /// dimmed screen as iOS draws it. `actions` are its buttons (an "OK" button when there are
    /// none); a `.cancel` button is bold and goes last, a `.destructive` one is red.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(isPresented.wrappedValue, dismissing: isPresented, title: Text(titleKey), actions: actions(), message: nil)
    }

    /// Presents an alert with a message.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        presentingAlert(isPresented.wrappedValue, dismissing: isPresented, title: Text(titleKey), actions: actions(), message: AnyView(message()))
    }

    /// Presents an alert titled with a string.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(isPresented.wrappedValue, dismissing: isPresented, title: Text(title), actions: actions(), message: nil)
    }

    /// Presents an alert titled with a string, with a message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        presentingAlert(isPresented.wrappedValue, dismissing: isPresented, title: Text(title), actions: actions(), message: AnyView(message()))
    }

    /// Presents an alert titled with a text.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(isPresented.wrappedValue, dismissing: isPresented, title: title, actions: actions(), message: nil)
    }

    /// Presents an alert titled with a text, with a message.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        presentingAlert(isPresented.wrappedValue, dismissing: isPresented, title: title, actions: actions(), message: AnyView(message()))
    }

    /// Presents an alert about `data` while `isPresented` is true and `data` is not `nil`.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return presentingAlert(shown != nil, dismissing: isPresented, title: Text(titleKey), actions: shown.map(actions), message: nil)
    }

    /// Presents an alert about `data` with a message.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                           presenting data: T?, @ViewBuilder actions: (T) -> A,
                                           @ViewBuilder message: (T) -> M) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return presentingAlert(shown != nil, dismissing: isPresented, title: Text(titleKey), actions: shown.map(actions),
                               message: shown.map { AnyView(message($0)) })
    }

    /// Presents an alert about `data`, titled with a string.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return presentingAlert(shown != nil, dismissing: isPresented, title: Text(title), actions: shown.map(actions), message: nil)
    }

    /// Presents an alert about `data`, titled with a string, with a message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                              presenting data: T?, @ViewBuilder actions: (T) -> A,
                                                              @ViewBuilder message: (T) -> M) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return presentingAlert(shown != nil, dismissing: isPresented, title: Text(title), actions: shown.map(actions),
                               message: shown.map { AnyView(message($0)) })
    }

    /// Presents the ``Alert`` `content` builds while `isPresented` is true (SwiftUI's older API).
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = isPresented.wrappedValue ? content() : nil
        return modifier(PresentationModifier(dismiss: { isPresented.wrappedValue = false }) { environment in
            alert.map { .alert($0.content(in: environment)) }
        })
    }

    /// Presents the ``Alert`` `content` builds for `item` while it is not `nil` (SwiftUI's older API).
    /// Another item (by `id`) is another alert: the shown one goes and the new one comes, as for
    /// `sheet(item:)`.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        return modifier(PresentationModifier(id: item.wrappedValue.map { AnyHashable($0.id) },
                                             dismiss: { item.wrappedValue = nil }) { environment in
            alert.map { .alert($0.content(in: environment)) }
        })
    }

    fileprivate func presentingAlert<A: View>(_ presented: Bool, dismissing isPresented: Binding<Bool>, title: Text,
                                          actions: A?, message: AnyView?) -> some View {
        let actions = actions.map(AnyView.init)
        return modifier(PresentationModifier(dismiss: { isPresented.wrappedValue = false }) { environment in
            presented ? .alert(AlertContent(title: title, message: message, actions: actions, buttons: [],
                                            environment: environment)) : nil
        })
    }
}

extension View {
    /// Presents an alert for `error` while `isPresented` is true and the error is not nil: titled
    /// with its `errorDescription` (empty when it has none), with `actions` as its buttons.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?,
                                                   @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(isPresented.wrappedValue && error != nil, dismissing: isPresented,
                        title: Text(verbatim: error?.errorDescription ?? ""), actions: actions(), message: nil)
    }

    /// Presents an alert for `error` with the buttons and message built from it.
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?,
                                                            @ViewBuilder actions: (E) -> A,
                                                            @ViewBuilder message: (E) -> M) -> some View {
        let shown = isPresented.wrappedValue ? error : nil
        return presentingAlert(shown != nil, dismissing: isPresented,
                               title: Text(verbatim: shown?.errorDescription ?? ""), actions: shown.map(actions),
                               message: shown.map { AnyView(message($0)) })
    }
}

/// An alert described as a value: SwiftUI's older `Alert` type, for `alert(isPresented:content:)`.
public struct Alert: Sendable {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// A button of an ``Alert`` or an ``ActionSheet``: SwiftUI's `Alert.Button`.
    public struct Button: Sendable {
        let label: Text
        let role: ButtonRole?
        /// What tapping the button does (besides dismissing), in a live host.
        let action: UncheckedSendableBox<(() -> Void)?>

        /// A button in the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: UncheckedSendableBox(value: action))
        }

        /// A cancel button with a custom label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: UncheckedSendableBox(value: action))
        }

        /// A cancel button labelled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text(verbatim: "Cancel"), role: .cancel, action: UncheckedSendableBox(value: action))
        }

        /// A destructive button (red).
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: UncheckedSendableBox(value: action))
        }
    }

    /// An alert with one button ("OK" when none is given).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text(verbatim: "OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    func content(in environment: EnvironmentValues) -> AlertContent {
        AlertContent(title: title, message: message.map(AnyView.init), actions: nil, buttons: buttons,
                     environment: environment)
    }
}
