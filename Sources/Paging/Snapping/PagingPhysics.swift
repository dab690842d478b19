import Motion

/// The paging controller's rules for one drag at a time: where a drag shows the content, which
/// page a release commits to and how the spring settles there.
///
/// ``PagingTimeline`` plays a whole gesture script with these rules; a live scroll view that
/// pages (FeedshotUI's `ScrollView` with `.scrollTargetBehavior(.paging)`, a page-style
/// `TabView`) calls them touch by touch, so both move with one physics and give the same
/// positions for the same gestures.
///
/// Units are points and seconds along the paging axis. Positions are scroll positions s
/// (page i rests at i·H, H the ``pageSize``); a drag's translation y has the finger's sign, so
/// the content shows s = rubberBand(A − y) for the anchor A (see ``PagingTimeline`` for the
/// whole model).
public struct PagingPhysics: Sendable, Hashable {
    /// H: the length of a page along the paging axis, in points.
    public var pageSize: Double
    /// N: the number of pages.
    public var pageCount: Int
    /// The controller's thresholds, rubber band, velocity tracker and spring.
    public var options: PagingOptions
    /// The furthest the content may rest, when its length is not a whole number of pages (a
    /// scroll view whose last page is shorter): the last page rests there instead of at (N − 1)·H.
    public var maximumPosition: Double?

    /// Rules for `pageCount` pages of `pageSize` points.
    public init(pageSize: Double, pageCount: Int, options: PagingOptions = PagingOptions(),
                maximumPosition: Double? = nil) {
        precondition(pageSize.isFinite && pageSize > 0, "Pages need a positive size")
        precondition(pageCount >= 1, "Paging needs at least one page")
        self.pageSize = pageSize
        self.pageCount = pageCount
        self.options = options
        self.maximumPosition = maximumPosition.map { max(0, $0) }
    }

    /// The scroll positions that need no rubber band: [0, (N − 1)·H], or up to
    /// ``maximumPosition`` when given.
    public var scrollRange: ClosedRange<Double> {
        0...(maximumPosition ?? Double(pageCount - 1) * pageSize)
    }

    /// The position at which `page` rests: page·H (no further than the end of the range).
    public func position(ofPage page: Int) -> Double {
        min(Double(page) * pageSize, scrollRange.upperBound)
    }

    /// The position a drag shows: rubberBand(`anchor` − `translation`).
    public func dragPosition(anchor: Double, translation: Double) -> Double {
        options.rubberBand.position(forRaw: anchor - translation, in: scrollRange, dimension: pageSize)
    }

    /// The anchor a finger landing on content shown at `position` drags from: the position
    /// itself inside the range, the raw position the rubber band shows there past an edge (so
    /// the first drag frame continues exactly where the content was).
    public func anchor(landingAt position: Double) -> Double {
        options.rubberBand.rawPosition(for: position, in: scrollRange, dimension: pageSize)
    }

    /// Decides a release: the drag measured from page `currentPage`, anchored at `anchor`,
    /// lifted at `translation` with the finger's release velocity `velocity` (sign of the
    /// translation; already clamped by the velocity tracker).
    public func release(anchor: Double, currentPage: Int, translation: Double, velocity: Double) -> PageSettle {
        let range = scrollRange
        let rawRelease = anchor - translation
        let releasePosition = options.rubberBand.position(forRaw: rawRelease, in: range, dimension: pageSize)
        let target = options.snapping.targetPage(
            position: releasePosition, currentPage: currentPage, translation: translation,
            velocity: velocity, pageHeight: pageSize, pageCount: pageCount)

        // The settle: scroll velocity is −u (s = A − y), scaled by the band's slope past an edge.
        let slope = options.rubberBand.slope(atRaw: rawRelease, in: range, dimension: pageSize)
        let spring = options.isMonotone ? options.spring.damped(atLeast: 1) : options.spring
        let targetPosition = position(ofPage: target)
        let motion = spring.motion(displacement: releasePosition - targetPosition, velocity: -velocity * slope)
        var duration = motion.settlingTime(
            distance: options.settleDistanceInPoints, speed: options.settleSpeedInPoints,
            resolution: options.settleResolution, limit: options.maximumSettleDuration)
        var stopTime: Double?
        if options.isMonotone, let crossing = motion.firstCrossingTime() {
            stopTime = crossing
            duration = min(duration, crossing)
        }
        return PageSettle(releasePosition: releasePosition,
                          isFling: options.snapping.isFling(translation: translation, velocity: velocity),
                          targetPage: target, targetPosition: targetPosition, motion: motion,
                          isMonotone: options.isMonotone, monotoneStopTime: stopTime, duration: duration)
    }
}

/// How a released drag settles on its page: the decision and the spring, as pure functions of
/// the time since release.
public struct PageSettle: Sendable, Hashable {
    /// The scroll position at release, as shown (rubber band included).
    public let releasePosition: Double
    /// Whether the release counted as a fling.
    public let isFling: Bool
    /// The page the release commits to.
    public let targetPage: Int
    /// Where that page rests: targetPage·H.
    public let targetPosition: Double
    /// The spring motion of the position relative to ``targetPosition``, from the release.
    public let motion: SpringMotion
    /// Whether the settle is monotone (see `PagingOptions.isMonotone`).
    public let isMonotone: Bool
    /// With the monotone option, when (seconds after release) the spring would reach the target
    /// and the content stops instead; nil when it never would, or without the option.
    public let monotoneStopTime: Double?
    /// Seconds after release from which the content rests exactly on ``targetPosition``.
    public let duration: Double

    /// The displacement from the target `elapsed` seconds after release, with the monotone stop
    /// applied: before the stop the displacement never has the other sign than at release
    /// (rounding at the crossing is clamped away); from the stop on it is zero.
    public func displacement(atElapsed elapsed: Double) -> Double {
        guard isMonotone else { return motion.displacement(at: elapsed) }
        if let stop = monotoneStopTime, elapsed >= stop { return 0 }
        let side: Double = motion.initialDisplacement != 0
            ? (motion.initialDisplacement > 0 ? 1 : -1)
            : (motion.initialVelocity > 0 ? 1 : -1)
        return side * max(0, side * motion.displacement(at: elapsed))
    }

    /// The script time from which the content rests on its page, for a release at `releaseTime`.
    public func settledTime(releaseTime: Double) -> Double {
        releaseTime + duration
    }

    /// The scroll position at `time`, for a release at `releaseTime` (both on one clock): the
    /// spring's before ``settledTime(releaseTime:)``, exactly ``targetPosition`` from then on.
    /// The timeline and live scroll views both ask this way, so they agree bit for bit.
    public func position(at time: Double, releaseTime: Double) -> Double {
        guard time < settledTime(releaseTime: releaseTime) else { return targetPosition }
        return targetPosition + displacement(atElapsed: time - releaseTime)
    }
}
