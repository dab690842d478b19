import Testing
@testable import Paging

@Suite struct SwipeShorthandTests {
    typealias Factory = GestureFactory
    let height = GestureFactory.pageHeight

    @Test(arguments: SwipeShorthand.Direction.allCases)
    func defaultSwipeTurnsOnePage(direction: SwipeShorthand.Direction) throws {
        let script = try SwipeShorthand(direction: direction).script(pageCount: 12, pageHeight: height, startPage: 5)
        let timeline = PagingTimeline(script: script)
        #expect(timeline.targetPages == [direction == .up ? 6 : 4])
        #expect(timeline.outcomes[0].isFling && timeline.outcomes[0].releaseVelocity.source == .fitted)
        #expect(script.source == "--swipe")
    }

    @Test func samplesLookLikeATouchScreen() throws {
        let gesture = try SwipeShorthand(direction: .up, distance: 300, duration: 0.2).gesture(pageHeight: height)
        #expect(gesture.samples.count == 25)
        for (index, sample) in gesture.samples.enumerated() { #expect(sample.time == Double(index) / 120) }
        #expect(gesture.samples.first?.translation == 0 && gesture.samples.last?.translation == -300)
        // Never backtracks, starts slowly, lifts at speed (1.5 × the mean 1500 pt/s).
        for (before, after) in zip(gesture.samples, gesture.samples.dropFirst()) {
            #expect(after.translation <= before.translation)
        }
        #expect(gesture.samples[1].translation > -5)
        let velocity = VelocityTracker().estimate(from: gesture.samples).velocity
        // A quadratic fit of the cubic's last 100 ms lands within 5 % of the true 2250 pt/s.
        #expect(abs(velocity + 2250) < 0.05 * 2250)
    }

    @Test func durationOffTheSampleGridEndsWithAReleaseSample() throws {
        let gesture = try SwipeShorthand(direction: .down, distance: 100, duration: 0.3333).gesture(pageHeight: height)
        #expect(gesture.samples.last?.time == 0.3333 && gesture.samples.last?.translation == 100)
        #expect(gesture.samples.count == 41)
    }

    @Test func defaultDistanceIsAQuarterPage() throws {
        let gesture = try SwipeShorthand(direction: .down).gesture(pageHeight: 800)
        #expect(gesture.releaseTranslation == 200)
    }

    @Test func swipingDownFromTheFirstPageBouncesBack() throws {
        let script = try SwipeShorthand(direction: .down, distance: 300).script(pageCount: 4, pageHeight: height)
        let timeline = PagingTimeline(script: script)
        #expect(timeline.targetPages == [0])
        let frames = timeline.frames(fps: 60)
        let deepest = frames.map(\.offset).max() ?? 0
        #expect(deepest > 0 && deepest < 300 * 0.55)
        #expect(frames.last?.offset == 0)
    }

    @Test func easeInOutStopsBeforeLifting() throws {
        // k = 0: the finger comes to rest at the end, so a quarter page is not enough.
        let swipe = SwipeShorthand(direction: .up, duration: 0.4, releaseSpeedFactor: 0)
        let timeline = PagingTimeline(script: try swipe.script(pageCount: 12, pageHeight: height, startPage: 2))
        #expect(abs(timeline.outcomes[0].releaseVelocity.velocity) < 400)
        #expect(timeline.targetPages == [2])
    }

    @Test func badOptionsAreNamed() {
        #expect(throws: GestureFileError.invalidField(file: "--swipe", codingPath: "duration",
                                                      reason: "must be a positive number of seconds of at most 60 (got -1.0)")) {
            try SwipeShorthand(direction: .up, duration: -1).gesture(pageHeight: 844)
        }
        #expect(throws: GestureFileError.self) {
            try SwipeShorthand(direction: .up, distance: 0).gesture(pageHeight: 844)
        }
        #expect(throws: GestureFileError.self) {
            try SwipeShorthand(direction: .up).script(pageCount: 3, pageHeight: 844, startPage: 3)
        }
    }
}
