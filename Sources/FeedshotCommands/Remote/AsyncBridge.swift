import Dispatch

/// Runs async work from a synchronous command and waits for it. The commands' `run()` is
/// synchronous (it hands items to plain worker threads); fetching a feed before rendering is
/// async. Call it only from a thread outside Swift's concurrency pool (a command's `run`).
func waitForAsync<Value: Sendable>(_ body: @escaping @Sendable () async -> Value) -> Value {
    let box = Locked<Value?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        let value = await body()
        box.withLock { $0 = value }
        done.signal()
    }
    done.wait()
    // The task stored a value before signalling.
    return box.withLock { $0! }
}
