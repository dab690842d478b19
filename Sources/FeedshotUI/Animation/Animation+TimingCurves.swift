import Foundation

// SwiftUI's timed animations: a UnitCurve stretched over a duration, 0.35 s unless given (the
// default SwiftUI documents for `.linear`, `.easeIn`, `.easeOut` and `.easeInOut`). A timed
// animation never merges with a running one: an interruption adds a second animation from the
// old target to the new one while the first keeps running (see HowAnimationWorks).

extension Animation {
    /// Constant speed over 0.35 s.
    public static var linear: Animation { linear(duration: 0.35) }
    /// Constant speed over `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { timingCurve(.linear, duration: duration) }

    /// Starts slowly, over 0.35 s (Core Animation's ease-in, (0.42, 0, 1, 1)).
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    /// Starts slowly, over `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation { timingCurve(.easeIn, duration: duration) }

    /// Ends slowly, over 0.35 s (Core Animation's ease-out, (0, 0, 0.58, 1)).
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    /// Ends slowly, over `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation { timingCurve(.easeOut, duration: duration) }

    /// Starts and ends slowly, over 0.35 s (Core Animation's ease-in-ease-out, (0.42, 0, 0.58, 1)).
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }
    /// Starts and ends slowly, over `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation { timingCurve(.easeInOut, duration: duration) }

    /// A cubic Bézier timing curve with control points (`p1x`, `p1y`) and (`p2x`, `p2y`) over
    /// `duration` seconds.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
                                   duration: TimeInterval = 0.35) -> Animation {
        timingCurve(.bezier(p1x, p1y, p2x, p2y), duration: duration)
    }

    /// `curve` stretched over `duration` seconds (SwiftUI's `timingCurve(_:duration:)`, iOS 17).
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(TimingCurveAnimation(curve: curve, duration: duration))
    }
}

/// A ``UnitCurve`` over a duration: the change scaled by curve(time / duration), finished after
/// the duration (at exactly the duration it returns the whole change, as SwiftUI's does).
struct TimingCurveAnimation: CustomAnimation, FixedDurationAnimation, CustomStringConvertible {
    var curve: UnitCurve
    var duration: TimeInterval

    init(curve: UnitCurve, duration: TimeInterval) {
        self.curve = curve
        self.duration = duration.isFinite ? max(duration, 0) : 0
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard duration > 0, time <= duration else { return nil }
        return value.scaled(by: curve.value(at: time / duration))
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard duration > 0, time <= duration else { return .zero }
        return value.scaled(by: curve.velocity(at: time / duration) / duration)
    }

    func duration<V: VectorArithmetic>(for value: V) -> TimeInterval? { duration }

    var description: String {
        let duration = self.duration.compactDescription
        switch curve {
        case .linear, .easeIn, .easeOut, .easeInOut: return "\(curve)(duration: \(duration))"
        default:
            if let points = curve.controlPoints {
                return "timingCurve(\(points.x1.compactDescription), \(points.y1.compactDescription), "
                    + "\(points.x2.compactDescription), \(points.y2.compactDescription), duration: \(duration))"
            }
            return "timingCurve(.\(curve), duration: \(duration))"
        }
    }
}
