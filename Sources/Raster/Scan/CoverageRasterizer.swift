import Geometry

/// Exact-area scan conversion: line segments in, coverage runs out.
///
/// The method is the signed-area accumulation of font-rs and FreeType's gray raster. Each edge is
/// cut at pixel rows and columns; a piece lying in one pixel cell adds its signed height `dy`
/// split in two: `dy · (1 − m)` to its own cell (the part of the cell right of the piece) and
/// `dy · m` to the next cell, where `m` is the piece's mean x offset inside the cell. The running
/// sum of these deltas along a row is then the winding-weighted area of each pixel: exact for
/// polygons, with no sampling grid.
///
/// Only cells that edges touch are stored (a sparse list, bucketed by row); between two touched
/// cells the coverage is constant, so the output is a list of runs and the interior of a shape
/// costs nothing per pixel here.
///
/// Coordinates are fixed point with 12 fractional bits (1/4096 pixel) and all arithmetic is
/// integer: shifting a shape by whole pixels shifts its coverage exactly, and shared edges cancel
/// exactly (no seams between shapes that share an edge).
struct CoverageRasterizer {
    /// Fractional bits of the fixed-point coordinates.
    static let fractionBits = 12
    /// One pixel in fixed point.
    static let one: Int64 = 1 << fractionBits
    /// Accumulated area of a fully covered pixel: deltas are stored doubled (2 · dy · offset),
    /// so a full pixel is `2 · one · one`.
    static let fullArea: Int64 = 2 << (2 * fractionBits)

    /// One touched pixel cell and its accumulated delta.
    struct Cell {
        var x: Int32
        var y: Int32
        var delta: Int64
    }

    /// The device pixels coverage is computed for; geometry outside is clipped away.
    private(set) var clip: PixelRect
    /// Touched cells in the order edges produced them.
    private var cells: [Cell] = []
    /// Scratch for the row-sorted cells and the per-row coverage of ``sweep(fillRule:into:)``.
    private var sorted: [Cell] = []
    private var rowStarts: [Int] = []
    private var scratch: [UInt8] = []
    /// The rows that received cells (for the sweep's bucket sort).
    private var minRow = Int.max, maxRow = Int.min

    /// Creates a rasterizer for the given device pixels.
    init(clip: PixelRect) {
        self.clip = clip
    }

    /// Forgets all edges and sets a new clip, keeping the allocated storage.
    mutating func reset(clip: PixelRect) {
        self.clip = clip
        cells.removeAll(keepingCapacity: true)
        minRow = Int.max
        maxRow = Int.min
    }

    /// Whether no edge produced a cell (nothing would be drawn).
    var isEmpty: Bool { cells.isEmpty }

    // MARK: Adding geometry

    /// Adds every closed polyline of a flattened path (open polylines are closed implicitly, as
    /// filling does).
    mutating func add(_ polylines: [Polyline]) {
        for polyline in polylines {
            let points = polyline.points
            guard points.count > 1 else { continue }
            for i in 1..<points.count { addLine(from: points[i - 1], to: points[i]) }
            addLine(from: points[points.count - 1], to: points[0])
        }
    }

    /// Adds the edges of `path` mapped through `transform` (to device pixels), flattened with
    /// `tolerance` device pixels.
    mutating func add(_ path: Path, transform: Transform, tolerance: Double) {
        add(path.flattened(tolerance: tolerance, transform: transform))
    }

    /// Adds one directed edge in device coordinates. The direction matters only for the winding
    /// sign; edges must form closed loops for the result to be meaningful.
    mutating func addLine(from p0: Point, to p1: Point) {
        guard p0.x.isFinite, p0.y.isFinite, p1.x.isFinite, p1.y.isFinite, p0.y != p1.y, !clip.isEmpty else { return }
        // Clip vertically in floating point: rows outside the clip never receive anything.
        let top = Double(clip.minY), bottom = Double(clip.maxY)
        var a = p0, b = p1
        if (a.y <= top && b.y <= top) || (a.y >= bottom && b.y >= bottom) { return }
        if a.y < top { a = Point(x: a.x + (b.x - a.x) * (top - a.y) / (b.y - a.y), y: top) }
        else if a.y > bottom { a = Point(x: a.x + (b.x - a.x) * (bottom - a.y) / (b.y - a.y), y: bottom) }
        if b.y < top { b = Point(x: b.x + (a.x - b.x) * (top - b.y) / (a.y - b.y), y: top) }
        else if b.y > bottom { b = Point(x: b.x + (a.x - b.x) * (bottom - b.y) / (a.y - b.y), y: bottom) }
        // Clip horizontally: the part left of the clip becomes a vertical edge on its left side
        // (it still covers every pixel to its right); the part right of it only touches cells
        // that are never read, so it is dropped.
        let left = Double(clip.minX), right = Double(clip.maxX)
        addClippedX(a, b, left: left, right: right)
    }

    private mutating func addClippedX(_ a: Point, _ b: Point, left: Double, right: Double) {
        if a.x >= left, a.x <= right, b.x >= left, b.x <= right {
            addFixedLine(x0: Self.fixed(a.x), y0: Self.fixed(a.y), x1: Self.fixed(b.x), y1: Self.fixed(b.y))
            return
        }
        // Split at x = left and x = right, then clamp x into [left, right].
        var points = [a]
        let crossings = [left, right].compactMap { edge -> Double? in
            guard (a.x < edge && b.x > edge) || (a.x > edge && b.x < edge) else { return nil }
            return (edge - a.x) / (b.x - a.x)
        }.sorted()
        for t in crossings {
            points.append(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
        }
        points.append(b)
        for i in 1..<points.count {
            let s = points[i - 1], e = points[i]
            let midX = (s.x + e.x) / 2
            if midX >= right { continue }
            let sx = min(max(s.x, left), right), ex = min(max(e.x, left), right)
            addFixedLine(x0: Self.fixed(sx), y0: Self.fixed(s.y), x1: Self.fixed(ex), y1: Self.fixed(e.y))
        }
    }

    /// Rounds a device coordinate to fixed point.
    @inline(__always) static func fixed(_ value: Double) -> Int64 {
        Int64((value * Double(one)).rounded())
    }

    /// Adds an edge already clipped to the clip rectangle, in fixed point.
    private mutating func addFixedLine(x0: Int64, y0: Int64, x1: Int64, y1: Int64) {
        guard y0 != y1 else { return }
        // Walk downwards; an edge drawn upwards counts negatively.
        let (xs, ys, xe, ye, sign): (Int64, Int64, Int64, Int64, Int64) =
            y0 < y1 ? (x0, y0, x1, y1, 1) : (x1, y1, x0, y0, -1)
        let one = Self.one
        let dx = xe - xs, dy = ye - ys
        var row = ys >> Self.fractionBits
        let lastRow = (ye - 1) >> Self.fractionBits
        var ya = ys, xa = xs
        while row <= lastRow {
            let rowBottom = (row + 1) * one
            let yb = min(ye, rowBottom)
            // x where the edge leaves this row; exact at the edge's own end.
            let xb = yb == ye ? xe : xs + Self.divideRounded(dx * (yb - ys), dy)
            addRowPiece(row: row, xa: xa, ya: ya - row * one, xb: xb, yb: yb - row * one, sign: sign)
            xa = xb
            ya = yb
            row += 1
        }
    }

    /// `numerator / denominator` rounded to nearest (denominator > 0), independent of where the
    /// values sit on the plane (so translated shapes round identically).
    @inline(__always) static func divideRounded(_ numerator: Int64, _ denominator: Int64) -> Int64 {
        let half = denominator / 2
        return numerator >= 0 ? (numerator + half) / denominator : -((-numerator + half) / denominator)
    }

    /// Adds the part of an edge inside one pixel row (y relative to the row's top, 0…one).
    private mutating func addRowPiece(row: Int64, xa: Int64, ya: Int64, xb: Int64, yb: Int64, sign: Int64) {
        let one = Self.one, bits = Self.fractionBits
        guard yb != ya else { return }
        if xa == xb {
            let cell = xa >> bits
            addCellPiece(row: row, cell: cell, fxa: xa - cell * one, fxb: xa - cell * one, dy: (yb - ya) * sign)
            return
        }
        let dx = xb - xa, dy = yb - ya
        if xa < xb {
            var cell = xa >> bits
            var x = xa, y = ya
            var boundary = (cell + 1) * one
            while boundary < xb {
                let yCross = ya + Self.divideRounded(dy * (boundary - xa), dx)
                addCellPiece(row: row, cell: cell, fxa: x - cell * one, fxb: one, dy: (yCross - y) * sign)
                x = boundary
                y = yCross
                cell += 1
                boundary += one
            }
            addCellPiece(row: row, cell: cell, fxa: x - cell * one, fxb: xb - cell * one, dy: (yb - y) * sign)
        } else {
            var cell = (xa - 1) >> bits
            var x = xa, y = ya
            var boundary = cell * one
            while boundary > xb {
                let yCross = ya + Self.divideRounded(dy * (xa - boundary), -dx)
                addCellPiece(row: row, cell: cell, fxa: x - cell * one, fxb: 0, dy: (yCross - y) * sign)
                x = boundary
                y = yCross
                cell -= 1
                boundary -= one
            }
            addCellPiece(row: row, cell: cell, fxa: x - cell * one, fxb: xb - cell * one, dy: (yb - y) * sign)
        }
    }

    /// Records a piece inside one cell: its signed height and its x offsets (0…one) at both ends.
    @inline(__always)
    private mutating func addCellPiece(row: Int64, cell: Int64, fxa: Int64, fxb: Int64, dy: Int64) {
        guard dy != 0 else { return }
        let sum = fxa + fxb                       // twice the mean offset
        let own = dy * (2 * Self.one - sum)       // 2 · dy · (1 − m), in one² units
        let next = dy * sum                       // 2 · dy · m
        let y = Int32(truncatingIfNeeded: row)
        let x = Int32(truncatingIfNeeded: cell)
        let maxX = Int64(clip.maxX)
        if cell < maxX, own != 0 {
            // Consecutive pieces of one edge share cells (one piece's right neighbour is the
            // next piece's own cell): merge into the last cell instead of appending.
            if let last = cells.indices.last, cells[last].x == x, cells[last].y == y {
                cells[last].delta &+= own
            } else {
                cells.append(Cell(x: x, y: y, delta: own))
            }
        }
        if cell + 1 < maxX, next != 0 { cells.append(Cell(x: x &+ 1, y: y, delta: next)) }
        let r = Int(row)
        if r < minRow { minRow = r }
        if r > maxRow { maxRow = r }
    }

    // MARK: Sweeping

    /// Reports the coverage of every row as runs, top to bottom, applying `fillRule`.
    mutating func sweep<Sink: CoverageSink>(fillRule: FillRule, into sink: inout Sink) {
        guard !cells.isEmpty else { return }
        bucketCellsByRow()
        let rowCount = maxRow - minRow + 1
        let clipMaxX = clip.maxX
        if scratch.count < clip.width { scratch = [UInt8](repeating: 0, count: clip.width) }
        sorted.withUnsafeMutableBufferPointer { cellBuffer in
            scratch.withUnsafeMutableBufferPointer { rowCoverage in
                for r in 0..<rowCount {
                    let start = rowStarts[r], end = rowStarts[r + 1]
                    guard start < end else { continue }
                    Self.sortByX(cellBuffer, start, end)
                    let y = minRow + r
                    // Runs of single-pixel cells are gathered into `rowCoverage` and reported
                    // together; longer constant runs are reported as such.
                    var pendingStart = 0, pendingCount = 0
                    var accumulated: Int64 = 0
                    var i = start
                    while i < end {
                        let x = Int(cellBuffer[i].x)
                        while i < end, Int(cellBuffer[i].x) == x {
                            accumulated += cellBuffer[i].delta
                            i += 1
                        }
                        let nextX = i < end ? Int(cellBuffer[i].x) : clipMaxX
                        let coverage = Self.coverage(accumulated, fillRule: fillRule)
                        let runLength = nextX - x
                        if runLength == 1 || (runLength < 4 && pendingCount > 0) {
                            if pendingCount == 0 { pendingStart = x }
                            for k in 0..<runLength { rowCoverage[pendingCount + k] = coverage }
                            pendingCount += runLength
                            continue
                        }
                        if pendingCount > 0 {
                            sink.blendRun(y: y, x: pendingStart,
                                          coverage: UnsafeBufferPointer(rebasing: rowCoverage[0..<pendingCount]))
                            pendingCount = 0
                        }
                        if coverage != 0 { sink.fillRun(y: y, x: x, count: runLength, coverage: coverage) }
                    }
                    if pendingCount > 0 {
                        sink.blendRun(y: y, x: pendingStart,
                                      coverage: UnsafeBufferPointer(rebasing: rowCoverage[0..<pendingCount]))
                    }
                }
            }
        }
    }

    /// The 8-bit coverage of an accumulated area under a fill rule, rounded to nearest.
    @inline(__always) static func coverage(_ area: Int64, fillRule: FillRule) -> UInt8 {
        var magnitude = area < 0 ? -area : area
        switch fillRule {
        case .nonZero:
            if magnitude >= fullArea { return 255 }
        case .evenOdd:
            magnitude %= 2 * fullArea
            if magnitude > fullArea { magnitude = 2 * fullArea - magnitude }
        }
        return UInt8(truncatingIfNeeded: (magnitude * 255 + fullArea / 2) >> (2 * fractionBits + 1))
    }

    /// Counting sort of the cells by row into `sorted`, with `rowStarts` delimiting each row.
    private mutating func bucketCellsByRow() {
        let rowCount = maxRow - minRow + 1
        rowStarts.removeAll(keepingCapacity: true)
        rowStarts.append(contentsOf: repeatElement(0, count: rowCount + 1))
        if sorted.count < cells.count {
            sorted = [Cell](repeating: Cell(x: 0, y: 0, delta: 0), count: cells.count)
        }
        let base = minRow
        cells.withUnsafeBufferPointer { cells in
            rowStarts.withUnsafeMutableBufferPointer { starts in
                for cell in cells { starts[Int(cell.y) &- base &+ 1] &+= 1 }
                for r in 0..<rowCount { starts[r &+ 1] &+= starts[r] }
                sorted.withUnsafeMutableBufferPointer { sorted in
                    // Scatter, using each row's start as its cursor, then shift the starts back.
                    for cell in cells {
                        let r = Int(cell.y) &- base
                        sorted[starts[r]] = cell
                        starts[r] &+= 1
                    }
                }
                var r = rowCount
                while r > 0 { starts[r] = starts[r &- 1]; r &-= 1 }
                starts[0] = 0
            }
        }
    }

    /// Sorts one row's cells by x: insertion sort for the usual handful, the library sort for long rows.
    private static func sortByX(_ buffer: UnsafeMutableBufferPointer<Cell>, _ start: Int, _ end: Int) {
        if end - start > 32 {
            var row = UnsafeMutableBufferPointer(rebasing: buffer[start..<end])
            row.sort { $0.x < $1.x }
            return
        }
        var i = start + 1
        while i < end {
            let cell = buffer[i]
            var j = i - 1
            while j >= start, buffer[j].x > cell.x {
                buffer[j + 1] = buffer[j]
                j -= 1
            }
            buffer[j + 1] = cell
            i += 1
        }
    }
}
