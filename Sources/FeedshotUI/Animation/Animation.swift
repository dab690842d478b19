import Foundation

/// How a change animates: SwiftUI's `Animation`, with SwiftUI's iOS 17 model.
///
/// An animation wraps a ``CustomAnimation``: the built-in timing curves (`.linear`, `.easeIn`,
/// `.easeOut`, `.easeInOut`, `.timingCurve`), springs (`.spring`, `.smooth`, `.snappy`,
/// `.bouncy`, `.interactiveSpring`, `.interpolatingSpring`, and `.default`, a spring since iOS
/// 17), the modifiers `delay`, `speed`, `repeatCount` and `repeatForever`, or an app's own type
/// through ``init(_:)``. Everything is a pure function of the change and the elapsed time; a host
/// supplies the time. How animations on the same value combine when a change interrupts another
/// is in <doc:HowAnimationWorks>.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The custom animation this animation runs.
    public let base: any CustomAnimation

    /// An animation that runs `base`.
    public init<A: CustomAnimation>(_ base: A) {
        self.base = base
    }

    /// How much of `value` has happened at `time`, or `nil` once finished (see
    /// ``CustomAnimation/animate(value:time:context:)``).
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    /// The velocity of the animation at `time`, when known.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// Whether this animation takes over from `previous` (see
    /// ``CustomAnimation/shouldMerge(previous:value:time:context:)``).
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// The seconds the animation lasts for `value` when that is known in advance (timing curves,
    /// interpolating springs, finite repeats of them); `nil` for springs that merge, endless
    /// repeats and custom animations, which end when they return `nil`.
    func duration<V: VectorArithmetic>(for value: V) -> TimeInterval? {
        (base as? any FixedDurationAnimation)?.duration(for: value)
    }

    /// The base as a concrete type, when it is one.
    func base<A: CustomAnimation>(as type: A.Type) -> A? { base as? A }

    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        lhs.base.hashableValue == rhs.base.hashableValue
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(base.hashableValue)
    }

    /// The animation's kind and parameters, e.g. `easeInOut(duration: 0.35)`.
    public var description: String { String(describing: base) }
}

extension CustomAnimation {
    /// The animation as an `AnyHashable` (`any CustomAnimation` is not itself `Hashable`).
    var hashableValue: AnyHashable { AnyHashable(self) }
}
