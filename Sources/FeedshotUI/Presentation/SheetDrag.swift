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
/// does not take them (its background, its texts, a short list). A sheet with several detents
/// (`presentationDetents`) grows and shrinks between them under the finger and comes to rest at
/// the one the release aims at, writing its selection. A downward drag that starts on a scroll
/// view showing its top is the sheet's, as iOS hands it over (the scroll view does not bounce); a
/// pull on a scrolled-down list that brings it to its top goes on with the sheet (the list stays
/// at its top and the card moves the rest of the way; see ``ScrollPanRecognizer``). A swipe up on
/// a scroll view in a sheet below its tallest detent grows the sheet, and the content scrolls once
/// the sheet is at its tallest, unless `presentationContentInteraction(.scrolls)` says otherwise.
///
/// Apple publishes none of the numbers; they are inferred from iOS 17 behavior (see
/// ``SheetDragMetrics``).
final class SheetDrag {
    /// A detent the card can rest at, and the card's frame there.
    struct Stop {
        let detent: PresentationDetent
        let frame: Rect
    }

    /// The card's vertical offset from its resting place, kept under the presentation's identity.
    let offset: StoredValue<Double>
    /// Ends the presentation as its binding says (`nil`: it cannot be ended from inside).
    let dismiss: (@Sendable () -> Void)?
    /// `interactiveDismissDisabled()`: the sheet springs back whatever the drag.
    let isDismissDisabled: Bool
    /// The card's frame at the detent it rests at.
    let resting: Rect
    /// Every detent's card, tallest first (one, `.large`, for a sheet without detents).
    let stops: [Stop]
    /// Makes a detent the one the sheet rests at (its selection binding, or the presentation's
    /// own storage).
    let select: (PresentationDetent) -> Void

    init(offset: StoredValue<Double>, dismiss: (@Sendable () -> Void)?, isDismissDisabled: Bool,
         resting: Rect, stops: [Stop], select: @escaping (PresentationDetent) -> Void) {
        self.offset = offset
        self.dismiss = dismiss
        self.isDismissDisabled = isDismissDisabled
        self.resting = resting
        self.stops = stops.isEmpty ? [Stop(detent: .large, frame: resting)] : stops
        self.select = select
    }

    /// The slot of the presentation identity's storage that keeps the offset (views number their
    /// dynamic properties from 0, and a presentation's identity has no view of its own).
    static let storageSlot = -1
    /// The slot that keeps the detent a drag left the sheet at (without a selection binding).
    static let detentSlot = -2

    /// The card's top at the tallest and at the shortest detent.
    private var highestTop: Double { stops[0].frame.minY }
    private var lowest: Rect { stops[stops.count - 1].frame }

    /// Whether the sheet rests below its tallest detent (a swipe up on its content grows it first,
    /// unless the sheet scrolls its content first).
    var canGrow: Bool { resting.minY > highestTop }

    /// The offset shown for a finger `translation` points down (negative: up) from touch-down: free
    /// down and up to the tallest detent, against a rubber band past it.
    func shownOffset(forTranslation translation: Double) -> Double {
        guard translation < 0 else { return translation }
        let free = max(0, resting.minY - highestTop)
        guard -translation > free else { return translation }
        return -free - RubberBand().resisted(-translation - free, dimension: max(1, resting.height + free))
    }

    /// Whether a release at `offset` moving at `velocity` (points per second, down positive)
    /// dismisses the sheet: measured below the shortest detent's card.
    func dismisses(offset: Double, velocity: Double) -> Bool {
        guard !isDismissDisabled, dismiss != nil else { return false }
        let below = resting.minY + offset - lowest.minY
        if below >= lowest.height * SheetDragMetrics.dismissFraction { return true }
        return below > 0 && velocity >= SheetDragMetrics.dismissVelocity
    }

    /// The detent the sheet rests at now.
    var restingStop: Stop {
        stops.first(where: { $0.frame.minY == resting.minY }) ?? stops[0]
    }

    /// The detent a release at `offset` moving at `velocity` settles at: the one whose top is
    /// nearest to where the card would coast (UIKit's projection at the normal deceleration rate,
    /// as Apple's "Designing Fluid Interfaces" projects a flung sheet).
    func settlingStop(offset: Double, velocity: Double) -> Stop {
        let projected = resting.minY + offset + ScrollDeceleration.normal.projectedDistance(initialVelocity: velocity)
        return stops.min { abs($0.frame.minY - projected) < abs($1.frame.minY - projected) } ?? stops[0]
    }

    /// Moves the card to where a finger `translation` points down (negative: up) from where it
    /// took the card says, at once.
    func follow(translation: Double) {
        let shown = shownOffset(forTranslation: translation)
        withTransaction(Transaction()) { offset.write(shown) }
    }

    /// The finger lifted (or was cancelled: `canDismiss` false) moving at `velocity` points per
    /// second (down positive): dismisses the sheet from where it is, or brings it to rest at the
    /// detent the release aims at (a cancelled touch: where it was), carrying the finger's
    /// velocity into the spring.
    func release(velocity: Double, canDismiss: Bool = true) {
        let current = offset.value
        if canDismiss, dismisses(offset: current, velocity: velocity), let dismiss {
            // The card leaves from where the finger left it (its removal slides it on down); the
            // next presentation starts at rest.
            // (A binding that ignores the reset leaves the sheet presented: it goes back at once.)
            withTransaction(Transaction()) {
                offset.write(0)
                dismiss()
            }
            return
        }
        let stop = canDismiss ? settlingStop(offset: current, velocity: velocity) : restingStop
        // The card's top travels from where it is to the stop's top; the spring starts at the
        // finger's velocity, in changes per second of that distance.
        let distance = stop.frame.minY - (resting.minY + current)
        let progressVelocity = abs(distance) >= 1 ? min(20, max(-20, velocity / distance)) : 0
        withAnimation(.interpolatingSpring(SheetDragMetrics.restingSpring, initialVelocity: progressVelocity)) {
            offset.write(0)
            if stop.frame.minY != resting.minY { select(stop.detent) }
        }
    }
}

/// The numbers of a sheet's drag. Apple publishes none; they are inferred from iOS 17 screen
/// recordings of sheets (not documented):
/// - a drag released more than half-way down the card's height dismisses it;
/// - a release moving down faster than 1,000 points per second dismisses it from any distance
///   (a flick);
/// - upward the card resists as a scroll view does past its edge (UIKit's 0.55 rubber band over
///   the card's height);
/// - a sheet that stays springs to the detent nearest to where the card would coast (UIKit's
///   projection), with the presentation's own spring (``PresentationTransition/slideAnimation``,
///   critically damped, 0.5 s) started at the finger's velocity.
enum SheetDragMetrics {
    /// The spring a released card comes to rest with: the presentation's own.
    static let restingSpring = Spring(response: 0.5, dampingRatio: 1)
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
    private var samples = PanSamples()
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
            samples.recordLift(event.translation(from: start), at: event.time)
            drag.release(velocity: samples.releaseVelocity(given: event.releaseVelocity, tracker).height)
            return .finished
        case .cancelled:
            guard event.touch == touch else { return .none }
            if isActive { drag.release(velocity: 0, canDismiss: false) }
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
        drag.follow(translation: location.y - start.y)
    }

    private func sample(_ event: TouchEvent) {
        samples.record(event.translation(from: start), at: event.time)
    }
}
