import Geometry
import Testing
@testable import FeedshotUI

@Suite struct ContainerTests {
    @Test(arguments: [(390.0, 2), (1024.0, 6), (150.0, 1), (320.0, 2), (460.0, 2), (470.0, 3)])
    func adaptiveColumnsFitAsManyMinimumsAsPossible(width: Double, columns: Int) {
        let tree = layout(LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))]) {
            ForEach(0..<12) { index in Color.red.frame(height: 20).id("cell\(index)") }
        }, width: width, height: 2000)
        let firstRow = (0..<12).compactMap { frame("cell\($0)", in: tree) }.filter { $0.minY == frame("cell0", in: tree)?.minY }
        #expect(firstRow.count == columns)
        let expectedWidth = (width - 8 * Double(columns - 1)) / Double(columns)
        #expect(abs(firstRow[0].width - expectedWidth) < 1e-9)
    }

    @Test func gridMixesFixedAndFlexibleColumns() {
        let tree = layout(LazyVGrid(columns: [GridItem(.fixed(100), spacing: 10), GridItem(.flexible()),
                                              GridItem(.flexible(maximum: 50))], spacing: 4) {
            ForEach(0..<6) { index in Color.red.frame(height: 10 + Double(index)).id("c\(index)") }
        }.id("grid"), width: 300, height: 500)
        // 300 − 10 − 8 spacing − 100 fixed = 182, shared by two flexible columns, one capped at 50.
        #expect(frame("c0", in: tree)?.width == 100)
        #expect(frame("c1", in: tree)?.width == 132)
        #expect(frame("c2", in: tree)?.width == 50)
        #expect(frame("c1", in: tree)?.minX == frame("grid", in: tree)!.minX + 110)
        // Rows as tall as their tallest cell (12 and 15), 4 apart; cells centred vertically.
        let grid = tree.first(id: "grid")!
        #expect(grid.frame.height == 12 + 4 + 15, "\(grid)")
        #expect(frame("c0", in: tree)!.midY == frame("c2", in: tree)!.midY)
    }

    @Test func zStackIsTheUnionOfAlignedChildren() {
        let tree = layout(ZStack(alignment: .bottomLeading) {
            Color.red.frame(width: 100, height: 40).id("a")
            Color.blue.frame(width: 30, height: 60).id("b")
        }.id("z"), width: 390, height: 844)
        let z = tree.first(id: "z")!.frame
        #expect(z.size == Size(width: 100, height: 60))
        #expect(frame("a", in: tree)?.minX == z.minX && frame("b", in: tree)?.minX == z.minX)
        #expect(frame("a", in: tree)?.maxY == z.maxY && frame("b", in: tree)?.maxY == z.maxY)
    }

    @Test func zStackHighestPrioritySizesTheStack() {
        let tree = layout(ZStack {
            Color.red.id("fill")
            Color.blue.frame(width: 50, height: 30).layoutPriority(1).id("leader")
        }.id("z"), width: 390, height: 844)
        #expect(tree.first(id: "z")?.frame.size == Size(width: 50, height: 30))
        #expect(frame("fill", in: tree)?.size == Size(width: 50, height: 30))
    }

    @Test func scrollViewFillsTheProposalAndGivesContentItsIdealHeight() {
        let tree = layout(ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<30) { index in Color.red.frame(height: 50).id("row\(index)") }
            }.id("content")
        }.id("scroll"), width: 390, height: 844)
        #expect(frame("scroll", in: tree) == rect(0, 0, 390, 844))
        #expect(frame("content", in: tree) == rect(0, 0, 390, 1500))
    }

    @Test func scrollViewShowsContentAtAnOffsetAndCentresNarrowContent() {
        let tree = layout(ScrollView {
            Color.red.frame(width: 100, height: 2000).id("content")
        }.scrollContentOffset(Point(x: 0, y: 300)), width: 390, height: 844)
        #expect(frame("content", in: tree) == rect(145, -300, 100, 2000))
        let bottom = layout(ScrollView { Color.red.frame(width: 100, height: 2000).id("content") }
            .defaultScrollAnchor(.bottom), width: 390, height: 844)
        #expect(frame("content", in: bottom)?.maxY == 844)
    }

    @Test func idealSizeOfAScrollViewIsItsContent() {
        let tree = Renderer().layout(ScrollView {
            VStack(spacing: 0) { ForEach(0..<10) { _ in Color.red.frame(width: 200, height: 30) } }
        }.id("scroll"))
        #expect(tree.frame.size == Size(width: 200, height: 300))
    }

    @Test func containerRelativeFrameTakesAFractionOfTheScrollViewWidth() {
        let tree = layout(ScrollView {
            VStack {
                Color.red.aspectRatio(2, contentMode: .fit)
                    .containerRelativeFrame(.horizontal) { width, _ in width * 0.8 }.id("hero")
            }
        }, width: 390, height: 844)
        #expect(frame("hero", in: tree)?.size == Size(width: 312, height: 156))
        #expect(frame("hero", in: tree)?.midX == 195)
    }

    @Test func containerRelativeFrameCountAndSpan() {
        let tree = layout(ScrollView(.horizontal) {
            HStack(spacing: 10) {
                Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).id("wide")
            }
        }, width: 310, height: 100)
        // (310 − 2 × 10) / 3 × 2 + 10 = 203.33…
        #expect(abs(frame("wide", in: tree)!.width - (290.0 / 3 * 2 + 10)) < 1e-9)
    }
}

@Suite struct SafeAreaTests {
    @Test func rootIsOfferedTheSafeAreaAndCentredInIt() {
        let tree = Renderer().layout(Color.red.id("root"), on: .iPhone14)
        #expect(frame("root", in: tree) == rect(0, 47, 390, 763))
        let small = Renderer().layout(Color.red.frame(width: 10, height: 10).id("root"), on: .iPhone14)
        #expect(frame("root", in: small)?.midY == 47 + 763.0 / 2)
    }

    @Test func ignoresSafeAreaExtendsToTheScreenEdges() {
        let tree = Renderer().layout(Color.red.id("color").ignoresSafeArea().id("modifier"), on: .iPhone14)
        #expect(frame("modifier", in: tree) == rect(0, 47, 390, 763))
        #expect(frame("color", in: tree) == rect(0, 0, 390, 844))
    }

    @Test func ignoresSafeAreaOnlyOnChosenEdgesThatTouchTheSafeArea() {
        let tree = Renderer().layout(VStack(spacing: 0) {
            Color.red.id("top").ignoresSafeArea(edges: .top).frame(height: 100)
            Color.blue.id("bottom").ignoresSafeArea(edges: .top)
        }, on: .iPhone14)
        #expect(frame("top", in: tree) == rect(0, 0, 390, 147))
        // The second view does not reach the top of the safe area, so it stays put.
        #expect(frame("bottom", in: tree) == rect(0, 147, 390, 663))
    }

    /// An offset draws its view moved without moving it in layout: what ignores the safe area
    /// inside extends as it does unmoved, and the whole drawing moves (by whole pixels).
    @Test func anOffsetViewIgnoresTheSafeAreaAsItDoesUnmoved() {
        func top(_ offset: Double) -> Rect? {
            let tree = Renderer(scale: 3).layout(VStack(spacing: 0) {
                Color.red.id("top").ignoresSafeArea(edges: .top).frame(height: 100)
                Spacer()
            }.offset(y: offset), on: .iPhone14)
            return frame("top", in: tree)
        }
        #expect(top(0) == rect(0, 0, 390, 147))
        #expect(top(200) == rect(0, 200, 390, 147))
        #expect(top(-30) == rect(0, -30, 390, 147))
        // Moves round to whole device pixels: 10.1 points is 30.3 pixels, drawn 30 pixels down.
        #expect(top(10.1) == rect(0, 10, 390, 147))
    }

    @Test func styleBackgroundCoversTheWholeScreen() {
        let tree = Renderer().layout(VStack { Color.clear }.background(Color.blue), on: .iPhone14)
        #expect(tree.first(kind: "Fill")?.frame == rect(0, 0, 390, 844))
    }
}

@Suite struct HorizontalGridTests {
    @Test func lazyHGridFlowsCellsIntoColumns() {
        let tree = layout(LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 5) {
            ForEach(0..<5) { index in Color.red.frame(width: 10 + Double(index) * 10).id("c\(index)") }
        }.id("grid"), width: 390, height: 844)
        let grid = tree.first(id: "grid")!.frame
        // Rows 30 + 8 + 30 tall; columns as wide as their widest cell (20, 40, 50) and 5 apart.
        #expect(grid.size == Size(width: 20 + 5 + 40 + 5 + 50, height: 68))
        #expect(frame("c1", in: tree)?.minY == grid.minY + 38)
        #expect(frame("c2", in: tree)?.midX == grid.minX + 25 + 20)
        #expect(frame("c0", in: tree)?.height == 30)
    }

    @Test func gridItemAlignmentPlacesCellsInTheirCells() {
        let tree = layout(LazyVGrid(columns: [GridItem(.fixed(100), alignment: .topLeading)], spacing: 0) {
            Color.red.frame(width: 20, height: 20).id("small")
            Color.blue.frame(width: 100, height: 50)
        }.id("grid"), width: 390, height: 844)
        let grid = tree.first(id: "grid")!.frame
        #expect(frame("small", in: tree)?.origin == grid.origin)
    }
}

@Suite struct ContainerRegressionTests {
    /// A stack's cached distribution was reused across probes of an enclosing scroll view with
    /// different heights, so a container-relative child kept the height measured for the
    /// infinite probe. The cache is now keyed by the container size too.
    @Test func containerRelativeHeightInsideAStackInsideAProbedScrollView() {
        let tree = layout(VStack(spacing: 0) {
            ScrollView {
                VStack(spacing: 0) {
                    Color.red.containerRelativeFrame(.vertical) { height, _ in height / 2 }.id("half")
                }.id("content")
            }.id("scroll")
            Color.blue.frame(height: 100)
        }.frame(height: 500), width: 300, height: 500)
        #expect(frame("scroll", in: tree)?.height == 400)
        #expect(frame("half", in: tree)?.height == 200)
        #expect(frame("content", in: tree)?.height == 200)
    }
}

@Suite struct GeometryReaderTests {
    @Test func readerFillsTheProposalAndBuildsContentFromItsSize() {
        let tree = Renderer().layout(VStack(spacing: 0) {
            Color.blue.frame(height: 100)
            GeometryReader { proxy in
                Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4).id("quarter")
            }.id("reader")
        }, on: .iPhone14)
        let reader = tree.first(id: "reader")!.frame
        #expect(reader == rect(0, 147, 390, 663))
        #expect(frame("quarter", in: tree) == rect(0, 147, 195, 165.75))
    }

    @Test func proxyReportsGlobalFrameAndSafeAreaInsets() {
        let tree = Renderer().layout(GeometryReader { proxy in
            let frame = proxy.frame(in: .global)
            Color.red.frame(width: 10, height: 10)
                .id("\(Int(frame.minY)) \(Int(proxy.safeAreaInsets.top)) \(Int(proxy.safeAreaInsets.bottom))")
        }, on: .iPhone14)
        #expect(tree.first(id: "47 47 34") != nil, "\(tree.dump)")
    }

    @Test func readerIdealSizeIsTenPoints() {
        let tree = Renderer().layout(GeometryReader { _ in Color.red }.fixedSize().id("reader"), on: .iPhone14)
        #expect(frame("reader", in: tree)?.size == Size(width: 10, height: 10))
    }
}
