import Foundation

/// A value guarded by a lock: the one primitive Typography's shared caches and FreeType faces use
/// to stay thread-safe.
///
/// `NSLock` rather than `Synchronization.Mutex` because the package still declares macOS 14,
/// where `Mutex` is unavailable.
final class Locked<State>: @unchecked Sendable {
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
}
