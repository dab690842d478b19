/// How a shape is filled: SwiftUI's `FillStyle`. `eoFill: true` fills by the even-odd rule (a
/// point is inside when a ray from it crosses the outline an odd number of times, so a star's
/// centre or a ring's hole stays empty); the default is the non-zero winding rule.
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule decides what is inside.
    public var isEOFilled: Bool
    /// Whether edges are anti-aliased (Feedshot always anti-aliases).
    public var isAntialiased: Bool

    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

extension Path: Shape, DescribedShape {
    /// A path is its own outline, whatever rectangle it is drawn in (SwiftUI's rule: a `Path`
    /// used as a view draws at its own coordinates in its frame).
    public func path(in rect: Rect) -> Path { self }

    /// The shape's name in dumps.
    var kindName: String { "Path" }
}

/// A type-erased shape: SwiftUI's `AnyShape`.
public struct AnyShape: Shape, @unchecked Sendable {
    // Unchecked: shapes are values; the box only reads it.
    private let pathIn: (Rect) -> Path
    private let size: (ProposedViewSize) -> Size
    /// Whether the erased shape follows its rectangle (see ``FollowsItsRectangle``).
    let followsItsRectangle: Bool

    /// Erases the type of `shape`.
    public init<S: Shape>(_ shape: S) {
        pathIn = { shape.path(in: $0) }
        size = { shape.sizeThatFits($0) }
        followsItsRectangle = (shape as? any FollowsItsRectangle)?.followsItsRectangle ?? false
    }

    /// The erased shape's outline.
    public func path(in rect: Rect) -> Path { pathIn(rect) }

    /// The erased shape's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size { size(proposal) }
}

extension AnyShape: FollowsItsRectangle {}
