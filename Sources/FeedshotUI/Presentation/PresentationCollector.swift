/// What a presentation modifier asks to show over the screen when it is presented at render
/// time: an alert, a confirmation dialog, a sheet (popovers on an iPhone are sheets), or a
/// full-screen cover.
enum PresentationRequest: @unchecked Sendable {
    // Unchecked: the views are app values, read by the render that collected them.
    case alert(AlertContent)
    case confirmationDialog(ConfirmationDialogContent)
    case sheet(content: AnyView, environment: EnvironmentValues)
    case fullScreenCover(content: AnyView, environment: EnvironmentValues)

    var kindName: String {
        switch self {
        case .alert: "alert"
        case .confirmationDialog: "confirmationDialog"
        case .sheet: "sheet"
        case .fullScreenCover: "fullScreenCover"
        }
    }
}

/// Collects the presentations a view tree asks for while it resolves: the modifiers
/// (`alert(isPresented:)`, `sheet(item:)`…) find it in the environment and add their content when
/// their binding says presented. The root then draws them over the screen, in order (a sheet's
/// own alert comes after the sheet and draws over it).
final class PresentationCollector: @unchecked Sendable {
    // Unchecked: one render resolves its tree on one thread.
    private(set) var requests: [PresentationRequest] = []

    /// At most this many presentations stack (a sheet presenting a sheet presenting…).
    static let limit = 8

    func add(_ request: PresentationRequest) {
        guard requests.count < PresentationCollector.limit else { return }
        requests.append(request)
    }
}

private struct PresentationCollectorKey: EnvironmentKey {
    static let defaultValue: PresentationCollector? = nil
}

extension EnvironmentValues {
    /// Where presentation modifiers register what they present (set by the root of a render).
    var presentationCollector: PresentationCollector? {
        get { self[PresentationCollectorKey.self] }
        set { self[PresentationCollectorKey.self] = newValue }
    }
}

/// Registers a presentation with the render's collector when presented; the content it
/// modifies resolves as it is.
struct PresentationModifier: ViewModifier, PrimitiveModifier, @unchecked Sendable {
    // Unchecked: the request holds app views, read once by the render.
    /// Builds the request in the modifier's environment, or `nil` when nothing is presented.
    let request: (EnvironmentValues) -> PresentationRequest?

    func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode] {
        let nodes = resolveNodes(content, in: context)
        if let collector = context.environment.presentationCollector, let request = request(context.environment) {
            collector.add(request)
        }
        return nodes
    }
}
