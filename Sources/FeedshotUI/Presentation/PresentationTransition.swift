import Geometry

/// How presentations come and go on a live host: the transitions ``PresentationHostBehavior``
/// gives a presentation's backdrop and layer when the presentation's binding turns it on or off
/// (a button setting `isPresented`, `dismiss`, an alert's button).
///
/// - A sheet slides up from the bottom edge as a card while the dimming behind it fades in (or
///   the screen is pushed back, as far as the dimming has faded in); it slides back down on
///   dismissal.
/// - A full-screen cover slides up over the whole screen, and back down.
/// - A confirmation dialog (an action sheet on an iPhone) slides up from the bottom with the
///   dimming, and back down.
/// - An alert fades in while it shrinks from a slightly larger size to its own (the presented
///   alert "fades and contracts" onto the screen, as UIKit's is commonly described: a
///   StackOverflow answer on `UIAlertController`'s animation, "a combination of fading and a
///   contract on the presentation of the message"); it fades out on dismissal, without scaling.
///
/// Apple publishes none of the numbers; they are inferred from iOS 17 screen recordings:
/// - sheets, covers and dialogs move with a critically damped spring of 0.5-second response: a
///   modal presentation takes about half a second and eases out without overshoot (UIKit drives
///   it with a spring of damping ratio 1); the dimming fades on the same spring;
/// - an alert starts at 1.2 times its size (between the 1.1 and 1.2 seen frame by frame) and
///   settles in about 0.4 s: a critically damped spring of 0.3-second response; it fades out in
///   about 0.25 s, easing out.
/// Like a navigation stack's push, the transition runs whatever the change's animation (UIKit
/// animates presentations itself), and not at all when the change's transaction disables
/// animations.
enum PresentationTransition {
    /// How one presentation moves.
    enum Kind: Sendable, Equatable {
        /// Fades in and out (the backdrop of a presentation that does nothing else).
        case fade
        /// Fades in shrinking to its size; fades out.
        case alert
        /// Slides up from below the bottom edge by this distance (`nil`: from just below the
        /// screen, measured from the layer's content when it comes), and back down.
        case slideUp(Double?)
    }

    /// The movement of sheets, covers and dialogs (inferred, see above).
    static let slideAnimation = Animation.spring(response: 0.5, dampingFraction: 1)
    /// An alert's appearance (inferred, see above).
    static let alertAnimation = Animation.spring(response: 0.3, dampingFraction: 1)
    /// An alert's (and its dimming's) disappearance (inferred, see above).
    static let alertDismissal = Animation.easeOut(duration: 0.25)
    /// The size an alert appears at, relative to its own (inferred, see above).
    static let alertScale = 1.2

    /// How `child` of a presentation host comes (`inserted`) or goes; `nil` for the host's root
    /// (the screen beneath, which stays).
    static func transition(of child: ViewNode, inserted: Bool, screen: Rect) -> AnyTransition? {
        if let backdrop = child.behavior as? PresentationBackdropBehavior {
            let animation = backdrop.transition == .alert && !inserted ? alertDismissal
                : backdrop.transition == .alert ? alertAnimation : slideAnimation
            return AnyTransition(insertion: TransitionEffect(primitives: [.opacity]),
                                 removal: TransitionEffect(primitives: [.opacity]), animation: animation)
        }
        guard let layer = child.behavior as? PresentationLayerBehavior else { return nil }
        switch layer.layer.transition {
        case .fade:
            return AnyTransition(TransitionEffect(primitives: [.opacity])).animation(slideAnimation)
        case .alert:
            return AnyTransition(insertion: TransitionEffect(primitives: [.opacity, .scale(alertScale, anchor: .center)]),
                                 removal: TransitionEffect(primitives: [.opacity]),
                                 animation: inserted ? alertAnimation : alertDismissal)
        case .slideUp(let distance):
            let travel = distance ?? max(0, screen.maxY - contentTop(of: child, in: screen))
            let effect = TransitionEffect(primitives: [.offset(x: 0, y: travel)])
            return AnyTransition(insertion: effect, removal: effect, animation: slideAnimation)
        }
    }

    /// The top of what `node` draws: the highest leaf that draws something (spacers draw
    /// nothing), so that a dialog at the bottom of its layer moves by its own height.
    static func contentTop(of node: ViewNode, in screen: Rect) -> Double {
        var top = screen.maxY
        func visit(_ node: ViewNode) {
            if node.children.isEmpty {
                if node.behavior.kindName != "Spacer", node.frame.width > 0, node.frame.height > 0 {
                    top = min(top, node.frame.minY)
                }
            } else {
                node.children.forEach(visit)
            }
        }
        visit(node)
        return top
    }
}
