import FeedshotTestSupport
import FeedshotUI
import Geometry
import Testing
@testable import Feeds

/// The share card must land on CARD_SPEC.md's pixel geometry (the peers draw the same card).
@Suite struct ShareCardLayoutTests {
    let feed: MoonshotFeed
    init() throws { feed = try MoonshotFeed.load(fromDirectory: RepositoryPaths.assets) }

    func layout(_ missionID: Int) throws -> PlacedView {
        let mission = try #require(feed.mission(id: missionID))
        return Renderer(scale: 3).layout(ShareCard(mission: mission, in: feed), size: Size(width: 390, height: 844))
    }

    @Test func titleBlockAndCrewRowMatchTheSpecInPixels() throws {
        let tree = try layout(11)
        let texts = tree.allViews.filter { $0.kind == "Text" }
        #expect(texts.map { $0[property: "text"] } == ["\"Apollo 11\"", "\"July 16, 1969\""])
        let title = try #require(texts.first).frame.roundedToPixels(scale: 3)
        // CARD_SPEC: the title block's top at y = 2035 px, its bottom 100 pt above the bottom.
        #expect(title.minY * 3 == 2035)
        let date = texts[1].frame
        #expect(abs(date.maxY - 744) < 1e-9)
        // Crew cells at y = 1747...1963 px, centred: x = 81, 429, 777 px.
        let cells = tree.allViews.filter { $0.kind == "frame" && $0.frame.width == 104 && $0.frame.height == 72 }
        #expect(cells.count == 3)
        for (index, cell) in cells.enumerated() {
            let pixels = cell.frame.roundedToPixels(scale: 3)
            #expect(pixels.minY * 3 == 1747 && pixels.maxY * 3 == 1963)
            #expect(pixels.minX * 3 == Double(81 + 348 * index))
        }
    }

    @Test func missionWithoutDateShowsNotAvailable() throws {
        let tree = try layout(1)
        #expect(tree.allViews.contains { $0.kind == "Text" && $0[property: "text"] == "\"N/A\"" })
    }

    @Test func heroFillsTheWholeCanvas() throws {
        let tree = try layout(11)
        let image = try #require(tree.first { $0.kind == "Image" })
        #expect(image.frame.minX <= 0 && image.frame.minY <= 0)
        #expect(image.frame.maxX >= 390 && image.frame.maxY >= 844)
    }
}

