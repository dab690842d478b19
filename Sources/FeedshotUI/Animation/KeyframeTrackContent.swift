import Foundation

/// Keyframes of one track: SwiftUI's `KeyframeTrackContent`, made of ``LinearKeyframe``,
/// ``SpringKeyframe``, ``CubicKeyframe`` and ``MoveKeyframe`` in a
/// ``KeyframeTrackContentBuilder``.
public protocol KeyframeTrackContent<Value> {
    /// The value the keyframes move.
    associatedtype Value: Animatable
    /// The keyframes, in order (what the builder collects).
    var _keyframes: [KeyframeSegment<Value>] { get }
}

/// One keyframe of a track: where it moves the value, in how long and how.
public struct KeyframeSegment<Value: Animatable> {
    enum Motion {
        case linear(UnitCurve)
        case spring(Spring, startVelocity: Value?)
        case cubic(startVelocity: Value?, endVelocity: Value?)
        case move
    }

    let target: Value
    /// Seconds; nil for a spring that takes its settling duration.
    let duration: TimeInterval?
    let motion: Motion
}

/// Moves the value to `to` along a timing curve: SwiftUI's `LinearKeyframe`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [KeyframeSegment<Value>]

    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        _keyframes = [KeyframeSegment(target: to, duration: duration, motion: .linear(timingCurve))]
    }
}

/// Moves the value toward `to` with a spring, for `duration` seconds (the spring's settling
/// duration if nil); what the spring reached by then, and its velocity, carry into the next
/// keyframe: SwiftUI's `SpringKeyframe`.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [KeyframeSegment<Value>]

    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        _keyframes = [KeyframeSegment(target: to, duration: duration, motion: .spring(spring, startVelocity: startVelocity))]
    }
}

/// Moves the value to `to` along a cubic curve whose velocities, unless given, come from the
/// neighbouring keyframes (a Catmull–Rom spline through a run of cubic keyframes): SwiftUI's
/// `CubicKeyframe`.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [KeyframeSegment<Value>]

    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        _keyframes = [KeyframeSegment(target: to, duration: duration,
                                      motion: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))]
    }
}

/// Sets the value to `to` at once: SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [KeyframeSegment<Value>]

    public init(_ to: Value) {
        _keyframes = [KeyframeSegment(target: to, duration: 0, motion: .move)]
    }
}

/// Keyframes collected by a ``KeyframeTrackContentBuilder``.
public struct KeyframeList<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [KeyframeSegment<Value>]
}

/// Builds a track's keyframes, with `if`, `switch` and `for` as in view builders: SwiftUI's
/// `KeyframeTrackContentBuilder`.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeList<Value> where K.Value == Value {
        KeyframeList(_keyframes: keyframe._keyframes)
    }

    public static func buildBlock(_ parts: KeyframeList<Value>...) -> KeyframeList<Value> {
        KeyframeList(_keyframes: parts.flatMap(\._keyframes))
    }

    public static func buildOptional(_ part: KeyframeList<Value>?) -> KeyframeList<Value> {
        part ?? KeyframeList(_keyframes: [])
    }

    public static func buildEither(first part: KeyframeList<Value>) -> KeyframeList<Value> { part }

    public static func buildEither(second part: KeyframeList<Value>) -> KeyframeList<Value> { part }

    public static func buildArray(_ parts: [KeyframeList<Value>]) -> KeyframeList<Value> {
        KeyframeList(_keyframes: parts.flatMap(\._keyframes))
    }

    public static func buildLimitedAvailability(_ part: KeyframeList<Value>) -> KeyframeList<Value> { part }
}
