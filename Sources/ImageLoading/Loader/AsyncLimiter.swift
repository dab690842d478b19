/// A counting semaphore for tasks: at most `limit` holders at once, the rest wait in FIFO order
/// (so downloads start in the order they were asked for, which keeps a batch's look-ahead in
/// job order).
actor AsyncLimiter {
    private let limit: Int
    private var holders = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Waits for a slot.
    func acquire() async {
        if holders < limit {
            holders += 1
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Frees a slot, handing it to the longest waiter.
    func release() {
        if waiters.isEmpty {
            holders -= 1
        } else {
            waiters.removeFirst().resume()
        }
    }

}
