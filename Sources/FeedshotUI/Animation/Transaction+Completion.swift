import Foundation

/// A callback added to a transaction with `addAnimationCompletion(criteria:_:)`.
struct TransactionCompletion: @unchecked Sendable {
    // Unchecked: the callback is app code, run only on the host's thread.
    /// Tells the completions of a transaction from those of the transaction it was copied from:
    /// `withAnimation` inside `withTransaction` copies the outer transaction, whose completions
    /// the outer call schedules, not the inner one.
    let serial: UInt64
    let criteria: AnimationCompletionCriteria
    let run: () -> Void
    /// Whether a view's `.transaction {}` added it. Such a transform runs at every update that
    /// resolves the view, changed or not, so these are not scheduled with the `withTransaction`
    /// that carried the change: the host's animator schedules them when the change moves
    /// something inside the view (``TreeAnimator/takeStartedCompletions()``), as SwiftUI calls
    /// the transform only for the transactions of changes that reach the view.
    var isAddedByView = false

    private static let lock = NSLock()
    nonisolated(unsafe) private static var lastSerial: UInt64 = 0  // guarded by `lock`

    init(criteria: AnimationCompletionCriteria, run: @escaping () -> Void) {
        serial = Self.lock.withLock {
            Self.lastSerial += 1
            return Self.lastSerial
        }
        self.criteria = criteria
        self.run = run
    }
}

extension Transaction {
    /// Adds `completion`, run once the transaction's animation meets `criteria` (SwiftUI's
    /// `addAnimationCompletion(criteria:_:)`): in a live host, at the first frame at or after
    /// that moment, counted from the change; without an animation, at the next frame; never for
    /// an animation that does not end (`repeatForever`). Outside a host it runs right after the
    /// body of the `withTransaction` the transaction is given to.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        completions.append(TransactionCompletion(criteria: criteria, run: completion))
    }

    /// Asks the active host (or, outside one, runs at once) for the completions this transaction
    /// has and `outer` (the transaction it replaced) does not.
    func scheduleCompletions(beyond outer: Transaction) {
        guard !completions.isEmpty else { return }
        let inherited = Set(outer.completions.map(\.serial))
        for completion in completions where !inherited.contains(completion.serial) && !completion.isAddedByView {
            let delay = completionDelay(of: completion)
            if let graph = ViewGraph.active {
                if let delay { graph.scheduleCompletion(after: delay, completion.run) }
            } else if delay != nil {
                completion.run()
            }
        }
    }
}

extension Transaction {
    /// How long after the change `completion` is due: at the next frame without an animation,
    /// never (`nil`) for an animation that does not end. `disablesAnimations` keeps views' own
    /// animations out; the transaction's animation still runs, as in SwiftUI.
    func completionDelay(of completion: TransactionCompletion) -> TimeInterval? {
        animation.map { $0.completionDelay(for: completion.criteria) } ?? 0
    }

    /// Marks the completions this transaction has and `before` (the transaction a view's
    /// `.transaction {}` transformed) does not as added by the view.
    mutating func markCompletionsAddedByView(beyond before: Transaction) {
        guard !completions.isEmpty else { return }
        let inherited = Set(before.completions.map(\.serial))
        for index in completions.indices where !inherited.contains(completions[index].serial) {
            completions[index].isAddedByView = true
        }
    }
}

/// A key for a custom value a transaction carries (SwiftUI's `TransactionKey`), read and
/// written with `transaction[Key.self]`; `defaultValue` until set.
public protocol TransactionKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A value of a `TransactionKey`, boxed so transactions stay `Sendable`.
struct TransactionValue: @unchecked Sendable {
    // Unchecked: values are set and read by app code on the host's thread, as SwiftUI's are.
    let value: Any
}

extension Transaction {
    /// The value of a custom key (`defaultValue` until set).
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { (customValues[ObjectIdentifier(key)]?.value as? K.Value) ?? K.defaultValue }
        set { customValues[ObjectIdentifier(key)] = TransactionValue(value: newValue) }
    }
}
