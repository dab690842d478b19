/// Distances inward from each edge of a rectangle, SwiftUI's `EdgeInsets` (leading is left:
/// Feedshot lays out left-to-right).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the leading (left) edge.
    public var leading: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the trailing (right) edge.
    public var trailing: Double

    /// Creates insets from the four distances.
    @inlinable public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    @inlinable public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// No inset.
    public static let zero = EdgeInsets()

    /// `leading + trailing`.
    @inlinable public var horizontal: Double { leading + trailing }
    /// `top + bottom`.
    @inlinable public var vertical: Double { top + bottom }

    public var description: String {
        "(top: \(top.compactDescription), leading: \(leading.compactDescription), "
            + "bottom: \(bottom.compactDescription), trailing: \(trailing.compactDescription))"
    }
}
