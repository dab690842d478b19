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
}
