import Motion

/// Everything the controller decided about one gesture: where its drag is measured from, how it
/// was released, which page it commits to and how it settles there.
///
/// Outcomes depend only on the script and the options, never on a frame rate, so every frame
/// computed from them is a pure function of its timestamp.
public struct GestureOutcome: Sendable, Hashable {
    /// The gesture's index in the script.
    public let index: Int
    /// The gesture itself.
    public let gesture: Gesture
    /// P: the page the drag is measured from (the page at touch-down, or the target committed by
    /// the previous gesture when this one interrupted its settle).
    public let currentPage: Int
    /// The scroll position the content had when the finger touched down (mid-settle when
    /// `interruptedSettle`, otherwise exactly P·H).
    public let touchDownPosition: Double
    /// True when the finger touched down while the previous gesture was still settling.
    public let interruptedSettle: Bool
    /// The unresisted scroll position the translation is subtracted from: the drag shows
    /// rubberBand(anchor − y). It is `touchDownPosition` unless that lay past an edge, where it is
    /// the raw position that the rubber band shows as `touchDownPosition`.
    public let anchor: Double
    /// The finger's release velocity (sign of y).
    public let releaseVelocity: VelocityEstimate
    /// The release decided by ``PagingPhysics``: target page, spring, settle end.
    public let release: PageSettle

    /// Creates an outcome; the timeline computes these.
    init(index: Int, gesture: Gesture, currentPage: Int, touchDownPosition: Double, interruptedSettle: Bool,
         anchor: Double, releaseVelocity: VelocityEstimate, release: PageSettle) {
        self.index = index
        self.gesture = gesture
        self.currentPage = currentPage
        self.touchDownPosition = touchDownPosition
        self.interruptedSettle = interruptedSettle
        self.anchor = anchor
        self.releaseVelocity = releaseVelocity
        self.release = release
    }

    /// The scroll position at release, as shown (rubber band included).
    public var releasePosition: Double { release.releasePosition }
    /// Whether the release counted as a fling.
    public var isFling: Bool { release.isFling }
    /// The page the gesture commits to.
    public var targetPage: Int { release.targetPage }
    /// The spring motion of the scroll position relative to the target page's position, starting
    /// at release: displacement s − target·H and velocity ds/dt = −u·(rubber band slope). With
    /// the monotone option its spring is damped at least critically.
    public var settle: SpringMotion { release.motion }
    /// Whether the settle is monotone (see `PagingOptions.isMonotone`).
    public var isMonotone: Bool { release.isMonotone }
    /// With the monotone option, when (seconds after release) the spring would reach the target
    /// and the feed stops instead; nil when it never would, or without the option.
    public var monotoneStopTime: Double? { release.monotoneStopTime }
    /// The script time from which the feed rests exactly on the target page, unless a later
    /// gesture touches down first.
    public var settledTime: Double { release.settledTime(releaseTime: releaseTime) }

    /// The script time of touch-down.
    public var touchDownTime: Double { gesture.touchDownTime }

    /// The script time of release.
    public var releaseTime: Double { gesture.releaseTime }
}
