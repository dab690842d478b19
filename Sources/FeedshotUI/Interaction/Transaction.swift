/// The context of a state change: SwiftUI's `Transaction`.
///
/// Every state change in a live ``ViewHost`` happens in a transaction: a plain one, the one
/// `withAnimation` or `withTransaction` sets, a binding's (`$value.animation()`), a gesture
/// state's reset transaction. The host animates what the change moves with the transaction's
/// animation, after `.animation(_:value:)`, `.animation(_:)` and `.transaction(_:)` modifiers
/// changed it for the views inside them.
public struct Transaction: Sendable {
    /// The animation the change runs with.
    public var animation: Animation?
    /// Whether the animations of views (`.animation(_:)`, `.animation(_:value:)`) are kept out of
    /// the change: set it to have a change happen at once even inside animated views.
    public var disablesAnimations = false
    /// Whether the change is one of a continuous series (a drag's); Feedshot records it.
    public var isContinuous = false
    /// Callbacks run when the animation completes (`addAnimationCompletion(criteria:_:)`).
    var completions: [TransactionCompletion] = []
    /// Values of custom keys (`transaction[Key.self]`).
    var customValues: [ObjectIdentifier: TransactionValue] = [:]

    /// Creates a transaction.
    public init(animation: Animation? = nil) {
        self.animation = animation
    }
}
