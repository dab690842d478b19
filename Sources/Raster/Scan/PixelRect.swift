import Geometry

/// A rectangle of whole device pixels: columns `minX..<maxX`, rows `minY..<maxY`.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// The first column inside.
    public var minX: Int
    /// The first row inside.
    public var minY: Int
    /// The first column past the right edge.
    public var maxX: Int
    /// The first row past the bottom edge.
    public var maxY: Int

    /// Creates a pixel rectangle from its edges; an inverted rectangle is empty.
    @inlinable public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = Swift.max(minX, maxX)
        self.maxY = Swift.max(minY, maxY)
    }

    /// Creates a pixel rectangle from its corner and size.
    @inlinable public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(minX: x, minY: y, maxX: x + width, maxY: y + height)
    }

    /// The empty rectangle at the origin.
    public static let zero = PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)

    /// The number of columns.
    @inlinable public var width: Int { maxX - minX }
    /// The number of rows.
    @inlinable public var height: Int { maxY - minY }
    /// Whether the rectangle holds no pixel.
    @inlinable public var isEmpty: Bool { maxX <= minX || maxY <= minY }

    /// The overlap of two rectangles (empty when they are disjoint).
    @inlinable public func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(minX: Swift.max(minX, other.minX), minY: Swift.max(minY, other.minY),
                  maxX: Swift.min(maxX, other.maxX), maxY: Swift.min(maxY, other.maxY))
    }

    /// The smallest rectangle containing both (an empty one contributes nothing).
    @inlinable public func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
                         maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
    }

    /// Whether `other` lies inside this rectangle.
    @inlinable public func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY)
    }

    /// The smallest pixel rectangle that contains `rect` (edges rounded outwards). Non-finite or
    /// huge coordinates are clamped so the result stays representable.
    public init(enclosing rect: Rect) {
        func clamp(_ value: Double) -> Int {
            guard value.isFinite else { return value > 0 ? 1 << 30 : -(1 << 30) }
            return Int(Swift.min(Swift.max(value, -Double(1 << 30)), Double(1 << 30)))
        }
        self.init(minX: clamp(rect.minX.rounded(.down)), minY: clamp(rect.minY.rounded(.down)),
                  maxX: clamp(rect.maxX.rounded(.up)), maxY: clamp(rect.maxY.rounded(.up)))
    }

    /// The rectangle as a geometric `Rect`.
    public var rect: Rect { Rect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height)) }

    public var description: String { "[\(minX), \(minY)) - [\(maxX), \(maxY))" }
}
