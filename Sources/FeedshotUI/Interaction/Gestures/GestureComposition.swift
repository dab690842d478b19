import Foundation

// SwiftUI's gesture composition: two gestures at once, one after the other, or one in
// preference to the other. Each combination is a gesture with SwiftUI's `Value` type, recognized
// by a recognizer that feeds its parts and combines their updates.

extension Gesture {
    /// This gesture and `other` recognized together: SwiftUI's `simultaneously(with:)`.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, then `other` once it has ended: SwiftUI's `sequenced(before:)`.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture, or `other` only if this one fails: SwiftUI's `exclusively(before:)`.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// Two gestures recognized at the same time: SwiftUI's `SimultaneousGesture`.
///
/// Both see every touch. The combination is active while either is, ends once neither is still
/// going and at least one ended, and fails when both fail.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// Both gestures' values; nil for one that has not begun (or has failed).
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }

    public typealias Body = Never
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Combines two gestures.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func makePrimitiveRecognizer(in context: GestureRecognitionContext) -> AnyObject {
        SimultaneousRecognizer<First.Value, Second.Value, Value>(
            first.makeRecognizer(in: context), second.makeRecognizer(in: context)) { Value(first: $0, second: $1) }
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// One gesture and then another: SwiftUI's `SequenceGesture`.
///
/// The second gesture starts when the first ends, with the fingers still down delivered to it as
/// touching down where they are then (so `LongPressGesture().sequenced(before: DragGesture())`
/// drags from where the press was held). The value is `.first` while the first runs and
/// `.second` after, with nil until the second begins. The sequence fails if either part fails.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// The sequence's progress.
    public enum Value {
        /// The first gesture is in progress.
        case first(First.Value)
        /// The first gesture ended; the second's value once it has begun.
        case second(First.Value, Second.Value?)
    }

    public typealias Body = Never
    /// The gesture recognized first.
    public var first: First
    /// The gesture recognized after it.
    public var second: Second

    /// Sequences two gestures.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func makePrimitiveRecognizer(in context: GestureRecognitionContext) -> AnyObject {
        SequenceRecognizer<First.Value, Second.Value, Value>(
            first.makeRecognizer(in: context), second.makeRecognizer(in: context),
            first: { .first($0) }, second: { .second($0, $1) })
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// One gesture in preference to another: SwiftUI's `ExclusiveGesture`.
///
/// Both see every touch, but the second's progress is held back until the first fails; if the
/// first ends, the second is cancelled. So `TapGesture(count: 2).exclusively(before:
/// TapGesture())` reports a single tap only once the double tap has timed out.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// Which gesture is reporting.
    public enum Value {
        /// The preferred gesture's value.
        case first(First.Value)
        /// The other gesture's value, once the preferred one has failed.
        case second(Second.Value)
    }

    public typealias Body = Never
    /// The preferred gesture.
    public var first: First
    /// The gesture recognized only if the first fails.
    public var second: Second

    /// Combines two gestures, preferring the first.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func makePrimitiveRecognizer(in context: GestureRecognitionContext) -> AnyObject {
        ExclusiveRecognizer<First.Value, Second.Value, Value>(
            first.makeRecognizer(in: context), second.makeRecognizer(in: context), first: { .first($0) }, second: { .second($0) })
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

// MARK: Recognizers

/// The earlier of two optional deadlines.
func earliest(_ a: TimeInterval?, _ b: TimeInterval?) -> TimeInterval? {
    switch (a, b) {
    case let (a?, b?): return min(a, b)
    case let (a?, nil): return a
    case let (nil, b): return b
    }
}

final class SimultaneousRecognizer<A, B, Value>: GestureRecognizer<Value> {
    let first: GestureRecognizer<A>
    let second: GestureRecognizer<B>
    let combine: (A?, B?) -> Value
    private var firstValue: A?
    private var secondValue: B?
    private var anyEnded = false

    init(_ first: GestureRecognizer<A>, _ second: GestureRecognizer<B>, combine: @escaping (A?, B?) -> Value) {
        self.first = first
        self.second = second
        self.combine = combine
    }

    override var deadline: TimeInterval? { earliest(first.deadline, second.deadline) }

    override func receive(_ event: TouchEvent) -> [GestureUpdate<Value>] {
        merge(first.handle(event), second.handle(event))
    }

    override func expire(at time: TimeInterval) -> [GestureUpdate<Value>] {
        merge(first.advance(to: time), second.advance(to: time))
    }

    override func abandon() -> [GestureUpdate<Value>] {
        _ = first.cancel()
        _ = second.cancel()
        return state == .active ? [.cancelled] : [.failed]
    }

    private func merge(_ a: [GestureUpdate<A>], _ b: [GestureUpdate<B>]) -> [GestureUpdate<Value>] {
        var changed = false, recognized = false
        for update in a {
            switch update {
            case .possible(let value): firstValue = value; changed = true
            case .began(let value), .changed(let value), .ended(let value): firstValue = value; changed = true; recognized = true
            case .failed, .cancelled: firstValue = nil
            }
            if case .ended = update { anyEnded = true }
        }
        for update in b {
            switch update {
            case .possible(let value): secondValue = value; changed = true
            case .began(let value), .changed(let value), .ended(let value): secondValue = value; changed = true; recognized = true
            case .failed, .cancelled: secondValue = nil
            }
            if case .ended = update { anyEnded = true }
        }
        var updates: [GestureUpdate<Value>] = []
        if changed {
            let value = combine(firstValue, secondValue)
            updates.append(state == .active ? .changed(value) : recognized ? .began(value) : .possible(value))
        }
        if first.isFinished && second.isFinished {
            if anyEnded {
                updates.append(.ended(combine(firstValue, secondValue)))
            } else {
                updates.append(state == .active || recognized ? .cancelled : .failed)
            }
        }
        return updates
    }
}

final class SequenceRecognizer<A, B, Value>: GestureRecognizer<Value> {
    let first: GestureRecognizer<A>
    let second: GestureRecognizer<B>
    let wrapFirst: (A) -> Value
    let wrapSecond: (A, B?) -> Value
    private var firstValue: A?
    private var firstDone = false
    /// Fingers down and where they are, to hand to the second gesture when the first ends.
    private var touches: [Int: Point] = [:]

    init(_ first: GestureRecognizer<A>, _ second: GestureRecognizer<B>,
         first wrapFirst: @escaping (A) -> Value, second wrapSecond: @escaping (A, B?) -> Value) {
        self.first = first
        self.second = second
        self.wrapFirst = wrapFirst
        self.wrapSecond = wrapSecond
    }

    override var deadline: TimeInterval? { firstDone ? second.deadline : first.deadline }

    override func receive(_ event: TouchEvent) -> [GestureUpdate<Value>] {
        switch event.phase {
        case .began, .moved: touches[event.touch] = event.location
        case .ended, .cancelled: touches[event.touch] = nil
        }
        if firstDone { return fromSecond(second.handle(event)) }
        return fromFirst(first.handle(event), at: event.time, excluding: event.phase == .ended ? event.touch : nil)
    }

    override func expire(at time: TimeInterval) -> [GestureUpdate<Value>] {
        firstDone ? fromSecond(second.advance(to: time)) : fromFirst(first.advance(to: time), at: time, excluding: nil)
    }

    override func abandon() -> [GestureUpdate<Value>] {
        if firstDone { second.cancel() } else { first.cancel() }
        return state == .active ? [.cancelled] : [.failed]
    }

    private func fromFirst(_ updates: [GestureUpdate<A>], at time: TimeInterval, excluding lifted: Int?) -> [GestureUpdate<Value>] {
        var result: [GestureUpdate<Value>] = []
        for update in updates {
            switch update {
            case .possible(let value):
                firstValue = value
                result.append(state == .active ? .changed(wrapFirst(value)) : .possible(wrapFirst(value)))
            case .began(let value), .changed(let value):
                firstValue = value
                result.append(state == .active || result.contains(where: \.isRecognition) ? .changed(wrapFirst(value)) : .began(wrapFirst(value)))
            case .ended(let value):
                firstValue = value
                firstDone = true
                result.append(state == .active || result.contains(where: \.isRecognition) ? .changed(wrapSecond(value, nil)) : .began(wrapSecond(value, nil)))
                // The fingers still down touch down again for the second gesture, in touch order.
                for (touch, location) in touches.sorted(by: { $0.key < $1.key }) where touch != lifted {
                    result += fromSecond(second.handle(TouchEvent(touch: touch, phase: .began, location: location, time: time)))
                }
            case .failed:
                return [.failed]
            case .cancelled:
                return [.cancelled]
            }
        }
        return result
    }

    private func fromSecond(_ updates: [GestureUpdate<B>]) -> [GestureUpdate<Value>] {
        guard let firstValue else { return [] }
        return updates.map { update in
            switch update {
            case .possible(let value), .began(let value), .changed(let value): return .changed(wrapSecond(firstValue, value))
            case .ended(let value): return .ended(wrapSecond(firstValue, value))
            case .failed: return .failed
            case .cancelled: return .cancelled
            }
        }
    }
}

final class ExclusiveRecognizer<A, B, Value>: GestureRecognizer<Value> {
    let first: GestureRecognizer<A>
    let second: GestureRecognizer<B>
    let wrapFirst: (A) -> Value
    let wrapSecond: (B) -> Value
    /// The touches the second gesture has not seen yet: it only starts once the first has
    /// failed, so that its callbacks never run for touches the first claims. Replayed in order,
    /// with their own times, when the first fails.
    private var pending: [TouchEvent] = []
    /// The most pending events kept; beyond it the oldest moves are dropped (a finger wiggling
    /// for minutes under an undecided first gesture must not grow the buffer without bound).
    static var pendingLimit: Int { 1024 }

    init(_ first: GestureRecognizer<A>, _ second: GestureRecognizer<B>,
         first wrapFirst: @escaping (A) -> Value, second wrapSecond: @escaping (B) -> Value) {
        self.first = first
        self.second = second
        self.wrapFirst = wrapFirst
        self.wrapSecond = wrapSecond
    }

    override var deadline: TimeInterval? { first.isFinished ? second.deadline : first.deadline }

    override func receive(_ event: TouchEvent) -> [GestureUpdate<Value>] {
        guard !first.isFinished else { return fromSecond(second.handle(event), started: state == .active) }
        pending.append(event)
        if pending.count > Self.pendingLimit, let index = pending.firstIndex(where: { $0.phase == .moved }) {
            pending.remove(at: index)
        }
        return fromFirst(first.handle(event), now: event.time)
    }

    override func expire(at time: TimeInterval) -> [GestureUpdate<Value>] {
        first.isFinished ? fromSecond(second.advance(to: time), started: state == .active)
            : fromFirst(first.advance(to: time), now: time)
    }

    override func abandon() -> [GestureUpdate<Value>] {
        _ = first.cancel()
        _ = second.cancel()
        return state == .active ? [.cancelled] : [.failed]
    }

    private func fromFirst(_ updates: [GestureUpdate<A>], now: TimeInterval) -> [GestureUpdate<Value>] {
        var result: [GestureUpdate<Value>] = []
        var started = state == .active
        for update in updates {
            switch update {
            case .possible(let value):
                result.append(started ? .changed(wrapFirst(value)) : .possible(wrapFirst(value)))
            case .began(let value), .changed(let value):
                result.append(started ? .changed(wrapFirst(value)) : .began(wrapFirst(value)))
                started = true
            case .ended(let value):
                pending = []
                result.append(.ended(wrapFirst(value)))
                return result
            case .cancelled:
                pending = []
                return result + [.cancelled]
            case .failed:
                // The first is out: the second sees every touch so far, then the time now.
                let replay = pending
                pending = []
                var fromReplay: [GestureUpdate<B>] = []
                for event in replay where !second.isFinished { fromReplay += second.handle(event) }
                fromReplay += second.advance(to: now)
                return result + fromSecond(fromReplay, started: started)
            }
        }
        return result
    }

    private func fromSecond(_ updates: [GestureUpdate<B>], started: Bool) -> [GestureUpdate<Value>] {
        var started = started
        var result: [GestureUpdate<Value>] = []
        for update in updates {
            switch update {
            case .possible(let value):
                result.append(started ? .changed(wrapSecond(value)) : .possible(wrapSecond(value)))
            case .began(let value), .changed(let value):
                result.append(started ? .changed(wrapSecond(value)) : .began(wrapSecond(value)))
                started = true
            case .ended(let value): result.append(.ended(wrapSecond(value)))
            case .failed: result.append(started ? .cancelled : .failed)
            case .cancelled: result.append(.cancelled)
            }
        }
        if result.isEmpty && second.isFinished { result.append(started ? .cancelled : .failed) }
        return result
    }
}

extension GestureUpdate {
    /// Whether the update says the gesture is recognized (began, changed or ended).
    var isRecognition: Bool {
        switch self {
        case .began, .changed, .ended: return true
        case .possible, .failed, .cancelled: return false
        }
    }
}
