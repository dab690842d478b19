import Geometry

/// The layout behind ``Grid``: its subviews are the cells of every row in order (a ``GridRow``
/// marks its first cell) and the views between rows, each a row spanning every column.
struct GridLayout: Layout, DumpDescribable {
    let alignment: Alignment
    let horizontalSpacing: Double
    let verticalSpacing: Double

    /// The space between cells when the grid names none (SwiftUI's default between views).
    static let defaultSpacing = 8.0

    /// One cell: its subview, first column and the number of columns it spans.
    struct Cell {
        let index: Int
        let column: Int
        let span: Int
    }

    /// One row of cells; a row outside any `GridRow` has one cell spanning every column.
    struct Row {
        var cells: [Cell] = []
        var spansAllColumns = false
        var alignment: VerticalAlignment?
    }

    /// The grid's rows and columns for one proposal.
    struct Resolution {
        var rows: [Row]
        var columnWidths: [Double]
        var rowHeights: [Double]
        /// Each row's alignment guide below its top.
        var rowGuides: [Double]
        var size: Size
    }

    var dumpName: String { "Grid" }
    var dumpProperties: [(String, String)] {
        var result = [(String, String)]()
        if alignment != .center { result.append(("alignment", alignment.description)) }
        if horizontalSpacing != Self.defaultSpacing { result.append(("horizontalSpacing", horizontalSpacing.compactDescription)) }
        if verticalSpacing != Self.defaultSpacing { result.append(("verticalSpacing", verticalSpacing.compactDescription)) }
        return result
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        resolve(proposal, subviews: subviews).size
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let resolution = resolve(ProposedViewSize(bounds.size), subviews: subviews)
        let columnStarts = Self.starts(of: resolution.columnWidths, spacing: horizontalSpacing)
        let columnAlignments = columnAlignments(resolution.rows, columnCount: resolution.columnWidths.count,
                                                subviews: subviews)
        var top = bounds.minY
        for (rowIndex, row) in resolution.rows.enumerated() {
            let height = resolution.rowHeights[rowIndex]
            let guide = row.alignment ?? alignment.vertical
            for cell in row.cells {
                let subview = subviews[cell.index]
                let x = bounds.minX + columnStarts[cell.column]
                let width = spanWidth(cell, resolution.columnWidths)
                let proposal = ProposedViewSize(width: width, height: height)
                let rect = Rect(x: x, y: top, width: width, height: height)
                if let anchor = subview[GridCellAnchorKey.self] {
                    let size = subview.sizeThatFits(proposal)
                    subview.place(at: Point(x: rect.minX + (rect.width - size.width) * anchor.x,
                                            y: rect.minY + (rect.height - size.height) * anchor.y), proposal: proposal)
                    continue
                }
                let horizontal = row.spansAllColumns
                    ? alignment.horizontal : (columnAlignments[cell.column] ?? alignment.horizontal)
                let dimensions = subview.dimensions(in: proposal)
                let container = ViewDimensions(width: width, height: height)
                subview.place(at: Point(x: x + container[horizontal] - dimensions[horizontal],
                                        y: top + resolution.rowGuides[rowIndex] - dimensions[guide]),
                              proposal: proposal)
            }
            top += height + verticalSpacing
        }
    }

    // MARK: Resolution

    /// Reads the rows out of the subviews' marks.
    func readRows(of subviews: Subviews) -> (rows: [Row], columnCount: Int) {
        var rows = [Row]()
        var column = 0
        for index in subviews.indices {
            let subview = subviews[index]
            guard let mark = subview[GridRowMarkKey.self] else {
                rows.append(Row(cells: [Cell(index: index, column: 0, span: 0)], spansAllColumns: true))
                continue
            }
            if mark.startsRow || rows.last?.spansAllColumns ?? true {
                rows.append(Row(alignment: mark.alignment))
                column = 0
            }
            let span = Swift.max(1, subview[GridCellColumnsKey.self])
            rows[rows.count - 1].cells.append(Cell(index: index, column: column, span: span))
            column += span
        }
        let columnCount = rows.filter { !$0.spansAllColumns }
            .map { $0.cells.last.map { $0.column + $0.span } ?? 0 }.max() ?? 0
        // A row spanning every column spans them all, or is the grid's one column.
        let count = Swift.max(columnCount, rows.isEmpty ? 0 : 1)
        for rowIndex in rows.indices where rows[rowIndex].spansAllColumns {
            let cell = rows[rowIndex].cells[0]
            rows[rowIndex].cells[0] = Cell(index: cell.index, column: 0, span: count)
        }
        return (rows, count)
    }

    func resolve(_ proposal: ProposedViewSize, subviews: Subviews) -> Resolution {
        let (rows, columnCount) = readRows(of: subviews)
        guard columnCount > 0 else { return Resolution(rows: [], columnWidths: [], rowHeights: [], rowGuides: [], size: .zero) }
        // Columns: each one's narrowest, ideal and widest over its cells, widened where a cell
        // spanning several needs more than they give.
        func widths(for width: Double?) -> [Double] {
            var result = [Double](repeating: 0, count: columnCount)
            let cells = rows.flatMap(\.cells).filter { !subviews[$0.index][GridCellUnsizedAxesKey.self].contains(Axis.Set.horizontal) }
            for cell in cells where cell.span == 1 {
                result[cell.column] = Swift.max(result[cell.column],
                                                subviews[cell.index].sizeThatFits(ProposedViewSize(width: width, height: nil)).width)
            }
            for cell in cells where cell.span > 1 {
                let needed = subviews[cell.index].sizeThatFits(ProposedViewSize(width: width, height: nil)).width
                let given = spanWidth(cell, result)
                if needed > given, needed.isFinite { result[cell.column + cell.span - 1] += needed - given }
            }
            return result
        }
        let columnWidths = Self.share(proposal.width, spacing: horizontalSpacing, minimums: widths(for: 0),
                                      ideals: widths(for: nil), maximums: widths(for: .infinity))
        // Rows: the same with each cell proposed its columns' width.
        func heights(for height: Double?) -> [Double] {
            rows.map { row in
                row.cells.filter { !subviews[$0.index][GridCellUnsizedAxesKey.self].contains(Axis.Set.vertical) }
                    .map { subviews[$0.index].sizeThatFits(ProposedViewSize(width: spanWidth($0, columnWidths),
                                                                            height: height)).height }
                    .max() ?? 0
            }
        }
        let shared = Self.share(proposal.height, spacing: verticalSpacing, minimums: heights(for: 0),
                                ideals: heights(for: nil), maximums: heights(for: .infinity))
        // Within its share, a row is as tall as its cells span on its alignment guide.
        var rowHeights = [Double](), rowGuides = [Double]()
        for (rowIndex, row) in rows.enumerated() {
            let guide = row.alignment ?? alignment.vertical
            var above = 0.0, below = 0.0
            for cell in row.cells {
                let sized = !subviews[cell.index][GridCellUnsizedAxesKey.self].contains(Axis.Set.vertical)
                guard sized else { continue }
                let dimensions = subviews[cell.index].dimensions(in: ProposedViewSize(width: spanWidth(cell, columnWidths),
                                                                                      height: shared[rowIndex]))
                above = Swift.max(above, dimensions[guide])
                below = Swift.max(below, dimensions.height - dimensions[guide])
            }
            let height = Swift.max(shared[rowIndex], above + below)
            rowHeights.append(height)
            // The guide sits where the row's cells put it, centred in any height left over.
            let fraction = ViewDimensions(width: 0, height: 1)[guide]
            rowGuides.append(above + (height - above - below) * (fraction.isFinite ? Swift.min(1, Swift.max(0, fraction)) : 0))
        }
        let size = Size(width: columnWidths.reduce(0, +) + horizontalSpacing * Double(columnCount - 1),
                        height: rowHeights.reduce(0, +) + verticalSpacing * Double(rows.count - 1))
        return Resolution(rows: rows, columnWidths: columnWidths, rowHeights: rowHeights, rowGuides: rowGuides,
                          size: size)
    }

    /// Shares `length` (nil: each takes its ideal) among tracks as a stack shares its length: the
    /// least flexible first, each offered an equal share of what is left, kept within its
    /// narrowest and widest.
    static func share(_ length: Double?, spacing: Double, minimums: [Double], ideals: [Double],
                      maximums: [Double]) -> [Double] {
        guard let length else { return ideals }
        var result = minimums
        var remaining = length - spacing * Double(Swift.max(0, minimums.count - 1))
        let order = minimums.indices.sorted {
            let lhs = maximums[$0] - minimums[$0], rhs = maximums[$1] - minimums[$1]
            return lhs != rhs ? lhs < rhs : $0 < $1
        }
        var unsized = Double(order.count)
        for index in order {
            let share = Swift.max(0, remaining / unsized)
            result[index] = Swift.min(maximums[index], Swift.max(minimums[index], share))
            if !(remaining - result[index]).isNaN { remaining -= result[index] }
            unsized -= 1
        }
        return result
    }

    /// Where each track starts, `spacing` apart.
    static func starts(of lengths: [Double], spacing: Double) -> [Double] {
        var starts = [Double](), position = 0.0
        for length in lengths {
            starts.append(position)
            position += length + spacing
        }
        return starts
    }

    /// The width of the columns a cell spans, with the spacing between them.
    func spanWidth(_ cell: Cell, _ widths: [Double]) -> Double {
        let end = Swift.min(widths.count, cell.column + cell.span)
        guard end > cell.column else { return 0 }
        return widths[cell.column..<end].reduce(0, +) + horizontalSpacing * Double(end - cell.column - 1)
    }

    /// Each column's alignment, from the first cell in it that sets one.
    func columnAlignments(_ rows: [Row], columnCount: Int, subviews: Subviews) -> [HorizontalAlignment?] {
        var result = [HorizontalAlignment?](repeating: nil, count: columnCount)
        for row in rows where !row.spansAllColumns {
            for cell in row.cells where cell.span == 1 && result[cell.column] == nil {
                result[cell.column] = subviews[cell.index][GridColumnAlignmentKey.self]
            }
        }
        return result
    }
}
