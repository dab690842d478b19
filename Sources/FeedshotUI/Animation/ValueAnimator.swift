import Foundation

/// The animations running on one animatable value, combined as SwiftUI combines them: the engine
/// a live host keeps per animated property (an offset, an opacity, a shape's `animatableData`).
///
/// The animator knows the model value (``target``), which changes at once, and the animations
/// still carrying the presented value toward it. Each running animation owns one change Δᵢ (the
/// target after it minus the target before it), its start time and its context; the presented
/// value at time t is
///
///     target − Σᵢ (Δᵢ − animateᵢ(Δᵢ, t − startᵢ))
///
/// so every animation contributes what remains of its change, and one that returns `nil` has
/// finished and is dropped. A new animated change first asks the new animation whether it merges
/// with the newest running one (`shouldMerge`): persistent springs do, taking over its position
/// and velocity with the combined change; timing curves and interpolating springs do not, and
/// run alongside from the old target to the new one (additive). A change without animation
/// moves the target; running animations keep running, relative to it. Details and the rules
/// behind them: <doc:HowAnimationWorks>.
///
/// Everything is a function of the times a host passes in: ``retarget(to:animation:at:environment:)``
/// when the model value changes, ``value(at:)`` for each frame, in non-decreasing time. The
/// built-in animations are closed forms, so sampling a built-in animation at other times never
/// changes what it shows at a given time.
package struct ValueAnimator<Value: VectorArithmetic> {
    /// One running animation.
    struct Run {
        var animation: Animation
        var change: Value
        var start: TimeInterval
        var context: AnimationContext<Value>
        /// What `animate` returned last (the part of `change` that has happened).
        var progress: Value
    }

    /// The model value: where the presented value ends once every animation has finished.
    package private(set) var target: Value
    private(set) var runs: [Run] = []

    /// An animator at rest on `value`.
    package init(_ value: Value) {
        target = value
    }

    /// Whether any animation is still running.
    package var isAnimating: Bool { !runs.isEmpty }

    /// Whether every running animation has reported logical completion (true at rest).
    package var isLogicallyComplete: Bool { runs.allSatisfy(\.context.isLogicallyComplete) }

    /// The time at which the last running animation ends, when every one has a duration known in
    /// advance (timing curves, interpolating springs, finite repeats); nil while a spring that
    /// merges, an endless repeat or a custom animation runs. A persistent spring's end is known
    /// once it has been sampled: see ``value(at:)``.
    package var knownEndTime: TimeInterval? {
        var end = -TimeInterval.infinity
        for run in runs {
            guard let duration = run.animation.duration(for: run.change) else { return nil }
            end = max(end, run.start + duration)
        }
        return runs.isEmpty ? nil : end
    }

    /// Changes the model value to `newValue` at `time`, animated with `animation` (nil: at once,
    /// leaving running animations to finish relative to the new value).
    ///
    /// - Parameters:
    ///   - newValue: The new model value.
    ///   - animation: The transaction's animation, or nil.
    ///   - time: The host's time of the change (not earlier than the previous call's).
    ///   - environment: The environment of the view whose value changes (for custom animations).
    /// - Returns: Whether the model value changed.
    @discardableResult
    package mutating func retarget(to newValue: Value, animation: Animation?, at time: TimeInterval,
                                   environment: EnvironmentValues = EnvironmentValues()) -> Bool {
        let change = newValue - target
        target = newValue
        guard change != .zero else { return false }
        guard let animation else { return true }
        if var previous = runs.last {
            // The new animation animates the previous one's change plus the new one, from the
            // previous one's origin, on the previous one's clock.
            var context = previous.context
            context.state[MergedChangeKey<Value>.self] = previous.change
            let combined = previous.change + change
            if animation.shouldMerge(previous: previous.animation, value: combined, time: time - previous.start,
                                     context: &context) {
                context.state[MergedChangeKey<Value>.self] = nil
                previous.animation = animation
                previous.change = combined
                previous.context = context
                runs[runs.count - 1] = previous
                return true
            }
        }
        runs.append(Run(animation: animation, change: change, start: time,
                        context: AnimationContext(environment: environment), progress: .zero))
        return true
    }

    /// The presented value at `time`; finished animations are dropped.
    package mutating func value(at time: TimeInterval) -> Value {
        var remaining = Value.zero
        var index = 0
        while index < runs.count {
            var run = runs[index]
            if let progress = run.animation.animate(value: run.change, time: time - run.start, context: &run.context) {
                run.progress = progress
                remaining += run.change - progress
                runs[index] = run
                index += 1
            } else {
                runs.remove(at: index)
            }
        }
        return target - remaining
    }

    /// The presented value's velocity at `time` (per second), from the running animations'
    /// velocities (those that report none count as still).
    package func velocity(at time: TimeInterval) -> Value {
        var velocity = Value.zero
        for run in runs {
            if let runVelocity = run.animation.velocity(value: run.change, time: time - run.start, context: run.context) {
                velocity += runVelocity
            }
        }
        return velocity
    }

    /// Stops every animation: the presented value jumps to the target (SwiftUI's
    /// `disablesAnimations`, or a view whose identity changed).
    package mutating func finish() {
        runs.removeAll()
    }
}

/// A ``ValueAnimator`` for a whole `Animatable` value (a shape, an `Animatable` view or
/// modifier, a point or a colour): it animates the value's `animatableData` and writes each
/// frame's data back into the newest model value.
package struct AnimatableAnimator<Model: Animatable> {
    /// The newest model value.
    package private(set) var model: Model
    private var animator: ValueAnimator<Model.AnimatableData>

    /// An animator at rest on `model`.
    package init(_ model: Model) {
        self.model = model
        animator = ValueAnimator(model.animatableData)
    }

    /// Whether any animation is still running.
    package var isAnimating: Bool { animator.isAnimating }

    /// Whether every running animation has logically completed.
    package var isLogicallyComplete: Bool { animator.isLogicallyComplete }

    /// See ``ValueAnimator/knownEndTime``.
    package var knownEndTime: TimeInterval? { animator.knownEndTime }

    /// Changes the model at `time`, animated with `animation` (see
    /// ``ValueAnimator/retarget(to:animation:at:environment:)``).
    package mutating func retarget(to newModel: Model, animation: Animation?, at time: TimeInterval,
                                   environment: EnvironmentValues = EnvironmentValues()) {
        model = newModel
        animator.retarget(to: newModel.animatableData, animation: animation, at: time, environment: environment)
    }

    /// The presented value at `time`: the newest model with the animated data, or the model
    /// itself (untouched by a round trip through its data) once nothing animates.
    package mutating func value(at time: TimeInterval) -> Model {
        let data = animator.value(at: time)
        guard animator.isAnimating else { return model }
        var presented = model
        presented.animatableData = data
        return presented
    }

    /// Stops every animation.
    package mutating func finish() {
        animator.finish()
    }
}
