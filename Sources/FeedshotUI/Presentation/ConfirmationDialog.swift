/// What a confirmation dialog shows.
struct ConfirmationDialogContent: @unchecked Sendable {
    // Unchecked: app views, read once by the render.
    let title: Text?
    let message: AnyView?
    let actions: AnyView?
    let buttons: [Alert.Button]
    let environment: EnvironmentValues
}

/// Whether a confirmation dialog shows its title: SwiftUI's `Visibility`. On an iPhone
/// `.automatic` hides it, as iOS does.
extension View {
    /// Presents a confirmation dialog while `isPresented` is true: on an iPhone, an action sheet
    /// at the bottom of the dimmed screen, its actions in a card and a separate Cancel button
    /// below (SwiftUI adds one when the actions have none).
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        presentingDialog(isPresented.wrappedValue, dismissing: isPresented, title: Text(titleKey), titleVisibility: titleVisibility,
                         actions: actions(), message: nil)
    }

    /// Presents a confirmation dialog with a message.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        presentingDialog(isPresented.wrappedValue, dismissing: isPresented, title: Text(titleKey), titleVisibility: titleVisibility,
                         actions: actions(), message: AnyView(message()))
    }

    /// Presents a confirmation dialog titled with a string.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        presentingDialog(isPresented.wrappedValue, dismissing: isPresented, title: Text(title), titleVisibility: titleVisibility,
                         actions: actions(), message: nil)
    }

    /// Presents a confirmation dialog titled with a string, with a message.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View {
        presentingDialog(isPresented.wrappedValue, dismissing: isPresented, title: Text(title), titleVisibility: titleVisibility,
                         actions: actions(), message: AnyView(message()))
    }

    /// Presents a confirmation dialog about `data`.
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return presentingDialog(shown != nil, dismissing: isPresented, title: Text(titleKey), titleVisibility: titleVisibility,
                                actions: shown.map(actions), message: nil)
    }

    /// Presents a confirmation dialog about `data`, with a message.
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: (T) -> M) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return presentingDialog(shown != nil, dismissing: isPresented, title: Text(titleKey), titleVisibility: titleVisibility,
                                actions: shown.map(actions), message: shown.map { AnyView(message($0)) })
    }

    /// Presents the ``ActionSheet`` `content` builds while `isPresented` is true (SwiftUI's older API).
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = isPresented.wrappedValue ? content() : nil
        return modifier(PresentationModifier(dismiss: { isPresented.wrappedValue = false }) { environment in
            sheet.map {
                .confirmationDialog(ConfirmationDialogContent(title: $0.title, message: $0.message.map(AnyView.init),
                                                              actions: nil, buttons: $0.buttons,
                                                              environment: environment))
            }
        })
    }

    private func presentingDialog<A: View>(_ presented: Bool, dismissing isPresented: Binding<Bool>, title: Text,
                                           titleVisibility: Visibility, actions: A?, message: AnyView?) -> some View {
        let actions = actions.map(AnyView.init)
        let shownTitle = titleVisibility == .visible ? title : nil
        return modifier(PresentationModifier(dismiss: { isPresented.wrappedValue = false }) { environment in
            presented ? .confirmationDialog(ConfirmationDialogContent(title: shownTitle, message: message,
                                                                      actions: actions, buttons: [],
                                                                      environment: environment)) : nil
        })
    }
}

/// An action sheet described as a value: SwiftUI's older `ActionSheet` type.
public struct ActionSheet: Sendable {
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]

    /// A button of an action sheet.
    public typealias Button = Alert.Button

    /// An action sheet with a title, message and buttons.
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// The measurements of an action sheet on an iPhone, after UIKit's `UIAlertController` with the
/// `.actionSheet` style in iOS 17 (inferred from renderings; Apple publishes none): 8 points from
/// the screen's sides, 57-point buttons in 20-point text, a 14-point corner radius, the title
/// (13-point semibold) and message (13-point) in the secondary colour above the actions, and the
/// Cancel button in its own card 8 points below.
enum ConfirmationDialogMetrics {
    static let margin = 8.0
    static let buttonHeight = 57.0
    static let fontSize = 20.0
    static let cornerRadius = 14.0
    static let headerPadding = 14.0
    static let gap = 8.0
}

/// The cards of a confirmation dialog: the actions (with the title and message), then Cancel.
struct ConfirmationDialogCards: View, PrimitiveView {
    let dialog: ConfirmationDialogContent

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let resolved = ResolvedActions(actions: dialog.actions, buttons: dialog.buttons,
                                       fontSize: ConfirmationDialogMetrics.fontSize, in: context)
        var actions = resolved.buttons.filter { $0.role != .cancel }
        var cancels = resolved.buttons.filter { $0.role == .cancel }
        if cancels.isEmpty {
            // SwiftUI adds a Cancel button to a dialog without one.
            cancels = ResolvedActions(actions: AnyView(Button("Cancel", role: .cancel, action: {})), buttons: [],
                                      fontSize: ConfirmationDialogMetrics.fontSize, in: context).buttons
        }
        if actions.isEmpty && dialog.title == nil && dialog.message == nil { actions = [] }
        let height = ConfirmationDialogMetrics.buttonHeight
        let shape = RoundedRectangle(cornerRadius: ConfirmationDialogMetrics.cornerRadius, style: .continuous)
        var rows = [ViewNode]()
        if dialog.title != nil || dialog.message != nil {
            rows += resolveNodes(VStack(spacing: 2) {
                if let title = dialog.title { title.font(.system(size: 13, weight: .semibold)) }
                if let message = dialog.message { message.font(.system(size: 13)) }
            }
            .foregroundStyle(.secondary)
            .multilineTextAlignment(.center)
            .frame(maxWidth: .infinity)
            .padding(ConfirmationDialogMetrics.headerPadding), in: context)
        }
        for action in actions {
            if !rows.isEmpty { rows += resolveNodes(Hairline(axis: .horizontal), in: context) }
            rows += resolveNodes(PrebuiltNodes(action.node).frame(maxWidth: .infinity).frame(height: height), in: context)
        }
        var cards = [ViewNode]()
        if !rows.isEmpty {
            cards += resolveNodes(VStack(spacing: 0) { PrebuiltNodes(rows) }
                .background(AlertMetrics.background, in: shape), in: context)
        }
        for cancel in cancels {
            cards += resolveNodes(PrebuiltNodes(cancel.node).frame(maxWidth: .infinity).frame(height: height)
                .background(ConfirmationDialogMetrics.cancelBackground, in: shape), in: context)
        }
        return resolveNodes(VStack(spacing: ConfirmationDialogMetrics.gap) { PrebuiltNodes(cards) }, in: context)
    }
}

extension ConfirmationDialogMetrics {
    /// The Cancel card: opaque, white in light mode and `#2C2C2E` in dark mode (inferred).
    static let cancelBackground = Color(storage: .adaptive(light: RGBAColor(red8: 255, green: 255, blue: 255),
                                                           dark: RGBAColor(red8: 44, green: 44, blue: 46),
                                                           name: "actionSheetCancel"))
}

/// Where a confirmation dialog's cancel button leaves its action as it resolves (the first
/// `.cancel`-role button's, with the dismissal it runs first), so that a tap on the dimming
/// around the dialog can run it. Live hosts only.
final class CancelActionSink: @unchecked Sendable {
    // Unchecked: written and read by the update resolving the dialog, on the host's thread.
    var action: (() -> Void)?
}

private struct CancelActionSinkKey: EnvironmentKey {
    static let defaultValue: CancelActionSink? = nil
}

extension EnvironmentValues {
    /// The sink of the confirmation dialog being resolved, which its cancel button fills.
    var cancelActionSink: CancelActionSink? {
        get { self[CancelActionSinkKey.self] }
        set { self[CancelActionSinkKey.self] = newValue }
    }
}
