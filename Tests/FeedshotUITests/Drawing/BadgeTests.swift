import Foundation
import Geometry
import Raster
import Testing
@testable import FeedshotUI

/// `badge(_:)` on tabs (a red capsule by the glyph) and on list rows (trailing secondary text).
@Suite struct BadgeTests {
    struct Inbox: View {
        var body: some View {
            TabView {
                Text("Mail").tabItem { Label("Mail", systemImage: "envelope") }.badge(3)
                Text("Sent").tabItem { Label("Sent", systemImage: "paperplane") }.badge(0)
                Text("Later").tabItem { Label("Later", systemImage: "clock") }.badge("New")
            }
        }
    }

    @Test func tabBadgesAreRedCapsulesAndZeroShowsNone() throws {
        let device = Device.iPhone15
        let tree = Renderer(scale: 1).layout(Inbox(), on: device)
        let texts = LiveTest.texts(tree)
        #expect(texts.contains("3") && texts.contains("New") && !texts.contains("0"))
        let drawn = Renderer(scale: 1).render(Inbox(), on: device)
        // The first tab's badge: red right of the glyph's centre, near the bar's top.
        let barTop = device.safeArea.maxY - TabBar.height
        let third = device.screen.width / 3
        let x = Int(third / 2 + TabBar.badgeOffset), y = Int(barTop + 2 + TabBarBadge.minimumSize / 2)
        #expect(drawn[x - 7, y].red > 200 && drawn[x - 7, y].green < 90)
        // The second tab (badge 0) has no red there.
        #expect(drawn[Int(third) + x - 7, y].red < 200 || drawn[Int(third) + x - 7, y].green > 90)
    }

    @Test func aRowBadgeTrailsTheContentBeforeTheChevron() throws {
        let view = NavigationStack {
            List {
                Text("Inbox").badge(12).id("inbox")
                NavigationLink("Drafts") { Text("D") }.badge(2)
            }
        }
        let tree = Renderer(scale: 1).layout(view, on: .iPhone15)
        let texts = LiveTest.texts(tree)
        #expect(texts == ["Inbox", "12", "Drafts", "2"])
        let textViews = tree.all(kind: "Text")
        let count = try #require(textViews.first { $0[property: "text"] == "\"12\"" })
        let inbox = try #require(textViews.first { $0[property: "text"] == "\"Inbox\"" })
        #expect(count.frame.minX > inbox.frame.maxX + 200)   // at the trailing edge
    }
}
