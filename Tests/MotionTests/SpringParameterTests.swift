import Foundation
import Testing
import Motion

/// SwiftUI's `Spring` parameterisations, presets, read-back properties, transition matrix and
/// settling rule.
@Suite struct SpringParameterTests {
    @Test func appleDocumentedConversions() {
        // Apple's `Spring` overview: Spring(duration: 0.5, bounce: 0.3) → (1.0, 157.9, 17.6);
        // Spring(mass: 1, stiffness: 100, damping: 10) → duration 0.63, bounce 0.5.
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - 157.9) < 0.05 && abs(spring.damping - 17.6) < 0.05)
        let physical = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(physical.duration - 0.63) < 0.005 && abs(physical.bounce - 0.5) < 1e-12)
    }

    @Test(arguments: [-0.9, -0.5, -0.1, 0, 0.15, 0.3, 0.7, 1])
    func bounceRoundTrips(bounce: Double) {
        let spring = Spring(duration: 0.8, bounce: bounce)
        #expect(abs(spring.bounce - bounce) < 1e-12)
        #expect(spring.duration == 0.8 && spring.response == 0.8)
        #expect(abs(spring.dampingRatio - (bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))) < 1e-12)
    }

    @Test func massStiffnessAndDampingReadBack() {
        let spring = Spring(mass: 2, stiffness: 300, damping: 20)
        #expect(spring.mass == 2 && abs(spring.stiffness - 300) < 1e-9 && abs(spring.damping - 20) < 1e-9)
        // The motion depends on ω = √(k/m) and ζ = c / (2√(km)) only.
        #expect(abs(spring.angularFrequency - (150.0).squareRoot()) < 1e-12)
        #expect(abs(spring.dampingRatio - 20 / (2 * (600.0).squareRoot())) < 1e-12)
    }

    @Test func overdampingNeedsPermission() {
        #expect(Spring(stiffness: 100, damping: 40).dampingRatio == 1)
        #expect(abs(Spring(stiffness: 100, damping: 40, allowOverDamping: true).dampingRatio - 2) < 1e-12)
    }

    @Test func presetsAndTheirTunableForms() {
        #expect(Spring() == .smooth)
        #expect(Spring.smooth(duration: 0.5, extraBounce: 0) == .smooth)
        #expect(Spring.snappy(duration: 0.5, extraBounce: 0) == .snappy)
        #expect(Spring.bouncy() == .bouncy)
        #expect(abs(Spring.snappy(duration: 0.3, extraBounce: 0.1).bounce - 0.25) < 1e-12)
        #expect(abs(Spring.bouncy(duration: 1, extraBounce: -0.1).bounce - 0.2) < 1e-12)
        #expect(Spring.smooth(duration: 0.2).duration == 0.2)
        #expect(Spring(response: 0.5, dampingRatio: 0.7) == Spring(response: 0.5, dampingFraction: 0.7))
    }

    @Test func oddParametersDoNotTrap() {
        #expect(Spring(duration: -1, bounce: 0).response == 0)
        #expect(Spring(duration: 0.5, bounce: 3).dampingRatio == 0)
        #expect(Spring(duration: 0.5, bounce: -1).dampingRatio.isFinite)
        let stiff = Spring(response: 0, dampingFraction: 1).motion(displacement: 100, velocity: 50)
        #expect(stiff.evaluate(at: 0) == (100, 50) && stiff.evaluate(at: 1e-9) == (0, 0))
        #expect(Spring(mass: 0, stiffness: -3, damping: 1).response == 0)
    }

    @Test(arguments: [Spring.smooth, .snappy, .bouncy, .flutterPageView, Spring(duration: 0.3, bounce: -0.6)])
    func transitionMatrixIsTheMotionsLinearMap(spring: Spring) {
        for time in [0.0, 0.01, 0.1, 0.37, 1.2] {
            let phi = spring.transition(at: time)
            for (x0, v0) in [(1.0, 0.0), (-250, 900), (0, -40), (12.5, 12.5)] {
                let state = spring.motion(displacement: x0, velocity: v0).evaluate(at: time)
                #expect(abs(phi.displacement(from: x0, velocity: v0) - state.displacement) < 1e-9 * max(1, abs(x0) + abs(v0)))
                #expect(abs(phi.velocity(from: x0, velocity: v0) - state.velocity) < 1e-8 * max(1, abs(x0) + abs(v0)))
            }
        }
        let start = spring.transition(at: 0)
        #expect(start == SpringTransition(displacementFromDisplacement: 1, displacementFromVelocity: 0,
                                          velocityFromDisplacement: 0, velocityFromVelocity: 1))
    }

    static let settlingCases: [(Spring, Double, Double)] = [
        (.smooth, 1, 0), (.bouncy, 1, 0), (.snappy, -300, 2000), (.flutterPageView, 500, -8000),
        (Spring(duration: 0.4, bounce: -0.5), 1, 0), (Spring(duration: 0.4, bounce: -0.5), 0, 3000),
        (.smooth, 0, 4000), (Spring(duration: 1, bounce: 0.9), 10, 0),
    ]

    @Test(arguments: 0..<8)
    func settlingDurationIsWhereTheMotionStaysWithinEpsilon(index: Int) {
        let (spring, x0, v0) = Self.settlingCases[index]
        let epsilon = 0.001
        let settle = spring.settlingDuration(displacementSquared: x0 * x0, velocitySquared: v0 * v0,
                                             dot: x0 * v0, epsilon: epsilon)
        #expect(settle > 0 && settle.isFinite)
        let motion = spring.motion(displacement: x0, velocity: v0)
        // Never outside ε from then on (sampled for ten more seconds)…
        for step in 0...10_000 {
            let t = settle + Double(step) * 0.001
            #expect(abs(motion.displacement(at: t)) <= epsilon * (1 + 1e-9), "\(spring) at \(t)")
        }
        // …and a bound, not a loose one: the motion or its envelope reaches ε near the end.
        let envelopeEnd = spring.settlingDuration(displacementSquared: x0 * x0, velocitySquared: v0 * v0,
                                                  dot: x0 * v0, epsilon: epsilon * 2)
        #expect(envelopeEnd < settle)
    }

    @Test func settlingDurationPropertyIsUnitReleaseFromRest() {
        let smooth = Spring.smooth
        #expect(smooth.settlingDuration == smooth.settlingDuration(displacementSquared: 1, velocitySquared: 0,
                                                                    dot: 0, epsilon: 0.001))
        // Critically damped from rest: e^{−ωt}(1 + ωt) = ε at ωt ≈ 9.2335 (solved independently).
        #expect(abs(smooth.settlingDuration * smooth.angularFrequency - 9.23341) < 1e-3)
        // Underdamped: ln(1 / (ε·√(1 − ζ²))) / (ζω).
        let bouncy = Spring.bouncy
        let expected = log(1 / (0.001 * (1 - 0.49).squareRoot())) / (0.7 * bouncy.angularFrequency)
        #expect(abs(bouncy.settlingDuration - expected) < 1e-12)
        #expect(Spring(duration: 0.5, bounce: 1).settlingDuration == .infinity)
    }

    @Test(arguments: [0.2, 0.7, 1.0, 1.5])
    func settlingDurationInitializerInvertsTheRule(ratio: Double) {
        let spring = Spring(settlingDuration: 0.8, dampingRatio: ratio)
        #expect(abs(spring.settlingDuration - 0.8) < 1e-9)
        #expect(abs(spring.dampingRatio - ratio) < 1e-12)
        let tight = Spring(settlingDuration: 0.8, dampingRatio: ratio, epsilon: 1e-5)
        #expect(tight.response < spring.response)
    }
}
