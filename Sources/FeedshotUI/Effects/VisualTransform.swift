import Geometry

/// One geometric step of a visual effect, kept as its parameters (not as a matrix) so that two
/// effects of the same shape interpolate as SwiftUI interpolates them: a scroll transition
/// half way in is half way between its edge and identity effects, angle by angle and scale by
/// scale, not a blend of two matrices.
enum VisualTransform: Sendable {
    case offset(x: Double, y: Double)
    case scale(x: Double, y: Double, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case rotation3D(Angle, axis: Vector3, anchor: UnitPoint, anchorZ: Double, perspective: Double)

    /// The step as a projection of content of `size`.
    func projection(size: Size) -> ProjectionTransform {
        switch self {
        case let .offset(x, y):
            return ProjectionTransform(Transform.translation(x: x, y: y))
        case let .scale(x, y, anchor):
            return Self.about(anchor, size: size, .scale(x: x, y: y))
        case let .rotation(angle, anchor):
            return Self.about(anchor, size: size, .rotation(radians: angle.radians))
        case let .rotation3D(angle, axis, anchor, anchorZ, perspective):
            return rotation3DProjection(angle: angle, axis: (x: axis.x, y: axis.y, z: axis.z), anchor: anchor,
                                        anchorZ: anchorZ, perspective: perspective, size: size)
        }
    }

    private static func about(_ anchor: UnitPoint, size: Size, _ transform: Transform) -> ProjectionTransform {
        let pivot = Point(x: anchor.x * size.width, y: anchor.y * size.height)
        return ProjectionTransform(Transform.translation(x: -pivot.x, y: -pivot.y)
            .concatenating(transform).concatenating(.translation(x: pivot.x, y: pivot.y)))
    }

    /// The step `amount` of the way from this one to `other`, or nil if they are different kinds
    /// of step (or turn about different anchors or axes).
    func interpolated(towards other: VisualTransform, amount t: Double) -> VisualTransform? {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        switch (self, other) {
        case let (.offset(x0, y0), .offset(x1, y1)):
            return .offset(x: mix(x0, x1), y: mix(y0, y1))
        case let (.scale(x0, y0, anchor), .scale(x1, y1, otherAnchor)) where anchor == otherAnchor:
            return .scale(x: mix(x0, x1), y: mix(y0, y1), anchor: anchor)
        case let (.rotation(a0, anchor), .rotation(a1, otherAnchor)) where anchor == otherAnchor:
            return .rotation(.radians(mix(a0.radians, a1.radians)), anchor: anchor)
        case let (.rotation3D(a0, axis, anchor, z0, p0), .rotation3D(a1, otherAxis, otherAnchor, z1, p1))
            where axis == otherAxis && anchor == otherAnchor:
            return .rotation3D(.radians(mix(a0.radians, a1.radians)), axis: axis, anchor: anchor,
                               anchorZ: mix(z0, z1), perspective: mix(p0, p1))
        default:
            return nil
        }
    }
}

/// A direction in three dimensions (a 3-D rotation's axis).
struct Vector3: Hashable, Sendable {
    var x: Double
    var y: Double
    var z: Double
}
