import Foundation

/// State a gesture updates while it is active, returning to its initial value when the gesture
/// ends: SwiftUI's `GestureState`.
///
/// ```swift
/// @GestureState private var dragOffset = Size.zero
/// …
/// .offset(y: dragOffset.height)
/// .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
/// ```
///
/// In a live ``ViewHost`` the value is kept for the view's identity like `@State`'s; each change
/// an `updating` body makes is applied in the transaction the body leaves (a plain one unless
/// it sets an animation), and the reset when the gesture finishes in the state's reset
/// transaction. In a still render it reads its initial value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty, @unchecked Sendable {
    // Unchecked, like `State`: the box is shared only with the view's own gestures, which a
    // render or a host touches on its own thread.
    let box: PropertyBox<Value>
    /// The value at rest, which a reset restores.
    let restingValue: Value
    /// Adjusts the transaction of a reset (SwiftUI's `reset` closure, or one that installs the
    /// reset transaction).
    let resetBody: (Value, inout Transaction) -> Void

    /// Gesture state resting at `value`.
    public init(wrappedValue value: Value) {
        self.init(wrappedValue: value, reset: { _, _ in })
    }

    /// Gesture state resting at `value` (SwiftUI's older spelling).
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// Gesture state resting at `value` that resets with `resetTransaction`.
    public init(wrappedValue value: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: value, reset: { _, transaction in transaction = resetTransaction })
    }

    /// Gesture state resting at `value` that resets with `resetTransaction`.
    public init(initialValue value: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: value, resetTransaction: resetTransaction)
    }

    /// Gesture state resting at `value`; `reset` runs when it resets, to adjust the transaction.
    public init(wrappedValue value: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        box = PropertyBox(value)
        restingValue = value
        resetBody = reset
    }

    /// Gesture state resting at `value`; `reset` runs when it resets, to adjust the transaction.
    public init(initialValue value: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: value, reset: reset)
    }

    /// The current value: what the gesture last set, or the initial value at rest.
    public var wrappedValue: Value { box.value }

    /// The state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    /// Runs an `updating` body on the value and writes the result in the transaction it leaves.
    func apply(_ body: (inout Value, inout Transaction) -> Void) {
        var value = box.value
        var transaction = Transaction()
        body(&value, &transaction)
        withTransaction(transaction) { box.value = value }
    }

    /// Returns the value to rest, in the reset transaction.
    func reset() {
        var transaction = Transaction()
        resetBody(box.value, &transaction)
        withTransaction(transaction) { box.value = restingValue }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Gesture state resting at `nil`, resetting with `resetTransaction`.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// Gesture state resting at `nil`; `reset` adjusts the reset transaction.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension GestureState: LinkableProperty {
    func link(to linker: PropertyLinker, slot: Int) {
        box.location = linker.graph.storedValue(owner: linker.owner, slot: slot, initial: restingValue)
    }
}
