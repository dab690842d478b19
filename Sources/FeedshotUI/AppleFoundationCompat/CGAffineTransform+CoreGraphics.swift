// CoreGraphics' API on `CGAffineTransform` (Feedshot's `Transform`): the named initialisers and
// the methods that prepend a translation, scale or rotation (`t.scaledBy(x:y:)` scales first, then
// applies `t`, exactly as CoreGraphics documents), `inverted()` and `isIdentity`.

extension Transform {
    /// The identity transform, as `CGAffineTransform()` is.
    @inlinable public init() {
        self = .identity
    }

    /// A transform from its six coefficients, unlabelled as CoreGraphics' initialiser takes them.
    @inlinable public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// A translation by (`x`, `y`).
    @inlinable public init(translationX x: CGFloat, y: CGFloat) {
        self = .translation(x: x, y: y)
    }

    /// A scale about the origin.
    @inlinable public init(scaleX x: CGFloat, y: CGFloat) {
        self = .scale(x: x, y: y)
    }

    /// A rotation about the origin by `angle` radians (clockwise on a y-down screen).
    public init(rotationAngle angle: CGFloat) {
        self = .rotation(radians: angle)
    }

    /// Whether the transform is the identity.
    @inlinable public var isIdentity: Bool { self == .identity }

    /// A translation by (`x`, `y`) followed by this transform.
    @inlinable public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        Transform.translation(x: x, y: y).concatenating(self)
    }

    /// A scale by (`x`, `y`) followed by this transform.
    @inlinable public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        Transform.scale(x: x, y: y).concatenating(self)
    }

    /// A rotation by `angle` radians followed by this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        Transform.rotation(radians: angle).concatenating(self)
    }

    /// The inverse transform, or this transform unchanged when it cannot be inverted
    /// (CoreGraphics' rule).
    public func inverted() -> CGAffineTransform {
        inverted ?? self
    }
}
