import Geometry

// SwiftUI asks a shape for its outline in the shape's own space: `path(in:)` gets a rectangle
// at the origin, the size of the shape's frame, and the outline is drawn where the frame is.
// App shapes rely on it: `rect.width / 2` for a centre, `Path { $0.addRect(Rect(x: 0, y: 0, …)) }`
// drawn as a view, a point at `rect.height * 0.38`. Asking them with the frame's place on screen
// would move every such point to the screen's top-left corner.

/// A built-in shape whose outline follows its rectangle wherever it lies: asked with the frame's
/// place on screen, it gives the outline the origin-zero request would give, moved there. Those
/// are asked directly, so their outlines are computed as they always were.
protocol FollowsItsRectangle {
    /// Whether this one does (a type-erased shape answers for the shape it holds).
    var followsItsRectangle: Bool { get }
}

extension FollowsItsRectangle {
    var followsItsRectangle: Bool { true }
}

extension Rectangle: FollowsItsRectangle {}
extension RoundedRectangle: FollowsItsRectangle {}
extension Capsule: FollowsItsRectangle {}
extension Ellipse: FollowsItsRectangle {}
extension Circle: FollowsItsRectangle {}
extension UnevenRoundedRectangle: FollowsItsRectangle {}
extension _InsetShape: FollowsItsRectangle where Base: FollowsItsRectangle {}
// Turned or scaled about an anchor of the rectangle: they follow it when what they turn does.
extension RotatedShape: FollowsItsRectangle where Content: FollowsItsRectangle {}
extension ScaledShape: FollowsItsRectangle where Content: FollowsItsRectangle {}

extension Shape {
    /// The outline drawn in `rect` (a frame in the drawing's coordinates), as SwiftUI places it:
    /// `path(in:)` asked in the shape's own space, origin zero, then moved to `rect`'s origin.
    func placedPath(in rect: Rect) -> Path {
        if let follower = self as? any FollowsItsRectangle, follower.followsItsRectangle { return path(in: rect) }
        let local = path(in: Rect(x: 0, y: 0, width: rect.width, height: rect.height))
        return rect.minX == 0 && rect.minY == 0 ? local : local.offsetBy(dx: rect.minX, dy: rect.minY)
    }
}
