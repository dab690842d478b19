import Geometry

/// A shape rotated by an angle about an anchor of its frame: what `Shape.rotation(_:anchor:)`
/// makes. The frame stays the shape's; only the outline turns (so a rotated square's corners may
/// leave its frame, as in SwiftUI).
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    public func path(in rect: Rect) -> Path {
        shape.path(in: rect).applying(.rotation(radians: angle.radians), about: anchor, in: rect)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size { shape.sizeThatFits(proposal) }

    /// The angle animates with the shape's own data.
    public var animatableData: AnimatablePair<Double, Content.AnimatableData> {
        get { AnimatablePair(angle.radians, shape.animatableData) }
        set {
            angle = .radians(newValue.first)
            shape.animatableData = newValue.second
        }
    }
}

/// A shape scaled about an anchor of its frame: what `Shape.scale(x:y:anchor:)` makes.
public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: Size
    public var anchor: UnitPoint

    public init(shape: Content, scale: Size, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    public func path(in rect: Rect) -> Path {
        shape.path(in: rect).applying(.scale(x: scale.width, y: scale.height), about: anchor, in: rect)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size { shape.sizeThatFits(proposal) }

    /// The scale animates with the shape's own data.
    public var animatableData: AnimatablePair<Size.AnimatableData, Content.AnimatableData> {
        get { AnimatablePair(scale.animatableData, shape.animatableData) }
        set {
            scale.animatableData = newValue.first
            shape.animatableData = newValue.second
        }
    }
}

extension Shape {
    /// The shape's outline rotated by `angle` about `anchor`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape's outline scaled by `x` and `y` about `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: Size(width: x, height: y), anchor: anchor)
    }

    /// The shape's outline scaled by `scale` about `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: Size(width: scale, height: scale), anchor: anchor)
    }
}

extension Path {
    /// The path under `transform` applied about the point `anchor` marks in `rect` (that point
    /// stays where it is).
    func applying(_ transform: Transform, about anchor: UnitPoint, in rect: Rect) -> Path {
        let pivot = Point(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y)
        return applying(Transform.translation(x: -pivot.x, y: -pivot.y)
            .concatenating(transform)
            .concatenating(.translation(x: pivot.x, y: pivot.y)))
    }
}
