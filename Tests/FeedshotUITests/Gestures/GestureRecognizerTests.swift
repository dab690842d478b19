@testable import FeedshotUI
import Foundation
import Testing

/// Drives a gesture's recognizer with synthetic touches, as a host would.
final class GestureDriver<G: Gesture> {
    let recognizer: GestureRecognizer<G.Value>
    private(set) var updates: [GestureUpdate<G.Value>] = []

    init(_ gesture: G, bounds: Rect = Rect(x: 100, y: 200, width: 300, height: 400)) {
        recognizer = gesture.makeRecognizer(in: GestureRecognitionContext(bounds: bounds))
    }

    @discardableResult
    func down(_ x: Double, _ y: Double, at time: Double, touch: Int = 1) -> [GestureUpdate<G.Value>] {
        send(TouchEvent(touch: touch, phase: .began, location: Point(x: x, y: y), time: time))
    }

    @discardableResult
    func move(_ x: Double, _ y: Double, at time: Double, touch: Int = 1) -> [GestureUpdate<G.Value>] {
        send(TouchEvent(touch: touch, phase: .moved, location: Point(x: x, y: y), time: time))
    }

    @discardableResult
    func up(_ x: Double, _ y: Double, at time: Double, touch: Int = 1) -> [GestureUpdate<G.Value>] {
        send(TouchEvent(touch: touch, phase: .ended, location: Point(x: x, y: y), time: time))
    }

    @discardableResult
    func advance(to time: Double) -> [GestureUpdate<G.Value>] {
        let new = recognizer.advance(to: time)
        updates += new
        return new
    }

    private func send(_ event: TouchEvent) -> [GestureUpdate<G.Value>] {
        let new = recognizer.handle(event)
        updates += new
        return new
    }

    /// The kinds of updates so far: "began", "changed", "ended", "failed", "cancelled".
    var kinds: [String] {
        updates.map {
            switch $0 {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .failed: "failed"
            case .cancelled: "cancelled"
            }
        }
    }

    var lastValue: G.Value? { updates.last(where: { $0.value != nil })?.value }
}

/// A thread-safe log for callbacks (they are `@Sendable`).
final class CallLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []
    func add(_ entry: String) { lock.withLock { entries.append(entry) } }
    var all: [String] { lock.withLock { entries } }
}

@Suite struct TapGestureRecognizerTests {
    @Test func singleTapEndsOnLift() {
        let log = CallLog()
        let driver = GestureDriver(TapGesture().onEnded { log.add("tap") })
        #expect(driver.down(10, 10, at: 0).isEmpty)
        driver.up(12, 11, at: 0.08)
        #expect(driver.kinds == ["ended"] && log.all == ["tap"] && driver.recognizer.isFinished)
    }

    @Test func aTapThatMovesTooFarFails() {
        let driver = GestureDriver(TapGesture())
        driver.down(10, 10, at: 0)
        driver.move(25, 10, at: 0.05)
        #expect(driver.kinds == ["failed"])
        #expect(driver.up(25, 10, at: 0.1).isEmpty)
    }

    @Test func doubleTapNeedsTwoQuickTaps() {
        let quick = GestureDriver(TapGesture(count: 2))
        quick.down(50, 50, at: 0); quick.up(50, 50, at: 0.05)
        #expect(quick.kinds.isEmpty && quick.recognizer.deadline == 0.05 + 0.35)
        quick.down(52, 49, at: 0.2); quick.up(52, 49, at: 0.25)
        #expect(quick.kinds == ["ended"])

        let slow = GestureDriver(TapGesture(count: 2))
        slow.down(50, 50, at: 0); slow.up(50, 50, at: 0.05)
        slow.advance(to: 0.5)
        #expect(slow.kinds == ["failed"])

        let apart = GestureDriver(TapGesture(count: 2))
        apart.down(50, 50, at: 0); apart.up(50, 50, at: 0.05)
        apart.down(150, 50, at: 0.2)
        #expect(apart.kinds == ["failed"])
    }

    @Test func spatialTapReportsItsLocalLocation() throws {
        let driver = GestureDriver(SpatialTapGesture(), bounds: Rect(x: 100, y: 200, width: 50, height: 50))
        driver.down(110, 230, at: 0); driver.up(111, 231, at: 0.1)
        let value = try #require(driver.lastValue)
        #expect(value.location == Point(x: 11, y: 31))
        let global = GestureDriver(SpatialTapGesture(count: 1, coordinateSpace: .global))
        global.down(110, 230, at: 0); global.up(110, 230, at: 0.1)
        #expect(global.lastValue?.location == Point(x: 110, y: 230))
    }

    @Test func doubleTapIsPreferredOverASingleTap() {
        let log = CallLog()
        let gesture = TapGesture(count: 2).onEnded { log.add("double") }
            .exclusively(before: TapGesture().onEnded { log.add("single") })
        let single = GestureDriver(gesture)
        single.down(10, 10, at: 0); single.up(10, 10, at: 0.05)
        #expect(single.kinds.isEmpty && log.all.isEmpty)  // waiting: it may become a double tap
        single.advance(to: 0.4)
        #expect(single.kinds == ["ended"] && log.all == ["single"])
        if case .second = single.lastValue {} else { Issue.record("the single tap reports as .second") }

        let log2 = CallLog()
        let double = GestureDriver(TapGesture(count: 2).onEnded { log2.add("double") }
            .exclusively(before: TapGesture().onEnded { log2.add("single") }))
        double.down(10, 10, at: 0); double.up(10, 10, at: 0.05)
        double.down(10, 10, at: 0.15); double.up(10, 10, at: 0.2)
        #expect(double.kinds == ["ended"] && log2.all == ["double"])
        if case .first = double.lastValue {} else { Issue.record("the double tap reports as .first") }
    }
}

@Suite struct LongPressGestureRecognizerTests {
    @Test func heldLongEnoughEndsWhileStillDown() {
        let log = CallLog()
        let driver = GestureDriver(LongPressGesture().onEnded { log.add("long \($0)") })
        #expect(driver.down(10, 10, at: 1).map(\.value) == [true])
        #expect(driver.recognizer.deadline == 1.5)
        driver.advance(to: 1.4)
        #expect(driver.kinds == ["possible"])
        driver.advance(to: 1.6)
        #expect(driver.kinds == ["possible", "ended"] && log.all == ["long true"])
        #expect(driver.up(10, 10, at: 2).isEmpty)
    }

    @Test func aMoveAfterTheDeadlineEndsItFirst() {
        let driver = GestureDriver(LongPressGesture(minimumDuration: 0.3))
        driver.down(10, 10, at: 0)
        driver.move(40, 10, at: 0.5)  // no advance in between: the deadline passed first
        #expect(driver.kinds == ["possible", "ended"])
    }

    @Test func releasedEarlyOrMovedAwayFails() {
        let early = GestureDriver(LongPressGesture())
        early.down(10, 10, at: 0); early.up(10, 10, at: 0.3)
        #expect(early.kinds == ["possible", "failed"])
        let moved = GestureDriver(LongPressGesture(minimumDuration: 1, maximumDistance: 20))
        moved.down(10, 10, at: 0); moved.move(25, 10, at: 0.2)
        #expect(moved.kinds == ["possible"])
        moved.move(35, 10, at: 0.3)
        #expect(moved.kinds == ["possible", "failed"])
    }

    @Test func pressedStateResetsThroughGestureState() {
        let pressing = GestureState(wrappedValue: false)
        let driver = GestureDriver(LongPressGesture().updating(pressing) { value, state, _ in state = value })
        driver.down(10, 10, at: 0)
        #expect(pressing.wrappedValue == true)
        driver.up(10, 10, at: 0.2)
        #expect(pressing.wrappedValue == false)
    }
}

@Suite struct DragGestureRecognizerTests {
    @Test func belowTheMinimumDistanceItFails() {
        let driver = GestureDriver(DragGesture())
        driver.down(10, 10, at: 0); driver.move(15, 14, at: 0.05); driver.up(16, 15, at: 0.1)
        #expect(driver.kinds == ["failed"])
    }

    @Test func aboveTheMinimumItReportsTranslationFromTheStart() throws {
        let log = CallLog()
        let driver = GestureDriver(DragGesture(minimumDistance: 10).onChanged { log.add("\($0.translation)") })
        driver.down(110, 210, at: 0)
        driver.move(114, 213, at: 0.02)
        #expect(driver.kinds.isEmpty)
        driver.move(118, 216, at: 0.04)  // 10 pt from the start
        driver.move(130, 230, at: 0.06)
        driver.up(130, 230, at: 0.08)
        #expect(driver.kinds == ["began", "changed", "ended"])
        let end = try #require(driver.lastValue)
        #expect(end.startLocation == Point(x: 10, y: 10) && end.location == Point(x: 30, y: 30))
        #expect(end.translation == Size(width: 20, height: 20))
        #expect(log.all == ["8x6", "20x20"])
        #expect(end.time == Date(timeIntervalSinceReferenceDate: 0.08))
    }

    @Test func zeroMinimumBeginsAtTouchDown() {
        let driver = GestureDriver(DragGesture(minimumDistance: 0, coordinateSpace: .global))
        driver.down(110, 210, at: 0)
        #expect(driver.kinds == ["began"] && driver.lastValue?.location == Point(x: 110, y: 210))
    }

    @Test func aFlingsVelocityAndPredictedEnd() throws {
        // Up the screen at 1200 pt/s, sampled at 120 Hz, lifted without resting.
        let driver = GestureDriver(DragGesture())
        driver.down(200, 700, at: 0)
        for step in 1...24 { driver.move(200, 700 - 10 * Double(step), at: Double(step) / 120) }
        driver.up(200, 450, at: 25.0 / 120)
        let end = try #require(driver.lastValue)
        #expect(abs(end.velocity.height + 1200) < 1e-6 && abs(end.velocity.width) < 1e-9)
        #expect(abs(end.predictedEndLocation.y - (end.location.y - 300)) < 1e-6)
        #expect(abs(end.predictedEndTranslation.height - (-250 - 300)) < 1e-6)
        // The same drag resting 0.1 s before lifting releases at zero velocity.
        let rested = GestureDriver(DragGesture())
        rested.down(200, 700, at: 0)
        for step in 1...24 { rested.move(200, 700 - 10 * Double(step), at: Double(step) / 120) }
        for step in 25...36 { rested.move(200, 460, at: Double(step) / 120) }
        rested.up(200, 460, at: 37.0 / 120)
        #expect(rested.lastValue?.velocity == .zero && rested.lastValue?.predictedEndLocation == rested.lastValue?.location)
    }

    @Test func secondFingersAndCancellationAreHandled() {
        let driver = GestureDriver(DragGesture(minimumDistance: 0))
        driver.down(0, 0, at: 0)
        driver.down(50, 50, at: 0.01, touch: 2)
        driver.move(60, 60, at: 0.02, touch: 2)
        #expect(driver.kinds == ["began"])
        driver.recognizer.cancel()
        #expect(driver.recognizer.state == .cancelled)
    }
}

@Suite struct TwoFingerGestureRecognizerTests {
    @Test func magnifyMeasuresTheSpread() throws {
        let driver = GestureDriver(MagnifyGesture(), bounds: Rect(x: 0, y: 0, width: 400, height: 400))
        driver.down(150, 200, at: 0, touch: 1)
        driver.down(250, 200, at: 0, touch: 2)
        #expect(driver.kinds.isEmpty)
        for step in 1...10 {
            let spread = 50 + 5 * Double(step)
            driver.move(200 - spread, 200, at: Double(step) / 60, touch: 1)
            driver.move(200 + spread, 200, at: Double(step) / 60 + 0.0001, touch: 2)
        }
        let value = try #require(driver.lastValue)
        #expect(abs(value.magnification - 2) < 1e-12)
        #expect(value.startLocation == Point(x: 200, y: 200) && value.startAnchor == .center)
        #expect(value.velocity > 0)
        driver.up(100, 200, at: 0.2, touch: 1)
        #expect(driver.kinds.last == "ended" && driver.kinds.first == "began")
    }

    @Test func oneFingerIsNotAPinch() {
        let driver = GestureDriver(MagnifyGesture())
        driver.down(10, 10, at: 0); driver.move(80, 10, at: 0.1); driver.up(80, 10, at: 0.2)
        #expect(driver.kinds == ["failed"])
    }

    @Test func rotateUnwrapsPastHalfATurn() throws {
        let driver = GestureDriver(RotateGesture())
        driver.down(100, 0, at: 0, touch: 1)
        driver.down(-100, 0, at: 0, touch: 2)
        // Turn the pair 270° clockwise (y down) in 10° steps.
        for step in 1...27 {
            let angle = Double(step) * 10 * .pi / 180
            driver.move(-100 * cos(angle), -100 * sin(angle), at: Double(step) / 60, touch: 2)
            driver.move(100 * cos(angle), 100 * sin(angle), at: Double(step) / 60, touch: 1)
        }
        let value = try #require(driver.lastValue)
        #expect(abs(value.rotation.degrees - 270) < 1e-9)
        #expect(value.velocity.degrees > 0)
        let legacy = GestureDriver(MagnificationGesture())
        legacy.down(0, 0, at: 0, touch: 1); legacy.down(100, 0, at: 0, touch: 2)
        legacy.move(200, 0, at: 0.1, touch: 2)
        #expect(legacy.lastValue == 2)
    }
}

@Suite struct GestureCompositionTests {
    @Test func simultaneousReportsBoth() throws {
        let driver = GestureDriver(LongPressGesture(minimumDuration: 0.2).simultaneously(with: DragGesture(minimumDistance: 0)))
        driver.down(0, 0, at: 0)
        var value = try #require(driver.lastValue)
        #expect(value.first == true && value.second?.location == Point(x: -100, y: -200))
        driver.advance(to: 0.3)
        #expect(!driver.recognizer.isFinished)  // the drag is still going
        driver.move(5, 0, at: 0.35)
        driver.up(5, 0, at: 0.4)
        value = try #require(driver.lastValue)
        #expect(driver.kinds.first == "began" && driver.kinds.last == "ended")
        #expect(value.first == true && value.second?.translation == Size(width: 5, height: 0))
    }

    @Test func sequenceDragsFromWhereThePressWasHeld() throws {
        let log = CallLog()
        let gesture = LongPressGesture(minimumDuration: 0.5)
            .sequenced(before: DragGesture(minimumDistance: 0, coordinateSpace: .global))
            .onEnded { _ in log.add("done") }
        let driver = GestureDriver(gesture)
        driver.down(10, 10, at: 0)
        driver.move(12, 11, at: 0.3)
        guard case .first(true) = try #require(driver.lastValue) else { Issue.record("pressing is .first(true)"); return }
        driver.advance(to: 0.6)
        guard case .second(true, let drag?) = try #require(driver.lastValue) else { Issue.record("the drag began"); return }
        #expect(drag.startLocation == Point(x: 12, y: 11))
        driver.move(40, 11, at: 0.7)
        driver.up(40, 11, at: 0.8)
        guard case .second(true, let final?) = try #require(driver.lastValue) else { Issue.record("ended in the drag"); return }
        #expect(final.translation == Size(width: 28, height: 0) && log.all == ["done"])
        #expect(driver.kinds.first == "possible" && driver.kinds.contains("began") && driver.kinds.last == "ended")
    }

    @Test func sequenceFailsWhenTheFirstFails() {
        let driver = GestureDriver(LongPressGesture().sequenced(before: DragGesture()))
        driver.down(10, 10, at: 0); driver.up(10, 10, at: 0.1)
        #expect(driver.kinds == ["possible", "failed"])
    }

    @Test func exclusiveLetsTheSecondThroughWhenTheFirstFails() throws {
        let driver = GestureDriver(LongPressGesture().exclusively(before: DragGesture()))
        driver.down(10, 10, at: 0)
        driver.move(30, 10, at: 0.1)  // moved 20 pt: the press fails, the drag goes through
        guard case .second(let drag) = try #require(driver.lastValue) else { Issue.record("the drag reports"); return }
        #expect(drag.translation == Size(width: 20, height: 0))
        driver.up(30, 10, at: 0.2)
        #expect(driver.kinds.last == "ended")
    }

    @Test func mapAndCustomGestures() throws {
        struct Swipe: Gesture {
            var body: some Gesture<Double> { DragGesture(minimumDistance: 0).map { $0.translation.height } }
        }
        let driver = GestureDriver(Swipe())
        driver.down(0, 0, at: 0); driver.move(0, -40, at: 0.1); driver.up(0, -40, at: 0.2)
        #expect(driver.lastValue == -40 && driver.kinds == ["began", "changed", "ended"])
    }

    @Test func updatingResetsAfterTheDragWithItsTransaction() {
        // Linked to a live graph's storage, as a host links it: each write records its
        // transaction for the view that owns the state.
        let graph = ViewGraph()
        let offset = GestureState(wrappedValue: Size.zero, resetTransaction: Transaction(animation: .snappy))
        offset.link(to: PropertyLinker(graph: graph, owner: .root, environment: EnvironmentValues()), slot: 0)
        let driver = GestureDriver(DragGesture().updating(offset) { value, state, transaction in
            state = value.translation
            transaction.animation = .linear
        })
        driver.down(0, 0, at: 0)
        #expect(!graph.needsUpdate)  // below the minimum distance: nothing yet
        driver.move(0, 30, at: 0.05)
        #expect(offset.wrappedValue == Size(width: 0, height: 30))
        #expect(graph.takeChanges().transactions[.root]?.animation == .linear)
        driver.up(0, 30, at: 0.1)
        #expect(offset.wrappedValue == .zero)
        #expect(graph.takeChanges().transactions[.root]?.animation == .snappy)
    }

    @Test func resetClosureSeesTheValueAndSetsTheTransaction() {
        let seen = CallLog()
        let state = GestureState(wrappedValue: 0) { value, transaction in
            seen.add("reset from \(value)")
            transaction.animation = .bouncy
        }
        let driver = GestureDriver(LongPressGesture().updating(state) { _, current, _ in current = 7 })
        driver.down(0, 0, at: 0)
        #expect(state.wrappedValue == 7)
        driver.up(0, 0, at: 0.1)
        #expect(state.wrappedValue == 0 && seen.all == ["reset from 7"])
    }

    @Test func aGestureThatNeverBeganLeavesItsStateAlone() {
        let graph = ViewGraph()
        let offset = GestureState(wrappedValue: 0.0)
        offset.link(to: PropertyLinker(graph: graph, owner: .root, environment: EnvironmentValues()), slot: 0)
        let driver = GestureDriver(DragGesture().updating(offset) { value, state, _ in state = value.translation.height })
        driver.down(0, 0, at: 0); driver.up(0, 3, at: 0.1)
        #expect(driver.kinds == ["failed"] && !graph.needsUpdate)
    }
}
