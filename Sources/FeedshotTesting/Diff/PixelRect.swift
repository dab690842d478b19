// Pixel geometry for diff results.
//
// `PixelRect` and `PixelSize` mirror the shapes of `Raster.PixelRect` and `ImageCodecs.PixelSize`,
// which are being built at the same time; once those land, this file goes and the diff uses
// them (the members used here are the ones they share).

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

/// A rectangle of whole pixels: columns `minX..<maxX`, rows `minY..<maxY`.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var minX: Int
    public var minY: Int
    public var maxX: Int
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

    @inlinable public var width: Int { maxX - minX }
    @inlinable public var height: Int { maxY - minY }
    @inlinable public var isEmpty: Bool { maxX <= minX || maxY <= minY }

    public var description: String { "[\(minX), \(minY)) - [\(maxX), \(maxY))" }
}

/// The width and height of an image in pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    /// Creates a size.
    @inlinable public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `width * height`.
    @inlinable public var pixelCount: Int { width * height }

    public var description: String { "\(width)x\(height)" }
}
