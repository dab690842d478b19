import Geometry
import Raster
import Testing
@testable import FeedshotUI

/// `safeAreaInset(edge:)` and `safeAreaPadding`: the inset view at the edge, the content beside
/// it with its safe area moved in, and what ignores the safe area still reaching the edge.
@Suite struct SafeAreaInsetTests {
    let renderer = Renderer(scale: 1)

    @Test func aTopInsetSitsAtTheEdgeAndTheContentTakesTheRest() throws {
        let view = Color.red.id("content")
            .safeAreaInset(edge: .top, spacing: 10) { Color.green.frame(height: 30).id("bar") }
            .frame(width: 100, height: 200)
        let tree = renderer.layout(view, size: Size(width: 100, height: 200))
        #expect(frame("bar", in: tree) == Rect(x: 0, y: 0, width: 100, height: 30))
        #expect(frame("content", in: tree) == Rect(x: 0, y: 40, width: 100, height: 160))
    }

    @Test func aLeadingInsetIsAlignedByItsGuideAndDefaultSpacingIsAStacks() throws {
        let view = Color.red.id("content")
            .safeAreaInset(edge: .leading, alignment: .top) { Color.green.frame(width: 20, height: 50).id("rail") }
            .frame(width: 100, height: 200)
        let tree = renderer.layout(view, size: Size(width: 100, height: 200))
        #expect(frame("rail", in: tree) == Rect(x: 0, y: 0, width: 20, height: 50))
        // Two colours have no spacing preference: the default distance, 8 points.
        #expect(frame("content", in: tree) == Rect(x: 28, y: 0, width: 72, height: 200))
    }

    @Test func aScrollViewRunsUnderABottomInsetToTheScreensEdge() throws {
        let device = Device.iPhone14
        let view = ScrollView { Color.blue.frame(height: 2000) }.id("scroll")
            .safeAreaInset(edge: .bottom, spacing: 0) {
                Text("Checkout").frame(maxWidth: .infinity).frame(height: 50).id("bar")
            }
        let tree = renderer.layout(view, on: device)
        let bar = try #require(frame("bar", in: tree))
        let scroll = try #require(frame("scroll", in: tree))
        #expect(bar.maxY == device.safeArea.maxY)
        #expect(scroll.maxY == bar.minY)
        // The content shows under the inset (no background of its own) and under the home
        // indicator, as a List or ScrollView does on iOS.
        let drawn = renderer.render(view, on: device)
        let underBar = drawn[4, Int(bar.minY + 4)], underIndicator = drawn[4, drawn.height - 2]
        #expect(underBar.blue > 200 && underBar.alpha == 255)
        #expect(underIndicator.blue > 200 && underIndicator.alpha == 255)
    }

    @Test func safeAreaPaddingInsetsContentButNotWhatIgnoresTheSafeArea() throws {
        let size = Size(width: 100, height: 50)
        let padded = renderer.layout(Color.red.id("c").safeAreaPadding(.horizontal, 20).frame(width: 100, height: 50),
                                     size: size)
        #expect(frame("c", in: padded) == Rect(x: 20, y: 0, width: 60, height: 50))
        let ignoring = renderer.layout(Color.red.id("c").ignoresSafeArea().safeAreaPadding(.horizontal, 20)
            .frame(width: 100, height: 50), size: size)
        #expect(frame("c", in: ignoring) == Rect(x: 0, y: 0, width: 100, height: 50))
        let defaulted = renderer.layout(Color.red.id("c").safeAreaPadding().frame(width: 100, height: 50), size: size)
        #expect(frame("c", in: defaulted) == Rect(x: 16, y: 16, width: 68, height: 18))
    }
}
