import Foundation

/// The live side of a hosted view tree: identities, the state stored for them, and the changes
/// waiting for the next update. A ``ViewHost`` owns one; resolution reaches it through
/// ``ResolveContext/graph`` (nil in a still render, where none of this exists).
///
/// Writes may come from any thread (a task's continuation, an object changed elsewhere), so the
/// bookkeeping of changes is guarded by a lock; updates themselves run on the host's thread.
final class ViewGraph: @unchecked Sendable {
    // Unchecked: mutable state is either guarded by `lock` (values and pending changes) or only
    // touched by the host's thread during an update (the rest).
    private let lock = NSLock()

    /// The identities of the views in the tree.
    let identities = IdentityTable()
    /// View and modifier types known to have no dynamic properties.
    var typesWithoutDynamicProperties = Set<ObjectIdentifier>()
    /// What lifecycle modifiers asked for in the update under way and the last one.
    let lifecycle = LifecycleRegistry()
    /// Values compared across updates by identity (`.animation(_:value:)`), and what views
    /// report while they resolve (pressed buttons, gesture and control handlers).
    let interaction = InteractionState()
    /// The scroll views' offsets and motion, by identity (see ``ScrollRegistry``).
    private(set) lazy var scrolling = ScrollRegistry(identities: identities)

    /// The host's time at the update under way (and for the actions after it), for views that
    /// read the clock themselves (keyframe animators, through ``HostClock``).
    var clockTime: Double = 0
    /// Whether a view read the clock in the update under way and asked to be evaluated again
    /// next frame (a keyframe animation that is still playing); cleared by each update.
    var wantsNextFrame = false

    /// The URLs views asked the system to open (links, `openURL`), in order.
    var openedURLs: [URL] = []
    /// What share links were tapped to share (URLs as strings, other items described), in order.
    var sharedItems: [String] = []

    /// The graph of the host running an action (a button's, a gesture's, a task's), so that
    /// system actions such as `openURL` reach their host.
    @TaskLocal static var active: ViewGraph?

    /// Storage of `@State`, `@GestureState`, `@StateObject`… by owner and slot.
    private var storage: [ViewIdentity: [Int: AnyObject]] = [:]
    /// `@AppStorage` values by key.
    private var appStorage: [String: AnyObject] = [:]

    /// Publishers the views observe, with the views observing each (rebuilt by every update).
    private var observedPublishers: [ObjectIdentifier: (publisher: ObservableObjectPublisher, owners: Set<ViewIdentity>)] = [:]
    /// Publishers subscribed to, to unsubscribe those no view observes any more.
    private var subscribedPublishers: [ObjectIdentifier: ObservableObjectPublisher] = [:]

    /// The `animatableData` of the `Animatable` views and modifiers the update evaluated, with
    /// the transaction each was evaluated in (the animator animates changes to it).
    var animatableViewData: [ViewIdentity: (value: any VectorArithmetic, transaction: Transaction)] = [:]
    /// The data running animations present for `Animatable` views now, used instead of theirs.
    var animatableViewOverrides: [ViewIdentity: any VectorArithmetic] = [:]

    /// The changes the update under way resolves (taken when it began).
    var currentChanges = Changes(transactions: [:], root: Transaction())

    // MARK: Pending changes (guarded by `lock`)

    private var pendingUpdate = false
    /// The transaction of the changes to each view's own state since the last update.
    private var pendingTransactions: [ViewIdentity: Transaction] = [:]
    /// The transaction of changes not attributed to one view (`@Observable` models, shared
    /// `@AppStorage` keys), applied to the whole tree.
    private var pendingRootTransaction: Transaction?

    /// Runs `body` under the graph's lock.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        try lock.withLock(body)
    }

    // MARK: Storage

    /// The stored value of `owner`'s dynamic property number `slot`, created with `initial`.
    func storedValue<Value>(owner: ViewIdentity, slot: Int, initial: Value) -> StoredValue<Value> {
        if let existing = storage[owner]?[slot] as? StoredValue<Value> { return existing }
        let location = StoredValue(initial, owner: owner, graph: self)
        storage[owner, default: [:]][slot] = location
        return location
    }

    /// The stored object of `owner`'s `@StateObject` number `slot`, made once.
    func storedObject<Object>(owner: ViewIdentity, slot: Int, make: () -> Object) -> StoredValue<Object> {
        if let existing = storage[owner]?[slot] as? StoredValue<Object> { return existing }
        let location = StoredValue(make(), owner: owner, graph: self)
        storage[owner, default: [:]][slot] = location
        return location
    }

    /// The in-memory `@AppStorage` value for `key`, seeded with `initial` by its first reader.
    func appStorageValue<Value>(key: String, initial: Value) -> StoredValue<Value> {
        if let existing = appStorage[key] as? StoredValue<Value> { return existing }
        let location = StoredValue(initial, owner: nil, graph: self)
        appStorage[key] = location
        return location
    }

    /// The `@AppStorage` value stored for `key`, if any view has read or written it.
    func appStorageValue(forKey key: String) -> Any? {
        (appStorage[key] as? any AnyStoredValue)?.anyValue
    }

    /// Whether any dynamic property of `owner` has storage (for tests of identity).
    func hasStorage(for owner: ViewIdentity) -> Bool { storage[owner] != nil }

    // MARK: Observation

    /// Re-evaluates `owner` when `publisher` sends.
    func observe(_ publisher: ObservableObjectPublisher, owner: ViewIdentity) {
        let key = ObjectIdentifier(publisher)
        if observedPublishers[key] == nil {
            observedPublishers[key] = (publisher, [owner])
        } else {
            observedPublishers[key]?.owners.insert(owner)
        }
        if subscribedPublishers[key] == nil {
            subscribedPublishers[key] = publisher
            publisher.subscribe(self) { [weak self, weak publisher] in
                guard let self, let publisher else { return }
                self.publisherWillSend(publisher)
            }
        }
    }

    private func publisherWillSend(_ publisher: ObservableObjectPublisher) {
        let transaction = Transaction.current
        lock.withLock {
            let owners = observedPublishers[ObjectIdentifier(publisher)]?.owners ?? []
            for owner in owners { recordChange(owner: owner, transaction: transaction) }
            pendingUpdate = true
        }
    }

    // MARK: Changes

    /// Records a write to `owner`'s state (or to shared state when `owner` is nil) in
    /// `transaction`, and schedules an update.
    func valueDidChange(owner: ViewIdentity?, transaction: Transaction) {
        lock.withLock {
            if let owner {
                recordChange(owner: owner, transaction: transaction)
            } else {
                pendingRootTransaction = Self.merged(pendingRootTransaction, transaction)
            }
            pendingUpdate = true
        }
    }

    /// Records a change to an `@Observable` model some view read, in `transaction`.
    func observableDidChange(transaction: Transaction) {
        lock.withLock {
            pendingRootTransaction = Self.merged(pendingRootTransaction, transaction)
            pendingUpdate = true
        }
    }

    /// Schedules an update without a state change (a control's pressed look changed).
    func setNeedsUpdate() {
        lock.withLock { pendingUpdate = true }
    }

    private func recordChange(owner: ViewIdentity, transaction: Transaction) {
        pendingTransactions[owner] = Self.merged(pendingTransactions[owner], transaction)
    }

    /// Two transactions of one update folded into one: an animated change wins over a plain one,
    /// the earlier of two animated ones wins (SwiftUI gives one update one transaction per view).
    static func merged(_ existing: Transaction?, _ new: Transaction) -> Transaction {
        guard let existing else { return new }
        // A change that disables animations (`withTransaction`) reaches the subtree too.
        if existing.animation == nil && (new.animation != nil || new.disablesAnimations) { return new }
        return existing
    }

    /// Completions of animations asked for since the host last took them (host time unknown
    /// here: the host stamps them when it takes them, right after the action that asked).
    private var pendingCompletions: [PendingAnimationCompletion] = []

    /// Asks for `completion` to run `delay` seconds from now.
    func scheduleCompletion(after delay: TimeInterval, _ completion: @escaping () -> Void) {
        lock.withLock { pendingCompletions.append(PendingAnimationCompletion(delay: delay, run: completion)) }
    }

    /// Takes the completions asked for since the last call.
    func takeCompletions() -> [PendingAnimationCompletion] {
        lock.withLock {
            defer { pendingCompletions = [] }
            return pendingCompletions
        }
    }

    /// Whether a change is waiting for an update.
    var needsUpdate: Bool { lock.withLock { pendingUpdate } }

    /// The changes since the last update, which the update about to run consumes.
    struct Changes {
        /// The transaction of each view whose own state changed.
        var transactions: [ViewIdentity: Transaction]
        /// The transaction for the whole tree.
        var root: Transaction
        /// Whether any state changed (an update for the clock's sake, a control's pressed look
        /// or a scroll view coasting, changes nothing).
        var changedState = false
    }

    /// Takes the pending changes, leaving none.
    func takeChanges() -> Changes {
        lock.withLock {
            let changes = Changes(transactions: pendingTransactions, root: pendingRootTransaction ?? Transaction(),
                                  changedState: !pendingTransactions.isEmpty || pendingRootTransaction != nil)
            pendingTransactions = [:]
            pendingRootTransaction = nil
            pendingUpdate = false
            return changes
        }
    }

    // MARK: Updates

    /// Starts resolving the tree anew.
    func beginUpdate() {
        animatableViewData = [:]
        wantsNextFrame = false
        identities.beginUpdate()
        lifecycle.beginUpdate()
        interaction.beginUpdate()
        for key in observedPublishers.keys { observedPublishers[key]?.owners = [] }
    }

    /// Ends an update: forgets the identities it did not visit and their state, and stops
    /// listening to objects no view observes. Returns the forgotten identities.
    @discardableResult
    func endUpdate() -> Set<ViewIdentity> {
        let forgotten = identities.sweep()
        for identity in forgotten { storage.removeValue(forKey: identity) }
        interaction.forget(forgotten)
        scrolling.forget(forgotten)
        for (key, entry) in observedPublishers where entry.owners.isEmpty {
            entry.publisher.unsubscribe(self)
            observedPublishers.removeValue(forKey: key)
            subscribedPublishers.removeValue(forKey: key)
        }
        return forgotten
    }

    /// Stops listening to every object (the host is going away).
    func detach() {
        for publisher in subscribedPublishers.values { publisher.unsubscribe(self) }
        subscribedPublishers = [:]
        observedPublishers = [:]
    }
}
