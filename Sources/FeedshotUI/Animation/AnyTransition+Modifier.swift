import Geometry

// `AnyTransition.modifier(active:identity:)`: a transition made of a view modifier. At rest the
// view wears the identity modifier; when it comes it starts wearing the active one and goes to
// the identity under the change's animation, and back when it goes. As in SwiftUI, what moves
// in between is what animates between two values of the modifier: in Feedshot, the animatable
// attributes of the nodes the modifier's body makes (opacity, scale and rotation effects, clip
// and drawn shapes' data, paints). A live host resolves the view a second time with the active
// modifier (without the live graph, so without side effects) and runs each node's attributes
// from their active values to their identity values (see ``TreeAnimator``). Frames do not
// interpolate (the active tree is not laid out): a modifier that changes layout (padding, frame)
// jumps to its identity layout at the start.

extension AnyTransition {
    /// A transition from `active` to `identity` when the view comes, and back when it goes:
    /// SwiftUI's `modifier(active:identity:)`.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        var transition = AnyTransition(.identity)
        transition.modifiers = [TransitionModifierStep(pair: ModifierTransitionPair(active: active, identity: identity),
                                                       onInsertion: true, onRemoval: true)]
        return transition
    }
}

/// One modifier of a modifier transition, with the directions it runs in (an asymmetric
/// transition keeps its insertion's modifiers for insertion only, its removal's for removal).
struct TransitionModifierStep: Sendable {
    var pair: any ModifierTransitionApplying
    var onInsertion: Bool
    var onRemoval: Bool
}

/// Which state of a modifier transition a view is resolved in.
enum ModifierTransitionPhase {
    /// Every modifier at its identity: the view at rest.
    case identity
    /// The insertion's modifiers active: where a coming view starts.
    case insertion
    /// The removal's modifiers active: where a going view ends.
    case removal
}

/// Applies one of the two modifiers of a modifier transition to a view.
protocol ModifierTransitionApplying: Sendable {
    func applied(to content: AnyView, active: Bool) -> AnyView
}

/// The two modifiers of `modifier(active:identity:)`. Modifiers are values that SwiftUI does not
/// require to be `Sendable`; they are only read while resolving, on the host's thread.
struct ModifierTransitionPair<Modifier: ViewModifier>: ModifierTransitionApplying, @unchecked Sendable {
    let active: Modifier
    let identity: Modifier

    func applied(to content: AnyView, active: Bool) -> AnyView {
        AnyView(content.modifier(active ? self.active : identity))
    }
}

extension [TransitionModifierStep] {
    /// `content` wearing every modifier in `phase`.
    func applied<Content: View>(to content: Content, phase: ModifierTransitionPhase) -> AnyView {
        var view = AnyView(content)
        for step in self {
            let active = switch phase {
            case .identity: false
            case .insertion: step.onInsertion
            case .removal: step.onRemoval
            }
            view = step.pair.applied(to: view, active: active)
        }
        return view
    }
}

/// The nodes a transitioning view resolves to with its modifier transition's active modifiers,
/// kept on the node it resolves to at rest (live hosts only).
struct ModifierTransitionStates {
    /// The view as it starts when it comes (`nil`: no insertion modifiers).
    var insertion: ViewNode?
    /// The view as it ends when it goes (`nil`: no removal modifiers).
    var removal: ViewNode?

    /// The pairs of nodes of `node`'s subtree and `active`'s that stand for the same view: the
    /// two trees walked together while their shapes agree (same behaviour type, as many
    /// children).
    static func matchedPairs(_ node: ViewNode, _ active: ViewNode) -> [(node: ViewNode, active: ViewNode)] {
        guard type(of: node.behavior) == type(of: active.behavior) else { return [] }
        var pairs = [(node, active)]
        if node.children.count == active.children.count {
            for (child, activeChild) in zip(node.children, active.children) {
                pairs += matchedPairs(child, activeChild)
            }
        }
        return pairs
    }
}
