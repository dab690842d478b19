import FeedshotTestSupport
import Testing
@testable import Paging

@Suite struct PagingTimelineTests {
    typealias Factory = GestureFactory
    let height = GestureFactory.pageHeight

    /// Three gestures: a flick up, a second flick that catches the feed mid-settle, and after a
    /// pause a slow drag back down that is released while resting.
    func busyScript(fps: Double = 60) throws -> GestureScript {
        let flick = Gesture(start: 0.2, samples: Factory.linear(to: -150, duration: 0.1))
        let catchUp = Gesture(start: 0.45, samples: Factory.linear(to: -400, duration: 0.1))
        let slowBack = Gesture(start: 2.5, samples: Factory.hold(Factory.linear(to: 0.6 * height, duration: 1.2),
                                                                 for: 0.1))
        return try Factory.script([flick, catchUp, slowBack], fps: fps)
    }

    @Test func framesAtThirtySixtyAndOneTwentyFPSAgreeExactly() throws {
        let timeline = PagingTimeline(script: try busyScript())
        let at30 = timeline.frames(fps: 30), at60 = timeline.frames(fps: 60), at120 = timeline.frames(fps: 120)
        #expect(at30.count > 100)
        for frame in at30 {
            for (other, factor) in [(at60, 2), (at120, 4)] where frame.index * factor < other.count {
                let twin = other[frame.index * factor]
                #expect(twin.time == frame.time)
                #expect(twin.offset == frame.offset, "frame at \(frame.time)")
                #expect(twin.page == frame.page && twin.phase == frame.phase)
            }
        }
        // All three end on the same resting frame.
        #expect(at30.last?.offset == at120.last?.offset && at30.last?.phase == .rest)
        // The frame rate leaves every decision alone.
        #expect(timeline.targetPages == PagingTimeline(script: try busyScript(fps: 30)).targetPages)
    }

    @Test func frameTimesComeFromTheIndexAlone() throws {
        let timeline = PagingTimeline(script: try busyScript())
        let frames = timeline.frames(fps: 60, startTime: 0.1)
        for frame in frames { #expect(frame.time == 0.1 + Double(frame.index) / 60) }
        #expect(frames.last.map { $0.time >= timeline.endTime } == true)
        #expect(frames.dropLast().last.map { $0.time < timeline.endTime } == true)
        #expect(timeline.frames(fps: 60, endTime: 0).count == 1)
    }

    @Test(arguments: [Spring.smooth, .snappy, .bouncy, .flutterPageView])
    func settleEndsExactlyOnThePage(spring: Spring) throws {
        let timeline = PagingTimeline(script: try busyScript(), options: PagingOptions(spring: spring))
        let frames = timeline.frames(fps: 60, endTime: timeline.endTime + 0.5)
        let target = try #require(timeline.targetPages.last)
        let resting = frames.filter { $0.time >= timeline.endTime }
        #expect(resting.count >= 30)
        #expect(resting.allSatisfy { $0.offset == -Double(target) * height && $0.phase == .rest })
        // Just before the settle ended the spring met both thresholds for the first time.
        let outcome = try #require(timeline.outcomes.last)
        let elapsed = outcome.settledTime - outcome.releaseTime
        let final = outcome.settle.evaluate(at: elapsed)
        #expect(abs(final.displacement) < 1.0 / 3 && abs(final.velocity) < 20.0 / 3)
    }

    @Test func settleThresholdsFollowTheDisplayScale() throws {
        let script = try busyScript()
        let at1x = PagingTimeline(script: script, options: PagingOptions(displayScale: 1))
        let at3x = PagingTimeline(script: script)
        #expect(at1x.endTime < at3x.endTime)
    }

    @Test func monotoneSettleDampsABouncySpringCritically() throws {
        // A bouncy spring after a flick overshoots the next page…
        let flick = Factory.linear(to: -0.3 * height, duration: 0.06)
        let bouncy = try Factory.timeline(flick, options: PagingOptions(spring: .bouncy))
        let target = Double(try #require(bouncy.targetPages.first)) * height
        #expect(bouncy.frames(fps: 120).contains { -$0.offset > target + 1 })
        // …the monotone option damps it critically (same response): it arrives without
        // overshooting and without needing to stop, and rests exactly on the page.
        let monotone = try Factory.timeline(flick, options: PagingOptions(spring: .bouncy, isMonotone: true))
        let outcome = try #require(monotone.outcomes.first)
        #expect(outcome.settle.spring == Spring(response: 0.5, dampingFraction: 1))
        #expect(outcome.monotoneStopTime == nil)
        let frames = monotone.frames(fps: 120, endTime: monotone.endTime + 0.2)
        #expect(frames.allSatisfy { -$0.offset <= target })
        #expect(frames.last?.offset == -target && frames.last?.phase == .rest)
    }

    @Test func monotoneStopsAHardFlickThatWouldPassTheTarget() throws {
        // Released 0.15 page short of the next page at about 8000 pt/s: even the critically damped
        // default spring passes the page (by some 145 pt) before coming back.
        let flick = Factory.linear(to: -0.85 * height, duration: 0.09)
        let plain = try Factory.timeline(flick)
        let target = Double(try #require(plain.targetPages.first)) * height
        #expect(plain.frames(fps: 120).contains { -$0.offset > target + 100 })
        // Monotone: the feed stops the instant it reaches the page, and rests there.
        let monotone = try Factory.timeline(flick, options: PagingOptions(isMonotone: true))
        let outcome = try #require(monotone.outcomes.first)
        let stop = try #require(outcome.monotoneStopTime)
        #expect(outcome.settledTime == outcome.releaseTime + stop)
        let frames = monotone.frames(fps: 120, endTime: monotone.endTime + 0.2)
        #expect(frames.allSatisfy { -$0.offset <= target })
        #expect(frames.last?.offset == -target)
        // A dense scan of the settle finds no crossing either, right up to the stop.
        for step in 0...5_000 {
            let time = outcome.releaseTime + Double(step) * 1e-5
            #expect(monotone.state(at: time).position <= target)
        }
    }

    @Test(arguments: [Spring.smooth, .snappy, .bouncy, .flutterPageView])
    func monotoneNeverCrossesFromEitherSide(spring: Spring) throws {
        for direction in [-1.0, 1.0] {
            for distance in [40.0, 0.3 * height, 0.8 * height] {
                let samples = Factory.linear(to: direction * distance, duration: 0.05)
                let timeline = try Factory.timeline(samples, options: PagingOptions(spring: spring, isMonotone: true))
                let outcome = timeline.outcomes[0]
                let target = Double(outcome.targetPage) * height
                let side: Double = outcome.releasePosition >= target ? 1 : -1
                for frame in timeline.frames(fps: 240) where frame.phase != .drag {
                    #expect(side * (-frame.offset - target) >= 0, "\(spring) \(direction) \(distance) at \(frame.time)")
                }
            }
        }
    }

    @Test func aDragDuringASettleStartsFromTheInFlightPosition() throws {
        let timeline = PagingTimeline(script: try busyScript())
        let first = timeline.outcomes[0], second = timeline.outcomes[1]
        #expect(first.targetPage == 4)
        #expect(second.interruptedSettle)
        // P is the committed target, not the page nearest the in-flight position.
        #expect(second.currentPage == first.targetPage)
        // The content continues from where the settle had it (the first sample's y is 0).
        let inFlight = Double(first.targetPage) * height + first.settle.displacement(at: second.touchDownTime - first.releaseTime)
        #expect(second.touchDownPosition == inFlight)
        #expect(timeline.state(at: second.touchDownTime).position == inFlight)
        #expect(timeline.state(at: second.touchDownTime).phase == .drag)
        // A 400 pt flick from mid-settle carries the content past page 4, so it goes on to 5.
        #expect(second.targetPage == 5)
        #expect(timeline.outcomes[2].interruptedSettle == false)
        #expect(timeline.targetPages == [4, 5, 4])
    }

    @Test func aShortFlickDuringASettleGoesToTheNextBoundaryPastTheContent() throws {
        // Caught 0.15 s into the settle toward page 4, the content is near 3.68 pages; a 120 pt
        // flick up leaves it short of page 4, and a fling goes to ⌊p⌋ + 1 = 4: no page is
        // skipped and the feed does not fall back either.
        let flick = Gesture(start: 0.2, samples: Factory.linear(to: -150, duration: 0.1))
        let short = Gesture(start: 0.45, samples: Factory.linear(to: -120, duration: 0.1))
        let timeline = PagingTimeline(script: try Factory.script([flick, short]))
        let second = timeline.outcomes[1]
        #expect(second.isFling && second.releasePosition < 4 * height)
        #expect(timeline.targetPages == [4, 4])
        // Caught mid-settle and dragged slowly back down 0.3 page: more than half a page from the
        // committed target, so it goes back to 3.
        let slowBack = Gesture(start: 0.45, samples: Factory.hold(Factory.linear(to: 0.3 * height, duration: 1),
                                                                  for: 0.1))
        let back = PagingTimeline(script: try Factory.script([flick, slowBack]))
        #expect(back.outcomes[1].currentPage == 4 && back.targetPages == [4, 3])
    }

    @Test func catchingAFeedThatOvershotTheFirstPageKeepsItsPosition() throws {
        // A bouncy settle from page 1 down to page 0 swings past page 0's edge (s < 0).
        let flick = Gesture(start: 0, samples: Factory.linear(to: 300, duration: 0.05))
        let options = PagingOptions(spring: .bouncy)
        let probe = PagingTimeline(script: try Factory.script([flick], startPage: 1), options: options)
        let outcome = probe.outcomes[0]
        #expect(outcome.targetPage == 0)
        let overshoot = try #require(stride(from: outcome.releaseTime, to: outcome.settledTime, by: 0.001)
            .first { probe.state(at: $0).position < -1 })
        // A finger lands there and holds still.
        let caught = Gesture(start: overshoot, samples: [GestureSample(time: 0, translation: 0),
                                                         GestureSample(time: 0.3, translation: 0)])
        let timeline = PagingTimeline(script: try Factory.script([flick, caught], startPage: 1), options: options)
        let position = probe.state(at: overshoot).position
        let second = timeline.outcomes[1]
        // The anchor is the raw position the band shows at the in-flight position, so the drag's
        // first frame is where the settle was, and the band keeps resisting from there.
        #expect(second.interruptedSettle && second.anchor < position)
        #expect(abs(timeline.state(at: overshoot).position - position) < 1e-9)
        #expect(timeline.state(at: overshoot + 0.3).phase == .drag)
        #expect(timeline.targetPages == [0, 0])
        #expect(timeline.frames(fps: 60).last?.offset == 0)
    }

    @Test func phasesFollowTheScript() throws {
        let timeline = PagingTimeline(script: try busyScript())
        let frames = timeline.frames(fps: 60)
        // Collapse runs: rest, drag, settle, drag, settle, rest (the pause), drag, settle, rest.
        var runs: [PagingPhase] = []
        for frame in frames where runs.last != frame.phase { runs.append(frame.phase) }
        #expect(runs == [.rest, .drag, .settle, .drag, .settle, .rest, .drag, .settle, .rest])
        // Pages: the start page at rest, P while dragging, the target after release.
        #expect(frames.first?.page == 3 && frames.first?.offset == -3 * height)
        #expect(timeline.state(at: 0.25).page == 3 && timeline.state(at: 0.35).page == 4)
        #expect(timeline.finalPage == 4)
    }

    @Test func aScriptWithoutGesturesRests() throws {
        let timeline = PagingTimeline(script: try Factory.script([], startPage: 7))
        #expect(timeline.endTime == 0 && timeline.targetPages.isEmpty)
        let frames = timeline.frames(fps: 60, endTime: 0.5)
        #expect(frames.count == 31 && frames.allSatisfy { $0.offset == -7 * height && $0.phase == .rest })
    }

    @Test func visiblePagesCoverTheViewport() throws {
        let timeline = PagingTimeline(script: try Factory.script([]))
        #expect(timeline.visiblePages(atOffset: -3 * height) == [VisiblePage(page: 3, y: 0)])
        #expect(timeline.visiblePages(atOffset: -3.25 * height) == [VisiblePage(page: 3, y: -0.25 * height),
                                                                   VisiblePage(page: 4, y: 0.75 * height)])
        #expect(timeline.visiblePages(atOffset: 100) == [VisiblePage(page: 0, y: 100)])
        #expect(timeline.visiblePages(atOffset: -11 * height - 50) == [VisiblePage(page: 11, y: -50)])
    }

    @Test func randomGesturesKeepEveryInvariant() throws {
        var generator = SeededGenerator(seed: 0x5EED_2024)
        for _ in 0..<40 {
            var gestures: [Gesture] = []
            var clock = Double.random(in: 0...0.3, using: &generator)
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let distance = Double.random(in: -1.3...1.3, using: &generator) * height
                let duration = Double.random(in: 0.03...1.2, using: &generator)
                var samples = Factory.linear(to: distance, duration: duration, rate: [60.0, 120, 240].randomElement(using: &generator)!)
                if Bool.random(using: &generator) {
                    samples = Factory.hold(samples, for: Double.random(in: 0...0.12, using: &generator))
                }
                gestures.append(Gesture(start: clock, samples: samples))
                clock += (samples.last?.time ?? 0) + Double.random(in: 0.01...1.5, using: &generator)
            }
            let spring = [Spring.smooth, .snappy, .bouncy, .flutterPageView].randomElement(using: &generator)!
            let startPage = Int.random(in: 0..<Factory.pageCount, using: &generator)
            let options = PagingOptions(spring: spring, isMonotone: Bool.random(using: &generator))
            let timeline = PagingTimeline(script: try Factory.script(gestures, startPage: startPage), options: options)
            var current = startPage
            for outcome in timeline.outcomes {
                #expect(outcome.currentPage == current)
                #expect(abs(outcome.targetPage - current) <= 1)
                #expect((0..<Factory.pageCount).contains(outcome.targetPage))
                current = outcome.targetPage
            }
            let at30 = timeline.frames(fps: 30), at120 = timeline.frames(fps: 120)
            #expect(at30.allSatisfy { $0.offset.isFinite })
            #expect(at30.last?.offset == -Double(current) * height && at30.last?.phase == .rest)
            for frame in at30 where frame.index * 4 < at120.count {
                #expect(at120[frame.index * 4].offset == frame.offset)
            }
        }
    }
}
