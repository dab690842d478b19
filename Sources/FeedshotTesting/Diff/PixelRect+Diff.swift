extension PixelRect {
    /// Whether the pixel at `point` lies inside.
    @inlinable func contains(_ point: PixelPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The smallest rectangle containing both.
    @inlinable func union(_ other: PixelRect) -> PixelRect {
        PixelRect(minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
                  maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
    }

    /// `x,y widthxheight`: the form diff reports use (`12,40 3x2`).
    var diffDescription: String { "\(minX),\(minY) \(width)x\(height)" }
}
