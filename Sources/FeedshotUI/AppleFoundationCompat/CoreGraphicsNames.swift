// CoreGraphics' names for Feedshot's geometry. SwiftUI code measures in `CGFloat` and passes
// `CGPoint`, `CGSize`, `CGRect` and `CGAffineTransform` values; Feedshot's layout and rasterizer
// measure in `Double` with the `Geometry` module's `Point`, `Size`, `Rect` and `Transform`. Naming
// the same types twice (instead of converting between two sets) keeps app code and the engine on
// one representation: `func path(in rect: CGRect) -> Path` *is* `path(in: Rect)`, `geo.size` is a
// `CGSize`, and no conversion sits in a hot loop. The DocC article "Foundation and CoreGraphics"
// gives the reasons and the one case that needs an edit (a file importing Foundation as well).

/// A distance in points: CoreGraphics' `CGFloat`, which is 64 bits wide on every platform
/// SwiftUI runs on. Feedshot measures in `Double`, so `CGFloat` names `Double`.
public typealias CGFloat = Double

/// A location: CoreGraphics' `CGPoint`, Feedshot's ``Point``.
public typealias CGPoint = Point

/// A width and height: CoreGraphics' `CGSize`, Feedshot's ``Size``.
public typealias CGSize = Size

/// A rectangle: CoreGraphics' `CGRect`, Feedshot's ``Rect``.
public typealias CGRect = Rect

/// An affine transform: CoreGraphics' `CGAffineTransform`, Feedshot's ``Transform`` (the same six
/// coefficients, the same row-vector convention).
public typealias CGAffineTransform = Transform

/// The end of a stroked line: CoreGraphics' `CGLineCap` (`.butt`, `.round`, `.square`).
public typealias CGLineCap = LineCap

/// The corner of a stroked line: CoreGraphics' `CGLineJoin` (`.miter`, `.round`, `.bevel`).
public typealias CGLineJoin = LineJoin

/// A two-dimensional vector: CoreGraphics' `CGVector`. Foundation on Linux has no `CGVector`, so
/// FeedshotUI declares it.
public struct CGVector: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector from its components.
    @inlinable public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector from integer components.
    @inlinable public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The zero vector.
    @inlinable public init() {
        self.init(dx: 0, dy: 0)
    }

    /// The zero vector.
    public static let zero = CGVector()

    /// CoreGraphics encodes a vector as `[dx, dy]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(dx: try container.decode(CGFloat.self), dy: try container.decode(CGFloat.self))
    }

    /// Encodes `[dx, dy]`, as CoreGraphics does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }

    public var description: String { "(\(dx.compactDescription), \(dy.compactDescription))" }
}
