/// An axis-aligned rectangle: an origin (its top-left corner in a y-down space) and a size.
///
/// Sizes are expected to be non-negative; operations that could produce negative sizes
/// (`insetBy` with large insets, `intersection` of disjoint rectangles) clamp them to zero.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from its corner and size.
    @inlinable public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its corner coordinates and extents.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// Creates a rectangle at the origin with the given size.
    @inlinable public init(size: Size) {
        self.init(origin: .zero, size: size)
    }

    /// Creates the rectangle spanning two edges on each axis.
    @inlinable public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.init(x: minX, y: minY, width: Swift.max(0, maxX - minX), height: Swift.max(0, maxY - minY))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    @inlinable public var minX: Double { origin.x }
    @inlinable public var minY: Double { origin.y }
    @inlinable public var maxX: Double { origin.x + size.width }
    @inlinable public var maxY: Double { origin.y + size.height }
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    @inlinable public var width: Double { size.width }
    @inlinable public var height: Double { size.height }
    /// The centre point.
    @inlinable public var center: Point { Point(x: midX, y: midY) }
    /// Whether the rectangle encloses no area.
    @inlinable public var isEmpty: Bool { size.isEmpty }

    /// The rectangle moved by `dx`, `dy`.
    @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom
    /// (negative values grow it).
    @inlinable public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: Swift.max(0, width - 2 * dx), height: Swift.max(0, height - 2 * dy))
    }

    /// The rectangle shrunk by edge insets.
    @inlinable public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.leading, y: minY + insets.top,
             width: Swift.max(0, width - insets.horizontal), height: Swift.max(0, height - insets.vertical))
    }

    /// The overlap of two rectangles; empty (zero size, at the clamped corner) when they are disjoint.
    @inlinable public func intersection(_ other: Rect) -> Rect {
        Rect(minX: Swift.max(minX, other.minX), minY: Swift.max(minY, other.minY),
             maxX: Swift.min(maxX, other.maxX), maxY: Swift.min(maxY, other.maxY))
    }

    /// The smallest rectangle containing both.
    @inlinable public func union(_ other: Rect) -> Rect {
        Rect(minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
             maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
    }

    /// Whether the point lies inside (edges at min included, at max excluded).
    @inlinable public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `other` lies entirely inside this rectangle.
    @inlinable public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// Whether the two rectangles overlap with positive area.
    @inlinable public func intersects(_ other: Rect) -> Bool {
        !intersection(other).isEmpty
    }

    /// The rectangle with every edge snapped to the nearest multiple of `1 / scale`: SwiftUI's
    /// rule of rounding frames to device pixels when it draws. Edges are rounded independently so
    /// that rectangles sharing an edge still share it after snapping.
    ///
    /// The size is the snapped edges' distance in whole device pixels, divided by `scale`: the
    /// same value wherever the rectangle is, so a rectangle moved by whole device pixels snaps to
    /// the same rectangle moved, to the last bit of its size (a page of a swipe keeps its size,
    /// and its drawing can be reused), unless an edge crosses zero. Edges within 10⁻⁹ pixel of a
    /// half count as the half, which rounds away from zero: layout in thirds of a point reaches
    /// halves only to within a rounding error, which would otherwise round them either way
    /// depending on the position. (Halves rounding up would keep sizes across zero too, but would
    /// move what stills have always drawn at negative halves.)
    public func roundedToPixels(scale: Double) -> Rect {
        let left = Self.pixelEdge(minX * scale), top = Self.pixelEdge(minY * scale)
        let right = Self.pixelEdge(maxX * scale), bottom = Self.pixelEdge(maxY * scale)
        return Rect(x: left / scale, y: top / scale, width: (right - left) / scale, height: (bottom - top) / scale)
    }

    /// The device pixel edge nearest `pixels` (see ``roundedToPixels(scale:)``).
    @inlinable package static func pixelEdge(_ pixels: Double) -> Double {
        let nearest = (abs(pixels) + (0.5 + 1e-9)).rounded(.down)
        return pixels < 0 ? -nearest : nearest
    }

    public var description: String {
        "(\(minX.compactDescription), \(minY.compactDescription), "
            + "\(width.compactDescription), \(height.compactDescription))"
    }
}
