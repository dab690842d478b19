import Foundation
import Geometry
import Motion

/// A pinch: SwiftUI's `MagnifyGesture` (iOS 17). It needs two fingers; it begins once the
/// distance between them has changed by `minimumScaleDelta` of the distance when the second
/// finger touched down, and ends when either finger lifts.
public struct MagnifyGesture: Gesture, PrimitiveGesture {
    /// A pinch's progress.
    public struct Value: Equatable, Sendable {
        /// When the value was reported.
        public var time: Date
        /// The distance between the fingers relative to the start: 2 is twice as far apart.
        public var magnification: Double
        /// The rate of change of `magnification`, per second.
        public var velocity: Double
        /// The midpoint of the fingers at the start, as a unit point of the view's bounds.
        public var startAnchor: UnitPoint
        /// The midpoint of the fingers at the start, in the view's local coordinates.
        public var startLocation: Point
    }

    public typealias Body = Never
    /// The relative change in distance that begins the gesture.
    public var minimumScaleDelta: Double

    /// Creates a pinch gesture.
    public init(minimumScaleDelta: Double = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    func makePrimitiveRecognizer(in context: GestureRecognitionContext) -> AnyObject {
        MapRecognizer(TwoFingerRecognizer(threshold: minimumScaleDelta, measure: .scale)) { state in
            Value(time: context.date(state.time), magnification: state.measure, velocity: state.velocity,
                  startAnchor: context.unitPoint(state.startCentroid),
                  startLocation: context.convert(state.startCentroid, .local))
        }
    }
}

/// A rotation with two fingers: SwiftUI's `RotateGesture` (iOS 17). It begins once the line
/// between the fingers has turned by `minimumAngleDelta` and ends when either finger lifts.
public struct RotateGesture: Gesture, PrimitiveGesture {
    /// A rotation's progress.
    public struct Value: Equatable, Sendable {
        /// When the value was reported.
        public var time: Date
        /// The angle turned since the start (positive is clockwise on screen).
        public var rotation: Angle
        /// The rate of turning, per second.
        public var velocity: Angle
        /// The midpoint of the fingers at the start, as a unit point of the view's bounds.
        public var startAnchor: UnitPoint
        /// The midpoint of the fingers at the start, in the view's local coordinates.
        public var startLocation: Point
    }

    public typealias Body = Never
    /// The turn that begins the gesture.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    func makePrimitiveRecognizer(in context: GestureRecognitionContext) -> AnyObject {
        MapRecognizer(TwoFingerRecognizer(threshold: abs(minimumAngleDelta.radians), measure: .angle)) { state in
            Value(time: context.date(state.time), rotation: .radians(state.measure), velocity: .radians(state.velocity),
                  startAnchor: context.unitPoint(state.startCentroid),
                  startLocation: context.convert(state.startCentroid, .local))
        }
    }
}

/// The pre-iOS 17 pinch, whose value is the magnification alone: SwiftUI's `MagnificationGesture`.
public struct MagnificationGesture: Gesture, PrimitiveGesture {
    public typealias Value = Double
    public typealias Body = Never
    /// The relative change in distance that begins the gesture.
    public var minimumScaleDelta: Double

    /// Creates a pinch gesture.
    public init(minimumScaleDelta: Double = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    func makePrimitiveRecognizer(in context: GestureRecognitionContext) -> AnyObject {
        MapRecognizer(TwoFingerRecognizer(threshold: minimumScaleDelta, measure: .scale)) { $0.measure }
    }
}

/// The pre-iOS 17 rotation, whose value is the angle alone: SwiftUI's `RotationGesture`.
public struct RotationGesture: Gesture, PrimitiveGesture {
    public typealias Value = Angle
    public typealias Body = Never
    /// The turn that begins the gesture.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    func makePrimitiveRecognizer(in context: GestureRecognitionContext) -> AnyObject {
        MapRecognizer(TwoFingerRecognizer(threshold: abs(minimumAngleDelta.radians), measure: .angle)) { Angle.radians($0.measure) }
    }
}

extension GestureRecognitionContext {
    /// A root location as a unit point of the view's bounds.
    func unitPoint(_ point: Point) -> UnitPoint {
        UnitPoint(x: bounds.width > 0 ? (point.x - bounds.minX) / bounds.width : 0,
                  y: bounds.height > 0 ? (point.y - bounds.minY) / bounds.height : 0)
    }
}

/// The state machine of the two-finger gestures: it watches the first two fingers down and
/// measures either the ratio of their distance to the starting distance (`scale`) or the angle
/// their line has turned since the start (`angle`, unwrapped so it keeps counting past ±180°).
/// Velocities come from Motion's ``VelocityTracker`` over the measure's samples.
final class TwoFingerRecognizer: GestureRecognizer<TwoFingerRecognizer.Reading> {
    enum Measure { case scale, angle }

    struct Reading {
        var time: TimeInterval
        var measure: Double
        var velocity: Double
        var startCentroid: Point
    }

    let threshold: Double
    let measure: Measure
    private let tracker = VelocityTracker(maximumSpeed: .infinity)
    private var fingers: [(touch: Int, location: Point)] = []
    private var startDistance = 0.0
    private var startCentroid: Point = .zero
    private var lastAngle = 0.0
    private var turned = 0.0
    private var samples: [GestureSample] = []

    init(threshold: Double, measure: Measure) {
        self.threshold = threshold.isFinite ? max(threshold, 0) : 0
        self.measure = measure
    }

    override func receive(_ event: TouchEvent) -> [GestureUpdate<Reading>] {
        switch event.phase {
        case .began:
            guard fingers.count < 2 else { return [] }
            fingers.append((event.touch, event.location))
            if fingers.count == 2 { startPair(at: event.time) }
            return []
        case .moved:
            guard let index = fingers.firstIndex(where: { $0.touch == event.touch }) else { return [] }
            fingers[index].location = event.location
            guard fingers.count == 2 else { return [] }
            let reading = read(at: event.time)
            if state == .active { return [.changed(reading)] }
            let change = measure == .scale ? abs(reading.measure - 1) : abs(reading.measure)
            return change >= threshold && change > 0 ? [.began(reading)] : []
        case .ended:
            guard let index = fingers.firstIndex(where: { $0.touch == event.touch }) else { return [] }
            fingers[index].location = event.location
            if state == .active && fingers.count == 2 { return [.ended(read(at: event.time))] }
            return [.failed]
        case .cancelled:
            guard fingers.contains(where: { $0.touch == event.touch }) else { return [] }
            return state == .active ? [.cancelled] : [.failed]
        }
    }

    private func startPair(at time: TimeInterval) {
        let (a, b) = (fingers[0].location, fingers[1].location)
        startDistance = a.distance(to: b)
        startCentroid = a.interpolated(to: b, by: 0.5)
        lastAngle = atan2(b.y - a.y, b.x - a.x)
        turned = 0
        samples = [GestureSample(time: time, translation: measure == .scale ? 1 : 0)]
    }

    private func read(at time: TimeInterval) -> Reading {
        let (a, b) = (fingers[0].location, fingers[1].location)
        let value: Double
        switch measure {
        case .scale:
            value = startDistance > 0 ? a.distance(to: b) / startDistance : 1
        case .angle:
            let angle = atan2(b.y - a.y, b.x - a.x)
            var step = angle - lastAngle
            if step > Double.pi { step -= 2 * Double.pi }
            if step < -Double.pi { step += 2 * Double.pi }
            turned += step
            lastAngle = angle
            value = turned
        }
        samples.append(GestureSample(time: time, translation: value))
        if samples.count > 2 * PanSamples.limit { samples.removeFirst(samples.count - PanSamples.limit) }
        return Reading(time: time, measure: value, velocity: tracker.estimate(from: samples).velocity,
                       startCentroid: startCentroid)
    }
}
