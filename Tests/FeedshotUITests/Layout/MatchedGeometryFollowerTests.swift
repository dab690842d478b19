import Geometry
import Testing
@testable import FeedshotUI

/// Members of a matched-geometry group with `isSource: false` take their source's frame: the
/// selection capsule behind a row of tabs sits on the selected tab, in a still and in a live
/// host (where it moves there with the animated change that selected the tab).
@Suite struct MatchedGeometryFollowerTests {
    static let tabs = ["One", "Two", "Three"]
    static let widths: [String: Double] = ["One": 50, "Two": 70, "Three": 90]

    struct Underlined: View {
        @Namespace private var tabs
        @State var selected: String
        var properties: MatchedGeometryProperties = .frame
        var anchor: UnitPoint = .center
        /// Whether the capsule has a fixed 12 × 4 frame (which a proposal cannot change).
        var isFixed = false

        var body: some View {
            HStack(spacing: 10) {
                ForEach(MatchedGeometryFollowerTests.tabs, id: \.self) { tab in
                    Text(tab)
                        .frame(width: MatchedGeometryFollowerTests.widths[tab] ?? 0, height: 30)
                        .matchedGeometryEffect(id: tab, in: tabs)
                        .onTapGesture { withAnimation(.linear(duration: 1)) { selected = tab } }
                        .id("tab-\(tab)")
                }
            }
            .background(alignment: .topLeading) {
                Capsule().fill(Color.blue)
                    .frame(width: isFixed ? 12 : nil, height: isFixed ? 4 : nil)
                    .matchedGeometryEffect(id: selected, in: tabs, properties: properties, anchor: anchor,
                                           isSource: false)
                    .id("pill")
            }
            .frame(width: 300, height: 100)
        }
    }

    static func layout<V: View>(_ view: V) -> PlacedView {
        Renderer(scale: 1).layout(view, size: Size(width: 300, height: 100))
    }

    @Test func aFollowerTakesItsSourcesFrameInAStill() throws {
        for tab in Self.tabs {
            let tree = Self.layout(Underlined(selected: tab))
            let pill = try #require(tree.first(id: "pill")).frame
            let source = try #require(tree.first(id: "tab-\(tab)")).frame
            #expect(pill == source, "selected \(tab)")
        }
    }

    @Test func withPositionOnlyItKeepsItsSizeAndPutsItsAnchorOnTheSources() throws {
        let tree = Self.layout(Underlined(selected: "Three", properties: .position, anchor: .bottom, isFixed: true))
        let pill = try #require(tree.first(id: "pill")).frame
        let source = try #require(tree.first(id: "tab-Three")).frame
        #expect(pill.size == Size(width: 12, height: 4))
        #expect(abs(pill.midX - source.midX) < 1e-9 && abs(pill.maxY - source.maxY) < 1e-9)
    }

    @Test func withoutASourceItStaysWhereItsLayoutPutsIt() throws {
        let tree = Self.layout(Underlined(selected: "Four", isFixed: true))
        let pill = try #require(tree.first(id: "pill")).frame
        let row = try #require(tree.first(id: "tab-One")).frame
        // The background's top-leading corner, at its own 12 × 4 points.
        #expect(pill.size == Size(width: 12, height: 4))
        #expect(pill.minX == row.minX && pill.minY == row.minY)
    }

    @Test func onALiveHostTheFollowerMovesToTheNewSourceWithTheChange() throws {
        let host = LiveTest.host(Underlined(selected: "One"))
        let one = try #require(host.frame(ofID: "tab-One")), three = try #require(host.frame(ofID: "tab-Three"))
        #expect(host.frame(ofID: "pill") == one)
        #expect(host.tap(id: "tab-Three"))
        host.advance(by: 0.5)
        // Half way through the linear animation: half way from the first tab's frame to the third's.
        let moving = try #require(host.frame(ofID: "pill"))
        let halfWay = Rect(x: (one.minX + three.minX) / 2, y: (one.minY + three.minY) / 2,
                           width: (one.width + three.width) / 2, height: (one.height + three.height) / 2)
        #expect(moving == halfWay)
        host.advance(by: 1)
        #expect(host.frame(ofID: "pill") == three)
    }
}
