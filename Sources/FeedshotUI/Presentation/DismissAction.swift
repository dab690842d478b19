/// Dismisses the presentation a view is in: SwiftUI's `DismissAction`, read with
/// `@Environment(\.dismiss)`. Calling it in a still changes nothing (there is no next frame).
public struct DismissAction: Sendable {
    /// Asks the presentation to dismiss.
    public func callAsFunction() {}
}

/// The state of a presentation: SwiftUI's older `PresentationMode`, read with
/// `@Environment(\.presentationMode)` and dismissed with `presentationMode.wrappedValue.dismiss()`.
public struct PresentationMode: Sendable {
    /// Whether the view is presented.
    public let isPresented: Bool

    /// Asks the presentation to dismiss (nothing changes in a still).
    public mutating func dismiss() {}
}

private struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The dismiss action of the enclosing presentation.
    public var dismiss: DismissAction { DismissAction() }

    /// Whether the view is inside a presented sheet, cover or pushed screen.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }

    /// The presentation mode of the enclosing presentation (SwiftUI's older API).
    public var presentationMode: Binding<PresentationMode> {
        .constant(PresentationMode(isPresented: isPresented))
    }
}
