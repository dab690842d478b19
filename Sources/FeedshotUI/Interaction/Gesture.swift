import Foundation

/// An input a view recognizes from touches: SwiftUI's `Gesture`.
///
/// Feedshot's gestures are SwiftUI's: `TapGesture`, `SpatialTapGesture`, `LongPressGesture`,
/// `DragGesture`, `MagnifyGesture`, `RotateGesture`, combined with `simultaneously(with:)`,
/// `sequenced(before:)` and `exclusively(before:)`, observed with `onChanged`, `onEnded` and
/// `updating`. Write your own by composing them in `body`:
///
/// ```swift
/// struct PressThenDrag: Gesture {
///     var body: some Gesture {
///         LongPressGesture(minimumDuration: 0.3).sequenced(before: DragGesture())
///     }
/// }
/// ```
///
/// A live host turns a gesture into a recognizer, a small state machine fed by the touches the
/// host routes to it; a still render never recognizes anything.
public protocol Gesture<Value>: Sendable {
    /// The type of gesture this gesture is made of (`Never` for Feedshot's primitives).
    associatedtype Body: Gesture

    /// What the gesture reports while it changes and when it ends; a gesture made of a body
    /// reports its body's values.
    associatedtype Value = Body.Value

    /// The gesture this gesture is made of.
    var body: Body { get }
}

extension Never: Gesture {
    /// `Never` reports nothing.
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// Primitive gestures have no body; asking for one is a programmer error.
    public var body: Never { preconditionFailure("\(Self.self) is a primitive gesture and has no body") }
}

// MARK: Observing a gesture

// The closures are SwiftUI's: not `@Sendable`. A gesture value lives in a view value, which a
// render or a host only reads on its own thread, so they are kept in an unchecked box as the
// controls' actions are.

extension Gesture where Value: Equatable {
    /// Runs `action` each time the gesture's value changes while it is active (including its
    /// first value).
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(_body: self, action: UncheckedSendableBox(value: action))
    }
}

extension Gesture {
    /// Runs `action` with the final value when the gesture ends successfully.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(_body: self, action: UncheckedSendableBox(value: action))
    }

    /// Updates `state` from each new value while the gesture is active; the state returns to its
    /// initial value when the gesture ends, fails or is cancelled, with the state's reset
    /// transaction.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void)
        -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// The gesture with its values transformed by `body`.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(_body: self, transform: UncheckedSendableBox(value: body))
    }
}

/// A gesture that runs an action when its value changes: the result of `onChanged(_:)`.
public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    public typealias Body = Never
    /// The observed gesture.
    public var _body: Content
    let action: UncheckedSendableBox<(Value) -> Void>

    func makePrimitiveRecognizer(in context: GestureRecognitionContext) -> AnyObject {
        let action = self.action.value, gate = context.gate
        var last: Value?
        return ObservingRecognizer(_body.makeRecognizer(in: context)) { update in
            switch update {
            case .possible(let value):
                if value != last { gate.run(eager: true) { action(value) } }
                last = value
            case .began(let value), .changed(let value):
                if value != last { gate.run { action(value) } }
                last = value
            case .ended, .failed, .cancelled:
                break
            }
        }
    }
}

/// A gesture that runs an action when it ends: the result of `onEnded(_:)`.
public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    /// The observed gesture.
    public var _body: Content
    let action: UncheckedSendableBox<(Value) -> Void>

    func makePrimitiveRecognizer(in context: GestureRecognitionContext) -> AnyObject {
        let action = self.action.value, gate = context.gate
        return ObservingRecognizer(_body.makeRecognizer(in: context)) { update in
            if case .ended(let value) = update { gate.run { action(value) } }
        }
    }
}

/// A gesture whose values are transformed: the result of `map(_:)`.
public struct _MapGesture<Content: Gesture, Value>: Gesture, PrimitiveGesture {
    public typealias Body = Never
    /// The mapped gesture.
    public var _body: Content
    let transform: UncheckedSendableBox<(Content.Value) -> Value>

    func makePrimitiveRecognizer(in context: GestureRecognitionContext) -> AnyObject {
        MapRecognizer(_body.makeRecognizer(in: context), transform: transform.value)
    }
}

/// A gesture that updates a ``GestureState`` while it is active: the result of
/// `updating(_:body:)`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
    public typealias Value = Base.Value
    public typealias Body = Never
    /// The observed gesture.
    public var base: Base
    /// The state it updates.
    public var state: GestureState<State>
    let update: UncheckedSendableBox<(Value, inout State, inout Transaction) -> Void>

    /// Creates the gesture (as `updating(_:body:)` does).
    public init(base: Base, state: GestureState<State>,
                body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        update = UncheckedSendableBox(value: body)
    }

    /// The update run with each new value.
    public var body: (Value, inout State, inout Transaction) -> Void { update.value }

    func makePrimitiveRecognizer(in context: GestureRecognitionContext) -> AnyObject {
        let state = self.state, update = self.update.value, gate = context.gate
        var updated = false, updatedEagerly = false
        return ObservingRecognizer(base.makeRecognizer(in: context)) { event in
            switch event {
            case .possible(let value):
                updated = true
                updatedEagerly = true
                gate.run(eager: true) { state.apply { current, transaction in update(value, &current, &transaction) } }
            case .began(let value), .changed(let value):
                updated = true
                gate.run { state.apply { current, transaction in update(value, &current, &transaction) } }
            case .ended, .failed, .cancelled:
                // Only a state the gesture changed goes back; one changed as feedback before the
                // gesture won goes back even if it loses.
                if updated { gate.run(eager: updatedEagerly) { state.reset() } }
                updated = false
                updatedEagerly = false
            }
        }
    }
}

/// Passes its child's updates through after showing each to `observe`.
final class ObservingRecognizer<Value>: GestureRecognizer<Value> {
    let child: GestureRecognizer<Value>
    let observe: (GestureUpdate<Value>) -> Void

    init(_ child: GestureRecognizer<Value>, observe: @escaping (GestureUpdate<Value>) -> Void) {
        self.child = child
        self.observe = observe
    }

    override var deadline: TimeInterval? { child.deadline }
    override func receive(_ event: TouchEvent) -> [GestureUpdate<Value>] { pass(child.handle(event)) }
    override func expire(at time: TimeInterval) -> [GestureUpdate<Value>] { pass(child.advance(to: time)) }
    override func abandon() -> [GestureUpdate<Value>] { pass(child.cancel()) }

    private func pass(_ updates: [GestureUpdate<Value>]) -> [GestureUpdate<Value>] {
        updates.forEach(observe)
        return updates
    }
}

/// Passes its child's updates through with transformed values.
final class MapRecognizer<Source, Value>: GestureRecognizer<Value> {
    let child: GestureRecognizer<Source>
    let transform: (Source) -> Value

    init(_ child: GestureRecognizer<Source>, transform: @escaping (Source) -> Value) {
        self.child = child
        self.transform = transform
    }

    override var deadline: TimeInterval? { child.deadline }
    override func receive(_ event: TouchEvent) -> [GestureUpdate<Value>] { child.handle(event).map { $0.map(transform) } }
    override func expire(at time: TimeInterval) -> [GestureUpdate<Value>] { child.advance(to: time).map { $0.map(transform) } }
    override func abandon() -> [GestureUpdate<Value>] { child.cancel().map { $0.map(transform) } }
}
