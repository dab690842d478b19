/// A view's access to its live host's clock, for views that compute what they show from the
/// time themselves rather than through an animation of their data (``KeyframeAnimator``).
///
/// Connected like `@State` when the view is evaluated in a live host; in a still render there is
/// no clock (``now`` is nil) and the view shows its resting state.
struct HostClock: DynamicProperty, LinkableProperty, @unchecked Sendable {
    // Unchecked: the box is written when the view is evaluated and read by its body and
    // actions, all on the host's thread.
    private final class Box {
        weak var graph: ViewGraph?
    }

    private let box = Box()

    func link(to linker: PropertyLinker, slot: Int) {
        box.graph = linker.graph
    }

    /// The host's time at this update (or, in an action, at the update before it); nil in a
    /// still render.
    var now: Double? { box.graph?.clockTime }

    /// Asks the host to evaluate the view again at the next frame (and counts as an animation
    /// for `isAnimating` and `settle()`); asked again by each evaluation that still moves.
    func requestNextFrame() {
        box.graph?.wantsNextFrame = true
    }
}
