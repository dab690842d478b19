/// What an `.animated` scroll transition remembers between the updates of a live host: the
/// phase it shows, as a number (-1 top or leading, 0 identity, 1 bottom or trailing), animated
/// on the host's clock with the configuration's animation whenever the view crosses its
/// threshold, as SwiftUI animates the phase change rather than jumping.
///
/// Kept in the graph's storage under the modifier's identity (forgotten with it). In a still
/// render there is none, and the phase shows at rest.
final class ScrollTransitionMemory: @unchecked Sendable {
    // Unchecked: read and written during the host's updates, on its thread.
    /// The storage slot, below those of the view's own dynamic properties (numbered from 0).
    static let slot = -1

    private var animator: ValueAnimator<Double>?
    private weak var graph: ViewGraph?

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// The phase value shown, as of the last placement; nil when the view is placed where no
    /// animated configuration applies.
    private(set) var shown: Double?

    /// Notes that the view is placed in phase `target` at the host's time: shown at once the
    /// first time, animated with `animation` from what it showed when the target changes; asks
    /// for the next frame while it moves (each update places the view again). Runs at layout,
    /// during the host's update, so the request outlives the update.
    func present(_ target: ScrollTransitionPhase, animation: Animation) {
        guard let graph else { return }
        let now = graph.clockTime
        var animator = self.animator ?? ValueAnimator(target.value)
        if animator.target != target.value {
            animator.retarget(to: target.value, animation: animation, at: now)
        }
        shown = animator.value(at: now)
        if animator.isAnimating { graph.wantsNextFrame = true }
        self.animator = animator
    }

    /// Forgets the phase (placed outside a scroll view, or where an interactive or identity
    /// configuration applies).
    func forget() {
        animator = nil
        shown = nil
    }
}

extension ScrollTransitionPhase {
    /// The effect for a phase value between -1 and 1 (beyond them while a spring overshoots):
    /// the edge's effect interpolated toward the identity's.
    static func effect(at value: Double, _ effect: (ScrollTransitionPhase) -> _VisualEffectChain)
        -> _VisualEffectChain {
        guard value != 0 else { return effect(.identity) }
        let edge: ScrollTransitionPhase = value < 0 ? .topLeading : .bottomTrailing
        return effect(edge).interpolated(towards: effect(.identity), amount: 1 - abs(value))
    }
}
