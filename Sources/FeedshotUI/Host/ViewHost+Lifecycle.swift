import Foundation

extension ViewHost {
    /// Runs what an update's lifecycle difference calls for, in order (see
    /// ``LifecycleRegistry``), then runs the tasks it started to completion.
    func runLifecycleEvents(_ events: [LifecycleEvent]) {
        var started = false
        for event in events {
            switch event {
            case .disappear(_, let action), .appear(_, let action), .change(_, let action):
                performAction(action)
            case .cancelTask(let identity):
                tasks.removeValue(forKey: identity)?.task?.cancel()
            case let .startTask(identity, priority, action):
                tasks[identity] = startTask(priority: priority, action: action)
                started = true
            }
        }
        if started || !tasks.isEmpty { runTasks() }
    }

    /// Starts `action` on the host's executor (queued; ``runTasks()`` runs it).
    private func startTask(priority: TaskPriority, action: @escaping @Sendable () async -> Void) -> HostTask {
        let record = HostTask()
        let graph = self.graph
        let executor = self.executor
        if #available(macOS 15.0, iOS 18.0, *) {
            record.task = Task(executorPreference: executor, priority: priority) {
                await ViewGraph.$active.withValue(graph) { await action() }
                record.markFinished()
                executor.wake()
            }
        } else {
            // Without task executors the task runs on the global executor; the host still waits
            // for it to finish before the next frame.
            record.task = Task.detached(priority: priority) {
                await ViewGraph.$active.withValue(graph) { await action() }
                record.markFinished()
                executor.wake()
            }
        }
        return record
    }

    /// Runs the tasks' work until every task the host waits for has finished: drains the
    /// executor, and while a task waits on outside work, waits for it to come back (up to
    /// ``taskTimeout`` of real time per task, then gives up on it with an issue).
    func runTasks() {
        while true {
            executor.drain()
            tasks = tasks.filter { !$0.value.isFinished }
            let waiting = tasks.values.filter { !$0.isAbandoned }
            guard !waiting.isEmpty else { return }
            let deadline = Date(timeIntervalSinceNow: taskTimeout)
            if !executor.waitForJob(until: deadline, orWhen: { waiting.contains { $0.isFinished } }) {
                for record in waiting where !record.isFinished {
                    record.isAbandoned = true
                    issues.append(.taskTimedOut(time: time))
                }
            }
        }
    }
}
