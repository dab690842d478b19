import FeedshotTesting
import Foundation
import Geometry
import Testing
@testable import FeedshotUI

/// The hand-written pager swiped past and short of half a page and flung, frame by frame, and
/// the other live goldens of the issue: a pressed button, a spring interrupted mid-flight, a
/// transition on insertion. Screens are small and drawn at scale 1 (debug builds are slow at
/// pixel loops); the placed tree is checked alongside each golden.
@Suite struct PagerSnapshotTests {
    /// A 160 × 280-point screen without safe-area insets: a page is 280 points tall, half a page
    /// 140.
    static let device = Device(name: "pager", size: Size(width: 160, height: 280))

    static func pager(animatesReturn: Bool = false) -> ViewHost {
        ViewHost(HandWrittenPager(pageCount: 3, animatesReturn: animatesReturn), on: device, renderer: Renderer(scale: 1))
    }

    /// The top of page `index` on screen.
    static func top(of index: Int, in host: ViewHost) -> Double? {
        host.layout().first(id: "page\(index)")?.frame.minY
    }

    @Test func swipePastHalfAPageMovesToTheNextPage() throws {
        let host = Self.pager()
        let touch = host.touchDown(at: Point(x: 80, y: 220))
        for step in 1...12 {
            host.advance(frames: 1)
            touch.move(to: Point(x: 80, y: 220 - Double(step) * 15))  // 180 points up over 0.2 s
        }
        // Mid-drag: the content follows the finger (the drag starts once past 10 points, and its
        // translation is measured from the touch-down).
        #expect(abs((Self.top(of: 1, in: host) ?? 0) - (280 - 180)) < 1e-9)
        assertSnapshot(of: host, named: "past-half.1-dragging")
        host.advance(frames: 6)  // the finger rests 0.1 s: no fling
        touch.up()
        host.advance(by: 0.15)
        let middle = try #require(Self.top(of: 1, in: host))
        #expect(middle > 0 && middle < 100)
        assertSnapshot(of: host, named: "past-half.2-settling")
        #expect(host.settle())
        #expect(Self.top(of: 1, in: host) == 0)
        assertSnapshot(of: host, named: "past-half.3-settled")
    }

    /// Drags 100 points up over a third of a second, rests, lifts: short of half a page.
    static func dragShortOfHalf(_ host: ViewHost) {
        let touch = host.touchDown(at: Point(x: 80, y: 200))
        for step in 1...20 {
            host.advance(frames: 1)
            touch.move(to: Point(x: 80, y: 200 - Double(step) * 5))
        }
        host.advance(frames: 6)
        touch.up()
    }

    /// As written (the issue's pager), the page snaps back at once, as on iOS.
    @Test func swipeShortOfHalfAPageReturnsAtOnceAsWritten() throws {
        let host = Self.pager()
        Self.dragShortOfHalf(host)
        #expect(Self.top(of: 0, in: host) == 0)
        #expect(!host.isAnimating)
        assertSnapshot(of: host, named: "short-of-half.returned")
    }

    /// With an animated reset transaction on the gesture state, it animates back.
    @Test func swipeShortOfHalfAPageAnimatesBackWithAResetTransaction() throws {
        let host = Self.pager(animatesReturn: true)
        Self.dragShortOfHalf(host)
        host.advance(by: 0.15)
        let middle = try #require(Self.top(of: 0, in: host))
        #expect(middle < 0 && middle > -100)
        assertSnapshot(of: host, named: "short-of-half.1-returning")
        #expect(host.settle())
        #expect(Self.top(of: 0, in: host) == 0)
        assertSnapshot(of: host, named: "short-of-half.2-settled")
    }

    @Test func flingMovesToTheNextPage() throws {
        let host = Self.pager()
        // 70 points in 0.05 s (1,400 points per second): short of half a page, but its
        // predicted end is far past it.
        host.drag(from: Point(x: 80, y: 200), to: Point(x: 80, y: 130), duration: 0.05)
        host.advance(by: 0.1)
        let middle = try #require(Self.top(of: 1, in: host))
        #expect(middle > 0 && middle < 210)
        assertSnapshot(of: host, named: "fling.1-settling")
        #expect(host.settle())
        #expect(Self.top(of: 1, in: host) == 0)
    }

    @Test func framesAreTheSameOnEveryRun() {
        func swipe() -> [[UInt8]] {
            let host = Self.pager()
            var frames = [[UInt8]]()
            host.onFrame = { frames.append($0.render().pixels) }
            host.drag(from: Point(x: 80, y: 220), to: Point(x: 80, y: 40), duration: 0.2)
            host.advance(by: 0.2)
            return frames
        }
        let first = swipe()
        #expect(first.count == 24)
        #expect(first == swipe())
    }

    struct PressableCard: View {
        var body: some View {
            VStack(spacing: 12) {
                Button("Launch") {}.buttonStyle(.borderedProminent).id("prominent")
                Button("Details") {}.id("plain")
            }
            .frame(width: 160, height: 120)
            .background(Color.white)
        }
    }

    @Test func buttonPressedState() throws {
        let host = ViewHost(PressableCard(), on: Device(name: "card", size: Size(width: 160, height: 120)),
                            renderer: Renderer(scale: 2))
        let prominent = try #require(host.frame(ofID: "prominent"))
        let plain = try #require(host.frame(ofID: "plain"))
        let first = host.touchDown(at: prominent.center)
        let second = host.touchDown(at: plain.center)
        assertSnapshot(of: host, named: "both-pressed")
        first.up()
        second.up()
        #expect(host.settle())  // they fade back
        assertSnapshot(of: host, named: "released")
    }

    struct SpringBall: View {
        @State private var up = false
        var body: some View {
            VStack(spacing: 0) {
                Button("toggle") { withAnimation(.spring(duration: 0.6, bounce: 0.4)) { up.toggle() } }
                    .id("toggle")
                    .frame(height: 30)
                ZStack(alignment: .bottom) {
                    Color.white
                    Circle().fill(Color.orange).frame(width: 30, height: 30)
                        .id("ball")
                        .offset(y: up ? -170 : -10)
                }
            }
            .frame(width: 120, height: 240)
            .background(Color.white)
        }
    }

    @Test func springInterruptedMidFlight() throws {
        let host = ViewHost(SpringBall(), on: Device(name: "ball", size: Size(width: 120, height: 240)),
                            renderer: Renderer(scale: 1))
        host.tap(id: "toggle")
        host.advance(by: 0.15)
        let before = try #require(host.frame(ofID: "ball")).minY
        host.tap(id: "toggle")  // back down while still rising fast
        assertSnapshot(of: host, named: "interrupted")
        host.advance(by: 0.05)
        // Still rising just after the interruption: the spring kept its velocity.
        #expect(try #require(host.frame(ofID: "ball")).minY < before)
        assertSnapshot(of: host, named: "turning")
        host.advance(by: 0.2)
        assertSnapshot(of: host, named: "falling")
        #expect(host.settle())
    }

    struct Toast: View {
        @State private var shows = false
        var body: some View {
            VStack {
                Button("show") { withAnimation(.easeOut(duration: 0.4)) { shows = true } }.id("show")
                Spacer()
                if shows {
                    Text("Saved")
                        .padding(12)
                        .background(Color.black.opacity(0.8), in: .capsule)
                        .foregroundStyle(.white)
                        .transition(.move(edge: .bottom).combined(with: .opacity))
                        .id("toast")
                }
            }
            .padding(.vertical, 16)
            .frame(width: 160, height: 200)
            .background(Color.white)
        }
    }

    @Test func transitionOnInsertion() throws {
        let host = ViewHost(Toast(), on: Device(name: "toast", size: Size(width: 160, height: 200)),
                            renderer: Renderer(scale: 2))
        host.tap(id: "show")
        host.advance(by: 0.1)
        assertSnapshot(of: host, named: "inserting")
        #expect(host.layout().first(id: "toast")?[property: "presentedOpacity"] != nil)
        host.settle()
        assertSnapshot(of: host, named: "inserted")
    }
}

@Suite struct SpringDebug {
    @Test func trace() throws {
        let host = ViewHost(PagerSnapshotTests.SpringBall(), on: Device(name: "ball", size: Size(width: 120, height: 240)),
                            renderer: Renderer(scale: 1))
        var line = ""
        host.tap(id: "toggle")
        for _ in 0..<9 { host.advance(frames: 1); line += " \(Int(host.frame(ofID: "ball")!.minY))" }
        host.tap(id: "toggle")
        line += " |"
        for _ in 0..<30 { host.advance(frames: 1); line += " \(Int(host.frame(ofID: "ball")!.minY))" }
        print("DBG", line)
    }
}
