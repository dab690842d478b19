import Foundation
import Geometry
import Motion
import Testing
@testable import FeedshotUI

/// Free scrolling on a live host: drags, UIKit's deceleration, the rubber band and its bounce,
/// touches that stop a moving scroll view, offsets kept by identity, and what stops a drag from
/// scrolling.
@Suite struct LiveScrollViewTests {
    /// Twenty 50-point rows (buttons that log their taps) in a scroll view filling a 200 × 300
    /// screen: 1000 points of content, so offsets run from 0 to 700.
    struct Rows: View {
        let log: EventLog
        var disabled = false
        var bounce = ScrollBounceBehavior.automatic
        var count = 20

        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { index in
                        Button { log.append("row \(index)") } label: { ScrollTest.color(index).frame(height: 50) }
                    }
                }
            }
            .scrollDisabled(disabled)
            .scrollBounceBehavior(bounce)
        }
    }

    func host(_ view: some View) -> ViewHost {
        LiveTest.host(view)
    }

    @Test func aDragScrollsTheContentWithTheFingerAndCancelsTheButton() {
        let log = EventLog()
        let host = host(Rows(log: log))
        let touch = host.touchDown(at: Point(x: 100, y: 250))
        host.advance(frames: 1)
        touch.move(to: Point(x: 100, y: 245))   // within UIKit's 10-point hysteresis: nothing moves
        #expect(ScrollTest.offset(host) == .zero)
        host.advance(frames: 1)
        touch.move(to: Point(x: 100, y: 200))   // recognized: the content catches up with the finger
        #expect(ScrollTest.offset(host) == Point(x: 0, y: 50))
        host.advance(frames: 1)
        touch.move(to: Point(x: 130, y: 100))   // a vertical scroll view ignores the sideways part
        #expect(ScrollTest.offset(host) == Point(x: 0, y: 150))
        // The row under the finger moved up with the content.
        #expect(host.layout().all(kind: "ScrollView").first?.children.first?.children.first?.frame.minY == -150)
        host.advance(by: 0.1)                   // the finger rests: it lifts without velocity
        touch.up()
        host.advance(by: 0.5)
        #expect(ScrollTest.offset(host) == Point(x: 0, y: 150))
        #expect(log.entries.isEmpty)            // the scroll cancelled the button's press
        host.tap(at: Point(x: 100, y: 20))      // a tap at rest presses the row there: 150 + 20 → row 3
        #expect(log.entries == ["row 3"])
    }

    @Test func aReleaseCoastsWithUIKitsDecelerationFrameByFrame() throws {
        let host = host(Rows(log: EventLog()))
        // Six frames at 1000 points per second, up: the content scrolls forward by 100 points.
        var samples = [GestureSample(time: 0, translation: 0)]
        let offsets = ScrollTest.recordOffsets(host) {
            host.drag(from: Point(x: 100, y: 250), to: Point(x: 100, y: 150), duration: 0.1)
            host.advance(by: 4)   // the coast rests after about 3.5 s
        }
        for frame in 1...6 { samples.append(GestureSample(time: Double(frame) / 60, translation: -100 * Double(frame) / 6)) }
        let velocity = VelocityTracker().estimate(from: samples).velocity
        #expect(abs(velocity + 1000) < 1e-6)
        // After the release (frame 6, offset 100) the offset is the coast's: UIKit's normal
        // deceleration from 100 at 1000 points per second, resting within half a pixel.
        let coast = ScrollCoast(position: 100, velocity: -velocity, range: 0...700, threshold: 0.5)
        #expect(offsets[6].y == 100)
        for frame in 7..<offsets.count {
            let elapsed = Double(frame) / 60 - 0.1
            #expect(abs(offsets[frame].y - coast.position(atElapsed: elapsed)) < 1e-6, "frame \(frame)")
        }
        #expect(abs(try #require(offsets.last).y - coast.restingPosition) < 1e-6)
        #expect(coast.restingPosition > 550 && coast.restingPosition < 600)   // 100 + 1000/λ ≈ 599.5
        #expect(!host.graph.scrolling.isMoving)
    }

    @Test func aPullPastTheTopRubberBandsAndSpringsBack() {
        let host = host(Rows(log: EventLog()))
        let touch = host.touchDown(at: Point(x: 100, y: 50))
        host.advance(frames: 1)
        touch.move(to: Point(x: 100, y: 150))
        // 100 points of finger show as (1 − 1/(100·0.55/300 + 1))·300 ≈ 46.5 points of overscroll.
        let shown = RubberBand().resisted(100, dimension: 300)
        #expect(abs(ScrollTest.offset(host).y + shown) < 1e-9)
        host.advance(by: 0.1)
        touch.up()
        let release = host.time
        let frames = ScrollTest.recordFrames(host) { host.advance(by: 1.2) }
        // Back to the top on the bounce spring, never past it.
        let coast = ScrollCoast(position: -shown, velocity: 0, range: 0...700, threshold: 0.5)
        for frame in frames {
            #expect(abs(frame.offset.y - coast.position(atElapsed: frame.time - release)) < 1e-9)
            #expect(frame.offset.y <= 0)
        }
        #expect(frames.last?.offset.y == 0)
    }

    @Test func aTouchStopsAMovingScrollViewAndPressesNothing() {
        let log = EventLog()
        let host = host(Rows(log: log))
        host.drag(from: Point(x: 100, y: 250), to: Point(x: 100, y: 150), duration: 0.1)
        host.advance(by: 0.2)
        let moving = ScrollTest.offset(host).y
        #expect(host.graph.scrolling.isMoving && moving > 100)
        host.tap(at: Point(x: 100, y: 100))
        let stopped = ScrollTest.offset(host).y
        #expect(stopped >= moving)
        host.advance(by: 0.5)
        #expect(ScrollTest.offset(host).y == stopped)   // it stays where the touch stopped it
        #expect(log.entries.isEmpty)                    // and the row under the tap was not pressed
        host.tap(at: Point(x: 100, y: 100))             // at rest, a tap presses the row
        #expect(log.entries.count == 1)
    }

    /// The offset belongs to the scroll view's identity: a change elsewhere keeps it, the scroll
    /// view leaving the tree forgets it.
    struct Toggling: View {
        @State private var count = 0
        @State private var shown = true
        var body: some View {
            VStack(spacing: 0) {
                HStack {
                    Button { count += 1 } label: { Text("Add \(count)").frame(width: 90, height: 40) }
                    Button { shown.toggle() } label: { Text("Toggle").frame(width: 90, height: 40) }
                }
                if shown {
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<20, id: \.self) { ScrollTest.color($0).frame(height: 50) }
                        }
                    }
                } else {
                    Color.gray
                }
            }
            .frame(width: 200, height: 300)
        }
    }

    @Test func theOffsetIsKeptByIdentityAcrossUpdates() {
        let host = host(Toggling())
        let touch = host.touchDown(at: Point(x: 100, y: 250))
        host.advance(frames: 1)
        touch.move(to: Point(x: 100, y: 130))
        host.advance(by: 0.1)
        touch.up()
        #expect(ScrollTest.offset(host).y == 120)
        host.tap(at: Point(x: 50, y: 20))                 // "Add": the screen re-renders
        #expect(LiveTest.texts(host).contains("Add 1"))
        #expect(ScrollTest.offset(host).y == 120)
        host.tap(at: Point(x: 150, y: 20))                // the scroll view leaves…
        #expect(ScrollTest.scrollStates(host).isEmpty)
        host.tap(at: Point(x: 150, y: 20))                // …and comes back at the top
        #expect(ScrollTest.offset(host).y == 0)
    }

    @Test func scrollDisabledLetsDragsThrough() {
        let log = EventLog()
        let host = host(Rows(log: log, disabled: true))
        host.drag(from: Point(x: 100, y: 250), to: Point(x: 100, y: 100), duration: 0.2)
        host.advance(by: 0.5)
        #expect(ScrollTest.offset(host) == .zero)
    }

    @Test func contentThatFitsBouncesUnlessBasedOnSize() {
        for (bounce, moves) in [(ScrollBounceBehavior.automatic, true), (.basedOnSize, false)] {
            let host = host(Rows(log: EventLog(), bounce: bounce, count: 3))
            let touch = host.touchDown(at: Point(x: 100, y: 100))
            host.advance(frames: 1)
            touch.move(to: Point(x: 100, y: 160))
            #expect((ScrollTest.offset(host).y < 0) == moves, "\(bounce)")
            touch.up()
            host.advance(by: 1)
            #expect(ScrollTest.offset(host).y == 0)
        }
    }

    /// A horizontal carousel inside a vertical scroll view: a drag along the carousel scrolls
    /// it, a drag across scrolls the page.
    struct Nested: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ScrollView(.horizontal) {
                        HStack(spacing: 0) {
                            ForEach(0..<6, id: \.self) { ScrollTest.color($0).frame(width: 100, height: 100) }
                        }
                    }
                    .frame(height: 100)
                    ForEach(0..<10, id: \.self) { ScrollTest.color($0 + 2).frame(height: 60) }
                }
            }
        }
    }

    @Test func nestedScrollViewsTakeTheDragAlongTheirAxis() {
        let host = host(Nested())
        ScrollTest.slowDrag(host, from: Point(x: 150, y: 50), to: Point(x: 50, y: 55))
        let states = ScrollTest.scrollStates(host)
        #expect(states.count == 2)
        let outer = states[0], inner = states[1]
        #expect(inner.offset.x == 100 && outer.offset.y == 0)
        ScrollTest.slowDrag(host, from: Point(x: 100, y: 90), to: Point(x: 105, y: 20))
        #expect(outer.offset.y == 70 && inner.offset.x == 100)
    }

    @Test func listsScrollTheSameWay() {
        let host = host(List(0..<30, id: \.self) { Text("Row \($0)") })
        ScrollTest.slowDrag(host, from: Point(x: 100, y: 250), to: Point(x: 100, y: 150))
        #expect(ScrollTest.offset(host).y == 100)
        #expect(LiveTest.texts(host).contains("Row 0"))
    }
}
