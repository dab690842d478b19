import Geometry
import Testing
@testable import FeedshotUI

/// Scrolling to views: `scrollPosition(id:)` both ways, `ScrollViewReader.scrollTo` and
/// `.viewAligned` with `.scrollTargetLayout()`, on a live host.
@Suite struct ScrollTargetTests {
    /// A 50-point button over a 250-point scroll view of twenty 50-point rows (content 1000
    /// points: offsets 0...750); the button shows the bound id and jumps to row 10.
    struct Positioned: View {
        @State private var row: Int?

        var body: some View {
            VStack(spacing: 0) {
                Button { row = 10 } label: { Text("at \(row.map(String.init) ?? "none")").frame(height: 50) }
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<20, id: \.self) { ScrollTest.color($0).frame(height: 50) }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition(id: $row)
            }
        }
    }

    @Test func theBindingFollowsTheRowAtTheTopAndScrollsWhenSet() {
        let host = LiveTest.host(Positioned())
        // The first layout writes the row at the top.
        #expect(LiveTest.texts(host).contains("at 0"))
        ScrollTest.slowDrag(host, from: Point(x: 100, y: 250), to: Point(x: 100, y: 130))
        #expect(ScrollTest.offset(host).y == 120)
        #expect(LiveTest.texts(host).contains("at 2"))          // row 2 spans 100...150
        host.tap(at: Point(x: 100, y: 25))
        #expect(ScrollTest.offset(host).y == 500)                // row 10's top at the top edge
        #expect(LiveTest.texts(host).contains("at 10"))
        let row10 = host.layout().all(kind: "ScrollView").first?.children.first?.children[10].frame
        #expect(row10?.minY == 50)
    }

    /// A reader around a button and a scroll view of twenty 50-point rows.
    struct Reader: View {
        let target: Int
        let anchor: UnitPoint?

        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Button { proxy.scrollTo(target, anchor: anchor) } label: { Color.gray.frame(height: 50) }
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<20, id: \.self) { ScrollTest.color($0).frame(height: 50) }
                        }
                    }
                }
            }
        }
    }

    @Test(arguments: [
        (12, UnitPoint.top, 600.0),      // row 12's top at the top
        (12, UnitPoint.bottom, 400.0),   // its bottom (650) at the bottom: 650 − 250
        (8, nil, 200.0),                 // the least move that shows it: 450 − 250
        (19, UnitPoint.top, 750.0),      // clamped to the end of the content
    ] as [(Int, UnitPoint?, Double)])
    func scrollToBringsTheRowIntoView(target: Int, anchor: UnitPoint?, expected: Double) {
        let host = LiveTest.host(Reader(target: target, anchor: anchor))
        host.tap(at: Point(x: 100, y: 25))
        #expect(ScrollTest.offset(host).y == expected)
    }

    @Test func scrollToInsideWithAnimationAnimatesTheContent() {
        struct Animated: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(spacing: 0) {
                        Button { withAnimation(.linear(duration: 0.5)) { proxy.scrollTo(12, anchor: .top) } } label: {
                            Color.gray.frame(height: 50)
                        }
                        ScrollView {
                            VStack(spacing: 0) {
                                ForEach(0..<20, id: \.self) { ScrollTest.color($0).frame(height: 50).id($0) }
                            }
                        }
                    }
                }
            }
        }
        let host = LiveTest.host(Animated())
        host.tap(at: Point(x: 100, y: 25))
        host.advance(by: 0.25)
        // Half-way through a linear animation of the placement: row 12 half-way from 650 to 50.
        let midway = host.layout().all(kind: "ScrollView").first?.children.first?.children[12].frame.minY
        #expect(midway.map { abs($0 - 350) < 1 } == true, "row 12 at \(String(describing: midway))")
        host.advance(by: 0.5)
        #expect(host.layout().all(kind: "ScrollView").first?.children.first?.children[12].frame.minY == 50)
    }

    /// Cards 150 points wide, 10 apart, in a horizontal scroll view aligned on them, one card per
    /// gesture at most.
    struct Cards: View {
        var body: some View {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(0..<8, id: \.self) { ScrollTest.color($0).frame(width: 150, height: 100) }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
        }
    }

    @Test func viewAlignedRestsOnTheNearestCard() {
        let host = LiveTest.host(Cards())
        // Dragged 100 points and held: the nearest card edge is the second card's, at 160.
        ScrollTest.slowDrag(host, from: Point(x: 150, y: 150), to: Point(x: 50, y: 150))
        #expect(ScrollTest.offset(host).x == 100)
        #expect(host.settle())
        #expect(ScrollTest.offset(host).x == 160)
        // Dragged 60 back: 100 again, the nearest edge is the same card's.
        ScrollTest.slowDrag(host, from: Point(x: 50, y: 150), to: Point(x: 110, y: 150))
        #expect(host.settle())
        #expect(ScrollTest.offset(host).x == 160)
        // A flick forward moves one card on.
        host.drag(from: Point(x: 150, y: 150), to: Point(x: 110, y: 150), duration: 0.05)
        #expect(host.settle())
        #expect(ScrollTest.offset(host).x == 320)
    }
}
