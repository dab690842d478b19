import Geometry

/// The iOS push transition of a live navigation stack: what its screens and bars do when a
/// screen is pushed or popped (a link, a path change, the back button, `dismiss`).
///
/// On a push the new screen slides in from the trailing edge over the old one, which moves back
/// toward the leading edge at parallax (a third of the width) and dims under translucent black;
/// the bars' titles and buttons cross-fade. A pop is the same movement reversed: the top screen
/// slides out to the trailing edge, uncovering the one below as it comes back from the parallax
/// and brightens. A pop of several screens (a new, shorter path) is one pop to the new top.
/// Every screen has the system background under it while it moves, as UIKit gives every
/// pushed view controller an opaque view (a clear one shows the screen beneath sliding).
///
/// The numbers are not published by Apple; they are inferred from iOS 17 screen recordings:
/// - the covered screen moves 30 % of the width (UIKit's `_UINavigationParallaxTransition`;
///   commonly described as "about a third");
/// - it dims under black at 10 % at the end of a push;
/// - the movement takes about 0.35 s and eases out without overshoot, which a critically damped
///   spring with a 0.35-second response reproduces (99 % of the way at 0.35 s, at rest by
///   about 0.5 s).
/// The transition runs whatever the change's animation (UIKit animates pushes itself), and not
/// at all when the change's transaction disables animations.
struct NavigationTransition {
    /// How many screens the stack shows (1: the root alone).
    let depth: Int
    /// The top screen's node and the bar's.
    let screen: ObjectIdentifier
    let bar: ObjectIdentifier?
    /// The system background each screen has under it while it moves.
    let backdrop: RGBAColor

    /// The fraction of its width a covered screen moves back (inferred, see above).
    static let parallax = 0.3
    /// The black over a covered screen (inferred, see above).
    static let dim = 0.1
    /// The push and pop animation (inferred, see above).
    static let animation = Animation.spring(response: 0.35, dampingFraction: 1)
    /// Bars draw above every screen.
    static let barZIndex = 10_000.0

    /// How `child` comes (`inserted`: a child of this stack, whose node is `container`) or goes
    /// (a child of `previous`, whose node was `container`).
    func transition(of child: ViewNode, inserted: Bool, previous: NavigationTransition,
                    container: ViewNode) -> AnyTransition? {
        let owner = inserted ? self : previous
        let id = ObjectIdentifier(child)
        if id == owner.bar {
            return AnyTransition.opacity.animation(Self.animation)
        }
        guard id == owner.screen else { return nil }
        // Screens move by the stack's width (not their content's), toward the trailing edge.
        let area = container.frame
        let trailing = container.environment.layoutDirection == .rightToLeft ? -area.width : area.width
        let backdrop = TransitionEffect.Primitive.backdrop(owner.backdrop, area: area)
        let front = TransitionEffect(primitives: [backdrop, .offset(x: trailing, y: 0)])
        let back = TransitionEffect(primitives: [backdrop, .offset(x: -trailing * Self.parallax, y: 0), .dim(Self.dim)])
        // A pop when the stack got shallower; a push (also when a screen replaced the top one).
        // The screen on top of the movement is the one that comes on a push and the one that
        // goes on a pop.
        let isPop = depth < previous.depth
        let effect = inserted != isPop ? front : back
        return AnyTransition(insertion: effect, removal: effect, animation: Self.animation)
    }
}
