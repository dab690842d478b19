import Geometry

/// How a view enters and leaves the tree: SwiftUI's `AnyTransition`.
///
/// In a live ``ViewHost`` a view inserted or removed by an animated change runs its transition
/// with the change's animation (or the one set with ``animation(_:)``): from its active state
/// (faded, moved, scaled) to where it is when it comes, the other way when it goes. `.opacity`
/// is the default. A still render shows views at rest.
public struct AnyTransition: Sendable {
    /// What the view does when it comes.
    let insertion: TransitionEffect
    /// What the view does when it goes.
    let removal: TransitionEffect
    /// The animation the transition runs with, instead of the change's.
    let animation: Animation?
    /// The view modifiers of `modifier(active:identity:)` transitions, in the order they wrap the
    /// view (see `AnyTransition+Modifier.swift`).
    var modifiers: [TransitionModifierStep] = []

    init(insertion: TransitionEffect, removal: TransitionEffect, animation: Animation? = nil) {
        self.insertion = insertion
        self.removal = removal
        self.animation = animation
    }

    init(_ effect: TransitionEffect) {
        self.init(insertion: effect, removal: effect)
    }

    /// Fades in and out.
    public static let opacity = AnyTransition(TransitionEffect(primitives: [.opacity]))
    /// Comes in from the leading edge, goes out to the trailing edge.
    public static let slide = AnyTransition(insertion: TransitionEffect(primitives: [.move(.leading)]),
                                            removal: TransitionEffect(primitives: [.move(.trailing)]))
    /// Scales from nothing and back.
    public static let scale = AnyTransition.scale(scale: 0)
    /// No transition: the view comes and goes at once.
    public static let identity = AnyTransition(.identity)

    /// Scales from `scale` about `anchor` of the view's frame.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(TransitionEffect(primitives: [.scale(scale, anchor: anchor)]))
    }

    /// Moves in from just beyond `edge` and back out to it (by the view's own width or height).
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(TransitionEffect(primitives: [.move(edge)]))
    }

    /// Moves in from `edge` while fading in, and out toward the opposite edge while fading out.
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge = switch edge {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
        return AnyTransition(insertion: TransitionEffect(primitives: [.move(edge), .opacity]),
                             removal: TransitionEffect(primitives: [.move(opposite), .opacity]))
    }

    /// Moves in from, and out to, the offset (`x`, `y`).
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition {
        AnyTransition(TransitionEffect(primitives: [.offset(x: x, y: y)]))
    }

    /// Moves in from, and out to, `offset`.
    public static func offset(_ offset: Size) -> AnyTransition {
        .offset(x: offset.width, y: offset.height)
    }

    /// `insertion` when the view comes, `removal` when it goes.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        var transition = AnyTransition(insertion: insertion.insertion, removal: removal.removal,
                                       animation: insertion.animation ?? removal.animation)
        transition.modifiers = insertion.modifiers.filter(\.onInsertion).map { step in
            var step = step
            step.onRemoval = false
            return step
        } + removal.modifiers.filter(\.onRemoval).map { step in
            var step = step
            step.onInsertion = false
            return step
        }
        return transition
    }

    /// This transition and `other` at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        var transition = AnyTransition(insertion: TransitionEffect(primitives: insertion.primitives + other.insertion.primitives),
                                       removal: TransitionEffect(primitives: removal.primitives + other.removal.primitives),
                                       animation: animation ?? other.animation)
        transition.modifiers = modifiers + other.modifiers
        return transition
    }

    /// The transition running with `animation` whatever the change's.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var transition = AnyTransition(insertion: insertion, removal: removal, animation: animation)
        transition.modifiers = modifiers
        return transition
    }

    /// Whether the view does anything when it comes.
    var animatesInsertion: Bool { !insertion.isIdentity || modifiers.contains(where: \.onInsertion) }
    /// Whether the view does anything when it goes.
    var animatesRemoval: Bool { !removal.isIdentity || modifiers.contains(where: \.onRemoval) }
}
