/// Estimates a finger's velocity at release from its drag samples, the way Flutter's
/// `VelocityTracker` does, with the rest rule made explicit.
///
/// Walking back from the release sample, the tracker collects samples while each is at most
/// `horizon` older than the release and at most `maximumGap` older than the sample after it, up
/// to `maximumSampleCount`; with at least `minimumSampleCount` of them it fits a quadratic
/// y(t) by least squares (time measured back from the release) and takes its slope at the
/// release. A finger that rested (repeated its final translation) for longer than `restDuration`
/// before lifting releases with zero velocity. The result is clamped to ±`maximumSpeed`.
///
/// Velocities are in points per second with the sign of the translation (for a vertical drag,
/// negative = up). A two-dimensional drag is tracked one axis at a time, as Flutter does.
///
/// Two deliberate differences from Flutter: samples are values with timestamps (from a gesture
/// file, or the touches a host delivers), so the rest rule reads the repeated samples instead of
/// a wall-clock stopwatch (a host reports a finger lifting where it last moved as one more sample
/// at the same translation); and when a quadratic cannot be fitted
/// because samples share timestamps, a straight line through the same samples is tried before
/// giving up (Android's tracker does the same).
public struct VelocityTracker: Sendable, Hashable {
    /// How far back from the release samples count, in seconds (Flutter: 100 ms).
    public var horizon: Double
    /// The most samples one fit uses (Flutter: 20).
    public var maximumSampleCount: Int
    /// A larger gap between consecutive samples ends the fit window (Flutter: 40 ms).
    public var maximumGap: Double
    /// Fewer samples than this give no estimate, so zero velocity (Flutter: 3).
    public var minimumSampleCount: Int
    /// A finger that held still longer than this before lifting releases at zero velocity (40 ms).
    public var restDuration: Double
    /// The largest release speed, in points per second (8000).
    public var maximumSpeed: Double

    /// Comparisons of sample times tolerate this much rounding (1 ns): "0.116 − 0.016" is not
    /// exactly 0.1 in binary, and a sample exactly 100 ms old must still count.
    static let timeTolerance = 1e-9

    /// Creates a tracker; the defaults are Flutter's constants and the speed limit.
    public init(horizon: Double = 0.100, maximumSampleCount: Int = 20, maximumGap: Double = 0.040,
                minimumSampleCount: Int = 3, restDuration: Double = 0.040, maximumSpeed: Double = 8000) {
        precondition(horizon >= 0 && maximumGap >= 0 && restDuration >= 0 && maximumSpeed >= 0,
                     "Velocity tracker limits must not be negative")
        precondition(maximumSampleCount >= 1 && minimumSampleCount >= 1, "Velocity tracker needs samples")
        self.horizon = horizon
        self.maximumSampleCount = maximumSampleCount
        self.maximumGap = maximumGap
        self.minimumSampleCount = minimumSampleCount
        self.restDuration = restDuration
        self.maximumSpeed = maximumSpeed
    }

    /// The release velocity estimated from samples ordered by time (the last one is the release).
    public func estimate(from samples: [GestureSample]) -> VelocityEstimate {
        guard let release = samples.last else {
            return VelocityEstimate(velocity: 0, measuredVelocity: 0, source: .tooFewSamples,
                                    sampleCount: 0, confidence: nil)
        }
        // The rest rule: how long the finger has been at its final translation.
        var restStart = release.time
        for sample in samples.reversed() {
            guard sample.translation == release.translation else { break }
            restStart = sample.time
        }
        if release.time - restStart > restDuration + Self.timeTolerance {
            return VelocityEstimate(velocity: 0, measuredVelocity: 0, source: .rested,
                                    sampleCount: 0, confidence: nil)
        }

        // The fit window, newest first, as (time before release, translation).
        var ages: [Double] = [], translations: [Double] = []
        var previousTime = release.time
        for sample in samples.reversed() {
            let age = release.time - sample.time
            let gap = previousTime - sample.time
            if age > horizon + Self.timeTolerance || gap > maximumGap + Self.timeTolerance { break }
            ages.append(-age)
            translations.append(sample.translation)
            previousTime = sample.time
            if ages.count == maximumSampleCount { break }
        }
        guard ages.count >= minimumSampleCount else {
            return VelocityEstimate(velocity: 0, measuredVelocity: 0, source: .tooFewSamples,
                                    sampleCount: ages.count, confidence: nil)
        }

        // Fit in milliseconds, as Flutter does, so the powers of t stay near 1 and the
        // degeneracy test compares like with like; the slope is then per millisecond.
        let milliseconds = ages.map { $0 * 1000 }
        let fit = PolynomialFit(degree: 2, x: milliseconds, y: translations)
            ?? PolynomialFit(degree: 1, x: milliseconds, y: translations)
        guard let fit else {
            return VelocityEstimate(velocity: 0, measuredVelocity: 0, source: .tooFewSamples,
                                    sampleCount: ages.count, confidence: nil)
        }
        let measured = fit.coefficients[1] * 1000
        return VelocityEstimate(velocity: clamped(measured), measuredVelocity: measured, source: .fitted,
                                sampleCount: ages.count, confidence: fit.confidence)
    }

    /// `velocity` limited to ±``maximumSpeed``.
    public func clamped(_ velocity: Double) -> Double {
        min(max(velocity, -maximumSpeed), maximumSpeed)
    }
}

/// A finger's velocity at release and where it came from.
public struct VelocityEstimate: Sendable, Hashable {
    /// Where a release velocity came from.
    public enum Source: String, Sendable, Hashable {
        /// The caller gave it (a gesture file's `velocity`).
        case given
        /// A least-squares fit of the last samples.
        case fitted
        /// The finger held still before lifting, so the velocity is zero.
        case rested
        /// Too few samples in the fit window (or none usable), so the velocity is zero.
        case tooFewSamples
    }

    /// The velocity used for the snap decision and the spring, in points per second with the sign
    /// of the translation, clamped to the tracker's maximum speed.
    public var velocity: Double
    /// The velocity before clamping.
    public var measuredVelocity: Double
    /// Where the velocity came from.
    public var source: Source
    /// How many samples the fit used (0 unless fitted or too few).
    public var sampleCount: Int
    /// The fit's coefficient of determination, when fitted.
    public var confidence: Double?

    /// Creates an estimate.
    public init(velocity: Double, measuredVelocity: Double, source: Source, sampleCount: Int,
                confidence: Double?) {
        self.velocity = velocity
        self.measuredVelocity = measuredVelocity
        self.source = source
        self.sampleCount = sampleCount
        self.confidence = confidence
    }
}
