import Foundation
import Geometry

// The recognizer machinery behind `Gesture`: small state machines fed by touch events, built
// from a gesture value by `makeRecognizer(in:)`. A host (ViewHost) owns hit testing and routing;
// it calls only what is in this file.
//
// How a host drives a gesture (API):
//
//     let recognizer = gesture.makeRecognizer(in: GestureRecognitionContext(bounds: frame))
//     // for every touch event routed to this gesture, in time order:
//     let updates = recognizer.handle(TouchEvent(touch: 1, phase: .began, location: p, time: t))
//     // when the host's clock moves without touches (long presses, multi-tap timeouts):
//     if let deadline = recognizer.deadline, deadline <= now { recognizer.advance(to: now) }
//     // to abandon it (another gesture won, the view went away):
//     recognizer.cancel()
//     // once `recognizer.isFinished`, drop it; build a new one for the next touch-down.
//
// `updates` says what happened (`began`, `changed`, `ended`, `failed`, `cancelled`); by then
// the gesture's own callbacks (`onChanged`, `onEnded`, `updating`) have run, in the order the
// gesture value nests them. A host uses the updates for precedence: a gesture that has begun
// claims its touches. Recognizers never read a clock: times come only from events and
// `advance(to:)`.

/// What a recognizer reports after an event: SwiftUI's gesture phases.
enum GestureUpdate<Value> {
    /// A value reported before the gesture is recognized: a long press's `true` while the
    /// finger is down. `onChanged` and `updating` run at once (it is feedback, such as a pressed
    /// look); a host does not treat it as a claim on the touches.
    case possible(Value)
    /// The gesture was recognized and has a first value (`onChanged` and `updating` run).
    case began(Value)
    /// An active gesture's value changed.
    case changed(Value)
    /// The gesture completed with a final value (`onEnded` runs).
    case ended(Value)
    /// The touches did not make this gesture (too short, moved too far, lifted too early).
    case failed
    /// The gesture was abandoned after it began (the host or the system cancelled it).
    case cancelled

    /// The value carried, if any.
    var value: Value? {
        switch self {
        case .possible(let value), .began(let value), .changed(let value), .ended(let value): return value
        case .failed, .cancelled: return nil
        }
    }

    /// Whether this update finishes the gesture.
    var isFinal: Bool {
        switch self {
        case .ended, .failed, .cancelled: return true
        case .possible, .began, .changed: return false
        }
    }

    /// The same update carrying `transform(value)`.
    func map<T>(_ transform: (Value) -> T) -> GestureUpdate<T> {
        switch self {
        case .possible(let value): return .possible(transform(value))
        case .began(let value): return .began(transform(value))
        case .changed(let value): return .changed(transform(value))
        case .ended(let value): return .ended(transform(value))
        case .failed: return .failed
        case .cancelled: return .cancelled
        }
    }
}

/// Where a recognizer stands.
enum GestureRecognizerState: Sendable, Hashable {
    /// Watching the touches; not recognized yet.
    case possible
    /// Recognized and reporting values.
    case active
    /// Completed.
    case ended
    /// Did not recognize.
    case failed
    /// Abandoned after beginning.
    case cancelled
}

/// Where a gesture's callbacks run: at once while open; queued, in order, while shut (a gesture
/// that has recognized but not yet won its touches), and run when it opens or dropped when the
/// gesture loses. Every callback runs in a plain transaction unless it sets its own, as
/// SwiftUI's gesture callbacks do.
final class GestureCallbackGate {
    private(set) var isOpen: Bool
    private var queued: [() -> Void] = []

    init(isOpen: Bool = true) {
        self.isOpen = isOpen
    }

    /// Runs `callback` now if open (or `eager`: feedback for a value before recognition, and
    /// the reset that undoes it), else queues it.
    func run(eager: Bool = false, _ callback: @escaping () -> Void) {
        if isOpen || eager { withTransaction(Transaction()) { callback() } } else { queued.append(callback) }
    }

    /// Opens the gate and runs what was queued.
    func open() {
        isOpen = true
        let pending = queued
        queued = []
        for callback in pending { withTransaction(Transaction()) { callback() } }
    }

    /// Drops what was queued (the gesture lost).
    func discard() {
        queued = []
    }
}

/// What a host tells a gesture about the view it is attached to when it builds the recognizer.
struct GestureRecognitionContext {
    /// Converts a location in the root coordinate space into `space` as seen from the view the
    /// gesture is attached to (`.local`: relative to the view's top-leading corner).
    var convert: (Point, CoordinateSpace) -> Point
    /// The view's bounds in the root coordinate space (for `startAnchor`s).
    var bounds: Rect
    /// The `Date` a gesture value reports for a host time (SwiftUI values carry `time: Date`):
    /// by default the host time as seconds after the reference date, never the wall clock.
    var date: (TimeInterval) -> Date
    /// Where the gesture's callbacks run.
    var gate: GestureCallbackGate

    init(bounds: Rect, gate: GestureCallbackGate = GestureCallbackGate(),
         convert: ((Point, CoordinateSpace) -> Point)? = nil,
         date: @escaping (TimeInterval) -> Date = { Date(timeIntervalSinceReferenceDate: $0) }) {
        self.bounds = bounds
        self.gate = gate
        self.convert = convert ?? { point, space in space.convert(point, local: bounds, named: { _ in nil }) }
        self.date = date
    }
}

/// A gesture's recognizer: a state machine fed by touch events. Subclasses implement
/// `receive(_:)`, `expire(at:)` and `abandon()`; the base keeps the state and finishes once.
///
/// Recognizers are classes because composed gestures hold their parts and talk to them in
/// place; they are not `Sendable` and live on the host's thread.
class GestureRecognizer<Value> {
    /// Where the recognizer stands.
    private(set) var state: GestureRecognizerState = .possible

    init() {}

    /// Whether the gesture has ended, failed or been cancelled.
    var isFinished: Bool {
        switch state {
        case .possible, .active: return false
        case .ended, .failed, .cancelled: return true
        }
    }

    /// The next host time at which the gesture changes without any touch (a long press reaching
    /// its duration, a multi-tap timing out), or nil.
    var deadline: TimeInterval? { nil }

    /// Feeds one touch event. Events must come in time order; a finished recognizer ignores them.
    @discardableResult
    func handle(_ event: TouchEvent) -> [GestureUpdate<Value>] {
        guard !isFinished else { return [] }
        var updates = advanceDeadlines(to: event.time)
        guard !isFinished else { return updates }
        updates += record(receive(event))
        return updates
    }

    /// Lets time pass to `time` without touches.
    @discardableResult
    func advance(to time: TimeInterval) -> [GestureUpdate<Value>] {
        guard !isFinished else { return [] }
        return advanceDeadlines(to: time)
    }

    /// Abandons the gesture: an active one reports `cancelled`, a possible one `failed`.
    @discardableResult
    func cancel() -> [GestureUpdate<Value>] {
        guard !isFinished else { return [] }
        return record(abandon())
    }

    private func advanceDeadlines(to time: TimeInterval) -> [GestureUpdate<Value>] {
        var updates: [GestureUpdate<Value>] = []
        while !isFinished, let deadline, deadline <= time {
            let expired = record(expire(at: deadline))
            updates += expired
            if expired.isEmpty && self.deadline == deadline { break }  // a subclass that did not move on
        }
        return updates
    }

    /// Updates `state` from what a subclass reported.
    private func record(_ updates: [GestureUpdate<Value>]) -> [GestureUpdate<Value>] {
        for update in updates {
            switch update {
            case .possible: break
            case .began, .changed: state = .active
            case .ended: state = .ended
            case .failed: state = .failed
            case .cancelled: state = .cancelled
            }
        }
        return updates
    }

    // MARK: For subclasses

    /// Handles one event at or after every deadline before it has been processed.
    func receive(_ event: TouchEvent) -> [GestureUpdate<Value>] { [] }

    /// Handles the passing of `deadline` (the value of ``deadline`` when it came).
    func expire(at time: TimeInterval) -> [GestureUpdate<Value>] { [] }

    /// Abandons the gesture.
    func abandon() -> [GestureUpdate<Value>] { state == .active ? [.cancelled] : [.failed] }
}

/// A recognizer that never recognizes: for a gesture Feedshot cannot build (a custom gesture
/// whose `Value` differs from its body's).
final class FailingRecognizer<Value>: GestureRecognizer<Value> {
    override func receive(_ event: TouchEvent) -> [GestureUpdate<Value>] { [.failed] }
}

/// A gesture Feedshot recognizes with its own state machine (every built-in gesture).
protocol PrimitiveGesture {
    /// The recognizer, as `GestureRecognizer<Value>` of the gesture's `Value`.
    func makePrimitiveRecognizer(in context: GestureRecognitionContext) -> AnyObject
}

extension Gesture {
    /// The recognizer for this gesture: its own when it is a built-in gesture, its body's when it
    /// is an app's gesture (whose `Value` is its body's).
    func makeRecognizer(in context: GestureRecognitionContext) -> GestureRecognizer<Value> {
        if let primitive = self as? any PrimitiveGesture {
            return primitive.makePrimitiveRecognizer(in: context) as? GestureRecognizer<Value> ?? FailingRecognizer()
        }
        if Body.self == Never.self { return FailingRecognizer() }
        return body.makeRecognizer(in: context) as? GestureRecognizer<Value> ?? FailingRecognizer()
    }
}
