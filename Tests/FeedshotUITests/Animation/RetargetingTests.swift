@testable import FeedshotUI
import Foundation
import Testing

/// How animations on one value combine when a change interrupts another (ValueAnimator, the
/// engine a host keeps per property): springs merge and keep their velocity, timing curves add.
@Suite struct RetargetingTests {
    /// The numeric derivative of the presented value around `time` (sampling a copy).
    static func slope(_ animator: ValueAnimator<Double>, at time: Double) -> Double {
        var before = animator, after = animator
        let h = 1e-6
        return (after.value(at: time + h) - before.value(at: time - h)) / (2 * h)
    }

    @Test func atRestThePresentedValueIsTheModel() {
        var animator = ValueAnimator(5.0)
        #expect(animator.value(at: 0) == 5 && !animator.isAnimating && animator.isLogicallyComplete)
        animator.retarget(to: 9, animation: nil, at: 1)
        #expect(animator.value(at: 1) == 9 && !animator.isAnimating)
        animator.retarget(to: 9, animation: .easeIn, at: 2)
        #expect(!animator.isAnimating)
    }

    @Test func aSingleAnimationRunsFromOldToNew() {
        var animator = ValueAnimator(100.0)
        animator.retarget(to: 300, animation: .easeInOut(duration: 0.5), at: 0)
        #expect(animator.value(at: 0) == 100)
        #expect(abs(animator.value(at: 0.25) - (100 + 200 * UnitCurve.easeInOut.value(at: 0.5))) < 1e-9)
        #expect(animator.knownEndTime == 0.5)
        #expect(animator.value(at: 0.5) == 300 && animator.isAnimating)
        #expect(animator.value(at: 0.51) == 300 && !animator.isAnimating)
    }

    @Test func springInterruptedMidFlightKeepsPositionAndVelocity() {
        var animator = ValueAnimator(0.0)
        animator.retarget(to: 400, animation: .bouncy, at: 0)
        _ = animator.value(at: 0.1)
        let before = animator.value(at: 0.12), velocityBefore = animator.velocity(at: 0.12)
        #expect(abs(Self.slope(animator, at: 0.12) - velocityBefore) < 1e-3 * abs(velocityBefore))
        // Reversed mid-flight: the new spring starts where the old one is, moving as fast.
        animator.retarget(to: -100, animation: .snappy, at: 0.12)
        #expect(animator.runs.count == 1)
        #expect(abs(animator.value(at: 0.12) - before) < 1e-9)
        #expect(abs(animator.velocity(at: 0.12) - velocityBefore) < 1e-9 * abs(velocityBefore))
        // …and then follows the snappy spring from that state toward the new target.
        let spring = Spring.snappy
        let expected = -100 + spring.motion(displacement: before + 100, velocity: velocityBefore).displacement(at: 0.3)
        #expect(abs(animator.value(at: 0.42) - expected) < 1e-7)
        var t = 0.42
        while animator.isAnimating && t < 10 { t += 1.0 / 60; _ = animator.value(at: t) }
        #expect(!animator.isAnimating && animator.value(at: t) == -100)
    }

    @Test func springTakesOverATimingCurveWithItsVelocity() {
        var animator = ValueAnimator(0.0)
        animator.retarget(to: 100, animation: .linear(duration: 1), at: 0)
        #expect(animator.value(at: 0.5) == 50)
        animator.retarget(to: 200, animation: .smooth, at: 0.5)
        #expect(animator.runs.count == 1)
        #expect(abs(animator.value(at: 0.5) - 50) < 1e-12)
        #expect(abs(animator.velocity(at: 0.5) - 100) < 1e-9)
    }

    @Test func timingCurvesAdd() {
        var animator = ValueAnimator(0.0)
        animator.retarget(to: 100, animation: .easeInOut(duration: 1), at: 0)
        _ = animator.value(at: 0.4)
        animator.retarget(to: 300, animation: .easeInOut(duration: 1), at: 0.4)
        #expect(animator.runs.count == 2)
        #expect(abs((animator.knownEndTime ?? 0) - 1.4) < 1e-12)
        // Continuous in position and velocity at the interruption: the new curve starts still.
        var fresh = ValueAnimator(0.0)
        fresh.retarget(to: 100, animation: .easeInOut(duration: 1), at: 0)
        #expect(abs(animator.velocity(at: 0.4) - fresh.velocity(at: 0.4)) < 1e-9)
        #expect(abs(Self.slope(animator, at: 0.4 + 1e-5) - fresh.velocity(at: 0.4)) < 0.05)
        let curve = UnitCurve.easeInOut
        for t in stride(from: 0.4, through: 1.4, by: 0.05) {
            let first = t <= 1 ? 100 * curve.value(at: t) : 100
            let second = 200 * curve.value(at: t - 0.4)
            #expect(abs(animator.value(at: t) - (first + second)) < 1e-9, "at \(t)")
        }
    }

    @Test func unanimatedChangeMovesTheTargetUnderARunningAnimation() {
        var animator = ValueAnimator(0.0)
        animator.retarget(to: 100, animation: .linear(duration: 1), at: 0)
        _ = animator.value(at: 0.5)
        animator.retarget(to: 150, animation: nil, at: 0.5)
        #expect(animator.value(at: 0.5) == 100)  // 150 − the 50 still to go
        #expect(animator.value(at: 0.75) == 125)
        #expect(animator.value(at: 1.01) == 150 && !animator.isAnimating)
        animator.retarget(to: 0, animation: .linear, at: 2)
        animator.finish()
        #expect(animator.value(at: 2) == 0)
    }

    @Test func animatableModelsAnimateTheirData() {
        var animator = AnimatableAnimator(Rect(x: 0, y: 0, width: 10, height: 10))
        animator.retarget(to: Rect(x: 100, y: 50, width: 30, height: 10), animation: .linear(duration: 2), at: 0)
        #expect(animator.value(at: 1) == Rect(x: 50, y: 25, width: 20, height: 10))
        var color = AnimatableAnimator(RGBAColor(red: 1, green: 0, blue: 0))
        color.retarget(to: RGBAColor(red: 0, green: 0, blue: 1), animation: .easeIn, at: 0)
        #expect(color.value(at: 1) == RGBAColor(red: 0, green: 0, blue: 1))
    }

    @Test func samplingAtOtherTimesDoesNotChangeAFrame() {
        func run(frames: [Double]) -> Double {
            var animator = ValueAnimator(0.0)
            animator.retarget(to: 300, animation: .bouncy, at: 0)
            for t in frames { _ = animator.value(at: t) }
            animator.retarget(to: -50, animation: .spring(duration: 0.3, bounce: 0.2), at: 0.25)
            return animator.value(at: 0.5)
        }
        let at60 = run(frames: stride(from: 0, to: 0.25, by: 1.0 / 60).map { $0 })
        let at120 = run(frames: stride(from: 0, to: 0.25, by: 1.0 / 120).map { $0 })
        let once = run(frames: [])
        #expect(at60 == at120 && at120 == once)
    }

    @Test func logicalCompletion() {
        var animator = ValueAnimator(0.0)
        animator.retarget(to: 1, animation: .smooth, at: 0)
        _ = animator.value(at: 0.2)
        #expect(!animator.isLogicallyComplete)
        _ = animator.value(at: 0.5)
        #expect(animator.isLogicallyComplete && animator.isAnimating)
        var timed = ValueAnimator(0.0)
        timed.retarget(to: 1, animation: .linear(duration: 1).logicallyComplete(after: 0.3), at: 0)
        _ = timed.value(at: 0.31)
        #expect(timed.isLogicallyComplete && timed.isAnimating)
    }
}
