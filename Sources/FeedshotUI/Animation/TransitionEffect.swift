import Geometry

/// How a live host draws a node on top of what it draws itself: a transition's fade and move.
struct PresentationEffect: Sendable, Equatable {
    /// The node's opacity (multiplied with its own).
    var opacity = 1.0
    /// A transform of the node's drawing, in root coordinates (`nil`: none).
    var transform: Transform?
    /// Black at this opacity over the node's backdrop area (a screen pushed back by a push).
    var dim = 0.0
    /// An opaque colour filled under the node, over this area (root coordinates, before the
    /// transform): a navigation screen's own background while it slides.
    var backdrop: Backdrop?

    /// A colour filled under a node while it transitions.
    struct Backdrop: Sendable, Equatable {
        var color: RGBAColor
        var area: Rect
    }

    /// Both effects: `self` applied inside `outer`.
    func combined(with outer: PresentationEffect) -> PresentationEffect {
        let transform: Transform? = switch (self.transform, outer.transform) {
        case (nil, nil): nil
        case (let inner?, nil): inner
        case (nil, let outer?): outer
        case (let inner?, let outer?): inner.concatenating(outer)
        }
        return PresentationEffect(opacity: opacity * outer.opacity, transform: transform,
                                  dim: 1 - (1 - dim) * (1 - outer.dim), backdrop: backdrop ?? outer.backdrop)
    }
}

/// One direction (insertion or removal) of a transition: the modifiers that take a view from its
/// active state (off: faded, moved away) to its identity (on).
///
/// SwiftUI's built-in transitions, as its documentation describes them: `.opacity` fades from
/// transparent; `.scale(scale:anchor:)` scales from `scale` (0 for `.scale`) about `anchor`;
/// `.offset(x:y:)` moves from the offset; `.move(edge:)` moves from just outside the edge (by the
/// view's own width or height); `.slide` moves in from the leading edge and out to the trailing
/// edge; `.push(from:)` moves in from the edge while fading in and out toward the opposite edge
/// while fading out.
struct TransitionEffect: Sendable, Hashable {
    /// A transition's building blocks.
    enum Primitive: Sendable, Hashable {
        case opacity
        case scale(Double, anchor: UnitPoint)
        case offset(x: Double, y: Double)
        case move(Edge)
        /// Dims under black at `opacity` in the active state: a screen covered by a push.
        case dim(Double)
        /// Fills `color` under the view over `area` (root coordinates, moving with the view):
        /// a navigation screen's opaque background (UIKit gives every pushed view controller one).
        case backdrop(RGBAColor, area: Rect)
        /// Draws the view moved and scaled from `from` (the active state) to `to`, its own
        /// matched frame (`matchedGeometryEffect`; `properties` are the matched properties' bits).
        case morph(from: Rect, to: Rect, properties: UInt32, anchor: UnitPoint)
    }

    var primitives: [Primitive]

    /// No change at all (`.identity`).
    static let identity = TransitionEffect(primitives: [])

    /// Whether the effect changes nothing.
    var isIdentity: Bool { primitives.isEmpty }

    /// The effect `progress` of the way from the active state (0) to identity (1), for a view in
    /// `frame` (root coordinates) laid out left to right unless `rightToLeft`.
    ///
    /// A pure move is rounded to whole device pixels at the display `scale`: the sliding view
    /// moves as one piece and keeps the pixels it has at rest, as animated frames do
    /// (``TreeAnimator``).
    func presentation(progress: Double, frame: Rect, rightToLeft: Bool = false, scale: Double) -> PresentationEffect {
        var result = PresentationEffect()
        let away = 1 - progress
        for primitive in primitives {
            switch primitive {
            case .opacity:
                result.opacity *= progress
            case let .scale(scale, anchor):
                let factor = scale + (1 - scale) * progress
                let pivot = anchor.point(in: frame)
                let transform = Transform.translation(x: -pivot.x, y: -pivot.y)
                    .concatenating(.scale(x: factor, y: factor))
                    .concatenating(.translation(x: pivot.x, y: pivot.y))
                result = PresentationEffect(opacity: 1, transform: transform).combined(with: result)
            case let .offset(x, y):
                result = PresentationEffect(opacity: 1, transform: .translation(x: x * away, y: y * away))
                    .combined(with: result)
            case .move(let edge):
                var dx = 0.0, dy = 0.0
                switch edge {
                case .top: dy = -frame.height
                case .bottom: dy = frame.height
                case .leading: dx = rightToLeft ? frame.width : -frame.width
                case .trailing: dx = rightToLeft ? -frame.width : frame.width
                }
                result = PresentationEffect(opacity: 1, transform: .translation(x: dx * away, y: dy * away))
                    .combined(with: result)
            case .dim(let opacity):
                result = PresentationEffect(opacity: 1, dim: opacity * away).combined(with: result)
            case let .backdrop(color, area):
                result.backdrop = PresentationEffect.Backdrop(color: color, area: area)
            case let .morph(from, to, properties, anchor):
                let transform = TransitionEffect.morphTransform(
                    from: from, to: to, progress: progress,
                    properties: MatchedGeometryProperties(rawValue: properties), anchor: anchor)
                result = PresentationEffect(opacity: 1, transform: transform).combined(with: result)
            }
        }
        if let transform = result.transform, transform.isTranslationOnly {
            result.transform = .translation(x: WholePixelMove.rounded(transform.tx, scale: scale),
                                            y: WholePixelMove.rounded(transform.ty, scale: scale))
        }
        return result
    }
}
