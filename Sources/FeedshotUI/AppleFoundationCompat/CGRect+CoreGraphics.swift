// CoreGraphics' API on `CGRect` (Feedshot's `Rect`) that Feedshot's rectangle lacks: integer and
// empty initialisers, the null and infinite rectangles, `standardized`, `integral`,
// `divided(atDistance:from:)` and `applying(_:)`. Feedshot's own `insetBy`, `offsetBy`, `union`,
// `intersection`, `intersects` and `contains` keep their documented rule where CoreGraphics
// differs: an inset or intersection that would be negative is empty (zero size) rather than
// `CGRect.null`.

extension Rect {
    /// The empty rectangle at the origin, as `CGRect()` is.
    @inlinable public init() {
        self.init(x: 0, y: 0, width: 0, height: 0)
    }

    /// A rectangle from integer coordinates (CoreGraphics' `CGRect(x:y:width:height:)` for `Int`).
    @inlinable public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
    }

    /// CoreGraphics' null rectangle: the result of intersecting disjoint rectangles there, at an
    /// infinite origin with zero size.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// CoreGraphics' infinite rectangle, containing every point.
    public static let infinite = Rect(x: -.greatestFiniteMagnitude / 2, y: -.greatestFiniteMagnitude / 2,
                                      width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    /// Whether this is the null rectangle (an infinite origin).
    @inlinable public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }

    /// Whether this is the infinite rectangle.
    @inlinable public var isInfinite: Bool { self == Rect.infinite }

    /// The rectangle with a non-negative width and height covering the same area.
    public var standardized: CGRect {
        guard !isNull else { return self }
        let x = size.width < 0 ? origin.x + size.width : origin.x
        let y = size.height < 0 ? origin.y + size.height : origin.y
        return CGRect(x: x, y: y, width: abs(size.width), height: abs(size.height))
    }

    /// The smallest rectangle with integer edges that contains this one (CoreGraphics'
    /// `integral`: the origin rounded down, the far edges rounded up).
    public var integral: CGRect {
        guard !isNull else { return self }
        let rect = standardized
        let minX = rect.origin.x.rounded(.down), minY = rect.origin.y.rounded(.down)
        let maxX = (rect.origin.x + rect.size.width).rounded(.up)
        let maxY = (rect.origin.y + rect.size.height).rounded(.up)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Splits the rectangle in two along `edge`: a slice `distance` points deep (clamped to the
    /// rectangle) and the remainder, CoreGraphics' `divided(atDistance:from:)`.
    public func divided(atDistance distance: CGFloat, from edge: CGRectEdge) -> (slice: CGRect, remainder: CGRect) {
        let rect = standardized
        switch edge {
        case .minXEdge:
            let depth = Swift.min(Swift.max(0, distance), rect.width)
            return (CGRect(x: rect.minX, y: rect.minY, width: depth, height: rect.height),
                    CGRect(x: rect.minX + depth, y: rect.minY, width: rect.width - depth, height: rect.height))
        case .maxXEdge:
            let depth = Swift.min(Swift.max(0, distance), rect.width)
            return (CGRect(x: rect.maxX - depth, y: rect.minY, width: depth, height: rect.height),
                    CGRect(x: rect.minX, y: rect.minY, width: rect.width - depth, height: rect.height))
        case .minYEdge:
            let depth = Swift.min(Swift.max(0, distance), rect.height)
            return (CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: depth),
                    CGRect(x: rect.minX, y: rect.minY + depth, width: rect.width, height: rect.height - depth))
        case .maxYEdge:
            let depth = Swift.min(Swift.max(0, distance), rect.height)
            return (CGRect(x: rect.minX, y: rect.maxY - depth, width: rect.width, height: depth),
                    CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - depth))
        @unknown default:
            return (.zero, rect)
        }
    }

    /// The bounding box of the rectangle mapped through `transform`: CoreGraphics' `applying(_:)`.
    public func applying(_ transform: CGAffineTransform) -> CGRect {
        transform.apply(to: self)
    }
}
