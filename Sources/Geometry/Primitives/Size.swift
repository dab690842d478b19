/// A width and a height, in points unless a type says otherwise.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its extents.
    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size with zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// Scales both extents.
    @inlinable public static func * (lhs: Size, rhs: Double) -> Size {
        Size(width: lhs.width * rhs, height: lhs.height * rhs)
    }

    /// Whether either extent is zero or negative.
    @inlinable public var isEmpty: Bool { !(width > 0 && height > 0) }

    /// `width / height`, or 0 when the height is not positive.
    @inlinable public var aspectRatio: Double { height > 0 ? width / height : 0 }

    public var description: String { "\(width.compactDescription)x\(height.compactDescription)" }
}
