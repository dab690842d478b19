import Geometry

extension View {
    /// Draws the view scaled by `scale` about `anchor` of its frame (SwiftUI's `scaleEffect`).
    /// Layout is unchanged: the parent still sees the unscaled frame, and the placed tree shows
    /// the untransformed frames of the view's content.
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Draws the view scaled by `x` and `y` about `anchor` of its frame; layout is unchanged.
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> some View {
        modifier(RenderEffectModifier(effect: .scale(x: x, y: y, anchor: anchor)))
    }

    /// Draws the view rotated by `angle` (clockwise on screen) about `anchor` of its frame
    /// (SwiftUI's `rotationEffect`); layout is unchanged.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(RenderEffectModifier(effect: .rotation(angle, anchor: anchor)))
    }
}
