import FeedshotTestSupport
import FeedshotTesting
import FeedshotUI
import Testing
@testable import Feeds

/// Golden images of every built-in template for two items of the embedded feed, approved by eye.
/// Scale 1 keeps them small and fast in debug builds; the share card is also pinned at full size
/// because peers render the same card.
@Suite struct TemplateSnapshotTests {
    let moonshot: MoonshotFeed
    let media: MediaFeed
    let launches: [Launch]
    let assets: AssetCatalog

    init() throws {
        moonshot = try MoonshotFeed.load(fromDirectory: RepositoryPaths.assets)
        media = try MediaFeed.load(fromDirectory: RepositoryPaths.assets)
        launches = try LaunchDocument.load(fromFile: RepositoryPaths.assets + "/launches.json").launches
        assets = try AssetCatalog(directory: RepositoryPaths.assets + "/Images")
    }

    func renderer(scale: Double) -> Renderer { Renderer(scale: scale, assets: assets) }

    @Test(arguments: [11, 1])
    func shareCard(missionID: Int) throws {
        let mission = try #require(moonshot.mission(id: missionID))
        assertSnapshot(of: ShareCard(mission: mission, in: moonshot), size: Size(width: 390, height: 844),
                       named: "apollo\(missionID)", renderer: renderer(scale: 1))
    }

    @Test func shareCardAtFullSize() throws {
        let mission = try #require(moonshot.mission(id: 13))
        assertSnapshot(of: ShareCard(mission: mission, in: moonshot), size: Size(width: 390, height: 844),
                       named: "apollo13", renderer: renderer(scale: 3))
    }

    @Test(arguments: [11, 17])
    func missionScreen(missionID: Int) throws {
        let mission = try #require(moonshot.mission(id: missionID))
        assertSnapshot(of: MissionScreen(mission: mission, in: moonshot), on: .iPhone14,
                       named: "apollo\(missionID)", renderer: renderer(scale: 1))
    }

    @Test func missionScreenFullHeight() throws {
        let mission = try #require(moonshot.mission(id: 13))
        let image = renderer(scale: 1).render(MissionScreen(mission: mission, in: moonshot),
                                              fitting: ProposedViewSize(width: 390, height: nil))
        assertSnapshot(of: image, named: "apollo13")
    }

    @Test(arguments: ["aldrin", "grissom"])
    func astronautScreen(id: String) throws {
        let astronaut = try #require(moonshot.astronauts[id])
        assertSnapshot(of: AstronautScreen(astronaut: astronaut), on: .iPhone14, named: id, renderer: renderer(scale: 1))
    }

    @Test(arguments: MissionOverviewScreen.Style.allCases)
    func overview(style: MissionOverviewScreen.Style) {
        assertSnapshot(of: MissionOverviewScreen(missions: moonshot.missions, style: style), on: .iPhone14,
                       named: style.rawValue, renderer: renderer(scale: 1))
    }

    @Test(arguments: [101, 107])
    func mediaPage(mediaID: Int) throws {
        let item = try #require(media.media.first { $0.id == mediaID })
        assertSnapshot(of: MediaPage(item: item, in: media), on: .iPhone14, named: "\(mediaID)", renderer: renderer(scale: 1))
    }

    @Test(arguments: [0, 2])
    func launchScreen(index: Int) {
        let launch = launches[index]
        assertSnapshot(of: LaunchScreen(launch: launch), on: .iPhone14, named: "launch-\(launch.id ?? "")",
                       renderer: renderer(scale: 1))
    }
}
