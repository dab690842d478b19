import Foundation

/// A value shared between worker threads, read and written only under its lock: the one
/// primitive the batch and swipe code (and the benchmarks) use for per-thread results.
package final class Locked<State>: @unchecked Sendable {
    // Unchecked Sendable: `state` is only touched inside `withLock`.
    private let lock = NSLock()
    private var state: State

    /// Wraps an initial value.
    package init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }

    /// A copy of the value.
    package var value: State { withLock { $0 } }
}

extension Locked where State == Int {
    /// Hands out 0, 1, 2… below `limit` to worker threads, then nil.
    package func claim(below limit: Int) -> Int? {
        withLock { next in
            guard next < limit else { return nil }
            defer { next += 1 }
            return next
        }
    }
}
