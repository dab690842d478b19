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

/// A rectangle of whole pixels: the pixels with `x ..< x + width` and `y ..< y + height`.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a rectangle from its top-left pixel and its extent.
    @inlinable public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle that spans two corner pixels, both included.
    @inlinable public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.init(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The column after the rightmost one.
    @inlinable public var maxX: Int { x + width }
    /// The row after the bottom one.
    @inlinable public var maxY: Int { y + height }
    /// The number of pixels the rectangle covers.
    @inlinable public var area: Int { width * height }

    /// Whether the pixel at `point` lies inside.
    @inlinable public func contains(_ point: PixelPoint) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// The smallest rectangle containing both.
    @inlinable public func union(_ other: PixelRect) -> PixelRect {
        let minX = Swift.min(x, other.x), minY = Swift.min(y, other.y)
        return PixelRect(x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX,
                         height: Swift.max(maxY, other.maxY) - minY)
    }

    /// `x,y widthxheight`, the form used in diff reports.
    public var description: String { "\(x),\(y) \(width)x\(height)" }
}

/// The width and height of an image in pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a size.
    @inlinable public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)x\(height)" }
}
