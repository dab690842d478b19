import Foundation
import Geometry

/// A damped spring described the way SwiftUI describes one: a `response` (the period of the
/// undamped oscillation, in seconds) and a `dampingFraction` (the damping ratio ζ).
///
/// The spring acts on a unit mass, so its stiffness is (2π / response)² and its damping
/// coefficient 4π·ζ / response. A damping fraction below 1 overshoots and oscillates, exactly 1 is
/// critically damped (the fastest approach without oscillation), above 1 is overdamped.
///
/// Springs described by mass, stiffness and damping (Flutter's and Core Animation's parameters)
/// are converted to the same two numbers: only the natural frequency √(k/m) and the damping ratio
/// c / (2√(k·m)) shape the motion.
public struct Spring: Sendable, Hashable, CustomStringConvertible {
    /// The period of the undamped oscillation in seconds; smaller is faster.
    public var response: Double
    /// The damping ratio ζ: 1 is critically damped, below 1 bounces, above 1 is overdamped.
    public var dampingFraction: Double

    /// Creates a spring from SwiftUI's parameters.
    ///
    /// - Parameters:
    ///   - response: The period of the undamped oscillation in seconds; must be positive.
    ///   - dampingFraction: The damping ratio; must be positive (an undamped spring never settles).
    public init(response: Double = 0.5, dampingFraction: Double = 1) {
        precondition(response.isFinite && response > 0, "Spring response must be positive")
        precondition(dampingFraction.isFinite && dampingFraction > 0, "Spring damping fraction must be positive")
        self.response = response
        self.dampingFraction = dampingFraction
    }

    /// Creates a spring from SwiftUI's perceptual parameters (`Spring(duration:bounce:)`).
    ///
    /// The duration is the response; a bounce b ≥ 0 gives a damping fraction of 1 − b. A negative
    /// bounce makes the spring overdamped; Apple does not publish that mapping, so Feedshot uses
    /// ζ = 1 / (1 + b), which is continuous at 0 and grows without bound as b approaches −1.
    public init(duration: Double, bounce: Double) {
        precondition(bounce > -1 && bounce < 1, "Spring bounce must lie in (-1, 1)")
        self.init(response: duration, dampingFraction: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
    }

    /// Creates a spring from physical parameters: a mass on a spring of the given stiffness with
    /// a viscous damping coefficient.
    public init(mass: Double, stiffness: Double, damping: Double) {
        precondition(mass > 0 && stiffness > 0 && damping > 0, "Spring constants must be positive")
        let angularFrequency = (stiffness / mass).squareRoot()
        self.init(response: 2 * Double.pi / angularFrequency,
                  dampingFraction: damping / (2 * (stiffness * mass).squareRoot()))
    }

    /// Creates a spring from a mass, a stiffness and a damping ratio (Flutter's
    /// `SpringDescription.withDampingRatio`).
    public init(mass: Double, stiffness: Double, dampingRatio: Double) {
        precondition(mass > 0 && stiffness > 0, "Spring constants must be positive")
        self.init(response: 2 * Double.pi / (stiffness / mass).squareRoot(), dampingFraction: dampingRatio)
    }

    /// SwiftUI's `.smooth`: duration 0.5 s, no bounce (critically damped). Also the default.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// SwiftUI's `.snappy`: duration 0.5 s, bounce 0.15 (damping fraction 0.85).
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// SwiftUI's `.bouncy`: duration 0.5 s, bounce 0.3 (damping fraction 0.7).
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    /// The spring of Flutter's `PageView` (its scroll physics' default): mass 0.5, stiffness 100,
    /// damping ratio 1.1, slightly overdamped with a response of about 0.444 s.
    public static let flutterPageView = Spring(mass: 0.5, stiffness: 100, dampingRatio: 1.1)

    /// The presets by name, for command-line options and documents.
    public static let presets: [String: Spring] = [
        "smooth": .smooth, "snappy": .snappy, "bouncy": .bouncy, "flutter": .flutterPageView,
    ]

    /// The undamped angular frequency ω = 2π / response, in radians per second.
    public var angularFrequency: Double { 2 * Double.pi / response }

    /// The stiffness for a unit mass, (2π / response)².
    public var stiffness: Double { angularFrequency * angularFrequency }

    /// The damping coefficient for a unit mass, 4π·ζ / response.
    public var damping: Double { 4 * Double.pi * dampingFraction / response }

    /// This spring with its damping fraction raised to at least `minimum`, same response.
    public func damped(atLeast minimum: Double) -> Spring {
        Spring(response: response, dampingFraction: max(dampingFraction, minimum))
    }

    /// The motion of this spring released at `displacement` from its rest point with `velocity`
    /// (both in the same units, per second for the velocity).
    public func motion(displacement: Double, velocity: Double) -> SpringMotion {
        SpringMotion(spring: self, initialDisplacement: displacement, initialVelocity: velocity)
    }

    public var description: String {
        "Spring(response: \(response.compactDescription), dampingFraction: \(dampingFraction.compactDescription))"
    }
}
