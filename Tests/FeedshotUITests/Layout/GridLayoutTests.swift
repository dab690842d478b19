import Geometry
import Testing
@testable import FeedshotUI

/// `Grid` lines cells up in rows and columns: each column as wide as its widest cell, each row as
/// tall as its tallest, cells centred unless the column, row or cell aligns them otherwise; a
/// view between rows spans every column; `gridCellColumns` spans several.
@Suite struct GridLayoutTests {
    func box(_ width: Double, _ height: Double, _ id: String) -> some View {
        Color.red.frame(width: width, height: height).id(id)
    }

    @Test func columnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() {
        let tree = layout(Grid {
            GridRow { box(30, 20, "a"); box(50, 10, "b") }
            GridRow { box(40, 10, "c"); box(20, 30, "d") }
        }.id("grid"))
        // Columns 40 and 50, rows 20 and 30, 8 apart: 98 × 58, centred on the 390 × 844 screen.
        #expect(frame("grid", in: tree) == rect(146, 393, 98, 58))
        #expect(frame("a", in: tree) == rect(151, 393, 30, 20))
        #expect(frame("b", in: tree) == rect(194, 398, 50, 10))
        #expect(frame("c", in: tree) == rect(146, 431, 40, 10))
        #expect(frame("d", in: tree) == rect(209, 421, 20, 30))
    }

    @Test func columnRowAndCellAlignmentsPlaceCellsInTheirCells() {
        let tree = layout(Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(30, 20, "a").gridColumnAlignment(.trailing); box(50, 10, "b") }
            GridRow(alignment: .bottom) { box(40, 10, "c"); box(20, 30, "d").gridCellAnchor(.center) }
        }.frame(width: 90, height: 50, alignment: .topLeading).position(x: 45, y: 25))
        // Column 0 aligns trailing; b takes the grid's top leading.
        #expect(frame("a", in: tree) == rect(10, 0, 30, 20))
        #expect(frame("b", in: tree) == rect(40, 0, 50, 10))
        // Row 1 aligns its cells' bottoms; d's anchor centres it.
        #expect(frame("c", in: tree) == rect(0, 40, 40, 10))
        #expect(frame("d", in: tree) == rect(55, 20, 20, 30))
    }

    @Test func aViewBetweenRowsSpansEveryColumnAndACellCanSpanSeveral() {
        let tree = layout(Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { box(30, 20, "a"); box(50, 20, "b"); box(20, 20, "c") }
            Color.blue.frame(height: 2).id("rule")
            GridRow { Color.green.frame(height: 10).id("wide").gridCellColumns(2); box(20, 10, "d") }
        }.id("grid"))
        let grid = frame("grid", in: tree)!
        #expect(grid.width == 30 + 50 + 20 + 20)
        #expect(frame("rule", in: tree) == rect(grid.minX, grid.minY + 20, grid.width, 2))
        // The spanning cell takes two columns and the space between them.
        #expect(frame("wide", in: tree) == rect(grid.minX, grid.minY + 22, 90, 10))
        #expect(frame("d", in: tree)?.minX == grid.minX + 100)
    }

    @Test func aProposedWidthIsSharedAmongFlexibleColumns() {
        let tree = layout(Grid(horizontalSpacing: 10) {
            GridRow { Color.red.id("a"); box(40, 20, "b"); Color.red.id("c") }
        }.frame(width: 250, height: 20).position(x: 125, y: 10))
        // The fixed column first (40), then the two flexible ones share the 190 left.
        #expect(frame("a", in: tree) == rect(0, 0, 95, 20))
        #expect(frame("b", in: tree) == rect(105, 0, 40, 20))
        #expect(frame("c", in: tree) == rect(155, 0, 95, 20))
    }

    @Test func aWideSpanningCellWidensTheLastColumnItSpansAndUnsizedCellsTakeTheirCell() {
        let tree = layout(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(20, 10, "a"); box(20, 10, "b") }
            GridRow { box(60, 10, "wide").gridCellColumns(2) }
            GridRow { Color.blue.id("fill").gridCellUnsizedAxes([.horizontal, .vertical]); box(10, 10, "d") }
        }.id("grid"))
        #expect(frame("grid", in: tree)?.width == 60)
        #expect(frame("b", in: tree)?.width == 20)
        #expect(frame("d", in: tree)?.minX == frame("grid", in: tree).map { $0.minX + 20 + 15 })
        #expect(frame("fill", in: tree)?.size == Size(width: 20, height: 10))
    }
}
