import Foundation

// SwiftUI's spring animations. Two kinds, as in SwiftUI:
// - `spring`, `smooth`, `snappy`, `bouncy`, `interactiveSpring` and `.default` are persistent
//   springs: a new one interrupting a running animation on the same value takes over from where
//   it is, keeping its velocity ("each animation will be replaced by their successor, preserving
//   velocity from one animation to the next", Apple's documentation of `spring`).
// - `interpolatingSpring` runs the spring on the change's progress from 0 to 1 and never merges:
//   overlapping ones add ("Preserves velocity across overlapping animations by adding the effects
//   of each animation").
// Both use Motion's closed-form spring; nothing is integrated step by step.

extension Animation {
    /// SwiftUI's default animation since iOS 17: a spring with response 0.55 and damping
    /// fraction 1 (Apple's documentation of `Animation.default`; before iOS 17 it was `easeInOut`).
    public static let `default` = Animation(SpringAnimation(spring: Spring(response: 0.55, dampingFraction: 1),
                                                            blendDuration: 0, name: "default"))

    /// A persistent spring with SwiftUI's default parameters (duration 0.5, bounce 0).
    public static var spring: Animation { spring() }

    /// A persistent spring by perceptual duration and bounce (see ``Spring/init(duration:bounce:)``).
    ///
    /// `blendDuration` is accepted for SwiftUI compatibility; Feedshot switches between springs
    /// of different durations at once instead of blending them.
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        Animation(SpringAnimation(spring: Spring(duration: duration, bounce: bounce), blendDuration: blendDuration))
    }

    /// A persistent spring by response and damping fraction. A response of 0 is an infinitely
    /// stiff spring: the value jumps.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: TimeInterval = 0) -> Animation {
        Animation(SpringAnimation(spring: Spring(response: response, dampingFraction: dampingFraction),
                                  blendDuration: blendDuration))
    }

    /// A persistent spring with `spring`'s parameters (SwiftUI's `spring(_:blendDuration:)`, iOS 17).
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(SpringAnimation(spring: spring, blendDuration: blendDuration))
    }

    /// A quick persistent spring for interactive changes (response 0.15, damping 0.86).
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A quick persistent spring for interactive changes, by duration and extra bounce (base
    /// bounce 0.15).
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// A quick persistent spring for interactive changes, by response and damping fraction.
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A smooth spring: duration 0.5 s, no bounce.
    public static var smooth: Animation { smooth() }
    /// A smooth spring (base bounce 0) with a duration and extra bounce.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring: duration 0.5 s, bounce 0.15.
    public static var snappy: Animation { snappy() }
    /// A snappy spring (base bounce 0.15) with a duration and extra bounce.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring: duration 0.5 s, bounce 0.3.
    public static var bouncy: Animation { bouncy() }
    /// A bouncy spring (base bounce 0.3) with a duration and extra bounce.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// A spring run on the change's progress from 0 to 1, by physical parameters. Overlapping
    /// interpolating springs add. `initialVelocity` is in changes per second (1 covers the whole
    /// change in a second).
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
                            initialVelocity: initialVelocity)
    }

    /// A spring run on the change's progress, by perceptual duration and bounce.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0,
                                           initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// A spring run on the change's progress with `spring`'s parameters (iOS 17).
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(InterpolatingSpringAnimation(spring: spring, initialVelocity: initialVelocity))
    }

    /// An interpolating spring with the default parameters (duration 0.5, bounce 0).
    public static var interpolatingSpring: Animation { interpolatingSpring() }
}

/// When a spring animation counts as finished: the displacement provably stays within this many
/// units of animatable data (a ten-thousandth of a point, of an opacity, of a radian), computed
/// once per start or merge from the closed form, so the end never depends on the frame rate.
/// (SwiftUI's own springs stop at a similarly tiny residue: their per-step velocity and force
/// thresholds leave well under a thousandth of a unit.)
let springSettleEpsilon = 1e-4

/// A persistent spring: the value is the spring's offset from the start of the change, pulled
/// toward the change; a newer spring merges with any running animation, starting from its
/// position and velocity.
struct SpringAnimation: CustomAnimation, CustomStringConvertible {
    var spring: Spring
    var blendDuration: Double
    /// The name it prints as (`default` for `Animation.default`), or nil for its parameters.
    var name: String?

    init(spring: Spring, blendDuration: Double, name: String? = nil) {
        self.spring = spring
        self.blendDuration = blendDuration
        self.name = name
    }

    /// Where the spring started from (relative to the change's origin), with what velocity, at
    /// which elapsed time; and the settle time computed for the change it was last asked about.
    struct State<V: VectorArithmetic>: AnimationStateKey {
        var start: TimeInterval = 0
        var offset: V = .zero
        var velocity: V = .zero
        var settle: (value: V, time: TimeInterval)?
        static var defaultValue: State { State() }
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var state = context.state[State<V>.self]
        let elapsed = time - state.start
        if elapsed >= spring.response { context.isLogicallyComplete = true }
        let displacement = state.offset - value
        let settle: TimeInterval
        if let cached = state.settle, cached.value == value {
            settle = cached.time
        } else {
            settle = spring.settlingDuration(displacement: displacement, velocity: state.velocity,
                                             epsilon: springSettleEpsilon)
            state.settle = (value, settle)
            context.state[State<V>.self] = state
        }
        guard elapsed < settle else { return nil }
        let phi = spring.transition(at: max(elapsed, 0))
        return value + displacement.scaled(by: phi.displacementFromDisplacement)
            + state.velocity.scaled(by: phi.displacementFromVelocity)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let state = context.state[State<V>.self]
        let phi = spring.transition(at: max(time - state.start, 0))
        return (state.offset - value).scaled(by: phi.velocityFromDisplacement)
            + state.velocity.scaled(by: phi.velocityFromVelocity)
    }

    /// Takes over from any running animation: it starts where `previous` is now, moving as fast.
    ///
    /// `previous`'s position and velocity are read with the change `previous` was animating,
    /// which a host leaves in the context under ``MergedChangeKey``; without it (a direct call),
    /// `value` is used.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool {
        let previousChange = context.state[MergedChangeKey<V>.self] ?? value
        let velocity = previous.velocity(value: previousChange, time: time, context: context) ?? .zero
        var probe = context
        let offset = previous.animate(value: previousChange, time: time, context: &probe) ?? previousChange
        var state = State<V>()
        state.start = time
        state.offset = offset
        state.velocity = velocity
        context.state[State<V>.self] = state
        context.isLogicallyComplete = false
        return true
    }

    var description: String {
        if let name { return name }
        return "spring(response: \(spring.response.compactDescription), "
            + "dampingFraction: \(spring.dampingFraction.compactDescription))"
    }
}

/// The change a merging animation's predecessor was animating, which a host stores in the
/// predecessor's context before asking a new animation `shouldMerge`, so that the new one can
/// read the predecessor's true position and velocity.
struct MergedChangeKey<V: VectorArithmetic>: AnimationStateKey {
    static var defaultValue: V? { nil }
}

/// A spring on the change's progress p from 0 to 1 (released at p = 0 with the initial velocity,
/// pulled to 1): the change scaled by p(t). It never merges, so overlapping ones add.
struct InterpolatingSpringAnimation: CustomAnimation, FixedDurationAnimation, CustomStringConvertible {
    var spring: Spring
    var initialVelocity: Double

    func progress(at time: TimeInterval) -> (value: Double, velocity: Double) {
        let phi = spring.transition(at: max(time, 0))
        return (1 - phi.displacement(from: 1, velocity: -initialVelocity),
                -phi.velocity(from: 1, velocity: -initialVelocity))
    }

    func duration<V: VectorArithmetic>(for value: V) -> TimeInterval? {
        // Progress settles within ε of the change's size: ε / |change| in progress units.
        let size = value.magnitudeSquared.squareRoot()
        let epsilon = size > 0 ? min(springSettleEpsilon / size, 1e-3) : 1e-3
        return spring.settlingDuration(displacementSquared: 1, velocitySquared: initialVelocity * initialVelocity,
                                       dot: -initialVelocity, epsilon: epsilon)
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time >= spring.response { context.isLogicallyComplete = true }
        guard let end = duration(for: value), time < end else { return nil }
        return value.scaled(by: progress(at: time).value)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        value.scaled(by: progress(at: time).velocity)
    }

    var description: String {
        "interpolatingSpring(mass: \(spring.mass.compactDescription), stiffness: \(spring.stiffness.compactDescription), "
            + "damping: \(spring.damping.compactDescription), initialVelocity: \(initialVelocity.compactDescription))"
    }
}
