import Geometry
import Motion

/// A sheet that follows the finger: on a live host a vertical drag on a sheet's card moves the
/// card with the finger (downward freely, upward against a rubber band), and the release either
/// dismisses the sheet (it slides down, its binding is reset, `onDismiss` runs) or springs it
/// back, as an iPhone's sheet does. `interactiveDismissDisabled()` keeps the sheet presented: it
/// always springs back.
///
/// The drag competes for the touch as an enclosing scroll view's pan does (the arbiter's `.scroll`
/// priority, on the sheet's layer node): a scroll view inside the sheet is deeper on the touched
/// path and takes vertical drags it can scroll; a view's own gestures take theirs; a starting
/// sheet drag cancels a button's press. So the card follows drags that begin where its content
/// does not take them (its background, its texts, a short list). iOS also hands a drag over from
/// a scroll view scrolled to its top to the sheet; Feedshot does not (the scroll view bounces).
///
/// Apple publishes none of the numbers; they are inferred from iOS 17 behavior (see
/// ``SheetDragMetrics``).
final class SheetDrag {
    /// The card's vertical offset from its resting place, kept under the presentation's identity.
    let offset: StoredValue<Double>
    /// Ends the presentation as its binding says (`nil`: it cannot be ended from inside).
    let dismiss: (@Sendable () -> Void)?
    /// `interactiveDismissDisabled()`: the sheet springs back whatever the drag.
    let isDismissDisabled: Bool
    /// The card's height (the dismissal threshold is a fraction of it).
    let height: Double

    init(offset: StoredValue<Double>, dismiss: (@Sendable () -> Void)?, isDismissDisabled: Bool, height: Double) {
        self.offset = offset
        self.dismiss = dismiss
        self.isDismissDisabled = isDismissDisabled
        self.height = height
    }

    /// The slot of the presentation identity's storage that keeps the offset (views number their
    /// dynamic properties from 0, and a presentation's identity has no view of its own).
    static let storageSlot = -1

    /// The offset shown for a finger `translation` points down (negative: up) from touch-down.
    func shownOffset(forTranslation translation: Double) -> Double {
        guard translation < 0 else { return translation }
        return -RubberBand().resisted(-translation, dimension: max(1, height))
    }

    /// Whether a release at `offset` moving at `velocity` (points per second, down positive)
    /// dismisses the sheet.
    func dismisses(offset: Double, velocity: Double) -> Bool {
        guard !isDismissDisabled, dismiss != nil else { return false }
        if offset >= height * SheetDragMetrics.dismissFraction { return true }
        return offset > 0 && velocity >= SheetDragMetrics.dismissVelocity
    }
}

/// The numbers of a sheet's drag. Apple publishes none; they are inferred from iOS 17 screen
/// recordings of sheets (not documented):
/// - a drag released more than half-way down the card's height dismisses it;
/// - a release moving down faster than 1,000 points per second dismisses it from any distance
///   (a flick);
/// - upward the card resists as a scroll view does past its edge (UIKit's 0.55 rubber band over
///   the card's height);
/// - a sheet that stays springs back with the presentation's own spring
///   (``PresentationTransition/slideAnimation``).
enum SheetDragMetrics {
    /// The fraction of the card's height past which a release dismisses (inferred).
    static let dismissFraction = 0.5
    /// The downward release velocity, in points per second, past which a flick dismisses (inferred).
    static let dismissVelocity = 1000.0
}

/// The recognizer of a sheet's drag for one touch sequence (see ``SheetDrag``): it recognizes a
/// mostly vertical move of ``ScrollPanRecognizer/hysteresis`` points (UIKit's pan hysteresis),
/// fails for a horizontal one, then moves the card with the finger and decides at the lift.
final class SheetDragRecognizer: TouchRecognizer {
    private let drag: SheetDrag
    private let target: TouchTarget
    private let tracker = VelocityTracker()
    private var touch: Int?
    private var start = Point.zero
    private var location = Point.zero
    private var time = 0.0
    private var samples: [GestureSample] = []
    private var isActive = false

    init(drag: SheetDrag, target: TouchTarget) {
        self.drag = drag
        self.target = target
    }

    func handle(_ event: TouchEvent) -> RecognizerRequest {
        switch event.phase {
        case .began:
            guard touch == nil else { return .none }
            touch = event.touch
            start = event.location
            location = event.location
            time = event.time
            sample(event)
            return .none
        case .moved:
            guard event.touch == touch else { return .none }
            location = event.location
            time = event.time
            if event.isSample { sample(event) }
            if isActive {
                follow()
                return .none
            }
            let delta = event.location - start
            guard delta.length >= ScrollPanRecognizer.hysteresis else { return .none }
            return abs(delta.y) >= abs(delta.x) ? .activate : .fail
        case .ended:
            guard event.touch == touch else { return .none }
            location = event.location
            time = event.time
            guard isActive else { return .fail }
            if samples.last?.time != event.time { sample(event) }
            release(velocity: event.releaseVelocity.map { tracker.clamped($0.y) }
                    ?? tracker.estimate(from: samples).velocity)
            return .finished
        case .cancelled:
            guard event.touch == touch else { return .none }
            if isActive { release(velocity: 0, canDismiss: false) }
            return isActive ? .finished : .fail
        }
    }

    func tick(time: Double) -> RecognizerRequest { .none }

    func activate(event: TouchEvent?) -> Bool {
        isActive = true
        follow()
        return false
    }

    func cancel() {}

    /// Moves the card to where the finger says, at once.
    private func follow() {
        let offset = drag.shownOffset(forTranslation: location.y - start.y)
        withTransaction(Transaction()) { drag.offset.write(offset) }
    }

    /// Dismisses the sheet from where it is, or springs it back.
    private func release(velocity: Double, canDismiss: Bool = true) {
        let offset = drag.offset.value
        if canDismiss, drag.dismisses(offset: offset, velocity: velocity), let dismiss = drag.dismiss {
            // The card leaves from where the finger left it (its removal slides it on down); the
            // next presentation starts at rest.
            // (A binding that ignores the reset leaves the sheet presented: it goes back at once.)
            withTransaction(Transaction()) {
                drag.offset.write(0)
                dismiss()
            }
        } else {
            withAnimation(PresentationTransition.slideAnimation) { drag.offset.write(0) }
        }
    }

    private func sample(_ event: TouchEvent) {
        samples.append(GestureSample(time: event.time, translation: event.location.y - start.y))
        if samples.count > 2 * ScrollPanRecognizer.sampleLimit {
            samples.removeFirst(samples.count - ScrollPanRecognizer.sampleLimit)
        }
    }
}
