import Motion

/// One drag: a finger touches down at the first sample, moves through the samples and lifts at
/// the last one.
///
/// Between samples the translation is interpolated linearly. A finger that rests before lifting
/// repeats its last translation, and the release velocity is then zero. In gesture files a gesture
/// is `{"start": 0.0, "samples": [...], "velocity": null}`.
public struct Gesture: Sendable, Hashable {
    /// When the gesture's clock starts, in seconds on the script's timeline.
    public var start: Double
    /// The finger's samples, in non-decreasing time order; never empty.
    public var samples: [GestureSample]
    /// The finger's velocity dy/dt at release in points per second with the sign of the
    /// translation, when known; nil lets the velocity tracker estimate it from the samples.
    public var velocity: Double?

    /// Creates a gesture. Validation happens when it becomes part of a `GestureScript`.
    public init(start: Double, samples: [GestureSample], velocity: Double? = nil) {
        self.start = start
        self.samples = samples
        self.velocity = velocity
    }

    /// The script time at which the finger touches down (the first sample).
    public var touchDownTime: Double { start + (samples.first?.time ?? 0) }

    /// The script time at which the finger lifts (the last sample).
    public var releaseTime: Double { start + (samples.last?.time ?? 0) }

    /// The translation at release (the last sample's).
    public var releaseTranslation: Double { samples.last?.translation ?? 0 }

    /// The translation at a script time between touch-down and release, interpolated linearly
    /// between the samples around it; clamped to the first and last samples outside that span.
    ///
    /// When several samples share a timestamp, the last of them holds from that instant on.
    public func translation(at time: Double) -> Double {
        guard let first = samples.first, let last = samples.last else { return 0 }
        let local = time - start
        if local < first.time { return first.translation }
        if local >= last.time { return last.translation }
        // The last sample at or before `local` (binary search; samples are sorted by time).
        var low = 0, high = samples.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if samples[middle].time <= local { low = middle } else { high = middle - 1 }
        }
        let before = samples[low], after = samples[low + 1]
        let fraction = (local - before.time) / (after.time - before.time)
        return before.translation + (after.translation - before.translation) * fraction
    }
}
