import FeedshotUI
import Foundation
import Testing

/// Runs `animation` on `change` at `time` with a fresh context.
func sample<V: VectorArithmetic>(_ animation: Animation, _ change: V, at time: TimeInterval) -> V? {
    var context = AnimationContext<V>()
    return animation.animate(value: change, time: time, context: &context)
}

/// The velocity of `animation` on `change` at `time` with a fresh context.
func rate<V: VectorArithmetic>(_ animation: Animation, _ change: V, at time: TimeInterval) -> V? {
    animation.velocity(value: change, time: time, context: AnimationContext<V>())
}

/// Timing-curve animations against their curves: sampled points, ends, velocities, continuity.
@Suite struct TimingCurveAnimationTests {
    static let cases: [(Animation, UnitCurve, Double)] = [
        (.linear, .linear, 0.35), (.easeIn, .easeIn, 0.35), (.easeOut, .easeOut, 0.35),
        (.easeInOut, .easeInOut, 0.35), (.easeInOut(duration: 1.2), .easeInOut, 1.2),
        (.linear(duration: 2), .linear, 2), (.timingCurve(0.1, 0.75, 0.85, 0.35, duration: 0.8), .bezier(0.1, 0.75, 0.85, 0.35), 0.8),
        (.timingCurve(.circularEaseOut, duration: 0.5), .circularEaseOut, 0.5), (.timingCurve(0.2, 0, 0.2, 1), .bezier(0.2, 0, 0.2, 1), 0.35),
    ]

    @Test(arguments: 0..<9)
    func valueIsTheChangeAlongTheCurve(index: Int) throws {
        let (animation, curve, duration) = Self.cases[index]
        let change = 240.0
        for step in 0...40 {
            let t = duration * Double(step) / 40
            let value = try #require(sample(animation, change, at: t))
            #expect(abs(value - change * curve.value(at: t / duration)) < 1e-9, "\(animation) at \(t)")
        }
        #expect(sample(animation, change, at: 0) == 0)
        #expect(try #require(sample(animation, change, at: duration)) == change * curve.value(at: 1))
        #expect(sample(animation, change, at: duration + 1e-9) == nil)
    }

    @Test(arguments: 0..<9)
    func velocityIsTheDerivative(index: Int) throws {
        let (animation, _, duration) = Self.cases[index]
        let change = AnimatablePair(100.0, -30.0), h = 1e-6
        for step in 1..<20 {
            let t = duration * Double(step) / 20
            let ahead = try #require(sample(animation, change, at: t + h)), behind = try #require(sample(animation, change, at: t - h))
            let numeric = (ahead - behind).scaled(by: 1 / (2 * h))
            let analytic = try #require(rate(animation, change, at: t))
            #expect((numeric - analytic).magnitudeSquared.squareRoot() < 1e-3 * max(1, analytic.magnitudeSquared.squareRoot()))
        }
    }

    @Test func defaultsAreSwiftUIs() {
        // SwiftUI documents 0.35 s for the named curves; `.timingCurve` defaults to 0.35 s too.
        #expect(Animation.easeInOut == .easeInOut(duration: 0.35))
        #expect(Animation.linear == .linear(duration: 0.35))
        #expect(Animation.timingCurve(0.42, 0, 0.58, 1) == .easeInOut)
        #expect(Animation.easeIn.description == "easeIn(duration: 0.35)")
        #expect(Animation.timingCurve(0.1, 0.75, 0.85, 0.35, duration: 2).description == "timingCurve(0.1, 0.75, 0.85, 0.35, duration: 2)")
    }

    @Test func zeroDurationJumps() {
        #expect(sample(Animation.easeIn(duration: 0), 10.0, at: 0) == nil)
        #expect(sample(Animation.linear(duration: -1), 10.0, at: 0) == nil)
    }

    @Test func continuousAtEveryMillisecond() throws {
        var previous = 0.0
        for millisecond in 0...350 {
            let value = try #require(sample(Animation.easeInOut, 300.0, at: Double(millisecond) / 1000))
            // The steepest slope of easeInOut is about 1.83 per unit progress: 300 pt over 0.35 s.
            #expect(abs(value - previous) <= 300 * 1.84 / 350)
            previous = value
        }
    }
}

/// Custom animations written as an app would, through `Animation(_:)`.
private struct Steps: CustomAnimation {
    var count: Int
    var duration: TimeInterval
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        return value.scaled(by: (time / duration * Double(count)).rounded(.down) / Double(count))
    }
}

private struct Counting: AnimationStateKey {
    static var defaultValue: Int { 0 }
}

private struct Counted: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        context.state[Counting.self] += 1
        return context.state[Counting.self] > 3 ? nil : value.scaled(by: 0.5)
    }
}

@Suite struct CustomAnimationTests {
    @Test func customAnimationsRunThroughAnimation() {
        let animation = Animation(Steps(count: 4, duration: 1))
        #expect(sample(animation, 100.0, at: 0.3) == 25)
        #expect(sample(animation, 100.0, at: 0.99) == 75)
        #expect(sample(animation, 100.0, at: 1) == nil)
        #expect(rate(animation, 100.0, at: 0.3) == nil)
        #expect(animation == Animation(Steps(count: 4, duration: 1)) && animation != Animation(Steps(count: 3, duration: 1)))
        var context = AnimationContext<Double>()
        #expect(!animation.shouldMerge(previous: .easeIn, value: 1.0, time: 0, context: &context))
    }

    @Test func stateLivesInTheContext() {
        let animation = Animation(Counted())
        var context = AnimationContext<Double>()
        let results = (0..<5).map { _ in animation.animate(value: 8.0, time: 0, context: &context) }
        #expect(results == [4, 4, 4, nil, nil])
        #expect(context.state[Counting.self] == 5)
    }
}
