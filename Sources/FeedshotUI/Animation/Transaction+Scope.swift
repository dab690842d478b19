extension Transaction {
    /// The transaction state changes happen in: set by ``withTransaction(_:_:)`` and
    /// ``withAnimation(_:_:)`` for the duration of their body, read by every write a live host
    /// sees. Outside them, a plain transaction (no animation).
    @TaskLocal static var current = Transaction()
}

/// Runs `body` with `transaction` as the transaction of the state changes it makes: SwiftUI's
/// `withTransaction(_:_:)`. Completions added to the transaction
/// (`addAnimationCompletion(criteria:_:)`) are scheduled once `body` has made its changes.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let outer = Transaction.current
    let result = try Transaction.$current.withValue(transaction) { try body() }
    transaction.scheduleCompletions(beyond: outer)
    return result
}

/// Runs `body` with one property of the current transaction set to `value`: SwiftUI's
/// `withTransaction(_:_:_:)`.
public func withTransaction<Result, Value>(_ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value,
                                           _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}
