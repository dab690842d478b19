import Testing
@testable import Paging

/// The "Prove it" list, one scenario per rule, each played through the whole timeline.
@Suite struct SwipeRuleTests {
    typealias Factory = GestureFactory
    let height = GestureFactory.pageHeight
    let start = GestureFactory.startPage

    /// Direction sign: −1 drags up (toward the next page), +1 down.
    static let directions: [Double] = [-1, 1]

    /// The page one step in a direction (up → next).
    func neighbour(_ direction: Double) -> Int { direction < 0 ? start + 1 : start - 1 }

    @Test(arguments: directions)
    func slowDragBelowHalfAPageStays(direction: Double) throws {
        // 0.45 page in 2 s: about 190 pt/s, far below a fling.
        let timeline = try Factory.timeline(Factory.linear(to: direction * 0.45 * height, duration: 2))
        let outcome = try #require(timeline.outcomes.first)
        #expect(!outcome.isFling)
        #expect(outcome.targetPage == start)
        #expect(timeline.frames(fps: 60).last?.offset == -Double(start) * height)
    }

    @Test(arguments: directions)
    func slowDragAboveHalfAPageTurns(direction: Double) throws {
        let timeline = try Factory.timeline(Factory.linear(to: direction * 0.55 * height, duration: 2))
        let outcome = try #require(timeline.outcomes.first)
        #expect(!outcome.isFling)
        #expect(outcome.targetPage == neighbour(direction))
    }

    @Test func exactlyHalfAPageTurns() throws {
        // |p − P| ≥ 0.5 includes the boundary; 844 / 2 is exact in binary.
        let samples = Factory.hold(Factory.linear(to: -height / 2, duration: 1), for: 0.1)
        #expect(try Factory.timeline(samples).targetPages == [start + 1])
    }

    @Test(arguments: directions)
    func shortFastFlickTurns(direction: Double) throws {
        // 60 pt in 50 ms (1200 pt/s): a flick that covers only 7 % of the page.
        let timeline = try Factory.timeline(Factory.linear(to: direction * 60, duration: 0.05))
        let outcome = try #require(timeline.outcomes.first)
        #expect(outcome.isFling)
        #expect(abs(outcome.releaseVelocity.velocity - direction * 1200) < 1e-6)
        #expect(outcome.targetPage == neighbour(direction))
    }

    @Test func tinyJitterAndTapsNeverTurn() throws {
        // A finger trembling ±4 pt at 120 Hz, then twitching 16 pt in the last 16 ms: fast at
        // release, but never 25 pt from where it touched down.
        var jitter = (0...24).map { step in
            GestureSample(time: Double(step) / 120, translation: step % 2 == 0 ? 4 : -4)
        }
        jitter += [GestureSample(time: 25.0 / 120, translation: -12), GestureSample(time: 26.0 / 120, translation: -20)]
        let jittered = try Factory.timeline(jitter)
        #expect(abs(jittered.outcomes[0].releaseVelocity.velocity) >= 400)
        #expect(!jittered.outcomes[0].isFling && jittered.targetPages == [start])
        #expect(jittered.frames(fps: 60).last?.offset == -Double(start) * height)

        let tap = try Factory.timeline([GestureSample(time: 0, translation: 0)])
        #expect(tap.targetPages == [start])
        let tapFrames = tap.frames(fps: 60)
        #expect(tapFrames.allSatisfy { $0.offset == -Double(start) * height })

        let nudge = try Factory.timeline([GestureSample(time: 0, translation: 0),
                                          GestureSample(time: 0.05, translation: -12)], velocity: -3000)
        #expect(nudge.targetPages == [start])
    }

    @Test func dragUpThenBackDownLetsVelocityWin() throws {
        // Up 0.7 page, then back down quickly; released still 0.55 page up but moving down.
        let up = Factory.linear(to: -0.7 * height, duration: 0.6)
        let back = Factory.then(up, to: -0.55 * height, duration: 0.12)
        let outcome = try #require(try Factory.timeline(back).outcomes.first)
        #expect(outcome.releaseVelocity.velocity > 400)
        #expect(outcome.isFling && outcome.targetPage == start)

        // The same position reached and held still: the half-page rule turns the page.
        let held = Factory.hold(back, for: 0.1)
        #expect(try Factory.timeline(held).targetPages == [start + 1])
    }

    @Test(arguments: directions)
    func hardFlickTurnsOnlyOnePage(direction: Double) throws {
        // 1.4 pages in 120 ms: 9800 pt/s, clamped to 8000, landing past the next page.
        let samples = Factory.linear(to: direction * 1.4 * height, duration: 0.12)
        let outcome = try #require(try Factory.timeline(samples).outcomes.first)
        #expect(outcome.releaseVelocity.velocity == direction * 8000)
        #expect(outcome.targetPage == neighbour(direction))
        let given = try Factory.timeline(Factory.linear(to: direction * 100, duration: 0.1),
                                         velocity: direction * 50_000)
        #expect(given.targetPages == [neighbour(direction)])
        #expect(given.outcomes[0].settle.initialVelocity == -direction * 8000)
    }

    @Test func flingsStopAtTheEnds() throws {
        let first = try Factory.timeline(Factory.linear(to: 200, duration: 0.1), startPage: 0)
        #expect(first.targetPages == [0])
        let last = try Factory.timeline(Factory.linear(to: -200, duration: 0.1), startPage: Factory.pageCount - 1)
        #expect(last.targetPages == [Factory.pageCount - 1])
        #expect(last.frames(fps: 60).last?.offset == -Double(Factory.pageCount - 1) * height)
    }

    @Test func rubberBandResistsAtBothEnds() throws {
        let band = RubberBand()
        for pull in [10.0, 300, 2000] {
            let shown = (1 - 1 / (pull * 0.55 / height + 1)) * height
            // Page 0, finger pulls down: the content moves down by f(pull) only.
            let top = try Factory.timeline(Factory.hold(Factory.linear(to: pull, duration: 0.5), for: 0.1),
                                           startPage: 0)
            let topState = top.state(at: 0.6)
            #expect(topState.phase == .drag && abs(topState.offset - shown) < 1e-9)
            #expect(top.targetPages == [0])
            // Last page, finger pulls up.
            let lastPage = Factory.pageCount - 1
            let bottom = try Factory.timeline(Factory.hold(Factory.linear(to: -pull, duration: 0.5), for: 0.1),
                                              startPage: lastPage)
            let bottomState = bottom.state(at: 0.6)
            #expect(abs(bottomState.position - (Double(lastPage) * height + shown)) < 1e-9)
            #expect(bottom.targetPages == [lastPage])
            #expect(bottom.frames(fps: 60).last?.offset == -Double(lastPage) * height)
            #expect(shown < height && shown < pull * 0.55 + 1e-9)
            #expect(abs(band.unresisted(band.resisted(pull, dimension: height), dimension: height) - pull) < 1e-6)
        }
        // Inside the feed nothing resists: a half-page drag moves exactly half a page.
        let middle = try Factory.timeline(Factory.linear(to: -300, duration: 1))
        #expect(middle.state(at: 1).position == Double(start) * height + 300)
    }

    @Test(arguments: directions)
    func settleContinuesTheDragsMotion(direction: Double) throws {
        // The finger moves at 1500 pt/s (u, sign of y); the scroll position s = A − y moves at −u.
        // The spring must start with that velocity, or the content would jerk at release.
        let timeline = try Factory.timeline(Factory.linear(to: direction * 150, duration: 0.1))
        let outcome = try #require(timeline.outcomes.first)
        #expect(abs(outcome.settle.initialVelocity - (-direction * 1500)) < 1e-6)
        let release = outcome.releaseTime, step = 1e-6
        let before = timeline.state(at: release - step).position, at = timeline.state(at: release).position
        let after = timeline.state(at: release + step).position
        #expect(timeline.state(at: release + step).phase == .settle)
        #expect(abs((at - before) / step - (after - at) / step) < 1)
    }

    @Test func releasingPastTheEdgeSettlesBackWithTheBandsVelocity() throws {
        // Released while pulling down past page 0: the spring starts at the shown position with the
        // shown velocity, u·f'(x), not the finger's.
        let timeline = try Factory.timeline(Factory.linear(to: 300, duration: 0.3), startPage: 0)
        let outcome = try #require(timeline.outcomes.first)
        let x = 300.0
        let slope = 0.55 / ((x * 0.55 / height + 1) * (x * 0.55 / height + 1))
        #expect(abs(outcome.settle.initialVelocity - (-1000 * slope)) < 1e-6)
        #expect(abs(outcome.settle.initialDisplacement - outcome.releasePosition) < 1e-12)
        #expect(outcome.releasePosition < 0 && outcome.targetPage == 0)
    }

    @Test func pauseBeforeReleaseZeroesTheVelocity() throws {
        // 0.4 page in 150 ms is a fling…
        let drag = Factory.linear(to: -0.4 * height, duration: 0.15)
        #expect(try Factory.timeline(drag).targetPages == [start + 1])
        // …but resting 100 ms before lifting leaves only the half-page rule, which stays.
        let paused = try Factory.timeline(Factory.hold(drag, for: 0.1))
        #expect(paused.outcomes[0].releaseVelocity.source == .rested)
        #expect(paused.targetPages == [start])
        #expect(paused.outcomes[0].settle.initialVelocity == 0)
        // Past half a page the pause still turns it.
        let far = Factory.hold(Factory.linear(to: -0.6 * height, duration: 0.15), for: 0.1)
        #expect(try Factory.timeline(far).targetPages == [start + 1])
    }

    @Test func thresholdsAreOptions() throws {
        let samples = Factory.linear(to: -60, duration: 0.05) // the short fast flick
        var options = PagingOptions()
        options.snapping.flingDistance = 80
        #expect(try Factory.timeline(samples, options: options).targetPages == [start])
        options = PagingOptions(snapping: PageSnapping(flingVelocity: 2000))
        #expect(try Factory.timeline(samples, options: options).targetPages == [start])
        options = PagingOptions(snapping: PageSnapping(pageChangeFraction: 0.3))
        let slow = Factory.linear(to: -0.35 * height, duration: 2)
        #expect(try Factory.timeline(slow, options: options).targetPages == [start + 1])
        options = PagingOptions(snapping: PageSnapping(maximumPageJump: 2))
        let far = Factory.linear(to: -1.4 * height, duration: 0.12)
        #expect(try Factory.timeline(far, options: options).targetPages == [start + 2])
    }

    @Test func snappingRuleTable() {
        let rule = PageSnapping()
        let h = height
        func target(_ p: Double, _ y: Double, _ u: Double, page: Int = 3) -> Int {
            rule.targetPage(position: p * h, currentPage: page, translation: y, velocity: u,
                            pageHeight: h, pageCount: 12)
        }
        #expect(target(3.2, -0.2 * h, -500) == 4)   // fling up
        #expect(target(3.2, -0.2 * h, 500) == 3)    // fling down after dragging up
        #expect(target(2.8, 0.2 * h, 500) == 2)     // fling down
        #expect(target(2.8, 0.2 * h, -500) == 3)    // fling up after dragging down
        #expect(target(3.49, -0.49 * h, 0) == 3)
        #expect(target(3.5, -0.5 * h, 0) == 4)
        #expect(target(2.5, 0.5 * h, 0) == 2)
        #expect(target(4.6, -1.6 * h, 0) == 4)      // one page at most
        #expect(target(4.6, -1.6 * h, -8000) == 4)
        #expect(target(3.01, -20, -3000) == 3)      // fast but shorter than 25 pt
        #expect(target(-0.2, 0.2 * h, 3000, page: 0) == 0)
        #expect(target(11.3, -0.3 * h, -3000, page: 11) == 11)
    }
}
