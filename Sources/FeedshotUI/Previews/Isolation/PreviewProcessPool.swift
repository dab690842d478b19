import Foundation

/// Runs previews in child processes, so that a preview that traps (`fatalError`, a force
/// unwrap of a missing resource, an infinite loop) is reported by name and the others still
/// run: the way Swift Testing's exit tests run a body in a child that re-runs the test binary.
///
/// Each of ``workers`` children gets every `workers`-th item and runs them one after another
/// (``PreviewWorker``), appending an event per step to its own events file. When a child dies
/// or stops making progress for ``timeout`` seconds, the events say which preview it was in:
/// that preview is a ``PreviewRunFailure``, and a new child takes the rest of the queue. What a
/// trap costs is one more process start (the program's start-up and, for a test binary, its
/// test discovery); a run without traps starts `workers` children in all.
package struct PreviewProcessPool: Sendable {
    /// How to start one child: the executable (usually this program again), its arguments and
    /// extra environment. The pool adds the request variable.
    package struct Launch: Sendable {
        package var executable: String
        package var arguments: [String]
        package var environment: [String: String]

        package init(executable: String, arguments: [String], environment: [String: String] = [:]) {
            self.executable = executable
            self.arguments = arguments
            self.environment = environment
        }
    }

    /// Children running at once.
    package var workers: Int
    /// Seconds a child may go without finishing a step before it is stopped.
    package var timeout: Double
    /// Where the pool keeps requests, events and the children's output (removed afterwards).
    package var scratchDirectory: String

    package init(workers: Int, timeout: Double, scratchDirectory: String) {
        self.workers = max(1, workers)
        self.timeout = timeout
        self.scratchDirectory = scratchDirectory
    }

    /// The path of this program's executable (`/proc/self/exe` on Linux).
    package static var currentExecutable: String {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return CommandLine.arguments.first ?? ""
    }

    /// Runs `items` in children started by `launch` and returns what each preview reported and
    /// which failed to run. `callSite` identifies the call the children must answer.
    package func run(_ items: [PreviewWorkItem], callSite: String, launch: Launch) throws -> PreviewRunResult {
        try FileManager.default.createDirectory(atPath: scratchDirectory, withIntermediateDirectories: true)
        let queues = (0..<min(workers, max(1, items.count))).map { worker in
            stride(from: worker, to: items.count, by: workers).map { items[$0] }
        }
        let results = ResultCollector(count: queues.count)
        DispatchQueue.concurrentPerform(iterations: queues.count) { worker in
            let result = runQueue(queues[worker], worker: worker, callSite: callSite, launch: launch)
            results.set(worker, result)
        }
        var merged = PreviewRunResult()
        for result in results.all {
            switch result {
            case .success(let part): merged.merge(part)
            case .failure(let error): throw error
            }
        }
        return merged
    }

    /// Runs one worker's queue, starting a new child after each failure, until it is done.
    private func runQueue(_ queue: [PreviewWorkItem], worker: Int, callSite: String,
                          launch: Launch) -> Result<PreviewRunResult, PreviewRunError> {
        var remaining = queue
        var result = PreviewRunResult()
        var attempt = 0
        while !remaining.isEmpty {
            attempt += 1
            let base = "\(scratchDirectory)/worker-\(worker)-\(attempt)"
            let request = PreviewWorkerRequest(callSite: callSite, items: remaining, eventsPath: base + ".events.jsonl")
            let child: ChildOutcome
            do {
                try JSONEncoder().encode(request).write(to: URL(fileURLWithPath: base + ".request.json"))
                child = try runChild(launch, requestPath: base + ".request.json", eventsPath: request.eventsPath,
                                     outputPath: base + ".output.txt")
            } catch let error as PreviewRunError {
                return .failure(error)
            } catch {
                return .failure(.cannotWrite(path: base + ".request.json", reason: "\(error)"))
            }
            let events = Self.readEvents(request.eventsPath)
            let progress = Self.replay(events, over: remaining)
            result.finished += progress.finished
            result.failures += progress.failures
            remaining = progress.remaining
            guard let interrupted = progress.interrupted else {
                if !remaining.isEmpty {
                    // The child ended without finishing and without being inside a preview:
                    // it never ran the request (a wrong filter, a crash at start-up). Trying
                    // again would do the same.
                    let reason = events.isEmpty
                        ? "the worker process did not run the previews (\(child.status))"
                        : "the worker process stopped between previews (\(child.status))"
                    result.failures += remaining.map {
                        PreviewRunFailure(declaration: $0.declaration, preview: nil, name: nil, reason: reason,
                                          output: child.outputTail)
                    }
                    remaining = []
                }
                break
            }
            result.failures.append(PreviewRunFailure(declaration: interrupted.declaration, preview: interrupted.preview,
                                                     name: interrupted.name, reason: child.status,
                                                     output: child.outputTail))
        }
        return .success(result)
    }

    // MARK: One child

    private struct ChildOutcome {
        /// How the child ended, in words ("trapped (signal 4, SIGILL)").
        var status: String
        /// The last lines the child printed (the trap's message is among them).
        var outputTail: String
    }

    private func runChild(_ launch: Launch, requestPath: String, eventsPath: String,
                          outputPath: String) throws -> ChildOutcome {
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        _ = FileManager.default.createFile(atPath: eventsPath, contents: nil)
        guard let output = FileHandle(forWritingAtPath: outputPath) else {
            throw PreviewRunError.cannotWrite(path: outputPath, reason: "cannot open")
        }
        defer { try? output.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: launch.executable)
        process.arguments = launch.arguments
        var environment = ProcessInfo.processInfo.environment
        environment.merge(launch.environment) { _, new in new }
        environment[PreviewWorkerRequest.environmentVariable] = requestPath
        // A worker re-runs the test up to the preview call and ends there with `_exit` (so that
        // nothing after the call runs twice): what the test made before the call (a temporary
        // folder whose `deinit` would remove it) is never cleaned up. Its temporary files go
        // into the run's scratch folder instead, which the parent removes.
        let temporary = (requestPath as NSString).deletingPathExtension + ".tmp"
        if (try? FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)) != nil {
            environment["TMPDIR"] = temporary
        }
        // Swift's backtracer symbolicates for seconds after a trap; the trap's message is
        // printed before it and is what the report needs. Keep the user's choice if they made one.
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        process.environment = environment
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        do {
            try process.run()
        } catch {
            throw PreviewRunError.cannotLaunch(executable: launch.executable, reason: "\(error)")
        }
        var lastSize = Self.fileSize(eventsPath)
        var quietSeconds = 0.0
        var timedOut = false
        while ended.wait(timeout: .now() + 0.25) == .timedOut {
            let size = Self.fileSize(eventsPath)
            if size != lastSize {
                lastSize = size
                quietSeconds = 0
            } else {
                quietSeconds += 0.25
            }
            if quietSeconds >= timeout {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
                ended.wait()
                break
            }
        }
        let status: String
        if timedOut {
            let seconds = timeout == timeout.rounded() ? "\(Int(timeout))" : "\(timeout)"
            status = "did not finish within \(seconds) s and was stopped"
        } else if process.terminationReason == .uncaughtSignal {
            status = "trapped (\(Self.describe(signal: process.terminationStatus)))"
        } else if process.terminationStatus == 0 {
            status = "exit status 0"
        } else {
            status = "exited with status \(process.terminationStatus)"
        }
        try? output.synchronize()
        return ChildOutcome(status: status, outputTail: Self.tail(of: outputPath))
    }

    private static func fileSize(_ path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : 0
    }

    private static func describe(signal: Int32) -> String {
        let names: [Int32: String] = [SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGSEGV: "SIGSEGV",
                                      SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL"]
        return "signal \(signal)" + (names[signal].map { ", \($0)" } ?? "")
    }

    /// The lines of the child's output that say why it stopped: from the last line that
    /// names a fatal error, or else the last 12 lines.
    static func tail(of path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "" }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
        let markers = ["Fatal error", "fatal error", "Precondition failed", "Assertion failed", "Unexpectedly found nil"]
        if let index = lines.lastIndex(where: { line in markers.contains { line.contains($0) } }) {
            return lines[index...].prefix(12).joined(separator: "\n")
        }
        return lines.suffix(12).joined(separator: "\n")
    }

    // MARK: Reading the events

    static func readEvents(_ path: String) -> [PreviewWorkerEvent] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        let decoder = JSONDecoder()
        // A line cut short by the trap is not an event.
        return data.split(separator: 0x0A).compactMap { try? decoder.decode(PreviewWorkerEvent.self, from: Data($0)) }
    }

    /// What a child's events say about its queue: the previews it finished, the declarations it
    /// could not expand, the preview it was in when it stopped (if any), and the work left.
    static func replay(_ events: [PreviewWorkerEvent], over queue: [PreviewWorkItem]) -> Replay {
        var replay = Replay()
        var counts: [Int: Int] = [:]
        var expansionFailed: Set<Int> = []
        var finished: Set<[Int]> = []
        var started: (declaration: Int, preview: Int, name: String?)?
        for event in events {
            switch event.kind {
            case .ready:
                break
            case .expanded:
                counts[event.declaration] = event.count ?? 0
            case .failedToExpand:
                expansionFailed.insert(event.declaration)
                replay.failures.append(PreviewRunFailure(declaration: event.declaration, preview: nil, name: nil,
                                                         reason: "could not make its previews: \(event.payload ?? "")",
                                                         output: ""))
            case .started:
                started = (event.declaration, event.preview, event.name)
            case .finished:
                finished.insert([event.declaration, event.preview])
                replay.finished.append(PreviewRunFinished(declaration: event.declaration, preview: event.preview,
                                                          name: event.name ?? "", payload: event.payload ?? ""))
                started = nil
            }
        }
        let sawReady = events.contains { $0.kind == .ready }
        for (position, item) in queue.enumerated() {
            if expansionFailed.contains(item.declaration) { continue }
            if let count = counts[item.declaration] {
                let done = (item.first..<max(item.first, count)).allSatisfy { finished.contains([item.declaration, $0]) }
                if done { continue }
                if let current = started, current.declaration == item.declaration {
                    // Stopped inside this preview: it is the failure; the rest goes on.
                    replay.interrupted = (item.declaration, current.preview, current.name)
                    var rest = Array(queue[(position + 1)...])
                    if current.preview + 1 < count {
                        rest.insert(PreviewWorkItem(declaration: item.declaration, first: current.preview + 1), at: 0)
                    }
                    replay.remaining = rest
                    return replay
                }
                // Stopped between two previews of this declaration: go on from the next one.
                let next = (item.first..<count).first { !finished.contains([item.declaration, $0]) } ?? count
                replay.remaining = [PreviewWorkItem(declaration: item.declaration, first: next)] + queue[(position + 1)...]
                return replay
            }
            // Not expanded, and everything before it is done: the child stopped while making
            // this declaration's previews (a provider's `previews` trapped), or it never started.
            if sawReady {
                replay.interrupted = (item.declaration, nil, nil)
                replay.remaining = Array(queue[(position + 1)...])
            } else {
                replay.remaining = Array(queue[position...])
            }
            return replay
        }
        return replay
    }

    struct Replay {
        var finished: [PreviewRunFinished] = []
        var failures: [PreviewRunFailure] = []
        var interrupted: (declaration: Int, preview: Int?, name: String?)?
        var remaining: [PreviewWorkItem] = []
    }
}

/// A preview a worker finished, with the result its handler returned.
package struct PreviewRunFinished: Sendable, Hashable {
    package var declaration: Int
    package var preview: Int
    package var name: String
    package var payload: String

    package init(declaration: Int, preview: Int, name: String, payload: String) {
        self.declaration = declaration
        self.preview = preview
        self.name = name
        self.payload = payload
    }
}

/// A preview (or a provider's whole `previews`, `preview == nil`) that did not finish: it
/// trapped, timed out or could not be made.
package struct PreviewRunFailure: Sendable, Hashable {
    package var declaration: Int
    package var preview: Int?
    package var name: String?
    /// Why, in words ("trapped (signal 4, SIGILL)").
    package var reason: String
    /// The last lines the worker printed (the trap's message).
    package var output: String

    package init(declaration: Int, preview: Int?, name: String?, reason: String, output: String) {
        self.declaration = declaration
        self.preview = preview
        self.name = name
        self.reason = reason
        self.output = output
    }
}

/// Everything a run reported.
package struct PreviewRunResult: Sendable {
    package var finished: [PreviewRunFinished] = []
    package var failures: [PreviewRunFailure] = []

    package init() {}

    mutating func merge(_ other: PreviewRunResult) {
        finished += other.finished
        failures += other.failures
    }
}

/// Results written by concurrent workers, one slot each.
private final class ResultCollector: @unchecked Sendable {
    // Unchecked: each worker writes only its own slot, under the lock.
    private let lock = NSLock()
    private var results: [Result<PreviewRunResult, PreviewRunError>]

    init(count: Int) {
        results = Array(repeating: .success(PreviewRunResult()), count: count)
    }

    func set(_ index: Int, _ result: Result<PreviewRunResult, PreviewRunError>) {
        lock.lock()
        results[index] = result
        lock.unlock()
    }

    var all: [Result<PreviewRunResult, PreviewRunError>] {
        lock.lock()
        defer { lock.unlock() }
        return results
    }
}
