import FeedshotUI
import Foundation
import Testing

/// Delay, speed and repeat change only the clock of the animation they wrap.
@Suite struct AnimationModifierTests {
    @Test func delayHoldsThenRuns() throws {
        let animation = Animation.linear(duration: 1).delay(0.5)
        #expect(sample(animation, 10.0, at: 0) == 0 && sample(animation, 10.0, at: 0.5) == 0)
        #expect(try #require(sample(animation, 10.0, at: 1)) == 5)
        #expect(sample(animation, 10.0, at: 1.5) == 10 && sample(animation, 10.0, at: 1.51) == nil)
        #expect(rate(animation, 10.0, at: 0.2) == 0 && rate(animation, 10.0, at: 1) == 10)
        #expect(animation.description == "linear(duration: 1).delay(0.5)")
    }

    @Test func speedScalesTheClock() throws {
        let fast = Animation.easeIn(duration: 1).speed(2)
        #expect(try #require(sample(fast, 1.0, at: 0.25)) == UnitCurve.easeIn.value(at: 0.5))
        #expect(sample(fast, 1.0, at: 0.51) == nil)
        let ratio = try #require(rate(fast, 1.0, at: 0.25)) / UnitCurve.easeIn.velocity(at: 0.5)
        #expect(abs(ratio - 2) < 1e-12)
        let frozen = Animation.linear.speed(0)
        #expect(sample(frozen, 1.0, at: 100) == 0)
    }

    @Test func repeatRestartsAndAutoreverses() throws {
        let there = Animation.linear(duration: 1).repeatCount(3, autoreverses: false)
        #expect(try #require(sample(there, 10.0, at: 0.25)) == 2.5)
        #expect(try #require(sample(there, 10.0, at: 1.25)) == 2.5)
        #expect(try #require(sample(there, 10.0, at: 2.75)) == 7.5)
        #expect(sample(there, 10.0, at: 3) == nil)
        let back = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
        #expect(try #require(sample(back, 10.0, at: 0.25)) == 2.5)
        #expect(try #require(sample(back, 10.0, at: 1.25)) == 7.5)  // the second run plays backwards
        #expect(try #require(sample(back, 10.0, at: 2.25)) == 2.5)
        #expect(try #require(rate(back, 10.0, at: 1.5)) == -10)
        #expect(sample(back, 10.0, at: 3.0) == nil)
        let forever = Animation.easeInOut(duration: 0.5).repeatForever()
        #expect(sample(forever, 1.0, at: 1000.25) != nil)
        #expect(sample(Animation.linear.repeatCount(0), 1.0, at: 0) == nil)
    }

    @Test func repeatOfASpringRestartsWhenTheSpringFinishes() {
        // A persistent spring's length is only known when it returns nil: SwiftUI's rule.
        let animation = Animation.smooth(duration: 0.2).repeatCount(2, autoreverses: false)
        var context = AnimationContext<Double>()
        var t = 0.0, restarts = 0, last = 0.0
        while let value = animation.animate(value: 1.0, time: t, context: &context) {
            if value < last - 0.5 { restarts += 1 }
            last = value
            t += 1.0 / 60
            if t > 10 { break }
        }
        #expect(restarts == 1 && t < 10)
    }

    @Test func modifiersCompose() throws {
        let animation = Animation.linear(duration: 1).delay(1).speed(2).repeatCount(2, autoreverses: false)
        // Each run: 0.5 s of delay then 0.5 s of motion at double speed.
        #expect(try #require(sample(animation, 4.0, at: 0.75)) == 2)
        #expect(try #require(sample(animation, 4.0, at: 1.75)) == 2)
        #expect(sample(animation, 4.0, at: 2.01) == nil)
        #expect(animation.description == "linear(duration: 1).delay(1).speed(2).repeatCount(2, autoreverses: false)")
    }

    @Test func equalityAndHashing() {
        let a = Animation.spring(duration: 0.4, bounce: 0.2).delay(1).repeatForever()
        #expect(a == Animation.spring(duration: 0.4, bounce: 0.2).delay(1).repeatForever())
        #expect(a != Animation.default)
        #expect(Set([Animation.easeIn, .easeIn, .easeOut]).count == 2)
    }
}
