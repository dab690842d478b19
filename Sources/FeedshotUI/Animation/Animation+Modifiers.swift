import Foundation

// SwiftUI's animation modifiers. Each wraps another animation and changes only its clock:
// `delay` holds it at its start, `speed` runs its clock faster or slower, `repeatCount` and
// `repeatForever` restart it (playing every other run backwards when autoreversing), and
// `logicallyComplete(after:)` moves the moment completion callbacks fire.

extension Animation {
    /// This animation starting `delay` seconds later (holding the old value until then).
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(DelayAnimation(base: self, delay: delay.isFinite ? max(delay, 0) : 0))
    }

    /// This animation with its clock running `speed` times as fast (2 takes half as long).
    /// A speed of 0 or less freezes the animation at its start.
    public func speed(_ speed: Double) -> Animation {
        Animation(SpeedAnimation(base: self, speed: speed.isFinite ? max(speed, 0) : 1))
    }

    /// This animation run `repeatCount` times; with `autoreverses`, every second run plays
    /// backwards. Autoreversing runs count: 2 goes there and back. When the last run ends the
    /// value shows its new state, so an even count that autoreverses jumps there at the end, as
    /// in SwiftUI.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, count: max(repeatCount, 0), autoreverses: autoreverses))
    }

    /// This animation repeated for as long as the view exists; with `autoreverses`, every second
    /// run plays backwards.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, count: nil, autoreverses: autoreverses))
    }

    /// This animation reporting logical completion after `duration` seconds (for completion
    /// callbacks that wait for `.logicallyComplete`).
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation(LogicalCompletionAnimation(base: self, duration: duration))
    }
}

/// The base animation on a clock that starts `delay` seconds late: the change has not begun
/// (zero) before then.
struct DelayAnimation: CustomAnimation, FixedDurationAnimation, CustomStringConvertible {
    var base: Animation
    var delay: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: max(time - delay, 0), context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        time < delay ? .zero : base.velocity(value: value, time: time - delay, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    func duration<V: VectorArithmetic>(for value: V) -> TimeInterval? {
        base.duration(for: value).map { $0 + delay }
    }

    var description: String { "\(base).delay(\(delay.compactDescription))" }
}

/// The base animation on a clock running `speed` times as fast.
struct SpeedAnimation: CustomAnimation, FixedDurationAnimation, CustomStringConvertible {
    var base: Animation
    var speed: Double

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time * speed, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time * speed, context: context)?.scaled(by: speed)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time * speed, context: &context)
    }

    func duration<V: VectorArithmetic>(for value: V) -> TimeInterval? {
        guard speed > 0 else { return nil }
        return base.duration(for: value).map { $0 / speed }
    }

    var description: String { "\(base).speed(\(speed.compactDescription))" }
}

/// The base animation restarted `count` times (forever when nil), every other run reversed when
/// autoreversing.
///
/// When the base's duration D is known in advance, run k covers [k·D, (k + 1)·D) exactly, so the
/// frames do not depend on the frame rate. Otherwise (a persistent spring, a custom animation) a
/// run ends at the first time the base returns nil, as in SwiftUI, and the next starts then.
struct RepeatAnimation: CustomAnimation, FixedDurationAnimation, CustomStringConvertible {
    var base: Animation
    var count: Int?
    var autoreverses: Bool

    /// The run in progress when the base's duration is not known: its index and start time.
    struct State<V: VectorArithmetic>: AnimationStateKey {
        var index = 0
        var start: TimeInterval = 0
        static var defaultValue: State { State() }
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if let count, count == 0 { return nil }
        if let period = base.duration(for: value), period > 0 {
            let index = (time / period).rounded(.down)
            if let count, index >= Double(count) { return nil }
            let local = time - index * period
            var scratch = AnimationContext<V>(environment: context.environment)
            let progress = base.animate(value: value, time: local, context: &scratch) ?? value
            return autoreverses && Int(index.truncatingRemainder(dividingBy: 2)) == 1 ? value - progress : progress
        }
        var run = context.state[State<V>.self]
        let reversed = autoreverses && run.index % 2 == 1
        if let progress = base.animate(value: value, time: time - run.start, context: &context) {
            return reversed ? value - progress : progress
        }
        run.index += 1
        run.start = time
        context.state = AnimationState()
        context.state[State<V>.self] = run
        if let count, run.index >= count { return nil }
        return reversed ? .zero : value
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let index: Double, local: TimeInterval
        if let period = base.duration(for: value), period > 0 {
            index = (time / period).rounded(.down)
            local = time - index * period
        } else {
            let run = context.state[State<V>.self]
            index = Double(run.index)
            local = time - run.start
        }
        guard let velocity = base.velocity(value: value, time: local, context: context) else { return nil }
        return autoreverses && Int(index.truncatingRemainder(dividingBy: 2)) == 1 ? .zero - velocity : velocity
    }

    func duration<V: VectorArithmetic>(for value: V) -> TimeInterval? {
        guard let count, let period = base.duration(for: value) else { return nil }
        return Double(count) * period
    }

    var description: String {
        let runs = count.map { "repeatCount(\($0), " } ?? "repeatForever("
        return "\(base).\(runs)autoreverses: \(autoreverses))"
    }
}

/// The base animation, reporting logical completion once `duration` seconds have passed.
struct LogicalCompletionAnimation: CustomAnimation, FixedDurationAnimation, CustomStringConvertible {
    var base: Animation
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let result = base.animate(value: value, time: time, context: &context)
        context.isLogicallyComplete = time >= duration
        return result
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    func duration<V: VectorArithmetic>(for value: V) -> TimeInterval? { base.duration(for: value) }

    var description: String { "\(base).logicallyComplete(after: \(duration.compactDescription))" }
}
