import FeedshotTesting
import Geometry
import Paging
import Testing
@testable import FeedshotUI

/// Goldens of movement: filmstrips of a paging `ScrollView` and a page-style `TabView` swiped on
/// a live host, each a fling to the next page and a short drag that returns (frames side by
/// side, 2 grey pixels apart; the frame numbers are in each test).
@Suite struct ScrollingSnapshotTests {
    /// A paging feed on a 90 × 160-point screen at 2x, starting on page 1, played a gesture
    /// file: a flick up (40 points in 0.06 s) at 0 s, then at 1 s a slow drag up of 50 points
    /// (short of half a page) released after 0.6 s. Frames 0–32 show the flick and the settle
    /// on page 2, frames 60–150 the drag and the return.
    @Test func pagingScrollViewFlingAndReturn() throws {
        let host = ViewHost(ScrollTest.PagingFeed(count: 4, start: 1), on: .canvas(width: 90, height: 160),
                            renderer: Renderer(scale: 2))
        let flick = Paging.Gesture(start: 0, samples: PagingScrollViewTests.linear(to: -40, duration: 0.06))
        let drag = Paging.Gesture(start: 1, samples: PagingScrollViewTests.linear(to: -50, duration: 0.6, rate: 60))
        let script = try GestureScript(pageCount: 4, pageHeight: 160, startPage: 1, fps: 60,
                                       gestures: [flick, drag], source: "test")
        let strip = ScrollTest.filmstrip(host, frames: [0, 2, 4, 8, 16, 32, 60, 84, 96, 104, 120, 150]) {
            host.play(script, from: Point(x: 45, y: 120), settle: 1)
        }
        assertSnapshot(of: strip, named: "fling-and-return")
        #expect(ScrollTest.offset(host).y == 320)
    }

    /// A page-style tab view of three pages on a 160 × 120-point screen at 2x: a flick to the
    /// left (50 points in 0.08 s) turns to page 1 (frames 0–20 show it and the settle); at 1 s a
    /// slow drag of 40 points, held and lifted, returns (frames 60–110).
    @Test func pageTabViewFlingAndReturn() {
        struct Pages: View {
            var body: some View {
                TabView {
                    ForEach(0..<3, id: \.self) { index in
                        ZStack {
                            ScrollTest.color(index + 2)
                            Text("\(index)").font(.largeTitle.bold()).foregroundStyle(.white)
                        }
                    }
                }
                .tabViewStyle(.page)
            }
        }
        let host = ViewHost(Pages(), on: .canvas(width: 160, height: 120), renderer: Renderer(scale: 2))
        let strip = ScrollTest.filmstrip(host, frames: [0, 2, 5, 10, 20, 59, 66, 72, 80, 86, 96, 110]) {
            host.drag(from: Point(x: 120, y: 60), to: Point(x: 70, y: 60), duration: 0.08)
            host.advance(by: 1 - host.time)
            ScrollTest.slowDrag(host, from: Point(x: 120, y: 60), to: Point(x: 80, y: 60))
            host.advance(by: 0.6)
        }
        assertSnapshot(of: strip, named: "fling-and-return")
        #expect(ScrollTest.offset(host).x == 160)
    }
}
