import Geometry
import Testing
@testable import FeedshotUI

/// `Transaction.addAnimationCompletion(criteria:_:)` through `withTransaction`, and custom
/// `TransactionKey` values.
@Suite struct TransactionCompletionTests {
    struct Flasher: View {
        let log: EventLog
        @State private var shown = false
        var body: some View {
            VStack {
                Color.blue.frame(width: 20, height: 20).opacity(shown ? 1 : 0)
                Button("Show") {
                    var transaction = Transaction(animation: .linear(duration: 0.4))
                    transaction.addAnimationCompletion { log.append("logical") }
                    transaction.addAnimationCompletion(criteria: .removed) { log.append("removed") }
                    withTransaction(transaction) {
                        shown = true
                        // A nested withAnimation copies the outer transaction: its completions
                        // must not run twice.
                        withAnimation(.linear(duration: 0.1)) { log.append("nested body") }
                    }
                }
                .id("show")
                Button("Plain") {
                    var transaction = Transaction()
                    transaction.addAnimationCompletion { log.append("plain") }
                    withTransaction(transaction) { shown.toggle() }
                }
                .id("plain")
            }
        }
    }

    @Test func completionsAddedToATransactionRunWhenItsAnimationEnds() {
        let log = EventLog()
        let host = LiveTest.host(Flasher(log: log))
        host.tap(id: "show")
        #expect(log.entries == ["nested body"])
        host.advance(by: 0.35)
        #expect(log.entries == ["nested body"])
        host.advance(by: 0.1)
        #expect(log.entries == ["nested body", "logical", "removed"])
        #expect(host.settle())
        #expect(log.entries == ["nested body", "logical", "removed"])
    }

    @Test func aTransactionWithoutAnimationCompletesAtTheNextFrame() {
        let log = EventLog()
        let host = LiveTest.host(Flasher(log: log))
        host.tap(id: "plain")
        #expect(log.entries.isEmpty)
        host.advance(frames: 1)
        #expect(log.entries == ["plain"])
    }

    @Test func outsideAHostTheyRunAfterTheBody() {
        var order = [String]()
        var transaction = Transaction(animation: .spring)
        transaction.addAnimationCompletion { order.append("completion") }
        withTransaction(transaction) { order.append("body") }
        #expect(order == ["body", "completion"])
        var endless = Transaction(animation: .linear.repeatForever())
        endless.addAnimationCompletion(criteria: .removed) { order.append("never") }
        withTransaction(endless) {}
        #expect(order == ["body", "completion"])
    }

    enum Source: TransactionKey {
        static let defaultValue = "unknown"
    }

    @Test func customKeysCarryValues() {
        var transaction = Transaction()
        #expect(transaction[Source.self] == "unknown")
        transaction[Source.self] = "swipe"
        #expect(transaction[Source.self] == "swipe")
        let seen = withTransaction(transaction) { Transaction.current[Source.self] }
        #expect(seen == "swipe")
    }
}
