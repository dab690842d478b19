import Motion

/// Every tunable of the paging controller. The defaults are the issue's: a 0.55 rubber band,
/// Flutter's velocity tracker with an 8000 pt/s limit, flings from 400 pt/s and 25 pt, half a
/// page otherwise, one page per gesture, SwiftUI's smooth spring (response 0.5 s, damping
/// fraction 1), settled within 1 px and 20 px/s at 3x.
public struct PagingOptions: Sendable, Hashable {
    /// The resistance past the first and last page.
    public var rubberBand: RubberBand
    /// How the release velocity is estimated from the samples.
    public var velocityTracker: VelocityTracker
    /// How the target page is chosen.
    public var snapping: PageSnapping
    /// The spring that settles the feed on its target page.
    public var spring: Spring
    /// When true the settle never crosses the target page. Two steps make that so:
    /// 1. the spring is damped at least critically: a damping fraction below 1 is raised to 1,
    ///    keeping the response, so the spring itself does not oscillate;
    /// 2. a critically or over-damped spring can still pass its target once, when released
    ///    toward it faster than ω times its distance (a hard flick that ends near the next page);
    ///    the moment it would reach the target, the feed stops there (position exactly on the
    ///    page, velocity zero) and is settled.
    ///
    /// Before the stop, displacement and velocity are the spring's own (consistent with each
    /// other); after it both are zero.
    public var isMonotone: Bool
    /// Device pixels per point; the settle thresholds are in pixels so they scale with it.
    public var displayScale: Double
    /// The settle ends once the feed is within this many pixels of its page… (1).
    public var settleDistance: Double
    /// …and moves slower than this many pixels per second (20).
    public var settleSpeed: Double
    /// The time grid, in seconds after release, on which the end of a settle is found (1 ms).
    public var settleResolution: Double
    /// A settle that has not met the thresholds after this long (seconds) ends anyway (60 s; only
    /// a spring with an extreme damping fraction gets there).
    public var maximumSettleDuration: Double

    /// Creates options; every parameter defaults to the value.
    public init(rubberBand: RubberBand = RubberBand(), velocityTracker: VelocityTracker = VelocityTracker(),
                snapping: PageSnapping = PageSnapping(), spring: Spring = .smooth, isMonotone: Bool = false,
                displayScale: Double = 3, settleDistance: Double = 1, settleSpeed: Double = 20,
                settleResolution: Double = 0.001, maximumSettleDuration: Double = 60) {
        precondition(displayScale.isFinite && displayScale > 0, "Display scale must be positive")
        precondition(settleDistance > 0 && settleSpeed > 0, "Settle thresholds must be positive")
        precondition(settleResolution > 0 && maximumSettleDuration >= 0, "Settle scan needs a positive resolution")
        self.rubberBand = rubberBand
        self.velocityTracker = velocityTracker
        self.snapping = snapping
        self.spring = spring
        self.isMonotone = isMonotone
        self.displayScale = displayScale
        self.settleDistance = settleDistance
        self.settleSpeed = settleSpeed
        self.settleResolution = settleResolution
        self.maximumSettleDuration = maximumSettleDuration
    }

    /// The settle distance threshold in points: `settleDistance` / `displayScale`.
    public var settleDistanceInPoints: Double { settleDistance / displayScale }

    /// The settle speed threshold in points per second: `settleSpeed` / `displayScale`.
    public var settleSpeedInPoints: Double { settleSpeed / displayScale }
}
