@testable import FeedshotUI
import Foundation
import Testing

/// Gestures driven the way a live host drives them: through ``GestureTouchRecognizer`` and the
/// host's ``GestureArbiter``, which decides which gesture acts; a gesture that loses never runs
/// its callbacks.
@Suite struct GestureArbitrationTests {
    static func target(_ frame: Rect) -> TouchTarget {
        TouchTarget(identity: nil, frame: { frame }, graph: ViewGraph())
    }

    static func event(_ phase: TouchEvent.Phase, _ x: Double, _ y: Double, at time: Double) -> TouchEvent {
        TouchEvent(touch: 1, phase: phase, location: Point(x: x, y: y), time: time)
    }

    @Test func aParentsDragTakesOverWhenTheChildsTapFails() {
        let log = CallLog()
        let parent = Self.target(Rect(x: 0, y: 0, width: 300, height: 300))
        let child = Self.target(Rect(x: 100, y: 100, width: 50, height: 50))
        let arbiter = GestureArbiter(path: [
            (target: parent, handlers: [TouchHandler(gesture: DragGesture().onChanged { log.add("drag \($0.location)") })]),
            (target: child, handlers: [TouchHandler(gesture: TapGesture().onEnded { log.add("tap") })]),
        ])
        arbiter.handle(Self.event(.began, 120, 120, at: 0))
        arbiter.handle(Self.event(.moved, 126, 120, at: 0.02))
        #expect(log.all.isEmpty)  // the tap may still win
        arbiter.handle(Self.event(.moved, 140, 120, at: 0.04))  // 20 pt: the tap fails, the drag acts
        arbiter.handle(Self.event(.moved, 150, 120, at: 0.06))
        arbiter.handle(Self.event(.ended, 150, 120, at: 0.08))
        // Local coordinates of the parent, which sits at the origin.
        #expect(log.all == ["drag (140, 120)", "drag (150, 120)"])
        #expect(!arbiter.isLive)
    }

    @Test func aChildsTapWinsOverItsParentsTap() {
        let log = CallLog()
        let arbiter = GestureArbiter(path: [
            (target: Self.target(Rect(x: 0, y: 0, width: 300, height: 300)),
             handlers: [TouchHandler(gesture: TapGesture().onEnded { log.add("parent") })]),
            (target: Self.target(Rect(x: 100, y: 100, width: 50, height: 50)),
             handlers: [TouchHandler(gesture: TapGesture().onEnded { log.add("child") })]),
        ])
        arbiter.handle(Self.event(.began, 120, 120, at: 0))
        arbiter.handle(Self.event(.ended, 121, 120, at: 0.1))
        #expect(log.all == ["child"])
    }

    @Test func aLosingGestureNeverRunsItsCallbacks() {
        let log = CallLog()
        let held = GestureState(wrappedValue: false)
        let arbiter = GestureArbiter(path: [
            (target: Self.target(Rect(x: 0, y: 0, width: 300, height: 300)),
             handlers: [TouchHandler(gesture: LongPressGesture(minimumDuration: 0.2).onEnded { _ in log.add("long press") },
                                     priority: .high)]),
            (target: Self.target(Rect(x: 100, y: 100, width: 50, height: 50)),
             handlers: [TouchHandler(gesture: DragGesture(minimumDistance: 0)
                .updating(held) { _, state, _ in state = true }
                .onChanged { _ in log.add("drag") })]),
        ])
        arbiter.handle(Self.event(.began, 120, 120, at: 0))
        #expect(log.all.isEmpty && held.wrappedValue == false)  // the drag waits for the long press
        arbiter.tick(time: 0.25)
        #expect(log.all == ["long press"] && held.wrappedValue == false)
        arbiter.handle(Self.event(.moved, 160, 120, at: 0.3))
        #expect(log.all == ["long press"])
    }

    @Test func simultaneousGesturesBothAct() {
        let log = CallLog()
        let arbiter = GestureArbiter(path: [
            (target: Self.target(Rect(x: 0, y: 0, width: 300, height: 300)),
             handlers: [TouchHandler(gesture: DragGesture().onEnded { _ in log.add("drag") }, isSimultaneous: true),
                        TouchHandler(gesture: MagnifyGesture().onEnded { _ in log.add("magnify") }, isSimultaneous: true)]),
        ])
        arbiter.handle(Self.event(.began, 100, 100, at: 0))
        arbiter.handle(Self.event(.moved, 130, 100, at: 0.05))
        arbiter.handle(Self.event(.ended, 130, 100, at: 0.1))
        #expect(log.all == ["drag"])
    }
}
