import Geometry
import Testing
@testable import FeedshotUI

/// `withAnimation(_:completionCriteria:_:completion:)`: the completion runs on the host's clock
/// when the animation meets its criteria, as an action that can change state.
@Suite struct AnimationCompletionTests {
    struct Mover: View {
        let animation: Animation
        let criteria: AnimationCompletionCriteria
        let log: EventLog
        @State private var moved = false
        @State private var finished = false
        var body: some View {
            VStack {
                Color.red.frame(width: 20, height: 20).offset(x: moved ? 100 : 0).id("box")
                Text(finished ? "finished" : "running")
                Button("Move") {
                    withAnimation(animation, completionCriteria: criteria) {
                        moved = true
                    } completion: {
                        log.append("done")
                        finished = true
                    }
                }
                .id("move")
            }
        }
    }

    @Test func aTimingCurvesCompletionRunsAtItsEnd() {
        let log = EventLog()
        let host = LiveTest.host(Mover(animation: .easeInOut(duration: 0.5), criteria: .logicallyComplete, log: log))
        let start = host.time
        host.tap(id: "move")
        host.advance(by: 0.45)
        #expect(log.entries.isEmpty && LiveTest.texts(host).contains("running"))
        #expect(host.isAnimating)
        host.advance(by: 0.1)
        #expect(log.entries == ["done"])
        #expect(LiveTest.texts(host).contains("finished"))
        #expect(host.time - start >= 0.5)
    }

    @Test func logicalCompletionComesBeforeASpringIsRemoved() {
        let spring = Animation.spring(duration: 0.5).logicallyComplete(after: 0.2)
        #expect(abs((spring.completionDelay(for: .logicallyComplete) ?? -1) - 0.2) < 0.01)
        #expect((spring.completionDelay(for: .removed) ?? 0) > 0.5)

        let log = EventLog()
        let host = LiveTest.host(Mover(animation: .spring(duration: 0.5), criteria: .removed, log: log))
        host.tap(id: "move")
        host.advance(by: 0.5)
        #expect(log.entries.isEmpty)
        #expect(host.settle())
        #expect(log.entries == ["done"])
    }

    @Test func settleWaitsForCompletionsAndEndlessAnimationsNeverComplete() {
        #expect(Animation.linear(duration: 1).repeatForever().completionDelay(for: .removed) == nil)
        #expect(abs((Animation.easeInOut(duration: 0.9).completionDelay(for: .logicallyComplete) ?? 0) - 0.9) < 0.005)
        let log = EventLog()
        let host = LiveTest.host(Mover(animation: .linear(duration: 0.3), criteria: .logicallyComplete, log: log))
        host.tap(id: "move")
        #expect(host.settle())
        #expect(log.entries == ["done"] && LiveTest.texts(host).contains("finished"))
    }

    @Test func outsideAHostTheCompletionRunsAtOnce() {
        var order = [String]()
        withAnimation(.default) { order.append("body") } completion: { order.append("completion") }
        #expect(order == ["body", "completion"])
    }
}
