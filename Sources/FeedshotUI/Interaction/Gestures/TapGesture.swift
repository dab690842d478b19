import Foundation
import Geometry

/// A gesture that recognizes one or more taps: SwiftUI's `TapGesture`.
public struct TapGesture: Gesture, PrimitiveGesture {
    public typealias Value = Void
    public typealias Body = Never
    /// The number of taps required.
    public var count: Int

    /// Creates a tap gesture recognizing `count` taps.
    public init(count: Int = 1) {
        self.count = count
    }

    func makePrimitiveRecognizer(in context: GestureRecognitionContext) -> AnyObject {
        MapRecognizer(TapRecognizer(count: count)) { _ in () }
    }
}

/// A tap gesture that reports where it happened: SwiftUI's `SpatialTapGesture`.
public struct SpatialTapGesture: Gesture, PrimitiveGesture {
    /// Where the tap happened.
    public struct Value: Equatable, Sendable {
        /// The location of the tap (the last touch-up), in the gesture's coordinate space.
        public var location: Point
    }

    public typealias Body = Never
    /// The number of taps required.
    public var count: Int
    /// The coordinate space of the reported location.
    public var coordinateSpace: CoordinateSpace

    /// Creates a spatial tap gesture.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    func makePrimitiveRecognizer(in context: GestureRecognitionContext) -> AnyObject {
        let space = coordinateSpace, convert = context.convert
        return MapRecognizer(TapRecognizer(count: count)) { Value(location: convert($0, space)) }
    }
}

/// The tap state machine shared by `TapGesture` and `SpatialTapGesture`; its value is the root
/// location of the final touch-up.
///
/// One finger touches down and lifts `count` times. Each press must stay within
/// ``tapSlop`` of where it touched down; each next touch-down must come within
/// ``multiTapInterval`` of the previous lift and within ``multiTapSlop`` of the first tap.
/// A second finger down at once fails the gesture. The gesture ends at the last lift.
///
/// Apple publishes none of these limits. The slop is SwiftUI's default `maximumDistance` for
/// long presses (10 pt), the only published movement tolerance; 0.35 s between taps and 40 pt
/// between tap locations are inferred from the feel of iOS double taps (Android documents
/// 300 ms and about 100 dp for the same decisions).
final class TapRecognizer: GestureRecognizer<Point> {
    /// How far a press may move and still be a tap.
    static let tapSlop = 10.0
    /// The longest pause from a lift to the next touch-down of a multi-tap.
    static let multiTapInterval = 0.35
    /// How far a later tap of a multi-tap may land from the first.
    static let multiTapSlop = 40.0

    let count: Int
    private var taps = 0
    private var down: (touch: Int, location: Point)?
    private var firstLocation: Point?
    private var lastLift: TimeInterval?

    init(count: Int) {
        self.count = max(count, 1)
    }

    override var deadline: TimeInterval? {
        guard down == nil, let lastLift else { return nil }
        return lastLift + Self.multiTapInterval
    }

    override func expire(at time: TimeInterval) -> [GestureUpdate<Point>] { [.failed] }

    override func receive(_ event: TouchEvent) -> [GestureUpdate<Point>] {
        switch event.phase {
        case .began:
            if down != nil { return [.failed] }  // a second finger
            if let first = firstLocation, event.location.distance(to: first) > Self.multiTapSlop { return [.failed] }
            down = (event.touch, event.location)
            if firstLocation == nil { firstLocation = event.location }
            return []
        case .moved:
            guard let down, down.touch == event.touch else { return [] }
            return event.location.distance(to: down.location) > Self.tapSlop ? [.failed] : []
        case .ended:
            guard let press = down, press.touch == event.touch else { return [] }
            if event.location.distance(to: press.location) > Self.tapSlop { return [.failed] }
            down = nil
            taps += 1
            lastLift = event.time
            return taps >= count ? [.ended(event.location)] : []
        case .cancelled:
            return [.failed]
        }
    }
}
