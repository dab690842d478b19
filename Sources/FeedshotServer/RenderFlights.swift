import Foundation
import FeedshotCommands

/// Identical renders in flight run once: the first request for a fingerprint starts the render,
/// later ones wait for the same result. Each waiter has its own time limit; a waiter that gives
/// up does not stop the render, whose result still lands in the cache for the next request.
final class RenderFlights: Sendable {
    /// What a waiter gets.
    enum Outcome: Sendable {
        case rendered([UInt8])
        /// The render queue was full.
        case overloaded
        /// The time limit passed first.
        case timedOut
        case failed(String)
    }

    private struct Waiter {
        var continuation: CheckedContinuation<Outcome, Never>
        /// Resumes the waiter with `.timedOut`; cancelled when the render finishes first.
        var timer: Task<Void, Never>
    }

    private struct Flight {
        var waiters: [UUID: Waiter] = [:]
    }

    private let flights = Locked([String: Flight]())

    /// Renders in flight (distinct fingerprints).
    var count: Int { flights.withLock { $0.count } }
    /// Requests waiting on any render.
    var waiterCount: Int { flights.withLock { $0.values.reduce(0) { $0 + $1.waiters.count } } }

    /// The outcome of the render for `key`, starting it with `render` unless one is in flight.
    func outcome(for key: String, timeLimit: Duration,
                 render: @escaping @Sendable () async -> Outcome) async -> Outcome {
        let waiter = UUID()
        return await withCheckedContinuation { continuation in
            let timer = Task { [flights] in
                guard (try? await Task.sleep(for: timeLimit)) != nil else { return }
                let expired = flights.withLock { $0[key]?.waiters.removeValue(forKey: waiter) }
                expired?.continuation.resume(returning: .timedOut)
            }
            let leads = flights.withLock { flights in
                let leads = flights[key] == nil
                flights[key, default: Flight()].waiters[waiter] = Waiter(continuation: continuation, timer: timer)
                return leads
            }
            if leads {
                Task { [flights] in
                    let outcome = await render()
                    let waiters = flights.withLock { $0.removeValue(forKey: key)?.waiters ?? [:] }
                    for waiter in waiters.values {
                        waiter.timer.cancel()
                        waiter.continuation.resume(returning: outcome)
                    }
                }
            }
        }
    }
}
