import Foundation
import Geometry
import Testing
@testable import FeedshotUI

/// `matchedGeometryEffect` in a live host: the view of a group that comes in runs from where the
/// leaving one was, and the leaving one runs to it, while both cross-fade. Plus `ShareLink` and
/// `onGeometryChange`, which also act in a live host.
@Suite struct MatchedGeometryTests {
    struct Tabs: View {
        @Namespace private var pills
        @State private var selected = "A"
        var body: some View {
            HStack(spacing: 0) {
                ForEach(["A", "B"], id: \.self) { tab in
                    Text(tab).frame(width: 80, height: 30)
                        .background {
                            if selected == tab {
                                Capsule().fill(Color.blue).matchedGeometryEffect(id: "pill", in: pills).id("pill-\(tab)")
                            }
                        }
                        .onTapGesture { withAnimation(.linear(duration: 1)) { selected = tab } }
                        .id("tab-\(tab)")
                }
            }
            .frame(width: 200, height: 100)
        }
    }

    @Test func theSelectionPillSlidesBetweenTabsAndCrossFades() throws {
        let host = LiveTest.host(Tabs())
        let a = try #require(host.frame(ofID: "tab-A")), b = try #require(host.frame(ofID: "tab-B"))
        #expect(host.tap(id: "tab-B"))
        host.advance(by: 0.5)
        let tree = host.layout()
        let arriving = try #require(tree.first(id: "pill-B")), leaving = try #require(tree.first(id: "pill-A"))
        // Half way: the newcomer drawn half the distance back toward A, the leaver half way to B.
        let shift = (b.midX - a.midX) / 2
        #expect(arriving[property: "presentedTransform"] == Transform.translation(x: -shift, y: 0).description)
        #expect(leaving[property: "presentedTransform"] == Transform.translation(x: shift, y: 0).description)
        #expect(arriving[property: "presentedOpacity"] == "0.5" && leaving[property: "presentedOpacity"] == "0.5")
        host.advance(by: 1)
        let settled = host.layout()
        #expect(settled.first(id: "pill-A") == nil)
        #expect(settled.first(id: "pill-B")?[property: "presentedTransform"] == nil)
    }

    struct Grow: View {
        @Namespace private var space
        @State private var isOpen = false
        var body: some View {
            VStack {
                if isOpen {
                    Color.red.matchedGeometryEffect(id: "card", in: space).frame(width: 100, height: 100).id("big")
                } else {
                    Color.red.matchedGeometryEffect(id: "card", in: space).frame(width: 50, height: 50).id("small")
                }
                Button("toggle") { withAnimation(.linear(duration: 1)) { isOpen.toggle() } }.id("toggle")
            }
            .frame(width: 200, height: 300)
        }
    }

    @Test func aCardGrowsFromItsSmallFrameWhenItOpens() throws {
        let host = LiveTest.host(Grow())
        #expect(host.tap(id: "toggle"))
        host.advance(by: 0.5)
        let tree = host.layout()
        let arriving = try #require(tree.first(id: "big")?[property: "presentedTransform"])
        // Half way from 50 to 100 points: drawn at 0.75 of its size.
        #expect(arriving.contains("0.75"))
        #expect(tree.first(id: "small") != nil)   // still fading out
    }

    @Test func aShareLinkDrawsItsLabelAndRecordsWhatWasShared() {
        let url = URL(string: "https://www.nasa.gov/apollo-11")!
        let host = LiveTest.host(VStack {
            ShareLink(item: url).id("share")
            ShareLink("Send mission", item: "Apollo 11").id("send")
        })
        #expect(LiveTest.texts(host) == ["Share", "Send mission"])
        #expect(host.tap(id: "share"))
        #expect(host.tap(id: "send"))
        #expect(host.sharedItems == [url.absoluteString, "Apollo 11"])
    }

    struct Measured: View {
        @State private var width = 0.0
        var body: some View {
            VStack {
                Text("width \(Int(width))")
                Color.green.frame(width: 120, height: 10)
                    .onGeometryChange(for: Double.self) { $0.size.width } action: { width = $0 }
            }
        }
    }

    @Test func onGeometryChangeReportsTheSizeAfterLayout() {
        #expect(LiveTest.texts(LiveTest.host(Measured())).contains("width 120"))
    }
}
