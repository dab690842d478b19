import Geometry

/// The horizontal or vertical dimension in a two-dimensional layout, SwiftUI's `Axis`.
public enum Axis: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The x axis.
    case horizontal
    /// The y axis.
    case vertical

    /// The other axis.
    public var perpendicular: Axis { self == .horizontal ? .vertical : .horizontal }

    public var description: String { self == .horizontal ? "horizontal" : "vertical" }

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        /// Creates a set from its raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)

        /// Whether the set holds `axis`.
        public func contains(_ axis: Axis) -> Bool {
            contains(axis == .horizontal ? Set.horizontal : Set.vertical)
        }
    }
}

/// One edge of a rectangle, SwiftUI's `Edge` (leading is left: Feedshot lays out left-to-right).
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        /// Creates a set from its raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates the set holding one edge.
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]

        /// Whether the set holds `edge`.
        public func contains(_ edge: Edge) -> Bool { contains(Set(edge)) }
    }
}

extension EdgeInsets {
    /// The same `length` on each edge in `edges`, zero elsewhere.
    init(_ edges: Edge.Set, _ length: Double) {
        self.init(top: edges.contains(.top) ? length : 0,
                  leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0,
                  trailing: edges.contains(.trailing) ? length : 0)
    }
}

/// A normalized point in a view's bounds: (0, 0) is the top-leading corner, (1, 1) the
/// bottom-trailing one. SwiftUI's `UnitPoint`.
public struct UnitPoint: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal fraction of the width.
    public var x: Double
    /// The vertical fraction of the height.
    public var y: Double

    /// Creates a unit point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The center point (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The leading point (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The trailing point (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The top point (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The bottom point (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The topLeading point (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The topTrailing point (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottomLeading point (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottomTrailing point (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The point this unit point names in `rect`.
    public func point(in rect: Rect) -> Point {
        Point(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }

    public var description: String { "(\(x.compactDescription), \(y.compactDescription))" }
}

/// How a view's content fills the available space while keeping its aspect ratio.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// All of the content is visible; empty space remains on one axis.
    case fit
    /// The content covers the space; it overflows on one axis.
    case fill
}

extension Size {
    /// The extent along `axis`.
    func value(along axis: Axis) -> Double { axis == .horizontal ? width : height }

    /// A size from an extent along `axis` and one across it.
    init(_ along: Double, along axis: Axis, across: Double) {
        self = axis == .horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
    }
}

extension Point {
    /// The coordinate along `axis`.
    func value(along axis: Axis) -> Double { axis == .horizontal ? x : y }

    /// A point from a coordinate along `axis` and one across it.
    init(_ along: Double, along axis: Axis, across: Double) {
        self = axis == .horizontal ? Point(x: along, y: across) : Point(x: across, y: along)
    }
}
