import Foundation

/// The closed-form motion of a damped spring released at a displacement x₀ from its rest point
/// with velocity v₀: the solution of x'' + 2ζω·x' + ω²·x = 0.
///
/// Every value is evaluated directly from the formula for its damping regime, never by stepping
/// a numerical integrator, so a position at time t does not depend on which other times were
/// asked for (frames at 30, 60 and 120 fps agree wherever their timestamps coincide).
///
/// The three regimes, with a = ζω:
/// - underdamped (ζ < 1), ω_d = ω√(1 − ζ²):
///   x(t) = e^{−at}·(x₀·cos ω_d t + (v₀ + a·x₀)·sin(ω_d t)/ω_d)
/// - critically damped (ζ = 1): x(t) = e^{−ωt}·(x₀ + (v₀ + ω·x₀)·t)
/// - overdamped (ζ > 1), γ = ω√(ζ² − 1):
///   x(t) = e^{−at}·(x₀·cosh γt + (v₀ + a·x₀)·sinh(γt)/γ)
///
/// The hyperbolic form of the overdamped case stays accurate as ζ approaches 1 (γ → 0), where
/// the textbook sum of two exponentials cancels catastrophically; for large γt it switches to
/// the exponential form so nothing overflows.
public struct SpringMotion: Sendable, Hashable {
    /// The spring that drives the motion.
    public let spring: Spring
    /// The displacement from the rest point at t = 0.
    public let initialDisplacement: Double
    /// The velocity at t = 0 (displacement units per second).
    public let initialVelocity: Double

    /// Creates the motion of `spring` from an initial displacement and velocity.
    public init(spring: Spring, initialDisplacement: Double, initialVelocity: Double) {
        self.spring = spring
        self.initialDisplacement = initialDisplacement
        self.initialVelocity = initialVelocity
    }

    /// The displacement from the rest point at `time` seconds after release (t ≥ 0).
    public func displacement(at time: Double) -> Double {
        evaluate(at: time).displacement
    }

    /// The velocity at `time` seconds after release (t ≥ 0).
    public func velocity(at time: Double) -> Double {
        evaluate(at: time).velocity
    }

    /// Displacement and velocity at `time` seconds after release, from one evaluation.
    public func evaluate(at time: Double) -> (displacement: Double, velocity: Double) {
        let x0 = initialDisplacement, v0 = initialVelocity, t = time
        // An infinitely stiff spring (response 0) is at rest on its target from the first instant.
        if spring.response == 0 { return t > 0 ? (0, 0) : (x0, v0) }
        let omega = spring.angularFrequency, zeta = spring.dampingFraction
        let a = zeta * omega
        // K is the coefficient of the "sine-like" term in every regime.
        let k = v0 + a * x0
        // The velocity formulas share L = ω²x₀ + aV₀ (derivative of the same expressions).
        let l = omega * omega * x0 + a * v0
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let decay = exp(-a * t)
            let c = cos(omegaD * t), s = sin(omegaD * t)
            return (decay * (x0 * c + k * s / omegaD), decay * (v0 * c - l * s / omegaD))
        }
        if zeta == 1 {
            let decay = exp(-omega * t)
            return (decay * (x0 + k * t), decay * (v0 - omega * k * t))
        }
        let gamma = omega * (zeta * zeta - 1).squareRoot()
        if gamma * t <= 1 {
            let decay = exp(-a * t)
            let c = cosh(gamma * t), sOverGamma = sinh(gamma * t) / gamma
            return (decay * (x0 * c + k * sOverGamma), decay * (v0 * c - l * sOverGamma))
        }
        // e^{−at}·cosh γt and e^{−at}·sinh γt as sums of decaying exponentials: no overflow, and
        // γt > 1 keeps the division by γ well conditioned.
        let slow = exp((gamma - a) * t) / 2, fast = exp(-(gamma + a) * t) / 2
        let coshTerm = slow + fast, sinhTerm = slow - fast
        return (x0 * coshTerm + k * sinhTerm / gamma, v0 * coshTerm - l * sinhTerm / gamma)
    }

    /// The first time t > 0 at which the motion reaches its rest point again (where it would cross
    /// to the other side), or nil when it never does.
    ///
    /// "The side" is the sign of the initial displacement, or of the initial velocity when the
    /// motion starts exactly at rest point. A motion starting at rest at its rest point never moves
    /// and returns nil. The time is found in closed form for each regime.
    public func firstCrossingTime() -> Double? {
        let x0 = initialDisplacement, v0 = initialVelocity
        if x0 == 0 && v0 == 0 { return nil }
        // An infinitely stiff spring jumps to its rest point without passing through it.
        if spring.response == 0 { return nil }
        let omega = spring.angularFrequency, zeta = spring.dampingFraction
        let a = zeta * omega
        let k = v0 + a * x0
        if zeta < 1 {
            // x ∝ cos(ω_d t − θ) with x₀ = R cos θ and K/ω_d = R sin θ; zeros at ω_d t = θ + π/2 + nπ
            // for any integer n: the first crossing is the smallest such phase in (0, π].
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let theta = atan2(k / omegaD, x0)
            var phase = theta + Double.pi / 2
            while phase > Double.pi { phase -= Double.pi }
            while phase <= 0 { phase += Double.pi }
            return phase / omegaD
        }
        // Critical and overdamped: at most one crossing, where x₀ + K·S(t) = 0 with S(t) = t
        // (critical) or tanh-based (overdamped). Starting at the rest point, it never returns.
        if x0 == 0 { return nil }
        if zeta == 1 {
            let t = -x0 / k
            return t > 0 && t.isFinite ? t : nil
        }
        // x = 0 ⇔ tanh(γt) = −x₀γ / K, solvable for t > 0 when the ratio lies in (0, 1).
        let gamma = omega * (zeta * zeta - 1).squareRoot()
        let ratio = -x0 * gamma / k
        guard ratio > 0 && ratio < 1 else { return nil }
        return atanh(ratio) / gamma
    }

    /// The first time on a grid of `resolution` seconds (0, r, 2r, …) at which both
    /// |displacement| < `distance` and |velocity| < `speed` hold, or `limit` when none does
    /// before it.
    ///
    /// A damped spring's energy never grows, but a spring whose displacement and velocity are
    /// both small at one instant can still exceed one of the two thresholds later, so a per-frame
    /// test could flip back to "moving". Fixing the first grid time once, independently of any
    /// frame rate, keeps every frame a pure function of its timestamp. This evaluates the closed
    /// form at each grid point; it does not integrate.
    public func settlingTime(distance: Double, speed: Double, resolution: Double = 0.001,
                             limit: Double = 60) -> Double {
        precondition(resolution > 0 && limit >= 0, "Settling scan needs a positive resolution")
        let steps = Int((limit / resolution).rounded(.up))
        for step in 0...steps {
            let t = Double(step) * resolution
            if t >= limit { return limit }
            let state = evaluate(at: t)
            if abs(state.displacement) < distance && abs(state.velocity) < speed { return t }
        }
        return limit
    }
}
