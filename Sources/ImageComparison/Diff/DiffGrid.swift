import Raster

/// Differing pixels binned into square cells: the per-window gate sums 2 × 2 cells, and changed
/// regions are the connected groups of non-empty cells, each cell remembering the exact extent of
/// its pixels so that a region's box is tight.
struct DiffGrid {
    /// The side of a cell in pixels.
    let cellSize: Int
    /// The number of cell columns and rows.
    let columns: Int
    let rows: Int
    let width: Int
    let height: Int
    /// Differing pixels per cell, row by row.
    private(set) var counts: [Int32]
    /// The extent of each cell's differing pixels (valid where the count is non-zero).
    private var minX: [Int32], minY: [Int32], maxX: [Int32], maxY: [Int32]

    init(width: Int, height: Int, cellSize: Int) {
        precondition(cellSize > 0)
        self.cellSize = cellSize
        self.width = width
        self.height = height
        columns = max(1, (width + cellSize - 1) / cellSize)
        rows = max(1, (height + cellSize - 1) / cellSize)
        let cells = columns * rows
        counts = [Int32](repeating: 0, count: cells)
        minX = [Int32](repeating: .max, count: cells)
        minY = [Int32](repeating: .max, count: cells)
        maxX = [Int32](repeating: .min, count: cells)
        maxY = [Int32](repeating: .min, count: cells)
    }

    /// Records the pixels of row `y` whose class byte is `marker`, one cell-wide segment at a
    /// time (a byte scan per segment, one cell update per non-empty segment).
    mutating func add(row y: Int, classes: UnsafePointer<UInt8>, marker: UInt8) {
        let rowBase = (y / cellSize) * columns
        let py = Int32(truncatingIfNeeded: y)
        var start = 0
        for column in 0..<columns {
            let end = min(width, start + cellSize)
            var count: Int32 = 0, first = -1, last = -1
            for x in start..<end where classes[x] == marker {
                if first < 0 { first = x }
                last = x
                count += 1
            }
            if count > 0 {
                let cell = rowBase + column
                counts[cell] &+= count
                minX[cell] = min(minX[cell], Int32(truncatingIfNeeded: first))
                maxX[cell] = max(maxX[cell], Int32(truncatingIfNeeded: last))
                minY[cell] = min(minY[cell], py)
                maxY[cell] = max(maxY[cell], py)
            }
            start = end
        }
    }

    /// The 2 × 2-cell window (clipped to the image) with the most differing pixels, the first in
    /// reading order among equals; nil when no pixel differs.
    func busiestWindow() -> (window: PixelRect, count: Int)? {
        var best: (window: PixelRect, count: Int)?
        let windowRows = max(1, rows - 1), windowColumns = max(1, columns - 1)
        for row in 0..<windowRows {
            for column in 0..<windowColumns {
                var count = 0
                for r in row..<min(row + 2, rows) {
                    for c in column..<min(column + 2, columns) { count += Int(counts[r * columns + c]) }
                }
                if count > 0 && count > (best?.count ?? 0) {
                    let x = column * cellSize, y = row * cellSize
                    let window = PixelRect(x: x, y: y, width: min(2 * cellSize, width - x),
                                           height: min(2 * cellSize, height - y))
                    best = (window, count)
                }
            }
        }
        return best
    }

    /// The bounding boxes of the groups of non-empty cells that touch (8-connected), top to bottom
    /// then left to right.
    func connectedRegions() -> [PixelRect] {
        var visited = [Bool](repeating: false, count: counts.count)
        var regions = [PixelRect]()
        var stack = [Int]()
        for start in counts.indices where counts[start] > 0 && !visited[start] {
            visited[start] = true
            stack.append(start)
            var box = cellBox(start)
            while let cell = stack.popLast() {
                box = box.union(cellBox(cell))
                let row = cell / columns, column = cell % columns
                for r in max(0, row - 1)...min(rows - 1, row + 1) {
                    for c in max(0, column - 1)...min(columns - 1, column + 1) {
                        let neighbour = r * columns + c
                        if counts[neighbour] > 0 && !visited[neighbour] {
                            visited[neighbour] = true
                            stack.append(neighbour)
                        }
                    }
                }
            }
            regions.append(box)
        }
        return regions.sorted { ($0.minY, $0.minX, $0.maxY, $0.maxX) < ($1.minY, $1.minX, $1.maxY, $1.maxX) }
    }

    private func cellBox(_ cell: Int) -> PixelRect {
        // The stored extents are inclusive; rectangles exclude their maximum edges.
        PixelRect(minX: Int(minX[cell]), minY: Int(minY[cell]), maxX: Int(maxX[cell]) + 1, maxY: Int(maxY[cell]) + 1)
    }
}
