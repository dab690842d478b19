import Foundation

/// A type that defines how an animatable value changes over time: SwiftUI's `CustomAnimation`
/// (iOS 17).
///
/// An animation is a pure function of the change it animates and the time since it started:
/// ``animate(value:time:context:)`` receives the change (the vector from where the value was to
/// where it is going) and returns how much of it has happened, or `nil` once the animation is
/// over. Every built-in animation (timing curves, springs, delay, speed, repeat) is one of these,
/// and an app's own type works the same way:
///
/// ```swift
/// struct ElasticOut: CustomAnimation {
///     var duration: TimeInterval
///     func animate<V: VectorArithmetic>(value: V, time: TimeInterval,
///                                       context: inout AnimationContext<V>) -> V? {
///         guard time < duration else { return nil }
///         let p = time / duration
///         return value.scaled(by: 1 - pow(2, -10 * p) * cos(p * 20))
///     }
/// }
/// let animation = Animation(ElasticOut(duration: 0.6))
/// ```
///
/// How a host combines a new animation with one that is still running is in
/// <doc:HowAnimationWorks>.
public protocol CustomAnimation: Hashable, Sendable {
    /// How much of `value` has happened `time` seconds after the start, or `nil` when the
    /// animation has finished (the host then shows the final value).
    ///
    /// - Parameters:
    ///   - value: The change to animate: the new value's animatable data minus the old one's.
    ///   - time: Seconds since the animation started.
    ///   - context: The animation's state (kept between calls) and the environment of the view
    ///     that started it.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// The rate of change of ``animate(value:time:context:)``'s result at `time`, per second,
    /// or `nil` when unknown. A spring that takes over from this animation starts with it.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Whether this animation takes over from `previous`, which is still running on the same
    /// value, instead of running alongside it.
    ///
    /// Returning `true` replaces `previous`: this animation continues with its context (its
    /// state) and its elapsed time, and can read its position and velocity first. Returning
    /// `false` (the default) lets both run, each animating its own change, their effects added.
    ///
    /// - Parameters:
    ///   - previous: The running animation.
    ///   - value: The whole change this animation now animates: from where `previous` started to
    ///     the new target.
    ///   - time: Seconds since `previous` started.
    ///   - context: `previous`'s context, which this animation keeps if it merges.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    /// No velocity is known.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        nil
    }

    /// Never merges: a new animation of this type runs alongside the old one.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool {
        false
    }
}

/// A built-in animation whose length is known in advance (timing curves, interpolating springs,
/// and delays, speeds and finite repeats of them), so that repeats can cut iterations at exact
/// times instead of at the first sample past the end.
protocol FixedDurationAnimation {
    /// The seconds after which `animate(value:time:context:)` returns `nil` for `value`.
    func duration<V: VectorArithmetic>(for value: V) -> TimeInterval?
}
