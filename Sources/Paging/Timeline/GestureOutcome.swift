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
    /// The scroll position at release, as shown (rubber band included).
    public let releasePosition: Double
    /// The finger's release velocity (sign of y).
    public let releaseVelocity: VelocityEstimate
    /// Whether the release counted as a fling.
    public let isFling: Bool
    /// The page the gesture commits to.
    public let targetPage: Int
    /// The spring motion of the scroll position relative to the target page's position, starting
    /// at release: displacement s − target·H and velocity ds/dt = −u·(rubber band slope). With
    /// the monotone option its spring is damped at least critically.
    public let settle: SpringMotion
    /// Whether the settle is monotone (see `PagingOptions.isMonotone`).
    public let isMonotone: Bool
    /// With the monotone option, when (seconds after release) the spring would reach the target
    /// and the feed stops instead; nil when it never would, or without the option.
    public let monotoneStopTime: Double?
    /// The script time from which the feed rests exactly on the target page, unless a later
    /// gesture touches down first.
    public let settledTime: Double

    /// Creates an outcome; the timeline computes these.
    init(index: Int, gesture: Gesture, currentPage: Int, touchDownPosition: Double, interruptedSettle: Bool,
         anchor: Double, releasePosition: Double, releaseVelocity: VelocityEstimate, isFling: Bool,
         targetPage: Int, settle: SpringMotion, isMonotone: Bool, monotoneStopTime: Double?,
         settledTime: Double) {
        self.index = index
        self.gesture = gesture
        self.currentPage = currentPage
        self.touchDownPosition = touchDownPosition
        self.interruptedSettle = interruptedSettle
        self.anchor = anchor
        self.releasePosition = releasePosition
        self.releaseVelocity = releaseVelocity
        self.isFling = isFling
        self.targetPage = targetPage
        self.settle = settle
        self.isMonotone = isMonotone
        self.monotoneStopTime = monotoneStopTime
        self.settledTime = settledTime
    }

    /// The script time of touch-down.
    public var touchDownTime: Double { gesture.touchDownTime }

    /// The script time of release.
    public var releaseTime: Double { gesture.releaseTime }

    /// The settle's displacement from the target at `elapsed` seconds after release, with the
    /// monotone stop applied: before the stop the displacement never has the other sign than at
    /// release (rounding at the crossing is clamped away); from the stop on it is zero.
    func settleDisplacement(atElapsed elapsed: Double) -> Double {
        guard isMonotone else { return settle.displacement(at: elapsed) }
        if let stop = monotoneStopTime, elapsed >= stop { return 0 }
        let side: Double = settle.initialDisplacement != 0
            ? (settle.initialDisplacement > 0 ? 1 : -1)
            : (settle.initialVelocity > 0 ? 1 : -1)
        return side * max(0, side * settle.displacement(at: elapsed))
    }
}
