import Foundation
import FeedshotTesting
import Testing
@testable import FeedshotUI

/// The renderer with the repository's asset catalog (mission badges), at 2x.
func assetRenderer(scale: Double = 2) throws -> Renderer {
    let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets/Images")
    return Renderer(scale: scale, assets: try AssetCatalog(directory: assets.path))
}

@Suite struct NavigationScreenSnapshotTests {
    @Test func moonshotGridInANavigationStack() throws {
        assertSnapshot(of: MoonshotContentView(), on: .iPhone14, named: "grid", renderer: try assetRenderer())
    }

    @Test func moonshotMissionsAsAPlainList() throws {
        assertSnapshot(of: MoonshotContentView(showingGrid: false), on: .iPhone14, named: "list",
                       renderer: try assetRenderer())
    }

    @Test func missionDetailPushedWithInlineTitle() throws {
        let missions: [Mission] = Bundle.main.decode("missions.json")
        let astronauts: [String: Astronaut] = Bundle.main.decode("astronauts.json")
        let apollo11 = try #require(missions.first { $0.id == 11 })
        let screen = NavigationStack(backTitle: "Moonshot") {
            MissionView(mission: apollo11, astronauts: astronauts)
        }
        .preferredColorScheme(.dark)
        assertSnapshot(of: screen, on: .iPhone14, named: "apollo11", renderer: try assetRenderer())
        // Scrolled to the crew: the horizontal scroll of capsule-clipped links, at 1x.
        assertSnapshot(of: screen.scrollContentOffset(Point(x: 0, y: 560)), on: .iPhone14, named: "crew",
                       renderer: try assetRenderer(scale: 1))
    }
}
