import Geometry

/// The size a parent proposes to a child: SwiftUI's `ProposedViewSize`.
///
/// Each dimension is optional. `nil` asks for the child's *ideal* size along that axis, `0` for
/// its minimum, `.infinity` for its maximum, and any other value is a concrete offer the child may
/// accept, shrink from or exceed. The parent always respects the size the child answers.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width, or `nil` for "your ideal width".
    public var width: Double?
    /// The proposed height, or `nil` for "your ideal height".
    public var height: Double?

    /// Creates a proposal from optional dimensions.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// Proposes a concrete size.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the minimum size: zero in both dimensions.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the maximum size: infinity in both dimensions.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// Asks for the ideal size: no dimension proposed.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The size with unspecified dimensions replaced by `size`'s. The default, 10 × 10, is the
    /// ideal size SwiftUI gives shapes and colours.
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposed extent along `axis`.
    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    /// A proposal from an extent along `axis` and one across it.
    init(_ along: Double?, along axis: Axis, across: Double?) {
        self = axis == .horizontal ? ProposedViewSize(width: along, height: across)
                                   : ProposedViewSize(width: across, height: along)
    }

    /// The proposal shrunk by `insets`, never below zero; unspecified dimensions stay unspecified.
    func inset(by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: width.map { Swift.max(0, $0 - insets.horizontal) },
                         height: height.map { Swift.max(0, $0 - insets.vertical) })
    }

    public var description: String {
        func text(_ value: Double?) -> String { value.map { $0.compactDescription } ?? "nil" }
        return "\(text(width))x\(text(height))"
    }
}
