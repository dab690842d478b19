import Foundation
import Geometry

// A render is one still frame: gestures never fire. These types exist so that SwiftUI code that
// attaches gestures compiles unchanged; every modifier here returns the view as it was.

/// A gesture: SwiftUI's `Gesture`. Feedshot accepts gestures and never recognizes them.
public protocol Gesture: Sendable {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value
}

extension Gesture {
    /// Runs `action` as the gesture changes (never, in a still render).
    public func onChanged(_ action: (Value) -> Void) -> Self { self }

    /// Runs `action` when the gesture ends (never, in a still render).
    public func onEnded(_ action: (Value) -> Void) -> Self { self }

    /// Updates gesture state as the gesture changes (never, in a still render).
    public func updating<State>(_ state: GestureState<State>,
                                body: (Value, inout State, inout Transaction) -> Void) -> Self { self }

    /// Both gestures at once.
    public func simultaneously<Other: Gesture>(with other: Other) -> Self { self }

    /// This gesture, then `other`.
    public func sequenced<Other: Gesture>(before other: Other) -> Self { self }

    /// This gesture, or `other` if this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> Self { self }
}

/// A drag: SwiftUI's `DragGesture`.
public struct DragGesture: Gesture {
    /// A drag's progress.
    public struct Value: Equatable, Sendable {
        /// When the value was reported.
        public var time: Date
        /// The current location.
        public var location: Point
        /// Where the drag started.
        public var startLocation: Point
        /// The distance moved so far.
        public var translation: Size
        /// The current velocity, in points per second.
        public var velocity: Size
        /// Where the drag would end if it stopped accelerating.
        public var predictedEndLocation: Point
        /// The distance the drag would cover if it stopped accelerating.
        public var predictedEndTranslation: Size
    }

    /// The distance a touch moves before the drag starts.
    public var minimumDistance: Double

    /// Creates a drag gesture.
    public init(minimumDistance: Double = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
    }
}

/// A tap: SwiftUI's `TapGesture`.
public struct TapGesture: Gesture {
    public typealias Value = Void
    /// The number of taps.
    public var count: Int

    /// Creates a tap gesture.
    public init(count: Int = 1) {
        self.count = count
    }
}

/// A long press: SwiftUI's `LongPressGesture`.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    /// How long the press lasts.
    public var minimumDuration: Double

    /// Creates a long-press gesture.
    public init(minimumDuration: Double = 0.5, maximumDistance: Double = 10) {
        self.minimumDuration = minimumDuration
    }
}

/// A pinch: SwiftUI's `MagnifyGesture`.
public struct MagnifyGesture: Gesture {
    /// A pinch's progress.
    public struct Value: Equatable, Sendable {
        /// The scale relative to the start.
        public var magnification: Double
    }

    /// Creates a pinch gesture.
    public init(minimumScaleDelta: Double = 0.01) {}
}

/// A rotation: SwiftUI's `RotateGesture`.
public struct RotateGesture: Gesture {
    /// A rotation's progress.
    public struct Value: Equatable, Sendable {
        /// The angle turned so far.
        public var rotation: Angle
    }

    /// Creates a rotation gesture.
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// Which gestures a view and its subviews recognize: SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No gestures.
    public static let none = GestureMask([])
    /// The attached gesture.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}

/// The context of a state change (its animation): SwiftUI's `Transaction`.
public struct Transaction: Sendable {
    /// The animation the change runs with.
    public var animation: Animation?
    /// Creates a transaction.
    public init(animation: Animation? = nil) {
        self.animation = animation
    }
}

/// State a gesture updates while it is active: SwiftUI's `GestureState`. A still render is never
/// mid-gesture, so it always reads its initial value.
@propertyWrapper
public struct GestureState<Value>: Sendable where Value: Sendable {
    private let initialValue: Value

    /// Creates gesture state with its resting value.
    public init(wrappedValue: Value) {
        initialValue = wrappedValue
    }

    /// Creates gesture state with its resting value and a reset transaction.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        initialValue = wrappedValue
    }

    /// The resting value.
    public var wrappedValue: Value { initialValue }

    /// The state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension View {
    /// Attaches a gesture (never recognized in a still render).
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self { self }

    /// Attaches a gesture that takes precedence (never recognized in a still render).
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self { self }

    /// Attaches a gesture recognized with the subviews' (never, in a still render).
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self { self }

    /// Runs `action` on a tap (never, in a still render).
    public func onTapGesture(count: Int = 1, perform action: () -> Void) -> Self { self }

    /// Runs `action` on a tap, with its location (never, in a still render).
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: (Point) -> Void) -> Self { self }

    /// Runs `action` on a long press (never, in a still render).
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: Double = 10,
                                   perform action: () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> Self { self }

}
