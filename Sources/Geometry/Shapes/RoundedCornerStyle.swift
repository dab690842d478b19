/// The shape of a rounded rectangle's corners, SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles of the corner radius: the curvature jumps where a corner meets an edge.
    case circular
    /// Apple's continuous ("squircle") corners: the curve starts further along each edge and its
    /// curvature ramps up smoothly, so the corner has no visible kink.
    case continuous
}
