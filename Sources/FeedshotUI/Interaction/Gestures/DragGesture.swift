import Foundation
import Geometry
import Motion

/// A gesture that follows one finger once it has moved far enough: SwiftUI's `DragGesture`.
///
/// The drag begins when the finger has moved `minimumDistance` from where it touched down (at
/// touch-down when that is 0), reports a value at every move, and ends when the finger lifts.
/// Lifting before it began fails it.
public struct DragGesture: Gesture, PrimitiveGesture {
    /// A drag's progress.
    public struct Value: Equatable, Sendable {
        /// When the value was reported (the host's time as a `Date`).
        public var time: Date
        /// The current location, in the gesture's coordinate space.
        public var location: Point
        /// Where the finger touched down, in the gesture's coordinate space.
        public var startLocation: Point
        /// The finger's velocity in points per second, estimated from its recent samples.
        public var velocity: Size

        /// `location − startLocation`.
        public var translation: Size {
            Size(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// Where the drag would end if the finger lifted now: the location plus a quarter second
        /// of travel at the current velocity.
        ///
        /// Apple does not document the projection. SwiftUI's values satisfy
        /// `velocity = 4 · (predictedEndLocation − location)` (public reimplementations of
        /// SwiftUI define both that way, and apps computed velocity from it before iOS 17 made
        /// `velocity` public), so the prediction is 0.25 s of constant velocity, not a
        /// scroll view's deceleration (which would coast about 0.5 s: `ScrollDeceleration`).
        public var predictedEndLocation: Point {
            Point(x: location.x + velocity.width * Self.predictionInterval,
                  y: location.y + velocity.height * Self.predictionInterval)
        }

        /// `predictedEndLocation − startLocation`.
        public var predictedEndTranslation: Size {
            let end = predictedEndLocation
            return Size(width: end.x - startLocation.x, height: end.y - startLocation.y)
        }

        /// The seconds of constant-velocity travel in the prediction.
        static let predictionInterval = 0.25
    }

    public typealias Body = Never
    /// How far the finger moves before the drag begins, in points.
    public var minimumDistance: Double
    /// The coordinate space of the reported locations.
    public var coordinateSpace: CoordinateSpace

    /// Creates a drag gesture (SwiftUI's defaults: 10 pt, local coordinates).
    public init(minimumDistance: Double = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    func makePrimitiveRecognizer(in context: GestureRecognitionContext) -> AnyObject {
        DragRecognizer(minimumDistance: minimumDistance, space: coordinateSpace, context: context)
    }
}

/// The drag state machine: follows the first finger; velocity from Motion's ``VelocityTracker``
/// per axis over the samples since touch-down (the lift is the last sample, so a finger that
/// rested before lifting releases at zero, as the tracker's rest rule says).
final class DragRecognizer: GestureRecognizer<DragGesture.Value> {
    let minimumDistance: Double
    let space: CoordinateSpace
    let context: GestureRecognitionContext
    private let tracker = VelocityTracker()
    private var touch: Int?
    private var start: Point = .zero
    private var samples = PanSamples()

    init(minimumDistance: Double, space: CoordinateSpace, context: GestureRecognitionContext) {
        self.minimumDistance = minimumDistance.isNaN ? 10 : max(minimumDistance, 0)
        self.space = space
        self.context = context
    }

    override func receive(_ event: TouchEvent) -> [GestureUpdate<DragGesture.Value>] {
        switch event.phase {
        case .began:
            guard touch == nil else { return [] }
            touch = event.touch
            start = event.location
            sample(event)
            return minimumDistance == 0 ? [.began(value(at: event))] : []
        case .moved:
            guard event.touch == touch else { return [] }
            sample(event)
            if state == .active { return [.changed(value(at: event))] }
            return event.location.distance(to: start) >= minimumDistance && event.location != start
                ? [.began(value(at: event))] : []
        case .ended:
            guard event.touch == touch else { return [] }
            sample(event)
            return state == .active ? [.ended(value(at: event))] : [.failed]
        case .cancelled:
            guard event.touch == touch else { return [] }
            return state == .active ? [.cancelled] : [.failed]
        }
    }

    private func sample(_ event: TouchEvent) {
        samples.record(event.translation(from: start), at: event.time)
    }

    private func value(at event: TouchEvent) -> DragGesture.Value {
        DragGesture.Value(time: context.date(event.time), location: context.convert(event.location, space),
                          startLocation: context.convert(start, space),
                          velocity: samples.velocity(tracker))
    }
}
