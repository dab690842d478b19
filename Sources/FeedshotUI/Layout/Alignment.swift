import Geometry

/// A type that identifies an alignment guide and computes its default position: SwiftUI's
/// `AlignmentID`.
///
/// Declare a type conforming to this protocol and wrap it in a ``HorizontalAlignment`` or
/// ``VerticalAlignment`` to create a custom guide:
///
/// ```swift
/// private enum FirstThird: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> Double { context.height / 3 }
/// }
/// extension VerticalAlignment { static let firstThird = VerticalAlignment(FirstThird.self) }
/// ```
public protocol AlignmentID {
    /// The guide's position, measured from the view's top-leading corner, for views that do not
    /// set it explicitly with `alignmentGuide(_:computeValue:)`.
    static func defaultValue(in context: ViewDimensions) -> Double
}

/// How a container merges the explicit values its children give one guide into its own.
///
/// SwiftUI does not document this; Feedshot follows the behaviour observed in SwiftUI (and
/// reproduced by the OpenSwiftUI project): a stack's first text baseline is its topmost child
/// baseline, its last text baseline the bottommost one, a custom guide is the mean of the
/// children that set it, and the built-in edge and centre guides (leading, center, trailing,
/// top, bottom) do not propagate past a multi-child container at all.
enum AlignmentCombination: Sendable {
    case none
    case minimum
    case maximum
    case mean

    /// Merges explicit child values (already in the container's coordinates).
    func combine(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        switch self {
        case .none: return nil
        case .minimum: return values.min()
        case .maximum: return values.max()
        case .mean: return values.reduce(0, +) / Double(values.count)
        }
    }
}

/// The identity of a guide: its `AlignmentID` type and axis. Hashable so layouts can memoize
/// guide values. (Unchecked `Sendable`: it only holds a metatype, which is immutable.)
struct AlignmentKey: Hashable, @unchecked Sendable, CustomStringConvertible {
    let id: any AlignmentID.Type
    let axis: Axis

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) && lhs.axis == rhs.axis
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    /// The guide's default position in `dimensions`.
    func defaultValue(in dimensions: ViewDimensions) -> Double { id.defaultValue(in: dimensions) }

    /// How containers merge this guide.
    var combination: AlignmentCombination {
        if id is any FrameAlignmentID.Type { return .none }
        if ObjectIdentifier(id) == ObjectIdentifier(FirstTextBaselineID.self) { return .minimum }
        if ObjectIdentifier(id) == ObjectIdentifier(LastTextBaselineID.self) { return .maximum }
        return .mean
    }

    /// The guide's SwiftUI name (`leading`, `firstTextBaseline`) or, for a custom guide, the name
    /// of its identifier type.
    var description: String {
        let builtIn: [ObjectIdentifier: String] = [
            ObjectIdentifier(LeadingID.self): "leading", ObjectIdentifier(HorizontalCenterID.self): "center",
            ObjectIdentifier(TrailingID.self): "trailing", ObjectIdentifier(TopID.self): "top",
            ObjectIdentifier(VerticalCenterID.self): "center", ObjectIdentifier(BottomID.self): "bottom",
            ObjectIdentifier(FirstTextBaselineID.self): "firstTextBaseline",
            ObjectIdentifier(LastTextBaselineID.self): "lastTextBaseline",
        ]
        return builtIn[ObjectIdentifier(id)] ?? String(describing: id)
    }
}

/// The built-in guides at a view's edges and centre, which containers do not propagate.
protocol FrameAlignmentID: AlignmentID {}

enum LeadingID: FrameAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> Double { 0 }
}
enum HorizontalCenterID: FrameAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> Double { context.width / 2 }
}
enum TrailingID: FrameAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> Double { context.width }
}
enum TopID: FrameAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> Double { 0 }
}
enum VerticalCenterID: FrameAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> Double { context.height / 2 }
}
enum BottomID: FrameAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> Double { context.height }
}
/// Views without text align their "baselines" at their bottom edge, as in SwiftUI.
enum FirstTextBaselineID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> Double { context.height }
}
enum LastTextBaselineID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> Double { context.height }
}

/// A guide along the x axis, used to align views stacked vertically: SwiftUI's
/// `HorizontalAlignment`.
public struct HorizontalAlignment: Equatable, Sendable, CustomStringConvertible {
    let key: AlignmentKey

    /// Creates a custom guide identified by `id`.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id: id, axis: .horizontal)
    }

    /// The leading (left) edge.
    public static let leading = HorizontalAlignment(LeadingID.self)
    /// The horizontal centre.
    public static let center = HorizontalAlignment(HorizontalCenterID.self)
    /// The trailing (right) edge.
    public static let trailing = HorizontalAlignment(TrailingID.self)

    public var description: String { key.description }
}

/// A guide along the y axis, used to align views placed side by side: SwiftUI's
/// `VerticalAlignment`.
public struct VerticalAlignment: Equatable, Sendable, CustomStringConvertible {
    let key: AlignmentKey

    /// Creates a custom guide identified by `id`.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id: id, axis: .vertical)
    }

    /// The top edge.
    public static let top = VerticalAlignment(TopID.self)
    /// The vertical centre.
    public static let center = VerticalAlignment(VerticalCenterID.self)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(BottomID.self)
    /// The baseline of the topmost line of text (the bottom edge for views without text).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineID.self)
    /// The baseline of the bottommost line of text (the bottom edge for views without text).
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineID.self)

    public var description: String { key.description }
}

/// A horizontal and a vertical guide: SwiftUI's `Alignment`, used by frames, overlays and
/// `ZStack`.
public struct Alignment: Equatable, Sendable, CustomStringConvertible {
    /// The guide along the x axis.
    public var horizontal: HorizontalAlignment
    /// The guide along the y axis.
    public var vertical: VerticalAlignment

    /// Creates an alignment from its two guides.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The center horizontal guide with the center vertical guide.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The leading horizontal guide with the center vertical guide.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The trailing horizontal guide with the center vertical guide.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The center horizontal guide with the top vertical guide.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// The center horizontal guide with the bottom vertical guide.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The leading horizontal guide with the top vertical guide.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The trailing horizontal guide with the top vertical guide.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The leading horizontal guide with the bottom vertical guide.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The trailing horizontal guide with the bottom vertical guide.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// The center horizontal guide with the firstTextBaseline vertical guide.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// The center horizontal guide with the lastTextBaseline vertical guide.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// The leading horizontal guide with the firstTextBaseline vertical guide.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// The leading horizontal guide with the lastTextBaseline vertical guide.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// The trailing horizontal guide with the firstTextBaseline vertical guide.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// The trailing horizontal guide with the lastTextBaseline vertical guide.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    public var description: String {
        switch (horizontal, vertical) {
        case (.center, .center): return "center"
        case (.center, _): return vertical.description
        case (_, .center): return horizontal.description
        default: return "\(vertical)\(horizontal.description.prefix(1).uppercased())\(horizontal.description.dropFirst())"
        }
    }
}

