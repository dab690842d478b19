import FeedshotCommands

/// At most `concurrency` renders at once, at most `queueLimit` more waiting; beyond that a render
/// is refused at once (the server answers 503 with Retry-After) instead of piling up latency.
final class RenderLimiter: Sendable {
    let concurrency: Int
    let queueLimit: Int
    private let state = Locked(State())

    private struct State {
        var running = 0
        var waiting: [CheckedContinuation<Bool, Never>] = []
    }

    init(concurrency: Int, queueLimit: Int) {
        self.concurrency = max(1, concurrency)
        self.queueLimit = max(0, queueLimit)
    }

    /// Takes a render slot, waiting in the queue if needed; false when the queue is full.
    func acquire() async -> Bool {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            // One decision under the lock: run now, wait in line, or refuse.
            let immediate: Bool? = state.withLock { state in
                if state.running < concurrency {
                    state.running += 1
                    return true
                }
                guard state.waiting.count < queueLimit else { return false }
                state.waiting.append(continuation)
                return nil
            }
            if let immediate { continuation.resume(returning: immediate) }
        }
    }

    /// Gives a slot back: to the longest waiting render, or free.
    func release() {
        let next: CheckedContinuation<Bool, Never>? = state.withLock { state in
            if state.waiting.isEmpty {
                state.running -= 1
                return nil
            }
            return state.waiting.removeFirst()  // the slot passes on; `running` stays
        }
        next?.resume(returning: true)
    }

    /// Renders waiting for a slot.
    var queueDepth: Int { state.withLock { $0.waiting.count } }
    /// Renders running.
    var running: Int { state.withLock { $0.running } }
}
