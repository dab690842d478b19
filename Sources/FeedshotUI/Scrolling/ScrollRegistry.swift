import Geometry

/// The scroll views of a live host by identity: their states survive updates as long as the
/// scroll view stays in the tree (a scroll view that leaves and comes back starts at its top,
/// as in SwiftUI), the host moves them frame by frame, and after each update they report what
/// their observers asked for (`scrollPosition(id:)` bindings, `onScrollGeometryChange`).
final class ScrollRegistry {
    private var states: [ViewIdentity: ScrollState] = [:]
    /// The identity table of the host (to read `ForEach` and `.id(_:)` ids off identity paths).
    let identities: IdentityTable

    init(identities: IdentityTable) {
        self.identities = identities
    }

    /// The state of the scroll view at `identity`, created on first use.
    func state(for identity: ViewIdentity) -> ScrollState {
        if let existing = states[identity] { return existing }
        let state = ScrollState(identity: identity, identities: identities)
        states[identity] = state
        return state
    }

    /// The states, in identity order (the order every host-wide pass takes, for determinism).
    var all: [ScrollState] {
        states.keys.sorted().compactMap { states[$0] }
    }

    /// Forgets the scroll views that left the tree.
    func forget(_ identities: Set<ViewIdentity>) {
        for identity in identities { states.removeValue(forKey: identity) }
    }

    /// Whether a scroll view moves on its own (coasting, settling on a page).
    var isMoving: Bool {
        states.values.contains { $0.isMoving }
    }

    /// Moves every scroll view to the host's `time`; returns whether one must be laid out anew.
    func advance(to time: Double) -> Bool {
        var changed = false
        for state in all where state.advance(to: time) { changed = true }
        return changed
    }

    /// What the scroll views' observers must learn after an update, as lifecycle events run by
    /// the host in order: pending scroll requests are applied first (another update follows),
    /// then changed `scrollPosition(id:)` values are written and geometry observers called.
    func events(graph: ViewGraph) -> [LifecycleEvent] {
        var events = [LifecycleEvent]()
        for state in all {
            if let request = state.takePendingRequest() {
                if state.apply(request) { graph.valueDidChange(owner: state.identity, transaction: request.transaction) }
                continue
            }
            events += state.observerEvents()
        }
        return events
    }
}
