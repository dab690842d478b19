import Geometry
import Testing
import Typography
@testable import FeedshotUI

@Suite struct MoonshotLayoutTests {
    let fonts: FontCollection
    let tree: PlacedView

    init() throws {
        fonts = try FontCollection.bundled()
        tree = Renderer(scale: 3, fonts: fonts).layout(MissionGrid(missions: sampleMissions(8)), on: .iPhone14)
    }

    func lineHeight(_ font: Font) -> Double {
        (TextLayout("Apollo", font: font, collection: fonts).size.height * 3 - 1e-9).rounded(.up) / 3
    }

    @Test func gridHasTwoColumnsOf175Points() {
        // 390 − 2 × 16 padding = 358 for the grid: two columns of (358 − 8) / 2 = 175.
        let first = frame("cell0", in: tree)!, second = frame("cell1", in: tree)!, third = frame("cell2", in: tree)!
        #expect(first.width == 175 && second.width == 175)
        #expect(first.minX == 16 && second.minX == 199)
        #expect(third.minX == 16 && third.minY > first.maxY)
        #expect(frame("grid", in: tree)?.width == 390)
    }

    @Test func cellStacksBadgeAndPanel() {
        let cell = frame("cell0", in: tree)!
        let badge = frame("badge0", in: tree)!, panel = frame("panel0", in: tree)!
        #expect(badge.size == Size(width: 100, height: 100))
        #expect(badge.midX == cell.midX && badge.minY == cell.minY + 16)
        // The panel spans the cell and sits 8 points below the padded badge.
        #expect(panel.minX == cell.minX && panel.width == 175)
        #expect(panel.minY == cell.minY + 132 + 8)
        let panelHeight = 32 + lineHeight(.headline) + 8 + lineHeight(.caption)
        #expect(abs(panel.height - panelHeight) < 1e-9)
        #expect(abs(cell.height - (132 + 8 + panelHeight)) < 1e-9)
        #expect(panel.maxY == cell.maxY)
    }

    @Test func nameAndDateAreCentredInThePanel() {
        let panel = frame("panel0", in: tree)!
        let name = frame("name0", in: tree)!, date = frame("date0", in: tree)!
        #expect(abs(name.midX - panel.midX) < 1e-9 && abs(date.midX - panel.midX) < 1e-9)
        #expect(name.minY == panel.minY + 16)
        #expect(date.minY == name.maxY + 8)
    }

    @Test func clipAndOutlineCoverTheCell() {
        let cell = tree.first(id: "cell0")!
        #expect(cell.kind == "overlay")
        #expect(cell.children.last?.kind == "RoundedRectangle")
        #expect(cell.children.last?.frame == cell.frame)
        #expect(cell.children.first?.kind == "clipShape")
        #expect(cell.children.first?.frame == cell.frame)
    }

    @Test func scrollViewFillsTheSafeAreaAndTheBackgroundTheScreen() {
        let scroll = tree.first(kind: "ScrollView")!
        #expect(scroll.frame == rect(0, 47, 390, 763))
        #expect(tree.first(kind: "Fill")?.frame == rect(0, 0, 390, 844))
    }

    @Test func missingBadgesKeepTheCellLayout() {
        // The badge frame is fixed, so cells are identical whether or not badges exist.
        let withBitmaps = Renderer(scale: 3, fonts: fonts).layout(
            MissionGrid(missions: sampleMissions(8), image: Image(bitmap: Bitmap(width: 300, height: 300))), on: .iPhone14)
        #expect(frame("cell5", in: withBitmaps) == frame("cell5", in: tree))
    }
}

@Suite struct MissionDetailLayoutTests {
    let tree = Renderer(scale: 3).layout(
        MissionDetail(badge: Image(bitmap: Bitmap(width: 300, height: 300), scale: 3),
                      portrait: Image(bitmap: Bitmap(width: 208, height: 144), scale: 2),
                      description: apollo11Description, crew: apollo11Crew), on: .iPhone14)

    /// containerRelativeFrame(.horizontal) { width * 0.6 } on a square scaledToFit image: 60 % of
    /// the scroll view's width, and as tall, centred.
    @Test func badgeIsSixtyPercentOfTheWidth() {
        let badge = tree.first(id: "badge")!.frame
        #expect(abs(badge.width - 234) < 1e-9)
        #expect(abs(badge.height - (234 + 16)) < 1e-9)
        #expect(abs(badge.midX - 195) < 1e-9)
    }

    @Test func descriptionWrapsInsideThePadding() {
        let description = tree.first(id: "description")!.frame
        #expect(description.minX == 16)
        #expect(description.maxX <= 374)
    }

    @Test func crewRowScrollsHorizontally() {
        let third = tree.first(id: "portrait2")!.frame
        #expect(third.size == Size(width: 104, height: 72))
        #expect(third.minX > 390)
    }
}
