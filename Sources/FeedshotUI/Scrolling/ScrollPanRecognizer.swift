import Geometry
import Motion

/// A scroll view's pan: the recognizer a live host runs for a finger on a scroll view, under the
/// arbiter's `.scroll` priority (see ``GestureArbiter`` and the DocC article on gestures).
///
/// - **Touch-down** stops a moving scroll view where it is (``ScrollState/touchDown(at:)``); the
///   touch is then the scroll view's at once (it preempts the views inside: a tap that stops a
///   coasting list does not press the row under it, as on iOS).
/// - **Recognition**: when nothing else on the touched path competes for the touch, the pan
///   claims it at touch-down and the content follows the finger from its first move, exactly as
///   `feedshot swipe` pages a feed; otherwise it waits until the finger has moved 10 points
///   (UIKit's hysteresis, the same as `DragGesture`'s default), mostly along an axis it
///   scrolls, and fails for a drag across (an enclosing scroll view or a view's gesture may
///   take it). Once recognized the content catches up with the finger: the offset is the
///   anchor minus the whole translation since touch-down.
/// - **Release**: the finger's velocity is Motion's ``VelocityTracker`` fit over the touch
///   samples (the host's interpolated frame positions are not samples), or the velocity a
///   gesture document gives; the scroll state decides the motion (coast, page, target).
final class ScrollPanRecognizer: TouchRecognizer, ArbitratedScrollRecognizer {
    /// UIKit's pan hysteresis, in points.
    static let hysteresis = 10.0

    let state: ScrollState
    let target: TouchTarget
    private let tracker = VelocityTracker()
    private var touch: Int?
    private var start = Point.zero
    private var location = Point.zero
    private var time = 0.0
    private var samples = PanSamples()
    private var isActive = false
    /// Whether the touch caught a moving scroll view.
    private var caught = false
    /// Whether the arbiter found no other exclusive recognizer on the touched path.
    private var isAlone = false

    init(state: ScrollState, target: TouchTarget) {
        self.state = state
        self.target = target
    }

    // MARK: ArbitratedScrollRecognizer

    func competesWithNothing() {
        isAlone = true
    }

    var preempts: Bool { caught }

    // MARK: TouchRecognizer

    func handle(_ event: TouchEvent) -> RecognizerRequest {
        switch event.phase {
        case .began:
            guard touch == nil else { return .none }
            touch = event.touch
            start = event.location
            location = event.location
            time = event.time
            sample(event)
            caught = state.touchDown(at: event.time)
            target.graph.setNeedsUpdate()
            return caught || (isAlone && state.canScrollAtAll) ? .activate : .none
        case .moved:
            guard event.touch == touch else { return .none }
            location = event.location
            time = event.time
            if event.isSample { sample(event) }
            if isActive {
                drag(at: event.time)
                target.graph.setNeedsUpdate()
                return .none
            }
            let delta = event.location - start
            guard delta.length >= Self.hysteresis else { return .none }
            let axis: Axis = abs(delta.y) >= abs(delta.x) ? .vertical : .horizontal
            if axis == .vertical, let sheet = state.configuration.enclosingSheet {
                // Pulling down content that shows its top moves the sheet (iOS's handoff).
                if delta.y > 0, state.isAtTop { return .fail }
                // A swipe up grows a sheet that can grow before the content scrolls.
                if delta.y < 0, !sheet.scrollsContentFirst, sheet.drag?.canGrow == true { return .fail }
            }
            return state.canScroll(axis) ? .activate : .fail
        case .ended:
            guard event.touch == touch else { return .none }
            location = event.location
            time = event.time
            if isActive {
                samples.recordLift(event.translation(from: start), at: event.time)
                var velocity = releaseVelocity(given: event.releaseVelocity)
                if let sheet = sheetDrag, state.pullPastTop(translation: translation) > 0 {
                    // The card has the pull: it settles or dismisses; the content rests at its top.
                    sheet.release(velocity: velocity.height)
                    velocity.height = 0
                }
                state.endDrag(translation: translation, velocity: velocity, at: event.time)
                target.graph.setNeedsUpdate()
                return .finished
            }
            state.release(at: event.time)
            target.graph.setNeedsUpdate()
            return .fail
        case .cancelled:
            guard event.touch == touch else { return .none }
            if isActive, isHandedOver { sheetDrag?.release(velocity: 0, canDismiss: false) }
            state.release(at: event.time)
            target.graph.setNeedsUpdate()
            return isActive ? .finished : .fail
        }
    }

    func tick(time: Double) -> RecognizerRequest { .none }

    func activate(event: TouchEvent?) -> Bool {
        isActive = true
        state.beginDrag(translation: translation, at: event?.time ?? time)
        target.graph.setNeedsUpdate()
        return false
    }

    func cancel() {
        // Another recognizer took the touch: a content this touch stopped goes back to rest.
        guard touch != nil else { return }
        state.release(at: time)
        target.graph.setNeedsUpdate()
    }

    // MARK: Handoff to a sheet

    /// The card of the sheet the scroll view is in, on a live host.
    private var sheetDrag: SheetDrag? { state.configuration.enclosingSheet?.drag }
    /// Whether this drag has moved the card (it brought the content to its top and pulled on).
    private var isHandedOver = false

    /// The content follows the finger; in a sheet, the part of a pull past the content's top moves
    /// the card (the content stays at its top), and pushed back up the card comes to rest before
    /// the content scrolls again, as iOS hands one drag between the two.
    private func drag(at time: Double) {
        state.drag(translation: translation, at: time)
        guard let sheet = sheetDrag else { return }
        let pulled = state.pullPastTop(translation: translation)
        guard pulled > 0 || isHandedOver else { return }
        isHandedOver = true
        sheet.follow(translation: pulled)
    }

    // MARK: Samples

    /// The finger's translation since touch-down, in the content's direction: right-to-left
    /// content scrolls forward when the finger moves right.
    private var translation: Size {
        let delta = location - start
        return Size(width: state.configuration.rightToLeft ? -delta.x : delta.x, height: delta.y)
    }

    private func sample(_ event: TouchEvent) {
        samples.record(event.translation(from: start), at: event.time)
    }

    /// The finger's release velocity (content-oriented): the given one, clamped as the tracker
    /// clamps, or the fit.
    private func releaseVelocity(given: Point?) -> Size {
        let velocity = samples.releaseVelocity(given: given, tracker)
        return Size(width: state.configuration.rightToLeft ? -velocity.width : velocity.width, height: velocity.height)
    }
}

/// What the arbiter tells a scroll view's pan, and asks of it (see ``GestureArbiter``).
protocol ArbitratedScrollRecognizer: AnyObject {
    /// No other exclusive recognizer competes for the touch: the pan may claim it at once.
    func competesWithNothing()
    /// Whether the pan takes the touch from every other recognizer (it caught a moving scroll view).
    var preempts: Bool { get }
}

extension ScrollState {
    /// Whether a finger can scroll the content along any axis.
    var canScrollAtAll: Bool { canScroll(.horizontal) || canScroll(.vertical) }
}
