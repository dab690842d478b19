import Geometry
import Testing
@testable import FeedshotUI

/// `contentMargins(_:_:for:)`: the margins sit inside the scrolled content, so they scroll with
/// it and lengthen what can be scrolled, where `padding` outside would shrink the visible area.
@Suite struct ContentMarginsTests {
    private func rows(_ count: Int) -> some View {
        ForEach(0..<count, id: \.self) { index in
            Color.blue.frame(height: 100).id("row\(index)")
        }
    }

    @Test func marginsInsetTheContentInsideTheScrollView() throws {
        let tree = layout(ScrollView { VStack(spacing: 0) { rows(3) } }
            .contentMargins(.horizontal, 20)
            .contentMargins(.top, 40)
            .ignoresSafeArea()
            .id("scroll"))
        #expect(frame("scroll", in: tree) == rect(0, 0, 390, 844))
        #expect(frame("row0", in: tree) == rect(20, 40, 350, 100))
        #expect(frame("row2", in: tree) == rect(20, 240, 350, 100))
    }

    @Test func theMarginScrollsWithTheContentAndLengthensIt() throws {
        // 10 rows of 100 and 30-point margins top and bottom: 1060 points of content in 844.
        let view = ScrollView { VStack(spacing: 0) { rows(10) } }
            .contentMargins(.vertical, 30)
            .ignoresSafeArea()
        let top = layout(view)
        #expect(frame("row0", in: top)?.minY == 30)
        let bottom = layout(view.scrollContentOffset(Point(x: 0, y: 1060 - 844)))
        #expect(abs((frame("row9", in: bottom)?.maxY ?? 0) - (844 - 30)) < 1e-9)
        // Flung to the end, a live scroll view stops with the bottom margin under the last row.
        let host = ViewHost(view, on: .iPhone15, renderer: Renderer(scale: 1))
        host.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 100), duration: 0.3)
        #expect(host.settle())
        let screenHeight = Device.iPhone15.size.height
        #expect(abs((host.layout().first(id: "row9")?.frame.maxY ?? 0) - (screenHeight - 30)) < 1e-9)
    }

    @Test func innerMarginsReplaceTheirEdgesAndIndicatorMarginsLeaveTheContent() throws {
        let tree = layout(ScrollView { VStack(spacing: 0) { rows(1) } }
            .contentMargins(.top, 10)
            .contentMargins(.all, 50, for: .scrollIndicators)
            .contentMargins(.top, EdgeInsets(top: 60, leading: 5, bottom: 5, trailing: 5))
            .ignoresSafeArea())
        // The outer .top (60) is replaced by the inner one (10); the indicator margins move nothing.
        #expect(frame("row0", in: tree) == rect(0, 10, 390, 100))
    }

    @Test func scrollViewsNestedInTheContentDoNotTakeThemAgain() throws {
        let tree = layout(ScrollView {
            VStack(spacing: 0) {
                ScrollView(.horizontal) { HStack { Color.red.frame(width: 50, height: 50).id("inner") } }
            }
        }
        .contentMargins(.all, 12)
        .ignoresSafeArea())
        #expect(frame("inner", in: tree)?.origin == Point(x: 12, y: 12))
    }
}
