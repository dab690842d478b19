import Geometry
import Testing
@testable import FeedshotUI

/// The mirroring rules, container by container and modifier by modifier: frames from the placed
/// tree of a right-to-left layout are the mirror images of the left-to-right ones within each
/// parent, while sizes do not change.
@Suite struct RightToLeftLayoutTests {
    /// Lays `view` out left to right and right to left on a `width` × 100 canvas.
    private func both<V: View>(_ view: V, width: Double = 300) -> (ltr: PlacedView, rtl: PlacedView) {
        (layout(view, width: width, height: 100),
         layout(view.environment(\.layoutDirection, .rightToLeft), width: width, height: 100))
    }

    /// `frame` mirrored within `container`.
    private func mirrored(_ frame: Rect, in container: Rect) -> Rect {
        Rect(x: container.minX + container.maxX - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }

    @Test func hStackRunsFromTheRight() {
        let (ltr, rtl) = both(HStack(spacing: 10) {
            Color.red.frame(width: 40, height: 20).id("first")
            Color.green.frame(width: 60, height: 20).id("second")
        }.frame(width: 300, height: 100))
        #expect(frame("first", in: ltr) == rect(95, 40, 40, 20))
        #expect(frame("first", in: rtl) == rect(165, 40, 40, 20))
        #expect(frame("second", in: rtl) == rect(95, 40, 60, 20))
    }

    @Test func spacersPushToTheLeftInsteadOfTheRight() {
        let (ltr, rtl) = both(HStack(spacing: 0) {
            Color.red.frame(width: 40, height: 20).id("item")
            Spacer()
        })
        #expect(frame("item", in: ltr)?.minX == 0)
        #expect(frame("item", in: rtl)?.maxX == 300)
    }

    @Test func vStackLeadingAlignmentIsTheRightEdge() {
        let (ltr, rtl) = both(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 20).id("short")
            Color.green.frame(width: 100, height: 20).id("long")
        })
        let stack = ltr.first(kind: "VStack")!.frame
        #expect(frame("short", in: ltr)?.minX == stack.minX)
        #expect(frame("short", in: rtl)?.maxX == stack.maxX)
        #expect(frame("short", in: rtl) == mirrored(frame("short", in: ltr)!, in: stack))
    }

    @Test(arguments: [EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0),
                      EdgeInsets(top: 5, leading: 10, bottom: 0, trailing: 30)])
    func paddingLeadingIsOnTheRight(insets: EdgeInsets) {
        let (ltr, rtl) = both(Color.red.id("fill").padding(insets))
        let ltrFill = frame("fill", in: ltr)!, rtlFill = frame("fill", in: rtl)!
        #expect(ltrFill.minX == insets.leading && ltrFill.maxX == 300 - insets.trailing)
        #expect(rtlFill.maxX == 300 - insets.leading && rtlFill.minX == insets.trailing)
        #expect(rtlFill.size == ltrFill.size && rtlFill.minY == ltrFill.minY)
    }

    @Test(arguments: [Alignment.leading, .topLeading, .trailing, .bottomTrailing, .center])
    func frameAlignmentMirrors(alignment: Alignment) {
        let (ltr, rtl) = both(Color.red.frame(width: 50, height: 20).id("box")
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment))
        let canvas = rect(0, 0, 300, 100)
        #expect(frame("box", in: rtl) == mirrored(frame("box", in: ltr)!, in: canvas))
    }

    @Test func overlaysAndBackgroundsAlignToTheMirroredCorner() {
        let (_, rtl) = both(Color.red.frame(width: 200, height: 60).id("base")
            .overlay(alignment: .topLeading) { Color.blue.frame(width: 20, height: 10).id("badge") }
            .background(alignment: .trailing) { Color.green.frame(width: 30, height: 30).id("shadow") })
        let base = frame("base", in: rtl)!
        #expect(frame("badge", in: rtl)?.maxX == base.maxX && frame("badge", in: rtl)?.minY == base.minY)
        #expect(frame("shadow", in: rtl)?.minX == base.minX)
    }

    @Test func alignmentGuidesMeasureFromTheLeadingEdge() {
        let (ltr, rtl) = both(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10).id("a")
            Color.green.frame(width: 100, height: 10).id("b").alignmentGuide(.leading) { _ in 30 }
        })
        // b's leading guide is 30 points into it: it moves 30 points past a's leading edge, to the
        // left in a right-to-left layout.
        #expect(frame("b", in: ltr)!.minX - frame("a", in: ltr)!.minX == -30)
        #expect(frame("b", in: rtl)!.maxX - frame("a", in: rtl)!.maxX == 30)
    }

    @Test func offsetsAndPositionsCountFromTheRight() {
        let (ltr, rtl) = both(ZStack {
            Color.red.frame(width: 20, height: 20).id("offset").offset(x: 40)
            Color.blue.frame(width: 20, height: 20).position(x: 30, y: 50).id("position")
        }.frame(width: 300, height: 100))
        #expect(frame("offset", in: ltr)?.midX == 190.0)
        #expect(frame("offset", in: rtl)?.midX == 110.0)
        #expect(rtl.first(id: "position")?.first(kind: "Color")?.frame.midX == 270.0)
    }

    @Test func zStackLeadingAlignmentIsTheRightEdge() {
        let (_, rtl) = both(ZStack(alignment: .leading) {
            Color.gray.frame(width: 200, height: 50).id("back")
            Color.red.frame(width: 30, height: 30).id("front")
        })
        #expect(frame("front", in: rtl)?.maxX == frame("back", in: rtl)?.maxX)
    }

    @Test func aLeftToRightIslandLaysOutLeftToRightInsideItsMirroredFrame() {
        let rtl = layout(HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 20).id("lead")
            HStack(spacing: 0) {
                Color.green.frame(width: 30, height: 20).id("island-first")
                Color.blue.frame(width: 30, height: 20).id("island-second")
            }
            .environment(\.layoutDirection, .leftToRight)
            .id("island")
        }.environment(\.layoutDirection, .rightToLeft), width: 300, height: 100)
        let island = frame("island", in: rtl)!
        // The island sits left of the leading view (the row runs from the right)…
        #expect(island.maxX == frame("lead", in: rtl)!.minX)
        // …and inside it, the first child is on the left.
        #expect(frame("island-first", in: rtl)?.minX == island.minX)
        #expect(frame("island-second", in: rtl)?.maxX == island.maxX)
    }

    @Test func horizontalScrollViewsStartAtTheRight() {
        let (_, rtl) = both(ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<10) { index in Color.red.frame(width: 50, height: 50).id("cell\(index)") }
            }
        })
        #expect(frame("cell0", in: rtl)?.maxX == 300)
        #expect(frame("cell1", in: rtl)?.maxX == 250)
    }

    @Test func theLeadingSafeAreaIsOnTheRight() {
        let device = Device.iPhone14.landscape
        let renderer = Renderer(scale: 1)
        let ltr = renderer.layout(Color.red.id("fill").ignoresSafeArea(edges: .leading), on: device)
        let rtl = renderer.layout(Color.red.id("fill").ignoresSafeArea(edges: .leading)
            .environment(\.layoutDirection, .rightToLeft), on: device)
        #expect(frame("fill", in: ltr)?.minX == 0 && frame("fill", in: ltr)?.maxX == 797)
        #expect(frame("fill", in: rtl)?.minX == 47 && frame("fill", in: rtl)?.maxX == 844)
    }

    @Test func navigationBarPutsTheBackButtonOnTheRight() {
        let screen = NavigationStack(backTitle: "Moonshot") {
            Text("Detail")
                .navigationTitle("Apollo 11")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Text("Share").id("share") } }
        }
        let renderer = Renderer(scale: 1)
        let ltr = renderer.layout(screen, on: .iPhone14)
        let rtl = renderer.layout(screen.environment(\.layoutDirection, .rightToLeft), on: .iPhone14)
        let ltrBack = ltr.first(kind: "BackChevron")!.frame, rtlBack = rtl.first(kind: "BackChevron")!.frame
        #expect(ltrBack.minX == 8)
        #expect(rtlBack.maxX == 390 - 8)
        #expect(frame("share", in: ltr)!.maxX == 390 - 16)
        #expect(frame("share", in: rtl)!.minX == 16)
        // The back title follows the chevron inward from the right.
        let backTitle = rtl.first(where: { $0.kind == "Text" && $0[property: "text"] == "\"Moonshot\"" })!.frame
        #expect(backTitle.maxX == rtlBack.minX - 6)
    }

    @Test func listAccessoriesAndTogglesSitOnTheLeft() {
        let list = List {
            NavigationLink("Crew") { Text("Crew") }
            Toggle("Follow", isOn: .constant(true))
        }
        let rtl = layout(list.environment(\.layoutDirection, .rightToLeft))
        let ltr = layout(list)
        #expect(ltr.first(kind: "DisclosureIndicator")!.frame.minX > 300)
        #expect(rtl.first(kind: "DisclosureIndicator")!.frame.maxX < 90)
        #expect(ltr.first(kind: "Toggle")!.frame.minX > 300)
        #expect(rtl.first(kind: "Toggle")!.frame.maxX < 90)
        // The toggle's label keeps its distance from the leading edge, now the right one.
        func label(_ tree: PlacedView) -> Rect {
            tree.first(where: { $0.kind == "Text" && $0[property: "text"] == "\"Follow\"" })!.frame
        }
        #expect(abs(label(rtl).maxX - (390 - label(ltr).minX)) < 1e-9)
    }

    @Test func sizesNeverChange() {
        let view = VStack(alignment: .leading) {
            HStack { Text("Apollo 11").font(.headline); Spacer(); Image(systemName: "chevron.forward") }
            Text("The first crewed landing on the Moon.").padding(.leading, 12)
        }.padding()
        let (ltr, rtl) = both(view, width: 390)
        #expect(ltr.allViews.map(\.frame.size) == rtl.allViews.map(\.frame.size))
        #expect(ltr.allViews.map(\.frame.minY) == rtl.allViews.map(\.frame.minY))
    }

    @Test func leftToRightLayoutsAreUntouched() {
        let view = HStack { Text("A"); Text("B").offset(x: 3) }.padding(.leading, 7)
        #expect(layout(view) == layout(view.environment(\.layoutDirection, .leftToRight)))
    }

    /// A reader that names its content after the global frame it was told: "minX width".
    private func reader(_ id: String) -> some View {
        GeometryReader { proxy in
            let global = proxy.frame(in: .global)
            Color.red.id("\(id) \(global.minX) \(global.width)")
        }.id(id)
    }

    /// The frame a reader reported through its content's id, as "minX width".
    private func reported(_ id: String, in tree: PlacedView) -> String? {
        tree.allViews.compactMap(\.id).first { $0.hasPrefix(id + " ") }.map { String($0.dropFirst(id.count + 1)) }
    }

    @Test func geometryReadersReportWhereTheyAreOnScreen() throws {
        // Readers at the leading edge, in a left-to-right island, and under a leading padding
        // inside a trailing-aligned stack: each reports the frame it is drawn in.
        let view = HStack(spacing: 0) {
            reader("leading").frame(width: 60)
            HStack(spacing: 0) {
                reader("island").frame(width: 30)
                Color.gray
            }
            .frame(width: 90)
            .environment(\.layoutDirection, .leftToRight)
            VStack(alignment: .trailing) {
                reader("padded").frame(width: 40, height: 20).padding(.leading, 15)
            }
            .frame(maxWidth: .infinity)
        }
        let (ltr, rtl) = both(view)
        for id in ["leading", "island", "padded"] {
            for tree in [ltr, rtl] {
                let placed = try #require(frame(id, in: tree))
                #expect(reported(id, in: tree) == "\(placed.minX) \(placed.width)", "\(id)")
            }
        }
        // On screen, the leading reader is at the right edge and the island's first reader at its left.
        #expect(reported("leading", in: rtl) == "240.0 60.0")
        #expect(reported("island", in: rtl) == "150.0 30.0")
    }
}
