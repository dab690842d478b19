import Foundation
import Geometry

/// A gesture that succeeds when a finger stays down long enough: SwiftUI's `LongPressGesture`.
///
/// Its value is `true` from touch-down (so `updating` can show a pressed state, before the press
/// is recognized) and it ends with `true` once `minimumDuration` has passed with the finger still
/// down, before the finger lifts.
/// Lifting earlier, or moving farther than `maximumDistance` from the touch-down point, fails it.
public struct LongPressGesture: Gesture, PrimitiveGesture {
    public typealias Value = Bool
    public typealias Body = Never
    /// How long the finger must stay down, in seconds.
    public var minimumDuration: Double
    /// How far the finger may move before the press fails, in points.
    public var maximumDistance: Double

    /// Creates a long-press gesture (SwiftUI's defaults: 0.5 s, 10 pt).
    public init(minimumDuration: Double = 0.5, maximumDistance: Double = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    func makePrimitiveRecognizer(in context: GestureRecognitionContext) -> AnyObject {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

/// The long-press state machine: pressing (a possible value) from touch-down, recognized and
/// ended at down + minimumDuration.
final class LongPressRecognizer: GestureRecognizer<Bool> {
    let minimumDuration: Double
    let maximumDistance: Double
    private var down: (touch: Int, location: Point, time: TimeInterval)?

    init(minimumDuration: Double, maximumDistance: Double) {
        self.minimumDuration = minimumDuration.isFinite ? max(minimumDuration, 0) : 0
        self.maximumDistance = maximumDistance.isNaN ? 10 : max(maximumDistance, 0)
    }

    override var deadline: TimeInterval? { down.map { $0.time + minimumDuration } }

    override func expire(at time: TimeInterval) -> [GestureUpdate<Bool>] { [.ended(true)] }

    override func receive(_ event: TouchEvent) -> [GestureUpdate<Bool>] {
        switch event.phase {
        case .began:
            if down != nil { return [] }  // further fingers do not matter
            down = (event.touch, event.location, event.time)
            return minimumDuration == 0 ? [.possible(true), .ended(true)] : [.possible(true)]
        case .moved:
            guard let down, down.touch == event.touch else { return [] }
            return event.location.distance(to: down.location) > maximumDistance ? [.failed] : []
        case .ended, .cancelled:
            guard let down, down.touch == event.touch else { return [] }
            return [.failed]  // lifted before the duration (a lift at the deadline ended it first)
        }
    }
}
