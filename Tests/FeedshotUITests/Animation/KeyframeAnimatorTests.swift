import Geometry
import Testing
@testable import FeedshotUI

/// Keyframes (`KeyframeTimeline`, the four keyframe kinds, tracks of properties) and
/// `KeyframeAnimator`/`keyframeAnimator` on a live host's clock.
@Suite struct KeyframeAnimatorTests {
    struct Pose {
        var x = 0.0
        var scale = 1.0
    }

    @Test func linearAndMoveKeyframesInterpolateAndJump() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(100.0, duration: 1)
                MoveKeyframe(-50.0)
                LinearKeyframe(50.0, duration: 0.5, timingCurve: .easeIn)
            }
        }
        #expect(timeline.duration == 1.5)
        #expect(timeline.value(time: 0) == 0)
        #expect(abs(timeline.value(time: 0.25) - 25) < 1e-9)
        #expect(abs(timeline.value(time: 0.999) - 99.9) < 1e-6)
        // The move has happened at its time; ease-in starts slowly from there.
        #expect(timeline.value(time: 1) == -50)
        let early = timeline.value(time: 1.1)
        #expect(early > -50 && early < -50 + 100 * 0.2)
        #expect(abs(timeline.value(time: 1.5) - 50) < 1e-9)
        #expect(abs(timeline.value(time: 9) - 50) < 1e-9)
        #expect(timeline.value(progress: 0.5) == timeline.value(time: 0.75))
    }

    @Test func tracksMovePropertiesIndependentlyAndHoldTheirEnds() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.x) { LinearKeyframe(40, duration: 0.4) }
            KeyframeTrack(\.scale) {
                LinearKeyframe(2, duration: 0.5)
                LinearKeyframe(1, duration: 0.5)
            }
        }
        #expect(timeline.duration == 1)
        let middle = timeline.value(time: 0.2)
        #expect(abs(middle.x - 20) < 1e-9 && abs(middle.scale - 1.4) < 1e-9)
        let late = timeline.value(time: 0.75)
        #expect(late.x == 40 && abs(late.scale - 1.5) < 1e-9)
    }

    @Test func cubicKeyframesPassThroughTheirValuesSmoothly() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                CubicKeyframe(10, duration: 0.5)
                CubicKeyframe(-10, duration: 0.5)
                CubicKeyframe(0, duration: 0.5)
            }
        }
        #expect(abs(timeline.value(time: 0.5) - 10) < 1e-9)
        #expect(abs(timeline.value(time: 1.0) + 10) < 1e-9)
        #expect(timeline.value(time: 1.5) == 0)
        // Smooth across a keyframe: the steps either side of it are nearly equal.
        let before = timeline.value(time: 1.0) - timeline.value(time: 0.99)
        let after = timeline.value(time: 1.01) - timeline.value(time: 1.0)
        #expect(abs(before - after) < 0.05)
        // A spline overshoots nothing at rest ends: it starts from rest.
        #expect(abs(timeline.value(time: 0.01)) < 0.1)
    }

    @Test func aSpringKeyframeApproachesItsTargetAndHandsOnItsState() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                SpringKeyframe(100, duration: 0.2, spring: .bouncy)
                SpringKeyframe(100, spring: .smooth)
            }
        }
        let cut = timeline.value(time: 0.2)
        // Cut short: the first spring has not arrived, and the second carries on from there.
        #expect(cut > 10 && cut < 100)
        #expect(abs(timeline.value(time: 0.2 + 1e-6) - cut) < 0.01)
        #expect(abs(timeline.value(time: timeline.duration) - 100) < 1)
    }

    /// A bar widened by keyframes each time a button is tapped.
    struct Nudge: View {
        @State private var taps = 0
        var body: some View {
            VStack {
                Color.red.frame(width: 10, height: 10)
                    .keyframeAnimator(initialValue: 0.0, trigger: taps) { content, extra in
                        content.frame(width: 10 + extra, height: 10).id("bar")
                    } keyframes: { start in
                        KeyframeTrack {
                            LinearKeyframe(start + 60, duration: 0.5)
                            LinearKeyframe(start + 30, duration: 0.5)
                        }
                    }
                Button("Nudge") { taps += 1 }.id("nudge")
            }
        }
    }

    @Test func aTriggerPlaysTheKeyframesOnceOnTheHostsClockAndTheNextRunStartsWhereItEnded() throws {
        let host = LiveTest.host(Nudge())
        let rest = try #require(host.frame(ofID: "bar")?.width)
        #expect(!host.isAnimating)
        host.tap(id: "nudge")
        #expect(host.isAnimating)
        host.advance(by: 0.25)
        #expect(abs(try #require(host.frame(ofID: "bar")?.width) - (rest + 30)) < 0.01)
        host.advance(by: 0.5)
        #expect(abs(try #require(host.frame(ofID: "bar")?.width) - (rest + 45)) < 0.01)
        #expect(host.settle())
        #expect(host.frame(ofID: "bar")?.width == rest + 30)
        // The keyframes are laid out again from the value the last run ended on.
        host.tap(id: "nudge")
        host.advance(by: 0.5)
        #expect(abs(try #require(host.frame(ofID: "bar")?.width) - (rest + 90)) < 0.01)
    }

    @Test func aRepeatingAnimatorLoopsWhileAStillShowsTheInitialValue() throws {
        let view = KeyframeAnimator(initialValue: 10.0) { width in
            Color.red.frame(width: width, height: 10).id("bar")
        } keyframes: { _ in
            KeyframeTrack { LinearKeyframe(110, duration: 1) }
        }
        #expect(Renderer(scale: 1).layout(view, size: Size(width: 200, height: 50)).first(id: "bar")?.frame.width == 10)
        let host = LiveTest.host(view)
        host.advance(by: 0.5)
        #expect(abs(try #require(host.frame(ofID: "bar")?.width) - 60) < 0.01)
        host.advance(by: 0.75)
        #expect(abs(try #require(host.frame(ofID: "bar")?.width) - 35) < 0.01)
        #expect(!host.settle(limit: 1))
    }
}
