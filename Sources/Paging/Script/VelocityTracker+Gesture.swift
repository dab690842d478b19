import Motion

extension VelocityTracker {
    /// The release velocity of a gesture: its own `velocity` when it has one (clamped, and trusted
    /// even after a rest), otherwise the estimate from its samples.
    public func releaseVelocity(of gesture: Gesture) -> VelocityEstimate {
        if let given = gesture.velocity {
            return VelocityEstimate(velocity: clamped(given), measuredVelocity: given, source: .given,
                                    sampleCount: 0, confidence: nil)
        }
        return estimate(from: gesture.samples)
    }
}
