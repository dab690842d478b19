// Pixel geometry for diff results: positions, and the rasterizer's `PixelRect` for regions and
// windows. Sizes are `ImageCodecs.PixelSize`.
import Raster

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

extension PixelRect {
    /// `x,y widthxheight`, the form diff reports use (`12,40 3x2`).
    public var regionDescription: String { "\(minX),\(minY) \(width)x\(height)" }

    /// Whether the pixel at `point` lies inside.
    @inlinable public func contains(_ point: PixelPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}
