import Foundation
import Geometry

// Attaching gestures to views. In a live host each modifier attaches its gesture to the nodes of
// the view as a `TouchHandler` (see GestureTouchRecognizer.swift); touches that hit the view run
// it under the arbiter's precedence rules (GestureArbiter.swift). A still render never
// recognizes anything: the modifiers leave the placed tree as it was.

extension View {
    /// Attaches `gesture` with a lower precedence than the gestures of the views inside (a
    /// child's gesture wins over its parent's). `mask` turns off the attached gesture
    /// (without `.gesture`) or the subviews' gestures (without `.subviews`).
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .normal, isSimultaneous: false, mask: mask))
    }

    /// Attaches `gesture`, on when `isEnabled` (SwiftUI's iOS 18 form).
    public func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches `gesture` with a higher precedence than the gestures of the views inside: it wins
    /// over them when both recognize.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .high, isSimultaneous: false, mask: mask))
    }

    /// Attaches `gesture` to be recognized alongside the gestures of the view and the views inside.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .normal, isSimultaneous: true, mask: mask))
    }

    /// Runs `action` when the view is tapped `count` times.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// Runs `action` with the tap's location (in `coordinateSpace`) when the view is tapped
    /// `count` times.
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (Point) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// Runs `action` when a finger stays on the view for `minimumDuration` seconds without
    /// moving more than `maximumDistance` points; `onPressingChanged` learns when a finger
    /// touches the view (`true`) and leaves it (`false`).
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: Double = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        gesture(LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
            .onEnded { _ in action() })
            .modifier(PressingModifier(onPressingChanged: UncheckedSendableBox(value: onPressingChanged)))
    }

    /// `onLongPressGesture` with the pressing callback first (SwiftUI's older spelling).
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: Double = 10,
                                   pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
                           onPressingChanged: pressing)
    }
}

/// Attaches a gesture to the content's nodes in a live host, unless the view is disabled.
struct GestureModifier<G: Gesture>: ViewModifier, PrimitiveModifier {
    let gesture: G
    let priority: GesturePriority
    let isSimultaneous: Bool
    let mask: GestureMask

    func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode] {
        let nodes = resolveNodes(content, in: context)
        guard context.graph != nil, context.environment.isEnabled else { return nodes }
        for node in nodes {
            node.touchHandlers.append(TouchHandler(gesture: gesture, priority: priority,
                                                   isSimultaneous: isSimultaneous, mask: mask))
        }
        return nodes
    }
}

/// Tells `onPressingChanged` when a finger is on the view: a simultaneous observer that never
/// competes with the view's gestures.
struct PressingModifier: ViewModifier, PrimitiveModifier {
    let onPressingChanged: UncheckedSendableBox<((Bool) -> Void)?>

    func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode] {
        let nodes = resolveNodes(content, in: context)
        guard context.graph != nil, context.environment.isEnabled, let callback = onPressingChanged.value else {
            return nodes
        }
        for node in nodes {
            node.touchHandlers.append(TouchHandler(isSimultaneous: true) { _ in PressingObserver(callback) })
        }
        return nodes
    }
}

/// Reports a finger's touch-down and lift on a view, and never acts otherwise.
final class PressingObserver: TouchRecognizer {
    private let callback: (Bool) -> Void
    private var touch: Int?

    init(_ callback: @escaping (Bool) -> Void) {
        self.callback = callback
    }

    func handle(_ event: TouchEvent) -> RecognizerRequest {
        switch event.phase {
        case .began where touch == nil:
            touch = event.touch
            callback(true)
            return .none
        case .ended, .cancelled:
            guard event.touch == touch else { return .none }
            callback(false)
            return .finished
        default:
            return .none
        }
    }

    func tick(time: Double) -> RecognizerRequest { .none }
    func activate(event: TouchEvent?) -> Bool { true }
    func cancel() {
        if touch != nil { callback(false) }
    }
}
