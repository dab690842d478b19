import Testing
@testable import Paging

@Suite struct VelocityTrackerTests {
    let tracker = VelocityTracker()

    @Test(arguments: [-1500.0, -300, 0.5, 650, 7000])
    func constantSpeedIsMeasuredExactly(speed: Double) {
        let samples = GestureFactory.linear(to: speed * 0.3, duration: 0.3)
        let estimate = tracker.estimate(from: samples)
        #expect(estimate.source == .fitted)
        #expect(abs(estimate.velocity - speed) < 1e-6 * max(1, abs(speed)))
        #expect(estimate.sampleCount == 13) // 100 ms at 120 Hz: the release and 12 before it.
    }

    @Test func accelerationIsMeasuredAtTheRelease() {
        // y = −a t² has slope −2aT at release; a quadratic fit reproduces it exactly.
        let samples = (0...36).map { step -> GestureSample in
            let t = Double(step) / 120
            return GestureSample(time: t, translation: -5000 * t * t)
        }
        let estimate = tracker.estimate(from: samples)
        #expect(abs(estimate.velocity - (-2 * 5000 * 0.3)) < 1e-6)
    }

    @Test func onlyTheLastHundredMillisecondsCount() {
        // Slow for 0.5 s, then 2000 pt/s for the last 150 ms: only the fast part is seen.
        let slow = GestureFactory.linear(to: -50, duration: 0.5)
        let samples = GestureFactory.then(slow, to: -50 - 2000 * 0.15, duration: 0.15)
        let estimate = tracker.estimate(from: samples)
        #expect(abs(estimate.velocity + 2000) < 1e-6)
    }

    @Test func atMostTwentySamples() {
        let samples = GestureFactory.linear(to: -300, duration: 0.3, rate: 1000)
        #expect(tracker.estimate(from: samples).sampleCount == 20)
    }

    @Test func aGapOverFortyMillisecondsEndsTheWindow() {
        // Two samples 50 ms apart at the end: the window holds the release alone, so no estimate.
        var samples = GestureFactory.linear(to: -200, duration: 0.2)
        samples.append(GestureSample(time: 0.25, translation: -260))
        let estimate = tracker.estimate(from: samples)
        #expect(estimate.source == .tooFewSamples && estimate.velocity == 0 && estimate.sampleCount == 1)
        // A 40 ms gap is still continuous motion.
        samples[samples.count - 1].time = 0.24
        #expect(tracker.estimate(from: samples).source == .fitted)
    }

    @Test func fewerThanThreeSamplesGiveZero() {
        let two = [GestureSample(time: 0, translation: 0), GestureSample(time: 0.008, translation: -30)]
        #expect(tracker.estimate(from: two).velocity == 0)
        #expect(tracker.estimate(from: [GestureSample(time: 0, translation: 5)]).velocity == 0)
        #expect(tracker.estimate(from: []).velocity == 0)
    }

    @Test func aFingerRestingOverFortyMillisecondsReleasesAtZero() {
        let drag = GestureFactory.linear(to: -400, duration: 0.2)
        let rested = GestureFactory.hold(drag, for: 0.05)
        let estimate = tracker.estimate(from: rested)
        #expect(estimate.source == .rested && estimate.velocity == 0)
        // Resting 33 ms (four samples at 120 Hz) is not yet "stopped": the fit still runs, and
        // sees a finger that has all but stopped.
        let paused = GestureFactory.hold(drag, for: 4.0 / 120)
        let slowing = tracker.estimate(from: paused)
        #expect(slowing.source == .fitted && slowing.velocity < 0 && slowing.velocity > -400)
    }

    @Test func speedIsClampedToEightThousand() {
        let up = tracker.estimate(from: GestureFactory.linear(to: -20_000 * 0.1, duration: 0.1))
        #expect(up.velocity == -8000 && abs(up.measuredVelocity + 20_000) < 1e-6)
        let down = tracker.estimate(from: GestureFactory.linear(to: 9000 * 0.1, duration: 0.1))
        #expect(down.velocity == 8000)
    }

    @Test func aGivenVelocityWinsButIsClamped() {
        let samples = GestureFactory.hold(GestureFactory.linear(to: -100, duration: 0.2), for: 0.2)
        let given = tracker.releaseVelocity(of: Gesture(start: 0, samples: samples, velocity: -1234))
        #expect(given.source == .given && given.velocity == -1234)
        let huge = tracker.releaseVelocity(of: Gesture(start: 0, samples: samples, velocity: 1e6))
        #expect(huge.velocity == 8000 && huge.measuredVelocity == 1e6)
    }

    @Test func sharedTimestampsFallBackToAStraightLine() {
        // Touch hardware sometimes reports two events with one timestamp; a quadratic cannot be
        // fitted through two distinct times, a line can.
        let samples = [GestureSample(time: 0.0, translation: 0), GestureSample(time: 0.008, translation: -8),
                       GestureSample(time: 0.008, translation: -8)]
        let estimate = tracker.estimate(from: samples)
        #expect(estimate.source == .fitted && abs(estimate.velocity + 1000) < 1e-6)
    }

    @Test func optionsChangeTheWindow() {
        let strict = VelocityTracker(minimumSampleCount: 30)
        #expect(strict.estimate(from: GestureFactory.linear(to: -300, duration: 0.3)).velocity == 0)
        let impatient = VelocityTracker(restDuration: 0.01)
        let paused = GestureFactory.hold(GestureFactory.linear(to: -300, duration: 0.3), for: 2.0 / 120)
        #expect(impatient.estimate(from: paused).source == .rested)
    }
}
