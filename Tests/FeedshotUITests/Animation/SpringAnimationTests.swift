import FeedshotUI
import Foundation
import Testing

/// Spring animations and SwiftUI's generic `Spring` API against the closed forms of a damped
/// oscillator, written out here independently of Motion's implementation.
@Suite struct SpringAnimationTests {
    /// The position of a unit-mass spring from 0 toward `target` at rest, by regime.
    static func reference(target: Double, omega: Double, zeta: Double, time t: Double) -> Double {
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            return target * (1 - exp(-zeta * omega * t) * (cos(wd * t) + zeta * omega / wd * sin(wd * t)))
        }
        if zeta == 1 { return target * (1 - exp(-omega * t) * (1 + omega * t)) }
        let r1 = -omega * (zeta - (zeta * zeta - 1).squareRoot()), r2 = -omega * (zeta + (zeta * zeta - 1).squareRoot())
        // x(t) = A e^{r1 t} + B e^{r2 t} with x(0) = −target, x'(0) = 0.
        let a = -target * r2 / (r2 - r1), b = target * r1 / (r2 - r1)
        return target + a * exp(r1 * t) + b * exp(r2 * t)
    }

    static let springs: [Spring] = [.smooth, .snappy, .bouncy, Spring(duration: 0.6, bounce: -0.4), Spring(response: 0.3, dampingFraction: 0.2)]

    @Test(arguments: springs)
    func springValueMatchesTheClosedForm(spring: Spring) {
        for step in 0...60 {
            let t = Double(step) / 40
            let expected = Self.reference(target: 120, omega: spring.angularFrequency, zeta: spring.dampingRatio, time: t)
            #expect(abs(spring.value(target: 120.0, time: t) - expected) < 1e-9, "\(spring) at \(t)")
        }
        #expect(spring.value(target: 120.0, time: 0) == 0)
        #expect(spring.velocity(target: 120.0, initialVelocity: 33, time: 0) == 33)
    }

    @Test(arguments: springs)
    func springAnimationIsTheSpringUntilItSettles(spring: Spring) throws {
        let animation = Animation.spring(spring)
        let change = AnimatablePair(200.0, -50.0)
        var context = AnimationContext<AnimatablePair<Double, Double>>()
        var t = 0.0
        while let value = animation.animate(value: change, time: t, context: &context) {
            let expected = spring.value(target: change, time: t)
            #expect((value - expected).magnitudeSquared < 1e-18)
            t += 1.0 / 60
            if t > 10 { break }
        }
        // It finishes where the motion stays within 10⁻⁴ for good.
        let settle = spring.settlingDuration(target: change, epsilon: 1e-4)
        #expect(t >= settle && t < settle + 1.0 / 60 + 1e-12)
        #expect(((spring.value(target: change, time: settle) - change).magnitudeSquared).squareRoot() <= 1e-4)
    }

    @Test func presetsAreSwiftUIs() {
        #expect(Animation.default.description == "default" && Animation.default != .spring)
        #expect(Animation.spring == .spring(duration: 0.5, bounce: 0))
        #expect(Animation.smooth == .spring(duration: 0.5, bounce: 0))
        #expect(Animation.snappy == .spring(duration: 0.5, bounce: 0.15))
        #expect(Animation.bouncy == .spring(duration: 0.5, bounce: 0.3))
        #expect(Animation.bouncy(duration: 0.4, extraBounce: 0.1) == .spring(Spring(duration: 0.4, bounce: 0.4)))
        #expect(Animation.interactiveSpring == .spring(duration: 0.15, bounce: 0.15, blendDuration: 0.25))
        #expect(Animation.spring() == .spring(duration: 0.5, bounce: 0))
        // The default is the 0.55 s critically damped spring.
        var context = AnimationContext<Double>()
        let value = Animation.default.animate(value: 1.0, time: 0.2, context: &context)
        #expect(abs((value ?? 0) - Self.reference(target: 1, omega: 2 * .pi / 0.55, zeta: 1, time: 0.2)) < 1e-12)
    }

    @Test func interpolatingSpringScalesTheChangesProgress() throws {
        let animation = Animation.interpolatingSpring(stiffness: 170, damping: 15)
        let spring = Spring(stiffness: 170, damping: 15, allowOverDamping: true)
        for t in [0.0, 0.05, 0.2, 0.5] {
            let value = try #require(sample(animation, 80.0, at: t))
            #expect(abs(value - 80 * spring.value(target: 1.0, time: t)) < 1e-9)
        }
        // initialVelocity is in changes per second.
        let thrown = Animation.interpolatingSpring(duration: 0.5, bounce: 0, initialVelocity: 4)
        let v0 = try #require(rate(thrown, 80.0, at: 0))
        #expect(abs(v0 - 320) < 1e-9)
        // Overdamped physical parameters stay overdamped, as a mass–spring–damper.
        let heavy = Animation.interpolatingSpring(mass: 1, stiffness: 100, damping: 60)
        let slow = try #require(sample(heavy, 1.0, at: 0.3))
        #expect(abs(slow - Self.reference(target: 1, omega: 10, zeta: 3, time: 0.3)) < 1e-9)
    }

    @Test func springUpdateStepsAlongTheClosedForm() {
        let spring = Spring.bouncy
        var value = 0.0, velocity = 0.0
        for _ in 0..<30 { spring.update(value: &value, velocity: &velocity, target: 50.0, deltaTime: 1.0 / 60) }
        #expect(abs(value - spring.value(target: 50.0, time: 0.5)) < 1e-9)
        #expect(abs(velocity - spring.velocity(target: 50.0, time: 0.5)) < 1e-8)
        let force = spring.force(target: 10.0, position: 4.0, velocity: 2.0)
        #expect(abs(force - (spring.stiffness * 6 - spring.damping * 2)) < 1e-9)
        let point = spring.value(fromValue: Point(x: 0, y: 100), toValue: Point(x: 50, y: 0), initialVelocity: .zero, time: 10)
        #expect(abs(point.x - 50) < 1e-6 && abs(point.y) < 1e-6)
    }

    @Test func infinitelyStiffSpringJumps() {
        #expect(sample(Animation.spring(response: 0, dampingFraction: 1), 10.0, at: 0) == nil)
    }
}
