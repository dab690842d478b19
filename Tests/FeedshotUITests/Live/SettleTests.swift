import Geometry
import Testing
@testable import FeedshotUI

/// `ViewHost.settle()` waits for everything the frame loop still moves, not only animations and
/// scroll views: a wheel picker coasting after a fling.
@Suite struct SettleTests {
    @Test func settleWaitsForACoastingWheelToSnapToARow() throws {
        let host = LiveTest.host(InputControlTests.Pickers(), device: .canvas(width: 200, height: 320))
        let wheel = try #require(host.frame(ofID: "hour"))
        // A row up in a tenth of a second: the wheel coasts on after the lift.
        host.drag(from: Point(x: wheel.midX, y: wheel.midY), to: Point(x: wheel.midX, y: wheel.midY - 32), duration: 0.1)
        #expect(host.isAnimating)
        let lift = host.time
        #expect(host.settle())
        #expect(host.time > lift + 0.2)  // it waited for the coast
        #expect(!host.isAnimating)
        let hour = try #require(InputControlTests.hour(host))
        #expect(hour > 5 && hour < 11)  // landed on a row further than the one dragged
        #expect(abs(try #require(InputControlTests.row(host, "\(hour)")).midY - wheel.midY) < 0.01)
        // Settled means settled: more time changes nothing.
        let frame = host.render()
        host.advance(by: 1)
        #expect(host.render() == frame)
    }

    @Test func aFingerStillDownIsNotWaitedFor() throws {
        let host = LiveTest.host(InputControlTests.Pickers(), device: .canvas(width: 200, height: 320))
        let wheel = try #require(host.frame(ofID: "hour"))
        let touch = host.touchDown(at: Point(x: wheel.midX, y: wheel.midY))
        host.advance(frames: 2)
        touch.move(to: Point(x: wheel.midX, y: wheel.midY - 20))
        host.advance(by: 0.2)  // the finger rests: no fling
        let start = host.time
        #expect(host.settle())  // the finger holds the wheel: nothing moves on its own
        #expect(host.time - start < 0.1)
        touch.up()
        #expect(host.settle())
        #expect(InputControlTests.hour(host) == 4)
    }
}
