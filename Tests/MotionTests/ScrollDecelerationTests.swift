import Foundation
import Testing
import Motion

@Suite struct ScrollDecelerationTests {
    @Test func ratesAreUIKits() {
        #expect(ScrollDeceleration.normal.rate == 0.998)
        #expect(ScrollDeceleration.fast.rate == 0.99)
        #expect(abs(ScrollDeceleration.normal.decayConstant + 1000 * log(0.998)) < 1e-12)
    }

    @Test(arguments: [ScrollDeceleration.normal, .fast])
    func velocityKeepsTheRateEveryMillisecond(deceleration: ScrollDeceleration) {
        let v0 = 2500.0
        for millisecond in 0..<500 {
            let t = Double(millisecond) / 1000
            let v = deceleration.velocity(initialVelocity: v0, at: t)
            let next = deceleration.velocity(initialVelocity: v0, at: t + 0.001)
            #expect(abs(next / v - deceleration.rate) < 1e-12)
            #expect(abs(v - v0 * pow(deceleration.rate, Double(millisecond))) < 1e-9 * v0)
        }
    }

    @Test(arguments: [ScrollDeceleration.normal, .fast])
    func distanceIsTheIntegralOfVelocity(deceleration: ScrollDeceleration) {
        let v0 = -1800.0
        // Simpson's rule on v over [0, T] against the closed-form distance.
        for end in [0.05, 0.3, 1.0, 4.0] {
            let n = 2000
            let h = end / Double(n)
            var sum = deceleration.velocity(initialVelocity: v0, at: 0) + deceleration.velocity(initialVelocity: v0, at: end)
            for i in 1..<n { sum += Double(i % 2 == 0 ? 2 : 4) * deceleration.velocity(initialVelocity: v0, at: Double(i) * h) }
            let integral = sum * h / 3
            #expect(abs(deceleration.distance(initialVelocity: v0, at: end) - integral) < 1e-6)
        }
        #expect(deceleration.distance(initialVelocity: v0, at: 0) == 0)
    }

    @Test func projectionIsWhereTheFlingStops() {
        let normal = ScrollDeceleration.normal
        #expect(abs(normal.projectedDistance(initialVelocity: 1000) - 1000 / (-1000 * log(0.998))) < 1e-9)
        // About half a second of travel at the release speed; within 0.1 % of Apple's
        // per-millisecond sum (v/1000)·d/(1 − d).
        let sum = 1000.0 / 1000 * 0.998 / (1 - 0.998)
        #expect(abs(normal.projectedDistance(initialVelocity: 1000) / sum - 1) < 1.1e-3)
        #expect(abs(normal.distance(initialVelocity: 1000, at: 100) - normal.projectedDistance(initialVelocity: 1000)) < 1e-9)
        #expect(abs(normal.initialVelocity(toTravel: normal.projectedDistance(initialVelocity: 777)) - 777) < 1e-9)
    }

    @Test func restingTimeIsWhenTheRemainderDropsBelowTheThreshold() {
        let normal = ScrollDeceleration.normal
        let t = normal.restingTime(initialVelocity: 3000, threshold: 0.5)
        let remaining = normal.projectedDistance(initialVelocity: 3000) - normal.distance(initialVelocity: 3000, at: t)
        #expect(abs(remaining - 0.5) < 1e-9)
        #expect(normal.restingTime(initialVelocity: 0.2) == 0)
        #expect(ScrollDeceleration.fast.restingTime(initialVelocity: 3000) < t)
    }

    @Test func oddRatesAreClamped() {
        #expect(ScrollDeceleration(rate: 2).rate < 1 && ScrollDeceleration(rate: -1).rate > 0)
        #expect(ScrollDeceleration(rate: .nan) == .normal)
    }
}
