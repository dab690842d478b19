/// What touches have done to the views that a live host's next resolution must show: pressed
/// buttons, and values compared across updates by identity.
///
/// Resolution reads it (a pressed button resolves its style with `isPressed`), recognizers
/// write it (through the host, between updates).
final class InteractionState {
    /// Buttons under a finger, by the button's identity.
    private var pressed = Set<ViewIdentity>()
    /// The last values seen by `.animation(_:value:)` and the like, by the modifier's identity:
    /// the value before the update under way, the value now, and the update that set it.
    private var compared: [ViewIdentity: (before: EquatableValue?, now: EquatableValue, generation: Int)] = [:]
    /// The number of the update under way.
    private var generation = 0
    /// `AsyncImage`s waiting for their first frame to pass, by identity, and those done.
    private(set) var asyncImagesLoading: [ViewIdentity: Transaction] = [:]
    private var asyncImagesLoaded = Set<ViewIdentity>()
    /// The text field with keyboard focus (TextField+Editing.swift).
    var focusedField: FocusedField?

    /// Starts an update.
    func beginUpdate() {
        generation += 1
    }

    /// Forgets what belonged to views that left the tree.
    func forget(_ identities: Set<ViewIdentity>) {
        for identity in identities {
            pressed.remove(identity)
            compared.removeValue(forKey: identity)
            asyncImagesLoading.removeValue(forKey: identity)
            asyncImagesLoaded.remove(identity)
            if focusedField?.identity == identity { focusedField = nil }
        }
    }

    // MARK: Pressed controls

    /// Whether the button at `identity` is pressed.
    func isPressed(_ identity: ViewIdentity) -> Bool { pressed.contains(identity) }

    /// Marks the button at `identity` pressed or released; returns whether that changed.
    @discardableResult
    func setPressed(_ identity: ViewIdentity, _ isPressed: Bool) -> Bool {
        isPressed ? pressed.insert(identity).inserted : pressed.remove(identity) != nil
    }

    // MARK: Values compared across updates

    /// Records `value` for the modifier at `identity` and returns whether it differs from the
    /// value of the last update (a view seen for the first time has not changed). Asking twice
    /// in one update gives the same answer.
    func valueChanged(_ value: EquatableValue, at identity: ViewIdentity) -> Bool {
        if let entry = compared[identity] {
            if entry.generation == generation {
                compared[identity] = (entry.before, value, generation)
                return entry.before.map { !$0.isEqual(to: value) } ?? false
            }
            compared[identity] = (entry.now, value, generation)
            return !entry.now.isEqual(to: value)
        }
        compared[identity] = (nil, value, generation)
        return false
    }

    // MARK: AsyncImage

    /// Whether the `AsyncImage` at `identity` may show its result: from the frame after the one
    /// it first appeared in. The first call registers it (with the transaction its phase
    /// change will animate in).
    func asyncImageIsReady(_ identity: ViewIdentity, transaction: Transaction) -> Bool {
        if asyncImagesLoaded.contains(identity) { return true }
        if asyncImagesLoading[identity] == nil { asyncImagesLoading[identity] = transaction }
        return false
    }

    /// Marks every waiting `AsyncImage` ready (a frame has passed) and returns them with their
    /// transactions, in identity order.
    func finishAsyncImages() -> [(ViewIdentity, Transaction)] {
        let finished = asyncImagesLoading.sorted { $0.key < $1.key }
        for (identity, _) in finished { asyncImagesLoaded.insert(identity) }
        asyncImagesLoading = [:]
        return finished
    }
}
