import Foundation

/// A value shared between threads and tasks, read and written only under its lock.
final class Locked<State>: @unchecked Sendable {
    // Unchecked Sendable: `state` is only touched inside `withLock`.
    private let lock = NSLock()
    private var state: State

    /// Wraps an initial value.
    init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }

    /// A copy of the value.
    var value: State { withLock { $0 } }
}

