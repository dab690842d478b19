import Foundation

/// What a ``CustomAnimation`` can read and keep while it runs: SwiftUI's `AnimationContext`.
///
/// `state` persists between calls of the same running animation (and is handed to an animation
/// that merges with it); `environment` is the environment of the view that started the
/// animation.
public struct AnimationContext<Value: VectorArithmetic> {
    /// The animation's state, keyed by ``AnimationStateKey`` types.
    public var state: AnimationState<Value>

    /// Set to `true` once the animation has logically completed (for `logicallyComplete`
    /// completion callbacks); if never set, it completes when it finishes.
    public var isLogicallyComplete: Bool

    /// The environment of the view that created the animation.
    public var environment: EnvironmentValues

    /// Creates a context (hosts create one per running animation).
    public init(state: AnimationState<Value> = AnimationState(), environment: EnvironmentValues = EnvironmentValues(),
                isLogicallyComplete: Bool = false) {
        self.state = state
        self.environment = environment
        self.isLogicallyComplete = isLogicallyComplete
    }

    /// A context with `state` and this context's environment and completion.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, environment: environment, isLogicallyComplete: isLogicallyComplete)
    }
}

/// A key into an ``AnimationState``: SwiftUI's `AnimationStateKey`.
///
/// ```swift
/// private struct PauseState: AnimationStateKey {
///     var pausedAt: TimeInterval? = nil
///     static var defaultValue: PauseState { PauseState() }
/// }
/// ```
public protocol AnimationStateKey {
    /// The type of the stored value.
    associatedtype Value
    /// The value before anything is stored.
    static var defaultValue: Value { get }
}

/// The state a running animation keeps between calls: SwiftUI's `AnimationState`, a small
/// dictionary keyed by ``AnimationStateKey`` types.
public struct AnimationState<Value: VectorArithmetic> {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// An empty state.
    public init() {}

    /// The value stored for `key`, or its default.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// The value stored for `key`, or its default (SwiftUI's functional accessor).
    public func value<K: AnimationStateKey>(for key: K.Type) -> K.Value {
        self[key]
    }

    /// Removes every stored value.
    mutating func removeAll() {
        storage.removeAll()
    }
}
