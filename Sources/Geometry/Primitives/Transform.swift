/// A 2-D affine transform mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty), the layout of
/// CoreGraphics' `CGAffineTransform`.
public struct Transform: Hashable, Sendable, CustomStringConvertible {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    /// Creates a transform from its six coefficients.
    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (x, y).
    @inlinable public static func translation(x: Double, y: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale about the origin.
    @inlinable public static func scale(x: Double, y: Double) -> Transform {
        Transform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A uniform scale about the origin.
    @inlinable public static func scale(_ factor: Double) -> Transform {
        scale(x: factor, y: factor)
    }

    /// A rotation about the origin by `radians` (clockwise on screen, since y points down).
    public static func rotation(radians: Double) -> Transform {
        let cosine = cos(radians), sine = sin(radians)
        return Transform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The transform that applies `self` first, then `other`.
    @inlinable public func concatenating(_ other: Transform) -> Transform {
        Transform(a: a * other.a + b * other.c,
                  b: a * other.b + b * other.d,
                  c: c * other.a + d * other.c,
                  d: c * other.b + d * other.d,
                  tx: tx * other.a + ty * other.c + other.tx,
                  ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The determinant of the linear part; zero for a degenerate transform.
    @inlinable public var determinant: Double { a * d - b * c }

    /// Whether the transform only translates.
    @inlinable public var isTranslationOnly: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

    /// The inverse transform, or nil when the transform is degenerate.
    public var inverted: Transform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Transform(a: ia, b: ib, c: ic, d: id,
                         tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// The largest factor by which the transform stretches any vector (the larger singular value);
    /// used to scale flattening tolerances.
    public var maximumScale: Double {
        let p = a * a + b * b, q = c * c + d * d, r = a * c + b * d
        let mean = (p + q) / 2, spread = (((p - q) / 2) * ((p - q) / 2) + r * r).squareRoot()
        return (mean + spread).squareRoot()
    }

    /// Applies the transform to a point.
    @inlinable public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// Applies only the linear part (no translation): for vectors.
    @inlinable public func applyLinear(to vector: Point) -> Point {
        Point(x: a * vector.x + c * vector.y, y: b * vector.x + d * vector.y)
    }

    /// The bounding box of a transformed rectangle.
    public func apply(to rect: Rect) -> Rect {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map(apply(to:))
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(minX: xs.min()!, minY: ys.min()!, maxX: xs.max()!, maxY: ys.max()!)
    }

    public var description: String {
        "[\(a.compactDescription) \(b.compactDescription) \(c.compactDescription) "
            + "\(d.compactDescription) \(tx.compactDescription) \(ty.compactDescription)]"
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
