import Foundation
import Geometry
import Testing
@testable import FeedshotUI

/// Gestures attached to views in a live host: SwiftUI's precedence between a view's gestures and
/// its children's, masks, disabled views, and `@GestureState`.
@Suite struct GesturePrecedenceTests {
    enum Attachment { case normal, high, simultaneous }

    struct Nested: View {
        let log: EventLog
        let parent: Attachment
        var body: some View {
            let parentTap = TapGesture().onEnded { log.append("parent") }
            let child = Color.red.frame(width: 80, height: 80).onTapGesture { log.append("child") }
            let stack = VStack { child }.frame(width: 200, height: 300).contentShape(Rectangle())
            switch parent {
            case .normal: stack.gesture(parentTap)
            case .high: stack.highPriorityGesture(parentTap)
            case .simultaneous: stack.simultaneousGesture(parentTap)
            }
        }
    }

    /// Apple's documentation: `.gesture` has a lower precedence than the gestures of the view's
    /// subviews, `.highPriorityGesture` a higher one, `.simultaneousGesture` runs alongside.
    @Test(arguments: [(Attachment.normal, ["child", "parent"]), (.high, ["parent", "parent"]),
                      (.simultaneous, ["child", "parent", "parent"])])
    func precedenceBetweenAViewAndItsChild(attachment: Attachment, expected: [String]) {
        let log = EventLog()
        let host = LiveTest.host(Nested(log: log, parent: attachment))
        host.tap(at: Point(x: 100, y: 150))  // on the child
        host.tap(at: Point(x: 10, y: 10))    // on the parent only
        #expect(log.entries.sorted() == expected.sorted())
        if attachment == .simultaneous { #expect(log.entries.first == "child" || log.entries.first == "parent") }
    }

    struct DragOverTap: View {
        let log: EventLog
        var body: some View {
            VStack {
                Color.blue.frame(width: 80, height: 80).onTapGesture { log.append("tap") }
            }
            .frame(width: 200, height: 300)
            .contentShape(Rectangle())
            .gesture(DragGesture().onEnded { value in log.append("drag \(Int(value.translation.height))") })
        }
    }

    @Test func aParentDragTakesOverWhenTheChildTapFails() {
        let log = EventLog()
        let host = LiveTest.host(DragOverTap(log: log))
        host.drag(from: Point(x: 100, y: 150), to: Point(x: 100, y: 90), duration: 0.2)
        host.tap(at: Point(x: 100, y: 150))
        #expect(log.entries == ["drag -60", "tap"])
    }

    struct Masked: View {
        let log: EventLog
        var body: some View {
            VStack {
                Color.blue.frame(width: 80, height: 80).onTapGesture { log.append("child") }
            }
            .frame(width: 200, height: 300)
            .contentShape(Rectangle())
            .gesture(TapGesture().onEnded { log.append("parent") }, including: .gesture)
        }
    }

    @Test func aMaskWithoutSubviewsTurnsTheChildrensGesturesOff() {
        let log = EventLog()
        let host = LiveTest.host(Masked(log: log))
        host.tap(at: Point(x: 100, y: 150))
        #expect(log.entries == ["parent"])
    }

    struct Disabled: View {
        let log: EventLog
        var body: some View {
            Color.blue.frame(width: 80, height: 80).onTapGesture { log.append("tap") }.disabled(true)
        }
    }

    @Test func disabledViewsDoNotRecognizeGestures() {
        let log = EventLog()
        let host = LiveTest.host(Disabled(log: log))
        host.tap(at: Point(x: 100, y: 150))
        #expect(log.entries.isEmpty)
    }

    struct DraggableCard: View {
        let log: EventLog
        @GestureState(resetTransaction: Transaction(animation: .linear(duration: 1))) private var offset = Size.zero
        var body: some View {
            Color.green.frame(width: 60, height: 60)
                .offset(x: offset.width, y: offset.height)
                .id("card")
                .gesture(DragGesture(minimumDistance: 0)
                    .updating($offset) { value, state, _ in state = value.translation }
                    .onEnded { _ in log.append("ended") })
        }
    }

    /// `@GestureState` follows the drag without animation and returns to rest when the gesture
    /// ends, in its reset transaction (here an animated one).
    @Test func gestureStateFollowsTheDragAndResetsWhenItEnds() throws {
        let log = EventLog()
        let host = LiveTest.host(DraggableCard(log: log))
        let rest = try #require(host.layout().first(id: "card")?.children.first?.frame)
        let touch = host.touchDown(at: Point(x: 100, y: 150))
        host.advance(frames: 1)
        touch.move(to: Point(x: 130, y: 110))
        #expect(host.layout().first(id: "card")?.children.first?.frame.origin == Point(x: rest.minX + 30, y: rest.minY - 40))
        touch.up()
        #expect(log.entries == ["ended"])
        host.advance(by: 0.5)
        let halfway = try #require(host.layout().first(id: "card")?.children.first?.frame.origin)
        #expect(abs(halfway.x - (rest.minX + 15)) < 1e-6 && abs(halfway.y - (rest.minY - 20)) < 1e-6)
        host.advance(by: 0.6)
        #expect(host.layout().first(id: "card")?.children.first?.frame.origin == rest.origin)
    }

    @Test func aCancelledTouchResetsGestureStateWithoutEnding() throws {
        let log = EventLog()
        let host = LiveTest.host(DraggableCard(log: log))
        let rest = try #require(host.layout().first(id: "card")?.children.first?.frame)
        let touch = host.touchDown(at: Point(x: 100, y: 150))
        touch.move(to: Point(x: 120, y: 150))
        touch.cancel()
        host.settle()
        #expect(log.entries.isEmpty)
        #expect(host.layout().first(id: "card")?.children.first?.frame == rest)
    }
}
