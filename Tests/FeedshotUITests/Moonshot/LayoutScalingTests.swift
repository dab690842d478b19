import Geometry
import Testing
import Typography
@testable import FeedshotUI

/// Memoization keeps layout linear in the number of views: the work per grid cell must not grow
/// with the number of cells or with nesting depth.
@Suite struct LayoutScalingTests {
    func computations<V: View>(_ view: V) throws -> Int {
        var environment = EnvironmentValues()
        environment.fontCollection = try FontCollection.bundled()
        return LayoutSession(view, device: .iPhone14, scale: 3, environment: environment).pass.sizeComputations
    }

    @Test func gridLayoutWorkGrowsLinearlyWithCells() throws {
        let hundred = try computations(MissionGrid(missions: sampleMissions(100)))
        let thousand = try computations(MissionGrid(missions: sampleMissions(1000)))
        let ratio = Double(thousand) / Double(hundred)
        #expect(ratio > 9 && ratio < 10.5, "100 cells: \(hundred) computations, 1000 cells: \(thousand)")
    }

    /// Twelve nested stacks: without memoization each level multiplies the questions asked of
    /// the level below (a stack asks each child at least three times), 3^12 ≈ 531 000.
    @Test func deepNestingStaysCheap() throws {
        var view = AnyView(Color.red.frame(width: 10, height: 10))
        for level in 0..<12 {
            view = level.isMultiple(of: 2) ? AnyView(HStack { view; Color.blue }) : AnyView(VStack { view; Color.green })
        }
        let count = try computations(view)
        #expect(count < 500 && count > 24, "\(count) size computations for 12 nested stacks")
    }
}
