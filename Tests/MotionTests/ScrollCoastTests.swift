import Foundation
import Testing
@testable import Motion

/// A free scroll view's coast: deceleration inside the range, a bounce wherever it passes an
/// edge, checked against the closed forms they are made of.
@Suite struct ScrollCoastTests {
    let range = 0.0...2000.0
    let lambda = -1000 * log(0.998)

    @Test func insideTheRangeItFollowsUIKitsDeceleration() {
        let coast = ScrollCoast(position: 500, velocity: 1000, range: range)
        for t in [0.0, 0.1, 0.5, 1, 2] {
            // x(t) = x₀ + v₀(1 − e^{−λt})/λ, v(t) = v₀e^{−λt} with λ = −1000·ln 0.998.
            let expected = 500 + 1000 * (1 - exp(-lambda * t)) / lambda
            #expect(abs(coast.position(atElapsed: t) - expected) < 1e-9, "t = \(t)")
            #expect(abs(coast.velocity(atElapsed: t) - 1000 * exp(-lambda * t)) < 1e-9)
        }
        // It rests where the remaining travel drops below the threshold (0.5 pt), near the
        // projection x₀ + v₀/λ = 999.5 and never past it.
        #expect(abs(coast.restingPosition - (500 + 1000 / lambda)) <= 0.5 + 1e-9)
        #expect(coast.restingPosition <= 500 + 1000 / lambda)
        #expect(abs(coast.duration - log(1000 / (lambda * 0.5)) / lambda) < 1e-9)
        #expect(coast.position(atElapsed: coast.duration + 1) == coast.restingPosition)
        #expect(!coast.isBouncing(atElapsed: 1))
    }

    @Test func aFlingPastTheEndBouncesWithTheVelocityItReachesTheEdgeWith() {
        // Projected to 1800 + 3000/λ ≈ 3299: past the end at 2000.
        let coast = ScrollCoast(position: 1800, velocity: 3000, range: range)
        // The edge is reached when 1800 + 3000(1 − e^{−λt})/λ = 2000.
        let crossing = -log(1 - 200 * lambda / 3000) / lambda
        #expect(abs(coast.position(atElapsed: crossing) - 2000) < 1e-6)
        let edgeVelocity = 3000 - 200 * lambda
        #expect(abs(coast.velocity(atElapsed: crossing) - edgeVelocity) < 1e-6)
        // From there the critically damped spring (ω = 10): x = e^{−ωτ}·v·τ past the edge.
        for tau in [0.05, 0.1, 0.2, 0.4] {
            let expected = 2000 + exp(-10 * tau) * edgeVelocity * tau
            #expect(abs(coast.position(atElapsed: crossing + tau) - expected) < 1e-6, "τ = \(tau)")
            #expect(coast.isBouncing(atElapsed: crossing + tau))
        }
        // The overshoot peaks at τ = 1/ω and the content comes back to rest exactly on the edge.
        let peak = coast.position(atElapsed: crossing + 0.1)
        #expect(peak > 2000 && peak < 2000 + edgeVelocity / 10)
        #expect(coast.restingPosition == 2000)
        #expect(coast.position(atElapsed: coast.duration) == 2000)
        // It stays within the threshold from the end of the bounce on.
        for step in 0..<20 {
            let t = coast.duration - 0.2 + Double(step) * 0.01
            if t >= coast.duration { #expect(coast.position(atElapsed: t) == 2000) }
        }
    }

    @Test func releasedPastTheTopItSpringsBack() {
        // A rubber band released 60 points above the top, at rest.
        let coast = ScrollCoast(position: -60, velocity: 0, range: range)
        for t in [0.0, 0.1, 0.3, 0.6] {
            // x = e^{−ωt}(x₀ + ωx₀t) with ω = 10.
            let expected = exp(-10 * t) * (-60 + 10 * -60 * t)
            #expect(abs(coast.position(atElapsed: t) - expected) < 1e-9)
        }
        #expect(coast.restingPosition == 0)
        // Monotone: a critically damped spring from rest never overshoots into the content.
        let samples = stride(from: 0.0, through: coast.duration, by: 0.01).map { coast.position(atElapsed: $0) }
        #expect(samples.allSatisfy { $0 <= 0 })
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func thrownBackOverTheEdgeItCrossesAndCoastsOn() throws {
        // Released above the top but moving down into the content fast: the spring crosses the
        // edge, then the content decelerates inside the range.
        let coast = ScrollCoast(position: -20, velocity: 2000, range: range)
        let spring = ScrollCoast.bounceSpring.motion(displacement: -20, velocity: 2000)
        let crossing = try #require(spring.firstCrossingTime())
        #expect(abs(coast.position(atElapsed: crossing)) < 1e-9)
        let v = spring.velocity(at: crossing)
        #expect(abs(coast.velocity(atElapsed: crossing) - v) < 1e-9)
        let later = crossing + 0.3
        let expected = v * (1 - exp(-lambda * 0.3)) / lambda
        #expect(abs(coast.position(atElapsed: later) - expected) < 1e-9)
        #expect(coast.restingPosition > 0 && coast.restingPosition < range.upperBound)
    }

    @Test func contentThatFitsBouncesBackToZero() {
        let coast = ScrollCoast(position: 0, velocity: -800, range: 0...0)
        #expect(coast.position(atElapsed: 0.1) < 0)
        #expect(coast.restingPosition == 0)
        #expect(coast.position(atElapsed: coast.duration + 0.01) == 0)
    }

    @Test func everyPositionIsAPureFunctionOfTime() {
        let coast = ScrollCoast(position: 1900, velocity: 2500, range: range, threshold: 1.0 / 6)
        let at60 = (0...180).map { coast.position(atElapsed: Double($0) / 60) }
        let at120 = (0...360).map { coast.position(atElapsed: Double($0) / 120) }
        for (index, value) in at60.enumerated() { #expect(value == at120[2 * index]) }
        #expect(at60.allSatisfy { $0.isFinite })
    }

    @Test func theBounceSpringIsCriticallyDampedWithStiffness100() {
        let spring = ScrollCoast.bounceSpring
        #expect(abs(spring.stiffness - 100) < 1e-9)
        #expect(spring.dampingFraction == 1 && spring.mass == 1)
    }
}
