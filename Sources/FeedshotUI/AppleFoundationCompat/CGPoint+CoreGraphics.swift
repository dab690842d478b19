// CoreGraphics' API on `CGPoint` and `CGSize` (Feedshot's `Point` and `Size`) that SwiftUI code
// calls: the empty and integer initialisers and `applying(_:)`. Arithmetic operators beyond
// Feedshot's own are left to apps, which commonly declare them in extensions (an app's own
// operator shadows an imported one with the same signature).

extension Point {
    /// The origin, as `CGPoint()` is.
    @inlinable public init() {
        self.init(x: 0, y: 0)
    }

    /// A point from integer coordinates (CoreGraphics' `CGPoint(x:y:)` for `Int`).
    @inlinable public init(x: Int, y: Int) {
        self.init(x: CGFloat(x), y: CGFloat(y))
    }

    /// The point mapped through `transform`: CoreGraphics' `applying(_:)`.
    @inlinable public func applying(_ transform: CGAffineTransform) -> CGPoint {
        transform.apply(to: self)
    }
}

extension Size {
    /// The empty size, as `CGSize()` is.
    @inlinable public init() {
        self.init(width: 0, height: 0)
    }

    /// A size from integer extents (CoreGraphics' `CGSize(width:height:)` for `Int`).
    @inlinable public init(width: Int, height: Int) {
        self.init(width: CGFloat(width), height: CGFloat(height))
    }

    /// The size mapped through the linear part of `transform` (a size is a vector: the
    /// translation does not apply), CoreGraphics' `applying(_:)`.
    @inlinable public func applying(_ transform: CGAffineTransform) -> CGSize {
        let vector = transform.applyLinear(to: Point(x: width, y: height))
        return CGSize(width: vector.x, height: vector.y)
    }
}
