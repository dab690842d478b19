import Foundation
import Geometry

/// A gesture as a live host's ``GestureArbiter`` drives it: the gesture's recognizer, with its
/// callbacks (`onChanged`, `onEnded`, `updating`) held back until the arbiter lets it act, so a
/// gesture that loses to another never runs them.
///
/// It asks to activate as soon as its gesture begins (or ends at once, as a tap does); once
/// active it runs the queued callbacks and then every later one as it comes, and reports
/// `finished` when the gesture is over. Locations reach the gesture in the view's current
/// coordinate space (its frame now, as it may move while animating).
final class GestureTouchRecognizer<Value>: TouchRecognizer {
    private let recognizer: GestureRecognizer<Value>
    private let gate = GestureCallbackGate(isOpen: false)

    init<G: Gesture>(_ gesture: G, target: TouchTarget) where G.Value == Value {
        let frame = target.frame, named = target.namedFrame
        recognizer = gesture.makeRecognizer(in: GestureRecognitionContext(
            bounds: frame(), gate: gate,
            convert: { point, space in space.convert(point, local: frame(), named: named) }))
    }

    func handle(_ event: TouchEvent) -> RecognizerRequest {
        request(after: recognizer.handle(event))
    }

    func tick(time: Double) -> RecognizerRequest {
        request(after: recognizer.advance(to: time))
    }

    func activate(event: TouchEvent?) -> Bool {
        gate.open()
        return recognizer.isFinished
    }

    func cancel() {
        if gate.isOpen {
            recognizer.cancel()  // an acting gesture resets its gesture state
        } else {
            recognizer.cancel()
            gate.discard()
        }
    }

    private func request(after updates: [GestureUpdate<Value>]) -> RecognizerRequest {
        if gate.isOpen { return recognizer.isFinished ? .finished : .none }
        let recognized = updates.contains(where: \.isRecognition)
        if recognizer.isFinished && recognizer.state != .ended { return .fail }
        return recognized ? .activate : .none
    }
}

extension TouchHandler {
    /// A handler that recognizes `gesture` for the view it is attached to: what `.gesture(_:)`
    /// (`priority: .normal`), `.highPriorityGesture(_:)` (`.high`) and `.simultaneousGesture(_:)`
    /// (`isSimultaneous: true`) attach, each with its mask; `onTapGesture` and
    /// `onLongPressGesture` attach the gesture they stand for.
    init<G: Gesture>(gesture: G, priority: GesturePriority = .normal, isSimultaneous: Bool = false,
                     mask: GestureMask = .all) {
        self.init(priority: priority, isSimultaneous: isSimultaneous, mask: mask) { target in
            GestureTouchRecognizer(gesture, target: target)
        }
    }
}
