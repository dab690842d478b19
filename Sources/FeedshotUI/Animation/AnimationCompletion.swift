import Foundation

/// When a completion callback of `withAnimation(_:completionCriteria:_:completion:)` runs:
/// SwiftUI's `AnimationCompletionCriteria`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    fileprivate enum Kind: Hashable, Sendable { case logicallyComplete, removed }
    fileprivate let kind: Kind

    /// Once the animation has logically completed (a timing curve's end, the time given to
    /// `logicallyComplete(after:)`), though a spring may still be settling.
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)
    /// Once the animation has finished and is removed (a spring has settled).
    public static let removed = AnimationCompletionCriteria(kind: .removed)
}

/// Runs `body` (a state change) with `animation`, then `completion` once the animation meets
/// `completionCriteria`: SwiftUI's `withAnimation(_:completionCriteria:_:completion:)`.
///
/// In a live host the completion runs at the first frame at or after the moment the animation
/// meets the criteria, counted from the change (found by running the animation on a unit
/// change, so custom animations and `logicallyComplete(after:)` are honoured); an animation
/// that never ends (`repeatForever`) never calls it. Without an animation it runs at the next
/// frame. Outside a host (a still render runs no actions) it runs right after `body`.
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}

extension Animation {
    /// The seconds after its start at which the animation of a change meets `criteria`, or nil
    /// if it never does within a minute. Runs the animation on a unit change at 240 steps per
    /// second, as a host would, reading `isLogicallyComplete` and the end (`nil`).
    func completionDelay(for criteria: AnimationCompletionCriteria) -> TimeInterval? {
        var context = AnimationContext<Double>()
        var tick = 0
        while tick <= 60 * 240 {
            // Divided rather than multiplied by a step: tick 120 is 0.5 s exactly.
            let time = Double(tick) / 240
            let value = animate(value: 1.0, time: time, context: &context)
            // Ended between the last step and this one: where an animation knows its end (a
            // timing curve), that is the moment, so one ending on a frame completes on it.
            if value == nil { return duration(for: 1.0).map { min($0, time) } ?? time }
            if criteria == .logicallyComplete && context.isLogicallyComplete { return time }
            tick += 1
        }
        return nil
    }
}

/// A completion waiting for its time: `delay` seconds after the host's time when it was asked.
struct PendingAnimationCompletion: @unchecked Sendable {
    // Unchecked: the callback is app code, run only on the host's thread.
    let delay: TimeInterval
    let run: () -> Void
}
