import FeedshotTesting
import FeedshotUI
import Testing

/// Golden images of the Moonshot screens, at 3x as on the phone.
@Suite struct MoonshotSnapshotTests {
    @Test func missionCell() {
        let cell = MissionCell(mission: sampleMissions(6)[5], image: Image(bitmap: SnapshotFixtures.badge(11), scale: 3))
            .frame(width: 175)
            .padding(8)
            .background(.darkBackground)
            .preferredColorScheme(.dark)
        assertSnapshot(of: cell, size: nil, scale: 3, named: "apollo11")
    }

    @Test func missionCellWithMissingBadge() {
        let cell = MissionCell(mission: sampleMissions(6)[5])
            .frame(width: 175)
            .padding(8)
            .background(.darkBackground)
            .preferredColorScheme(.dark)
        assertSnapshot(of: cell, size: nil, scale: 3, named: "placeholder")
    }

    @Test func gridScreen() {
        let grid = MissionGrid(missions: sampleMissions(12), image: Image(bitmap: SnapshotFixtures.badge(11), scale: 3))
        assertSnapshot(of: grid, on: .iPhone14, scale: 3, named: "iphone14")
    }
}
