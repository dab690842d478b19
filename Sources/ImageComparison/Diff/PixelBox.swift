// Pixel geometry for diff results. Sizes are `ImageCodecs.PixelSize`.
//
// `PixelBox` has the shape of the rasterizer's `PixelRect` (edges, exclusive maxima) but its own
// name: test files import Raster and FeedshotTesting together, where two public `PixelRect`s
// would be ambiguous.

/// A pixel position in an image: column `x`, row `y`, from the top-left corner.
public struct PixelPoint: Hashable, Sendable, CustomStringConvertible {
    /// The column.
    public var x: Int
    /// The row.
    public var y: Int

    /// Creates a position from its column and row.
    @inlinable public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    public var description: String { "(\(x), \(y))" }
}

/// A rectangle of whole pixels: columns `minX..<maxX`, rows `minY..<maxY`. Diff results use it
/// for changed regions and gate windows.
public struct PixelBox: Hashable, Sendable, CustomStringConvertible {
    /// The leftmost column.
    public var minX: Int
    /// The top row.
    public var minY: Int
    /// The column after the rightmost one.
    public var maxX: Int
    /// The row after the bottom one.
    public var maxY: Int

    /// Creates a rectangle from its edges; an inverted rectangle is empty.
    @inlinable public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = Swift.max(minX, maxX)
        self.maxY = Swift.max(minY, maxY)
    }

    /// Creates a rectangle from its top-left pixel and its extent.
    @inlinable public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(minX: x, minY: y, maxX: x + width, maxY: y + height)
    }

    /// The number of columns.
    @inlinable public var width: Int { maxX - minX }
    /// The number of rows.
    @inlinable public var height: Int { maxY - minY }
    /// Whether the box covers no pixel.
    @inlinable public var isEmpty: Bool { maxX <= minX || maxY <= minY }

    /// `x,y widthxheight`, the form diff reports use (`12,40 3x2`).
    public var description: String { "\(minX),\(minY) \(width)x\(height)" }
}

extension PixelBox {
    /// Whether the pixel at `point` lies inside.
    @inlinable public func contains(_ point: PixelPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The smallest rectangle containing both.
    @inlinable public func union(_ other: PixelBox) -> PixelBox {
        PixelBox(minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
                 maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
    }
}
