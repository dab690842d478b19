import Geometry

/// Where a view is in its scroll transition: SwiftUI's `ScrollTransitionPhase`.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Outside the visible area, past its top (or leading) edge.
    case topLeading
    /// In the visible area, past the configuration's threshold.
    case identity
    /// Outside the visible area, past its bottom (or trailing) edge.
    case bottomTrailing

    /// Whether the view is in the visible area.
    public var isIdentity: Bool { self == .identity }

    /// −1 before the top-leading edge, 0 in the visible area, 1 past the bottom-trailing edge.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition moves between its phases: SwiftUI's `ScrollTransitionConfiguration`.
public struct ScrollTransitionConfiguration: Sendable {
    enum Kind: Sendable {
        case identity
        case animated(Animation)
        case interactive(UnitCurve)
    }

    let kind: Kind
    var threshold = Threshold.visible

    /// The view always has its identity effect.
    public static let identity = ScrollTransitionConfiguration(kind: .identity)
    /// The effect changes phase, animated, when the view crosses the threshold.
    public static let animated = ScrollTransitionConfiguration.animated()
    /// The effect follows the view's way in, from hidden to the threshold, eased in and out.
    public static let interactive = ScrollTransitionConfiguration.interactive()

    /// The effect changes phase when the view crosses the threshold: on a live host the change
    /// runs `animation` from the effect shown then (see ``ScrollTransitionMemory``).
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: .animated(animation))
    }

    /// The effect follows the view's way in: `timingCurve` of the way from hidden (0) to the
    /// threshold (1), in reverse as it leaves.
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: .interactive(timingCurve))
    }

    /// This configuration with the view counted as in the visible area past `threshold`.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.threshold = threshold
        return copy
    }

    /// This configuration animating its phase changes with `animation`.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        guard case .animated = kind else { return self }
        return ScrollTransitionConfiguration(kind: .animated(animation), threshold: threshold)
    }

    /// How far into the visible area a view must be to be in it: SwiftUI's
    /// `ScrollTransitionConfiguration.Threshold`.
    public struct Threshold: Sendable {
        enum Kind: Sendable {
            /// This fraction of the view (or of the visible area, for a view longer than it)
            /// is visible.
            case visible(Double)
            /// The view's centre is on the visible area's centre.
            case centered
        }

        let kind: Kind
        /// Points by which the visible area is narrowed at both ends.
        var inset: Double = 0

        /// The whole view is visible.
        public static let visible = Threshold(kind: .visible(1))
        /// Any of the view is visible.
        public static let hidden = Threshold(kind: .visible(0))
        /// The view is centred in the visible area.
        public static var centered: Threshold { Threshold(kind: .centered) }

        /// `amount` of the view (0 to 1) is visible.
        public static func visible(_ amount: Double) -> Threshold {
            Threshold(kind: .visible(min(max(amount, 0), 1)))
        }

        /// This threshold met `distance` points nearer the centre (farther, if negative).
        public func inset(by distance: Double) -> Threshold {
            var copy = self
            copy.inset += distance
            return copy
        }

        /// How far a view spanning `view` along the axis is from hidden (0) to this threshold (1)
        /// in a visible area spanning `area`.
        func progress(view: ClosedRange<Double>, area: ClosedRange<Double>) -> Double {
            let length = view.upperBound - view.lowerBound
            let lower = area.lowerBound + inset, upper = area.upperBound - inset
            guard length > 0, upper > lower else { return 1 }
            switch kind {
            case .visible(let amount):
                let overlap = min(view.upperBound, upper) - max(view.lowerBound, lower)
                let fraction = min(max(overlap / min(length, upper - lower), 0), 1)
                guard amount > 0 else { return fraction > 0 ? 1 : 0 }
                return min(fraction / amount, 1)
            case .centered:
                let distance = abs((view.lowerBound + view.upperBound) / 2 - (lower + upper) / 2)
                return 1 - min(distance / ((upper - lower + length) / 2), 1)
            }
        }
    }
}

extension View {
    /// Applies `transition`'s effect for where the view is in the enclosing scroll view's visible
    /// area: SwiftUI's `scrollTransition(_:axis:transition:)`. The closure is asked for the
    /// effect of each phase; on the way in, an interactive configuration draws the effect part
    /// of the way from the edge phase's to the identity phase's (step by step, as for an
    /// animation). `axis` defaults to the scroll view's; outside a scroll view the view has its
    /// identity effect.
    public func scrollTransition<Effect: VisualEffect>(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
    ) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// Applies `transition`'s effect for where the view is in the enclosing scroll view's visible
    /// area, configured separately for each edge: SwiftUI's
    /// `scrollTransition(topLeading:bottomTrailing:axis:transition:)`.
    public func scrollTransition<Effect: VisualEffect>(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
    ) -> some View {
        modifier(ScrollTransitionModifier(topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis) { phase in
            transition(EmptyVisualEffect(), phase) as? _VisualEffectChain ?? _VisualEffectChain(steps: [])
        })
    }
}

/// A visual effect evaluated from where the view is in the enclosing scroll view.
struct ScrollTransitionModifier: ViewModifier, WrappingModifier {
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?
    let effect: @Sendable (ScrollTransitionPhase) -> _VisualEffectChain

    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        let environment = context.environment
        let axis = self.axis ?? (environment.enclosingScrollAxes == .horizontal ? .horizontal : .vertical)
        // Leading is the right edge in a right-to-left layout (frames here are on screen).
        let flipped = axis == .horizontal && environment.layoutDirection == .rightToLeft
        let (topLeading, bottomTrailing, effect) = (self.topLeading, self.bottomTrailing, self.effect)
        let memory = context.graph.map { graph in
            graph.storedObject(owner: context.identity, slot: ScrollTransitionMemory.slot) {
                ScrollTransitionMemory(graph: graph)
            }.value
        }
        // The configuration, edge and progress for where the proxy's view is; nil outside a scroll view.
        let place: @Sendable (GeometryProxy) -> (ScrollTransitionConfiguration, ScrollTransitionPhase, Double)? = { proxy in
            guard let area = proxy.namedFrames.frame(named: AnyHashable(ScrollViewSpaceName())) else { return nil }
            let frame = proxy.frame(in: .global)
            let view = axis == .horizontal ? frame.minX...frame.maxX : frame.minY...frame.maxY
            let visible = axis == .horizontal ? area.minX...area.maxX : area.minY...area.maxY
            var before = (view.lowerBound + view.upperBound) / 2 < (visible.lowerBound + visible.upperBound) / 2
            if flipped { before.toggle() }
            let configuration = before ? topLeading : bottomTrailing
            return (configuration, before ? .topLeading : .bottomTrailing,
                    configuration.threshold.progress(view: view, area: visible))
        }
        let drawn: @Sendable (GeometryProxy) -> _VisualEffectChain = { proxy in
            guard let (configuration, edge, progress) = place(proxy) else { return effect(.identity) }
            switch configuration.kind {
            case .identity:
                return effect(.identity)
            case .animated:
                // On a live host the phase animates, from where the view was placed (below).
                if let shown = memory?.shown { return ScrollTransitionPhase.effect(at: shown, effect) }
                return effect(progress >= 1 ? .identity : edge)
            case .interactive(let curve):
                guard progress < 1 else { return effect(.identity) }
                guard progress > 0 else { return effect(edge) }
                return effect(edge).interpolated(towards: effect(.identity), amount: curve.value(at: progress))
            }
        }
        var placed: (@Sendable (GeometryProxy) -> Void)?
        if let memory {
            placed = { proxy in
                guard let (configuration, edge, progress) = place(proxy),
                      case .animated(let animation) = configuration.kind else { return memory.forget() }
                memory.present(progress >= 1 ? .identity : edge, animation: animation)
            }
        }
        let behavior = VisualEffectBehavior(name: "scrollTransition", effect: drawn, placed: placed)
        return ViewNode(wrapping: child, behavior: behavior, environment: environment)
    }
}

private struct EnclosingScrollAxesKey: EnvironmentKey {
    static let defaultValue: Axis.Set = []
}

extension EnvironmentValues {
    /// The axes of the nearest enclosing scroll view (empty outside one), for scroll transitions.
    var enclosingScrollAxes: Axis.Set {
        get { self[EnclosingScrollAxesKey.self] }
        set { self[EnclosingScrollAxesKey.self] = newValue }
    }
}
