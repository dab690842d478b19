import Geometry
import Motion

/// One finger's positions since touch-down, per axis: what a drag's, a scroll view's or a sheet's
/// release velocity is fitted over (Motion's ``VelocityTracker``, one fit per axis).
///
/// The history is bounded: the tracker fits at most 20 samples, and ``limit`` (48) at 120 Hz still
/// spans its 40 ms rest rule, so older samples are dropped and a long drag costs no more memory.
struct PanSamples {
    /// The most samples a fit needs; the history is trimmed back to this many when it doubles.
    static let limit = 48

    private(set) var horizontal: [GestureSample] = []
    private(set) var vertical: [GestureSample] = []

    /// Records the finger `translation` from touch-down at `time`.
    mutating func record(_ translation: Size, at time: Double) {
        horizontal.append(GestureSample(time: time, translation: translation.width))
        vertical.append(GestureSample(time: time, translation: translation.height))
        if horizontal.count > 2 * Self.limit {
            horizontal.removeFirst(horizontal.count - Self.limit)
            vertical.removeFirst(vertical.count - Self.limit)
        }
    }

    /// Records the lift, unless it repeats the last sample (a finger lifting where and when it
    /// last moved adds nothing to the fit).
    mutating func recordLift(_ translation: Size, at time: Double) {
        let repeatsLast = horizontal.last?.time == time && horizontal.last?.translation == translation.width
            && vertical.last?.translation == translation.height
        if !repeatsLast { record(translation, at: time) }
    }

    /// The fitted velocity, in points per second per axis.
    func velocity(_ tracker: VelocityTracker = VelocityTracker()) -> Size {
        Size(width: tracker.estimate(from: horizontal).velocity, height: tracker.estimate(from: vertical).velocity)
    }

    /// The release velocity: the one a gesture document gives, clamped as the tracker clamps, or
    /// the fit.
    func releaseVelocity(given: Point?, _ tracker: VelocityTracker = VelocityTracker()) -> Size {
        guard let given else { return velocity(tracker) }
        return Size(width: tracker.clamped(given.x), height: tracker.clamped(given.y))
    }
}

extension TouchEvent {
    /// The finger's translation from `start`, in points.
    func translation(from start: Point) -> Size {
        Size(width: location.x - start.x, height: location.y - start.y)
    }
}
