/// A projective (perspective) transform of the plane: SwiftUI's `ProjectionTransform`, the 3 × 3
/// matrix a `GeometryEffect` returns. A point `(x, y)` maps, as a row vector `(x, y, 1)` times
/// the matrix, to `(x', y', w')`, shown at `(x' / w', y' / w')`: the affine part is
/// `m11 m12 / m21 m22 / m31 m32` (CoreGraphics' layout) and `m13`, `m23`, `m33` add perspective.
public struct ProjectionTransform: Hashable, Sendable, CustomStringConvertible {
    public var m11: Double = 1, m12: Double = 0, m13: Double = 0
    public var m21: Double = 0, m22: Double = 1, m23: Double = 0
    public var m31: Double = 0, m32: Double = 0, m33: Double = 1

    /// The identity.
    public init() {}

    /// The projective form of an affine transform.
    public init(_ transform: Transform) {
        m11 = transform.a; m12 = transform.b
        m21 = transform.c; m22 = transform.d
        m31 = transform.tx; m32 = transform.ty
    }

    /// A transform from its nine entries, row by row.
    public init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
                m31: Double, m32: Double, m33: Double) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// Whether the transform changes nothing.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform has no perspective (it is affine).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The transform that applies `self` first, then `other`.
    public func concatenating(_ other: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(
            m11: m11 * other.m11 + m12 * other.m21 + m13 * other.m31,
            m12: m11 * other.m12 + m12 * other.m22 + m13 * other.m32,
            m13: m11 * other.m13 + m12 * other.m23 + m13 * other.m33,
            m21: m21 * other.m11 + m22 * other.m21 + m23 * other.m31,
            m22: m21 * other.m12 + m22 * other.m22 + m23 * other.m32,
            m23: m21 * other.m13 + m22 * other.m23 + m23 * other.m33,
            m31: m31 * other.m11 + m32 * other.m21 + m33 * other.m31,
            m32: m31 * other.m12 + m32 * other.m22 + m33 * other.m32,
            m33: m31 * other.m13 + m32 * other.m23 + m33 * other.m33)
    }

    /// The determinant; zero for a degenerate transform.
    public var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// The inverse, or nil when the transform is degenerate.
    public var inverse: ProjectionTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return ProjectionTransform(
            m11: (m22 * m33 - m23 * m32) / det, m12: (m13 * m32 - m12 * m33) / det, m13: (m12 * m23 - m13 * m22) / det,
            m21: (m23 * m31 - m21 * m33) / det, m22: (m11 * m33 - m13 * m31) / det, m23: (m13 * m21 - m11 * m23) / det,
            m31: (m21 * m32 - m22 * m31) / det, m32: (m12 * m31 - m11 * m32) / det, m33: (m11 * m22 - m12 * m21) / det)
    }

    /// The inverse, or the transform unchanged when it cannot be inverted (SwiftUI's rule).
    public func inverted() -> ProjectionTransform { inverse ?? self }

    /// Inverts the transform in place; false (and unchanged) when it cannot be inverted.
    @discardableResult
    public mutating func invert() -> Bool {
        guard let inverse else { return false }
        self = inverse
        return true
    }

    /// Where `point` is shown, or nil when it maps to or behind the eye (`w' ≤ 0`).
    public func apply(to point: Point) -> Point? {
        let w = point.x * m13 + point.y * m23 + m33
        guard w > 1e-12 else { return nil }
        return Point(x: (point.x * m11 + point.y * m21 + m31) / w, y: (point.x * m12 + point.y * m22 + m32) / w)
    }

    public var description: String {
        "[\(m11.compactDescription) \(m12.compactDescription) \(m13.compactDescription); "
            + "\(m21.compactDescription) \(m22.compactDescription) \(m23.compactDescription); "
            + "\(m31.compactDescription) \(m32.compactDescription) \(m33.compactDescription)]"
    }
}
