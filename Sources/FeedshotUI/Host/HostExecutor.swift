import Foundation

/// The executor a live host runs its views' `task`s on: a first-in, first-out queue of jobs that
/// the host drains on its own thread, so asynchronous work runs in the same order on every run.
///
/// Tasks start with this executor as their preference, so every part of them that is not
/// isolated to an actor (the usual `async` function of a view or a model) runs here, one job at a
/// time, when the host drains the queue. Work that waits on something outside (a real sleep, the
/// network, another actor) comes back to this queue when it resumes; the host waits for it (see
/// ``ViewHost/taskTimeout``).
final class HostExecutor: TaskExecutor, @unchecked Sendable {
    // Unchecked: the queue is guarded by `condition`.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        condition.lock()
        jobs.append(unowned)
        condition.signal()
        condition.unlock()
    }

    /// Runs queued jobs (and the jobs they queue) until the queue is empty; returns how many ran.
    @discardableResult
    func drain() -> Int {
        var count = 0
        while let job = next() {
            job.runSynchronously(on: asUnownedTaskExecutor())
            count += 1
        }
        return count
    }

    private func next() -> UnownedJob? {
        condition.lock()
        defer { condition.unlock() }
        return jobs.isEmpty ? nil : jobs.removeFirst()
    }

    /// Wakes a waiting ``waitForJob(until:)`` (a task finished away from the executor).
    func wake() {
        condition.lock()
        condition.signal()
        condition.unlock()
    }

    /// Waits until a job is queued, `done()` holds (checked when woken) or `deadline` passes;
    /// returns whether a job is queued or `done()` holds. The only
    /// place the host looks at the wall clock, and only to give up on work that never returns.
    func waitForJob(until deadline: Date, orWhen done: () -> Bool) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while jobs.isEmpty && !done() {
            if !condition.wait(until: deadline) { return !jobs.isEmpty || done() }
        }
        return true
    }
}

/// A view's running `task`: the Swift task, and whether it finished.
final class HostTask: @unchecked Sendable {
    // Unchecked: `finished` is guarded by `lock`.
    private let lock = NSLock()
    private var finishedFlag = false
    var task: Task<Void, Never>?
    /// Whether the host stopped waiting for it (it outlived ``ViewHost/taskTimeout``).
    var isAbandoned = false

    var isFinished: Bool { lock.withLock { finishedFlag } }

    func markFinished() { lock.withLock { finishedFlag = true } }
}
