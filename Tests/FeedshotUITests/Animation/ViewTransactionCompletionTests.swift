import Geometry
import Testing
@testable import FeedshotUI

/// Completions a view's `.transaction {}` adds (`addAnimationCompletion`): they run when a change
/// that reaches the view moves something inside it, once per change, when that change's
/// animation completes; an update that moves nothing inside the view schedules none.
@Suite struct ViewTransactionCompletionTests {
    struct Panel: View {
        let log: EventLog
        /// The modifier's own animation, if it sets one.
        var modifierAnimation: Animation?
        @State private var wide = false
        @State private var tint = false
        @State private var stillWide = false
        var body: some View {
            VStack {
                Color.blue
                    .frame(width: wide ? 60 : 20, height: 20)
                    .transaction { transaction in
                        if let modifierAnimation { transaction.animation = modifierAnimation }
                        transaction.addAnimationCompletion { log.append("moved") }
                        transaction.addAnimationCompletion(criteria: .removed) { log.append("removed") }
                    }
                // A sibling whose change does not reach the modified view.
                (tint ? Color.red : Color.green).frame(width: 20, height: 20)
                Button("Animated") { withAnimation(.linear(duration: 0.4)) { wide.toggle() } }.id("animated")
                Button("Plain") { wide.toggle() }.id("plain")
                Button("Sibling") { withAnimation(.linear(duration: 0.4)) { tint.toggle() } }.id("sibling")
                // A write that changes state but leaves the modified view where it is.
                Button("Same") { withAnimation(.linear(duration: 0.4)) { stillWide = wide } }.id("same")
            }
        }
    }

    @Test func anAnimatedChangeInsideTheViewCompletesWhenItsAnimationEnds() {
        let log = EventLog()
        let host = LiveTest.host(Panel(log: log))
        host.tap(id: "animated")
        host.advance(by: 0.35)
        #expect(log.entries.isEmpty)
        host.advance(by: 0.1)
        #expect(log.entries == ["moved", "removed"])
        // Frames and updates that move nothing inside the view call nothing more.
        #expect(host.settle())
        host.advance(by: 1)
        #expect(log.entries == ["moved", "removed"])
        // Every change is its own transaction: the way back completes again.
        host.tap(id: "animated")
        #expect(host.settle())
        #expect(log.entries == ["moved", "removed", "moved", "removed"])
    }

    @Test func aChangeWithoutAnimationCompletesAtTheNextFrame() {
        let log = EventLog()
        let host = LiveTest.host(Panel(log: log))
        host.tap(id: "plain")
        #expect(log.entries.isEmpty)
        host.advance(frames: 1)
        #expect(log.entries == ["moved", "removed"])
    }

    @Test func theModifiersOwnAnimationDecidesWhenItIsDue() {
        let log = EventLog()
        let host = LiveTest.host(Panel(log: log, modifierAnimation: .linear(duration: 0.2)))
        host.tap(id: "plain")
        host.advance(by: 0.15)
        #expect(log.entries.isEmpty)
        host.advance(by: 0.1)
        #expect(log.entries == ["moved", "removed"])
    }

    @Test func changesThatDoNotMoveTheViewCallNothing() {
        let log = EventLog()
        let host = LiveTest.host(Panel(log: log))
        host.tap(id: "sibling")
        #expect(host.settle())
        host.tap(id: "same")
        #expect(host.settle())
        host.advance(by: 1)
        #expect(log.entries.isEmpty)
    }
}
