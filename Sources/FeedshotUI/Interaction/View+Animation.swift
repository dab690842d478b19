import Geometry

// Applying animations. In a live ``ViewHost`` the changes a transaction carries animate: the
// host's animator (``TreeAnimator``) interpolates the placed tree between updates with the
// animation each node's transaction ends up with, after the modifiers below had their say. In a
// still render nothing moves: these modifiers draw the view as it is.

/// Runs `body` (a state change) with `animation`: SwiftUI's `withAnimation`. In a live host the
/// changes it makes animate; in a still render the change simply happens.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    return try withTransaction(transaction, body)
}

extension View {
    /// Animates the changes inside the view with `animation` whenever `value` differs from its
    /// value at the last update (SwiftUI's `animation(_:value:)`); `nil` turns animations off for
    /// those changes. A transaction that disables animations is left alone.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(ValueAnimationModifier(animation: animation, value: EquatableValue(value)))
    }

    /// Animates every change inside the view with `animation` (the deprecated iOS 13 form);
    /// `.animation(nil)` turns animations off inside.
    public func animation(_ animation: Animation?) -> some View {
        modifier(TransactionModifier { transaction in
            if !transaction.disablesAnimations { transaction.animation = animation }
        })
    }

    /// Changes the transaction of the changes inside the view (SwiftUI's `transaction(_:)`).
    public func transaction(_ transform: @escaping @Sendable (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(transform: transform))
    }

    /// How the view enters and leaves the tree of a live host, when the change is animated
    /// (`.opacity` unless set). A still render shows the view at rest.
    public func transition(_ transition: AnyTransition) -> some View {
        modifier(TransitionModifier(transition: transition))
    }

    /// How the view's content changes (a cross-fade of the whole view in Feedshot).
    public func contentTransition(_ transition: ContentTransition) -> Self { self }
}

/// How changing content (text, symbols) animates: SwiftUI's `ContentTransition`.
public struct ContentTransition: Sendable {
    let name: String
    /// Cross-fades.
    public static let opacity = ContentTransition(name: "opacity")
    /// Replaces without animating.
    public static let identity = ContentTransition(name: "identity")
    /// Interpolates glyphs.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// Rolls digits.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: "numericText")
    }
}

/// `.animation(_:value:)`: the changes inside take `animation` when `value` changed.
struct ValueAnimationModifier: ViewModifier, PrimitiveModifier {
    let animation: Animation?
    let value: EquatableValue

    func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode] {
        var context = context
        if let graph = context.graph, graph.interaction.valueChanged(value, at: context.identity),
           !context.transaction.disablesAnimations {
            context.transaction.animation = animation
        }
        return resolveNodes(content, in: context)
    }
}

/// `.transaction(_:)` and `.animation(_:)`: the changes inside take the transformed transaction.
struct TransactionModifier: ViewModifier, PrimitiveModifier {
    let transform: @Sendable (inout Transaction) -> Void

    func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode] {
        var context = context
        if context.graph != nil {
            let before = context.transaction
            transform(&context.transaction)
            context.transaction.markCompletionsAddedByView(beyond: before)
        }
        return resolveNodes(content, in: context)
    }
}

/// `.transition(_:)`: the content's nodes enter and leave with `transition`.
struct TransitionModifier: ViewModifier, PrimitiveModifier {
    let transition: AnyTransition

    func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode] {
        let modifiers = transition.modifiers
        guard !modifiers.isEmpty else {
            let nodes = resolveNodes(content, in: context)
            if context.graph != nil { for node in nodes { node.transition = transition } }
            return nodes
        }
        // A modifier transition: the view at rest wears the identity modifiers; a live host also
        // keeps the view as it looks with the active ones, resolved without the live graph
        // (no state, no side effects), to animate from or to (see `AnyTransition+Modifier.swift`).
        let nodes = resolveNodes(modifiers.applied(to: content, phase: .identity), in: context)
        guard context.graph != nil else { return nodes }
        var still = context
        still.graph = nil
        let inserted = modifiers.contains(where: \.onInsertion)
            ? resolveNodes(modifiers.applied(to: content, phase: .insertion), in: still) : []
        let removed = modifiers.contains(where: \.onRemoval)
            ? resolveNodes(modifiers.applied(to: content, phase: .removal), in: still) : []
        for (index, node) in nodes.enumerated() {
            node.transition = transition
            node.modifierTransitionStates = ModifierTransitionStates(
                insertion: inserted.count == nodes.count ? inserted[index] : nil,
                removal: removed.count == nodes.count ? removed[index] : nil)
        }
        return nodes
    }
}
