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
    private(set) var entries: [PresentationEntry] = []

    /// At most this many presentations stack (a sheet presenting a sheet presenting…).
    static let limit = 8

    func add(_ entry: PresentationEntry) {
        guard entries.count < PresentationCollector.limit else { return }
        entries.append(entry)
    }
}

/// One presentation a render collected: what it shows and, in a live host, where its content
/// lives in the view graph and how it is dismissed.
struct PresentationEntry: @unchecked Sendable {
    // Unchecked: the request holds app views, read by the render that collected them.
    let request: PresentationRequest
    /// The graph, the presentation's own identity (its content keeps state there and its layer
    /// is known by it from update to update) and the transaction of the update (live hosts only).
    var live: (graph: ViewGraph, identity: ViewIdentity, transaction: Transaction)?
    /// Ends the presentation as its binding says (`isPresented` to false, `item` to `nil`):
    /// what `dismiss` inside the content and an alert's or dialog's buttons call.
    var dismiss: (@Sendable () -> Void)?
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
    // Unchecked: the request and the dismissal hold app views and bindings, read once by the render.
    /// Builds the request in the modifier's environment, or `nil` when nothing is presented.
    let request: (EnvironmentValues) -> PresentationRequest?
    /// Ends the presentation by resetting its binding (`nil`: the presentation cannot be ended
    /// from inside, as with a constant binding).
    var dismiss: (() -> Void)?
    /// What the presentation is about (`sheet(item:)`'s item's id): another value's presentation
    /// is another presentation, with its own state and transitions.
    var id: AnyHashable?

    init(id: AnyHashable? = nil, dismiss: (() -> Void)? = nil,
         request: @escaping (EnvironmentValues) -> PresentationRequest?) {
        self.request = request
        self.dismiss = dismiss
        self.id = id
    }

    /// The identity component of a presentation's content under its modifier (primitives number
    /// their own parts from 0, so a negative part cannot collide with them).
    static var presentedPart: IdentityComponent { .part(-1) }

    func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode] {
        let nodes = resolveNodes(content, in: context)
        if let collector = context.environment.presentationCollector, let request = request(context.environment) {
            var entry = PresentationEntry(request: request)
            if let graph = context.graph {
                var identity = graph.identities.child(of: context.identity, Self.presentedPart)
                if let id { identity = graph.identities.child(of: identity, .element(id)) }
                entry.live = (graph, identity, context.transaction)
            }
            if let dismiss {
                let box = UncheckedSendableBox(value: dismiss)
                entry.dismiss = { box.value() }
            }
            collector.add(entry)
        }
        return nodes
    }
}
