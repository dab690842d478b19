import Foundation
import Geometry

/// A damped spring: SwiftUI's `Spring`, and the one spring every part of Feedshot moves with
/// (`feedshot swipe`'s settle, animations, scroll views).
///
/// A spring is described by its `response` (the period of the undamped oscillation in seconds,
/// what SwiftUI also calls the perceptual `duration`) and its `dampingFraction` ζ (the damping
/// ratio): below 1 it overshoots and oscillates, exactly 1 is critically damped (the fastest
/// approach without oscillation), above 1 is overdamped. Only these two numbers shape the motion;
/// the `mass` is kept so that ``stiffness``, ``damping`` and ``force(target:position:velocity:)``
/// read back in the units they were given, as SwiftUI's do.
///
/// The conversions (verified against the example in Apple's `Spring` documentation:
/// `Spring(duration: 0.5, bounce: 0.3)` has mass 1, stiffness 157.9, damping 17.6, and
/// `Spring(mass: 1, stiffness: 100, damping: 10)` has duration 0.63 and bounce 0.5):
/// - ω = 2π / response, stiffness k = m·ω², damping c = 2·m·ζ·ω;
/// - bounce b ≥ 0 is ζ = 1 − b; b < 0 is ζ = 1 / (1 + b) (overdamped), so bounce reads back as
///   1 − ζ or 1/ζ − 1.
///
/// Every value is evaluated in closed form (``SpringMotion``), never by stepping an integrator,
/// so a position at time t does not depend on which other times were asked for.
public struct Spring: Sendable, Hashable, CustomStringConvertible {
    /// The period of the undamped oscillation in seconds; smaller is faster. 0 is an infinitely
    /// stiff spring that is at its target at once.
    public var response: Double
    /// The damping ratio ζ: 1 is critically damped, below 1 bounces, above 1 is overdamped.
    public var dampingFraction: Double
    /// The mass of the object on the spring (1 unless given); it scales ``stiffness`` and
    /// ``damping`` but not the motion.
    public var mass: Double

    /// Creates a spring from a response and a damping fraction (Feedshot's spelling, matching
    /// `Animation.spring(response:dampingFraction:)`).
    ///
    /// A negative or non-finite response becomes 0 (infinitely stiff) and a negative damping
    /// fraction 0 (undamped), as SwiftUI tolerates them too; nothing traps on odd values.
    public init(response: Double, dampingFraction: Double) {
        self.response = response.isFinite && response > 0 ? response : 0
        self.dampingFraction = dampingFraction.isNaN ? 1 : max(dampingFraction, 0)
        self.mass = 1
    }

    /// Creates a spring from a response and a damping ratio: SwiftUI's `Spring(response:dampingRatio:)`.
    public init(response: Double, dampingRatio: Double) {
        self.init(response: response, dampingFraction: dampingRatio)
    }

    /// Creates a spring from SwiftUI's perceptual parameters: `Spring(duration:bounce:)`.
    ///
    /// - Parameters:
    ///   - duration: The pace of the spring, in seconds: the response. For springs without much
    ///     bounce it is about the time the spring takes to settle.
    ///   - bounce: 0 is critically damped; up to 1 bounces more (1 never stops); down to −1 is
    ///     ever more overdamped. Values beyond ±1 are clamped (−1 itself is treated as −0.999).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        self.init(response: duration, dampingFraction: Self.dampingFraction(bounce: bounce))
    }

    /// Creates a spring from physical parameters: SwiftUI's
    /// `Spring(mass:stiffness:damping:allowOverDamping:)`.
    ///
    /// Without `allowOverDamping`, a damping above critical is treated as critical, as SwiftUI
    /// does.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let mass = mass.isFinite && mass > 0 ? mass : 1
        let stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 0
        let angularFrequency = (stiffness / mass).squareRoot()
        let ratio = stiffness > 0 ? damping / (2 * (stiffness * mass).squareRoot()) : 1
        self.init(response: angularFrequency > 0 ? 2 * Double.pi / angularFrequency : 0,
                  dampingFraction: allowOverDamping ? ratio : min(ratio, 1))
        self.mass = mass
    }

    /// Creates a spring from a mass, a stiffness and a damping ratio (Flutter's
    /// `SpringDescription.withDampingRatio`).
    public init(mass: Double, stiffness: Double, dampingRatio: Double) {
        let mass = mass.isFinite && mass > 0 ? mass : 1
        let angularFrequency = (max(stiffness, 0) / mass).squareRoot()
        self.init(response: angularFrequency > 0 ? 2 * Double.pi / angularFrequency : 0,
                  dampingFraction: dampingRatio)
        self.mass = mass
    }

    /// The damping fraction for a SwiftUI bounce: 1 − b for b ≥ 0, 1 / (1 + b) below.
    public static func dampingFraction(bounce: Double) -> Double {
        guard !bounce.isNaN else { return 1 }
        let bounce = min(max(bounce, -0.999), 1)
        return bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }

    // MARK: SwiftUI's read-back properties

    /// The damping ratio ζ (SwiftUI's name for ``dampingFraction``).
    public var dampingRatio: Double { dampingFraction }

    /// The perceptual duration in seconds: the response.
    public var duration: TimeInterval { response }

    /// How bouncy the spring is: 1 − ζ when ζ ≤ 1, 1/ζ − 1 when overdamped.
    public var bounce: Double {
        dampingFraction <= 1 ? 1 - dampingFraction : 1 / dampingFraction - 1
    }

    /// The undamped angular frequency ω = 2π / response, in radians per second (infinite for an
    /// infinitely stiff spring).
    public var angularFrequency: Double { 2 * Double.pi / response }

    /// The spring constant k = m·ω².
    public var stiffness: Double { mass * angularFrequency * angularFrequency }

    /// The damping coefficient c = 2·m·ζ·ω.
    public var damping: Double { 2 * mass * dampingFraction * angularFrequency }

    /// This spring with its damping fraction raised to at least `minimum`, same response.
    public func damped(atLeast minimum: Double) -> Spring {
        var spring = self
        spring.dampingFraction = max(dampingFraction, minimum)
        return spring
    }

    /// The motion of this spring released at `displacement` from its rest point with `velocity`
    /// (both in the same units, per second for the velocity).
    public func motion(displacement: Double, velocity: Double) -> SpringMotion {
        SpringMotion(spring: self, initialDisplacement: displacement, initialVelocity: velocity)
    }

    /// `Spring(response: …, dampingFraction: …)`, with the mass when it is not 1.
    public var description: String {
        let base = "Spring(response: \(response.compactDescription), dampingFraction: \(dampingFraction.compactDescription)"
        return mass == 1 ? base + ")" : base + ", mass: \(mass.compactDescription))"
    }
}
