import Geometry
import Testing
@testable import FeedshotUI

/// `PhaseAnimator` and `phaseAnimator`: phases change as animated state changes on the host's
/// clock, cycling without a trigger and running once per trigger change; a still shows the
/// first phase.
@Suite struct PhaseAnimatorTests {
    /// A bar whose width is the phase, changed with linear animations of 0.5 s.
    struct CyclingBar: View {
        var body: some View {
            PhaseAnimator([20.0, 120.0, 60.0]) { width in
                Color.red.frame(width: width, height: 10).id("bar")
            } animation: { _ in .linear(duration: 0.5) }
        }
    }

    /// The modifier form with a trigger a button changes: the phase widens the bar.
    struct TriggeredBar: View {
        let log: EventLog
        @State private var taps = 0
        var body: some View {
            VStack {
                Color.blue.frame(width: 10, height: 10)
                    .phaseAnimator([0.0, 100.0], trigger: taps) { content, extra in
                        content.frame(width: 10 + extra, height: 10).id("bar")
                    } animation: { phase in
                        log.append("into \(Int(phase))")
                        return .linear(duration: 0.5)
                    }
                Button("Go") { taps += 1 }.id("go")
            }
        }
    }

    private func width(_ host: ViewHost) -> Double? { host.frame(ofID: "bar")?.width }
    /// How much wider than its 10 points the triggered bar is.
    private func x(_ host: ViewHost) -> Double? { host.frame(ofID: "bar").map { $0.width - 10 } }

    @Test func aStillShowsTheFirstPhase() {
        let tree = Renderer(scale: 1).layout(CyclingBar(), size: Size(width: 200, height: 100))
        #expect(tree.first(id: "bar")?.frame.width == 20)
    }

    @Test func withoutATriggerThePhasesCycleEachAfterTheLastAnimationEnds() throws {
        let host = LiveTest.host(CyclingBar())
        #expect(width(host) == 20)
        host.advance(by: 0.25)
        // Half way from the first phase to the second.
        #expect(abs(try #require(width(host)) - 70) < 0.01)
        host.advance(by: 0.25)
        #expect(abs(try #require(width(host)) - 120) < 0.01)
        host.advance(by: 0.5)
        #expect(abs(try #require(width(host)) - 60) < 0.01)
        // After the last phase, the first again, and on.
        host.advance(by: 0.5)
        #expect(abs(try #require(width(host)) - 20) < 0.01)
        host.advance(by: 0.25)
        #expect(abs(try #require(width(host)) - 70) < 0.01)
        #expect(host.isAnimating)
        #expect(!host.settle(limit: 2))
    }

    @Test func aTriggerRunsEveryPhaseOnceAndComesBackToTheFirst() throws {
        let log = EventLog()
        let host = LiveTest.host(TriggeredBar(log: log))
        let rest = try #require(x(host))
        host.advance(by: 0.5)
        #expect(x(host) == rest && !host.isAnimating)
        host.tap(id: "go")
        host.advance(by: 0.25)
        #expect(abs(try #require(x(host)) - (rest + 50)) < 0.01)
        host.advance(by: 0.25)
        #expect(abs(try #require(x(host)) - (rest + 100)) < 0.01)
        host.advance(by: 0.25)
        #expect(abs(try #require(x(host)) - (rest + 50)) < 0.01)
        #expect(host.settle())
        #expect(x(host) == rest)
        // The animation is asked for the phase each change moves into.
        #expect(log.entries.suffix(2) == ["into 100", "into 0"])
    }

    @Test func aTriggerDuringARunMovesOnToTheNextPhaseAtOnce() throws {
        let host = LiveTest.host(TriggeredBar(log: EventLog()))
        let rest = try #require(x(host))
        host.tap(id: "go")
        host.advance(by: 0.25)
        // Half way out, a second tap starts back toward the first phase.
        host.tap(id: "go")
        // The changes add up (as SwiftUI's timing curves do): the bar holds half way while the
        // first change finishes, then returns, back 0.5 s after the second tap, where a run
        // left alone would still be half way back.
        host.advance(by: 0.1)
        #expect(abs(try #require(x(host)) - (rest + 50)) < 0.01)
        host.advance(by: 0.4)
        #expect(abs(try #require(x(host)) - rest) < 0.01)
        #expect(host.settle())
        #expect(x(host) == rest)
    }

    @Test func oneOrNoPhaseNeverAnimates() {
        let single = LiveTest.host(PhaseAnimator([5.0]) { width in Color.red.frame(width: width, height: 5).id("bar") })
        single.advance(by: 0.5)
        #expect(!single.isAnimating && single.frame(ofID: "bar")?.width == 5)
        let none = LiveTest.host(PhaseAnimator([Double]()) { width in Color.red.frame(width: width, height: 5).id("bar") })
        none.advance(by: 0.5)
        #expect(!none.isAnimating && none.frame(ofID: "bar") == nil)
    }
}
