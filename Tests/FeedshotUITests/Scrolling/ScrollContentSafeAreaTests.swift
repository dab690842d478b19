import Geometry
import Raster
import Testing
@testable import FeedshotUI

/// A scroll view's content has no safe area along the scroll axes: a page that ignores the safe
/// area keeps its size wherever scrolling puts it, so it moves rigidly (and a recording of a
/// swipe is the same page pixels moved, as `feedshot swipe` composes it).
@Suite struct ScrollContentSafeAreaTests {
    /// A 60 × 100-point phone with a 10-point status bar and an 8-point home indicator.
    static let phone = Device(name: "test phone", size: Size(width: 60, height: 100),
                              safeAreaInsets: EdgeInsets(top: 10, leading: 0, bottom: 8, trailing: 0))

    /// Full-screen pages, each a colour with a 6-point bar along its bottom edge, the whole page
    /// ignoring the safe area, as feed templates are written.
    struct Feed: View {
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<4, id: \.self) { index in
                        ZStack(alignment: .bottom) {
                            ScrollTest.color(index)
                            Color.white.frame(height: 6).id("bar\(index)")
                        }
                        .ignoresSafeArea()
                        .containerRelativeFrame([.horizontal, .vertical])
                        .id("page\(index)")
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .ignoresSafeArea()
        }
    }

    /// Scrolled (by whole device pixels at the host's 3x) so that the first page's bottom edge
    /// lies inside the home indicator's inset and
    /// the second page's top edge is past the screen's bottom safe edge, each page keeps its
    /// 100-point height and its bar stays on its bottom edge.
    @Test(arguments: [0.0, 3, 5, 9, 14, 96, 105])
    func pagesKeepTheirSizeWhereverTheyAreScrolled(offset: Double) throws {
        let host = ViewHost(Feed().scrollContentOffset(Point(x: 0, y: offset)), on: Self.phone)
        let page = try #require(host.frame(ofID: "page0"))
        #expect(abs(page.minY + offset) < 1e-9)
        #expect(abs(page.height - 100) < 1e-9)
        let bar = try #require(host.frame(ofID: "bar0"))
        #expect(abs(bar.maxY - page.maxY) < 1e-9, "the bar is on the page's bottom edge at offset \(offset)")
        if let next = host.frame(ofID: "page1") {
            #expect(abs(next.minY - page.maxY) < 1e-9 && abs(next.height - 100) < 1e-9)
        }
    }

    /// Mid-drag, every frame is the first one moved by the drag: the rows of the page on screen
    /// are the resting frame's rows shifted by the offset (whole device pixels at 2x).
    @Test func aDraggedPageMovesRigidly() {
        let host = ViewHost(Feed(), on: Self.phone, renderer: Renderer(scale: 2))
        let resting = host.render()
        let touch = host.touchDown(at: Point(x: 30, y: 80))
        var y = 80.0
        var checked = 0
        for _ in 0..<8 {
            y -= 3.25
            host.advance(frames: 1)
            touch.move(to: Point(x: 30, y: y))
            let frame = host.render()
            guard let page = host.frame(ofID: "page0") else { continue }
            let shift = Int((-page.minY * 2).rounded())
            guard shift > 0, shift < resting.height else { continue }
            let moved = (0..<(resting.height - shift)).filter { Self.row($0, of: frame) != Self.row($0 + shift, of: resting) }
            #expect(moved.isEmpty, "\(moved.count) rows (from \(moved.first ?? 0)) are not the resting rows \(shift) device pixels up")
            checked += 1
        }
        touch.up()
        #expect(checked >= 5)
    }

    /// Across the scroll axis the content keeps the safe area: in landscape, a row that ignores
    /// the safe area still reaches under the side insets.
    @Test func theSafeAreaAcrossTheScrollAxisStays() throws {
        let landscape = Device(name: "test landscape", size: Size(width: 100, height: 60),
                               safeAreaInsets: EdgeInsets(top: 0, leading: 12, bottom: 6, trailing: 12))
        let view = ScrollView {
            VStack(spacing: 0) {
                // The id is on the colour: the modifier's own frame is the safe-area one.
                Color.red.id("wide").frame(height: 20).ignoresSafeArea()
                Color.blue.frame(height: 20).id("inside")
            }
        }
        let host = ViewHost(view, on: landscape)
        let wide = try #require(host.frame(ofID: "wide"))
        let inside = try #require(host.frame(ofID: "inside"))
        #expect(abs(wide.minX) < 1e-9 && abs(wide.maxX - 100) < 1e-9)
        #expect(abs(inside.minX - 12) < 1e-9 && abs(inside.maxX - 88) < 1e-9)
    }

    static func row(_ y: Int, of bitmap: Bitmap) -> ArraySlice<UInt8> {
        bitmap.pixels[(y * bitmap.bytesPerRow)..<(y * bitmap.bytesPerRow + bitmap.width * 4)]
    }
}
