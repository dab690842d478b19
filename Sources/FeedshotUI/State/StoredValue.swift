/// A value a live host keeps for a view across updates: the storage behind `@State`,
/// `@GestureState`, `@FocusState`, `@AppStorage` and `@StateObject`.
///
/// Property wrappers hold a ``PropertyBox``; while a host evaluates the view, the box points at
/// the host's stored value for the view's identity, so reads and writes (through the property,
/// its bindings, or closures that captured the view) reach the host's copy. Writes tell the
/// graph, which records the transaction in effect and schedules an update.
final class StoredValue<Value>: AnyStoredValue, @unchecked Sendable {
    // Unchecked: the value is read and written under the graph's lock.
    private var storedValue: Value
    /// The view whose state this is; `nil` for values shared by key (`@AppStorage`).
    let owner: ViewIdentity?
    private weak var graph: ViewGraph?

    init(_ value: Value, owner: ViewIdentity?, graph: ViewGraph) {
        storedValue = value
        self.owner = owner
        self.graph = graph
    }

    /// The current value.
    var value: Value {
        guard let graph else { return storedValue }
        return graph.withLock { storedValue }
    }

    /// Writes `newValue` and schedules an update in the current transaction.
    func write(_ newValue: Value) {
        guard let graph else { return storedValue = newValue }
        graph.withLock { storedValue = newValue }
        graph.valueDidChange(owner: owner, transaction: Transaction.current)
    }

    var anyValue: Any { value }

    /// Writes without scheduling an update (a gesture state reset folded into an update already
    /// under way, or the seed of a new value).
    func writeSilently(_ newValue: Value) {
        guard let graph else { return storedValue = newValue }
        graph.withLock { storedValue = newValue }
    }
}

/// The reference a property wrapper shares with the bindings and closures made from it: its
/// initial value, and the host's storage once the host has connected it.
final class PropertyBox<Value>: @unchecked Sendable {
    // Unchecked: a still render reads it on one thread; a live host connects it on its own thread
    // before the body runs, and the stored value guards itself.
    /// The value the property was created with (and holds when no host connected it).
    var initialValue: Value
    /// The host's storage, once connected.
    var location: StoredValue<Value>?

    init(_ value: Value) {
        initialValue = value
    }

    /// The current value: the host's when connected, else the property's own.
    var value: Value {
        get {
            if let location { return location.value }
            return initialValue
        }
        set {
            if let location { location.write(newValue) } else { initialValue = newValue }
        }
    }
}

/// A stored value of any type (for inspecting a host's `@AppStorage`).
protocol AnyStoredValue: AnyObject {
    var anyValue: Any { get }
}
