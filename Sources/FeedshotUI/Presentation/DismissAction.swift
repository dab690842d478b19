/// Dismisses the presentation a view is in: SwiftUI's `DismissAction`, read with
/// `@Environment(\.dismiss)`. In a live host it pops the pushed screen the view is in (with the
/// pop transition) or dismisses the sheet, cover or destination presenting it; calling it in a
/// still changes nothing (there is no next frame).
public struct DismissAction: Sendable {
    /// What dismissing does (`nil`: nothing, as outside any presentation).
    let action: (@Sendable () -> Void)?

    init(action: (@Sendable () -> Void)? = nil) {
        self.action = action
    }

    /// Asks the presentation to dismiss.
    public func callAsFunction() { action?() }
}

private struct DismissActionKey: EnvironmentKey {
    static let defaultValue = DismissAction()
}

/// The state of a presentation: SwiftUI's older `PresentationMode`, read with
/// `@Environment(\.presentationMode)` and dismissed with `presentationMode.wrappedValue.dismiss()`.
/// Dismissing does what ``DismissAction`` does (it is the same action): in a live host it pops
/// the pushed screen the view is in or dismisses the sheet or cover presenting it; in a still
/// nothing changes.
public struct PresentationMode: Sendable {
    /// Whether the view is presented (in a sheet, a cover or a pushed screen).
    public private(set) var isPresented: Bool
    /// The enclosing presentation's dismiss action.
    let dismissAction: DismissAction

    init(isPresented: Bool, dismissAction: DismissAction = DismissAction()) {
        self.isPresented = isPresented
        self.dismissAction = dismissAction
    }

    /// Asks the presentation to dismiss.
    public mutating func dismiss() {
        guard isPresented else { return }
        dismissAction()
    }
}

private struct ButtonDismissalKey: EnvironmentKey {
    static let defaultValue: DismissAction? = nil
}

private struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The dismiss action of the enclosing presentation.
    public var dismiss: DismissAction { self[DismissActionKey.self] }

    /// The dismiss action, as the enclosing presentation or pushed screen sets it.
    var dismissAction: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }

    /// What every button dismisses when tapped, before its own action: set on the actions of an
    /// alert or a confirmation dialog, whose buttons all end it.
    var buttonDismissal: DismissAction? {
        get { self[ButtonDismissalKey.self] }
        set { self[ButtonDismissalKey.self] = newValue }
    }

    /// Whether the view is inside a presented sheet, cover or pushed screen.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }

    /// The presentation mode of the enclosing presentation (SwiftUI's older API).
    public var presentationMode: Binding<PresentationMode> {
        .constant(PresentationMode(isPresented: isPresented, dismissAction: dismissAction))
    }
}
