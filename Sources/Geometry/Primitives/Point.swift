/// A location in a two-dimensional coordinate space whose y axis points down (SwiftUI's convention).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate; larger values are lower on the screen.
    public var y: Double

    /// Creates a point from its coordinates.
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Componentwise sum: moves a point by another point taken as a vector.
    @inlinable public static func + (lhs: Point, rhs: Point) -> Point {
        Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    /// Componentwise difference: the vector from `rhs` to `lhs`.
    @inlinable public static func - (lhs: Point, rhs: Point) -> Point {
        Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    /// Scales both coordinates.
    @inlinable public static func * (lhs: Point, rhs: Double) -> Point {
        Point(x: lhs.x * rhs, y: lhs.y * rhs)
    }

    /// The point negated through the origin.
    @inlinable public static prefix func - (point: Point) -> Point {
        Point(x: -point.x, y: -point.y)
    }

    /// The distance from the origin, treating the point as a vector.
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }

    /// The distance between two points.
    @inlinable public func distance(to other: Point) -> Double { (other - self).length }

    /// The dot product of two vectors.
    @inlinable public func dot(_ other: Point) -> Double { x * other.x + y * other.y }

    /// The z component of the cross product of two vectors (positive when `other` turns clockwise
    /// from `self` in a y-down space).
    @inlinable public func cross(_ other: Point) -> Double { x * other.y - y * other.x }

    /// Linear interpolation: `self` at t = 0, `other` at t = 1.
    @inlinable public func interpolated(to other: Point, by t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }

    public var description: String { "(\(x.compactDescription), \(y.compactDescription))" }
}

extension Double {
    /// A short decimal form for dumps and error messages: integers print without ".0", other
    /// values with at most three decimals.
    public var compactDescription: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        let scaled = (self * 1000).rounded() / 1000
        if scaled == scaled.rounded(), abs(scaled) < 1e15 { return String(Int(scaled)) }
        return String(scaled)
    }
}
