/// The context of a state change (its animation): SwiftUI's `Transaction`.
public struct Transaction: Sendable {
    /// The animation the change runs with.
    public var animation: Animation?
    /// Creates a transaction.
    public init(animation: Animation? = nil) {
        self.animation = animation
    }
}
