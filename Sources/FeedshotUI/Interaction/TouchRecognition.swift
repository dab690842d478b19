import Geometry

/// One change of one finger, as a live host feeds it to the recognizers of the views it hit.
struct TouchEvent: Sendable, Equatable {
    /// What the finger did.
    enum Phase: Sendable, Equatable {
        /// Touched down.
        case began
        /// Moved (or stayed; hosts send a move every frame while a finger is down).
        case moved
        /// Lifted.
        case ended
        /// Was taken away (the view left the tree, or the host cancelled the touch).
        case cancelled
    }

    /// The finger, numbered by the host from 1 in touch-down order.
    var touch: Int
    var phase: Phase
    /// Where the finger is, in the root (screen) coordinate space.
    var location: Point
    /// The host's time, in seconds.
    var time: Double
    /// Whether the location is a sample of the finger: false for the positions a host
    /// interpolates between a gesture document's samples at frame times, which velocity tracking
    /// skips (so a scroll view's release velocity is fitted to the document's samples alone).
    var isSample = true
    /// At a lift, the finger's velocity when a gesture document gives it (points per second).
    var releaseVelocity: Point?
}

/// What a recognizer asks of the arbiter after an event or a tick.
enum RecognizerRequest: Equatable {
    /// Nothing yet: keep feeding it.
    case none
    /// It has recognized its gesture and wants to act (fire, or start reporting changes).
    case activate
    /// It can no longer recognize its gesture.
    case fail
    /// Active, it has finished (a drag lifted); it fired its end.
    case finished
}

/// A state machine fed by touches: the recognizer of one attached gesture or control for one
/// touch sequence (touch-down of the first finger to lift of the last). Gesture values make
/// them; the arbiter (``GestureArbiter``) decides which of the recognizers of the hit views may
/// act.
///
/// Recognizers never act on their own: they ask to ``RecognizerRequest/activate`` and act in
/// ``activate(event:)`` once allowed, so that a gesture that loses to another never fires.
protocol TouchRecognizer: AnyObject {
    /// Feeds an event of the sequence. Before activation the answer says whether it wants to
    /// activate or fails; once active it reports changes itself and answers `.finished` when done.
    func handle(_ event: TouchEvent) -> RecognizerRequest
    /// Time passed without an event (long presses recognize by waiting; double taps give up).
    func tick(time: Double) -> RecognizerRequest
    /// The arbiter allows the recognizer to act on the event that made it ask (`nil` after a
    /// tick). Returns whether it has finished already (a tap fires and is done).
    func activate(event: TouchEvent?) -> Bool
    /// The recognizer lost, or its touches went away: it stops without acting (and resets the
    /// gesture state it updated, in its reset transaction).
    func cancel()
}

/// How a gesture attached to a view competes with the others: SwiftUI's `.gesture`,
/// `.simultaneousGesture` and `.highPriorityGesture`, plus the built-in kinds.
enum GesturePriority: Int, Comparable, Sendable {
    /// A scroll view's pan: yields to the gestures of the views inside, but cancels their
    /// buttons' presses when it starts (UIKit's `canCancelContentTouches`).
    case scroll = 0
    /// `.gesture(_:)`, and controls: the innermost view's wins.
    case normal = 1
    /// `.highPriorityGesture(_:)`: wins over the gestures of the views inside, outermost first.
    case high = 2

    static func < (lhs: GesturePriority, rhs: GesturePriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Something attached to a node that reacts to the touches hitting it: a gesture, a button's
/// press, a control's tap.
struct TouchHandler {
    /// How it competes (ignored when ``isSimultaneous``).
    var priority: GesturePriority
    /// Recognized alongside every other handler (`.simultaneousGesture`).
    var isSimultaneous: Bool
    /// Whether a button press: a starting scroll cancels it.
    var isControl: Bool
    /// Which gestures the attachment keeps: without `.gesture` the handler itself is off,
    /// without `.subviews` the gestures of the views inside are (SwiftUI's `GestureMask`).
    var mask: GestureMask
    /// Makes the recognizer for one touch sequence, for the view it is attached to.
    var makeRecognizer: (TouchTarget) -> any TouchRecognizer

    init(priority: GesturePriority = .normal, isSimultaneous: Bool = false, isControl: Bool = false,
         mask: GestureMask = .all, makeRecognizer: @escaping (TouchTarget) -> any TouchRecognizer) {
        self.priority = priority
        self.isSimultaneous = isSimultaneous
        self.isControl = isControl
        self.mask = mask
        self.makeRecognizer = makeRecognizer
    }
}

/// The view a recognizer works for: where it is now, and the graph its actions change.
struct TouchTarget {
    /// The identity of the node the handler is attached to.
    var identity: ViewIdentity?
    /// The node's frame on screen now, in root coordinates (it moves while it animates).
    var frame: () -> Rect
    /// The frame on screen now of the enclosing view with a coordinate-space name (nil: none).
    var namedFrame: (AnyHashable) -> Rect? = { _ in nil }
    /// The live graph (to mark a control pressed and schedule the update that shows it).
    var graph: ViewGraph
}
