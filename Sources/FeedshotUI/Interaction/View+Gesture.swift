import Foundation
import Geometry

// Attaching gestures to views. A still render never recognizes them, so these modifiers return
// the view unchanged; a live host attaches the gesture as a `TouchHandler(gesture:…)` (see
// GestureTouchRecognizer.swift) and its arbiter drives it.

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
