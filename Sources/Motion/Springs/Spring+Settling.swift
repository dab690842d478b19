import Foundation

// When a spring counts as settled, for SwiftUI's `settlingDuration` and for finishing spring
// animations. Apple calls the duration "estimated" and does not publish its rule; Feedshot's rule
// is a bound: the settling duration is the first time T from which the displacement's magnitude
// provably stays within ε, computed in closed form from the motion's envelope (underdamped) or by
// bisection on a decreasing bound (critically and overdamped). It never depends on a frame rate.

extension Spring {
    /// SwiftUI's `settlingDuration`: the time a spring released from 1 unit away at rest takes to
    /// stay within 0.001 of its target.
    public var settlingDuration: TimeInterval {
        settlingDuration(displacementSquared: 1, velocitySquared: 0, dot: 0, epsilon: 0.001)
    }

    /// The time after which a motion released at displacement X₀ with velocity V₀ stays within
    /// `epsilon` of the rest point, for vectors given by |X₀|², |V₀|² and X₀·V₀ (scalars: x₀²,
    /// v₀² and x₀·v₀).
    ///
    /// - Underdamped: x(t) = e^{−at}(X₀ cos ω_d t + K sin(ω_d t)/ω_d) with a = ζω and
    ///   K = V₀ + a·X₀, so |x(t)| ≤ e^{−at}·√(|X₀|² + |K|²/ω_d²) and T = ln(amplitude/ε)/a.
    /// - Critically and overdamped: x(t) = Φ₁₁(t)·X₀ + Φ₁₂(t)·V₀ with Φ₁₁ decreasing from 1 and
    ///   Φ₁₂ ≥ 0 rising to one peak and then decaying, so B(t) = Φ₁₁|X₀| + Φ₁₂|V₀| bounds |x(t)|
    ///   and decreases after Φ₁₂'s peak; T is where B crosses ε, found by bisection.
    ///
    /// An undamped spring that starts outside ε never settles (the result is infinite); a motion
    /// already within ε that stays there settles at 0.
    public func settlingDuration(displacementSquared: Double, velocitySquared: Double, dot: Double,
                                 epsilon: Double) -> TimeInterval {
        let epsilon = max(epsilon, 1e-12)
        let x0 = max(displacementSquared, 0).squareRoot(), v0 = max(velocitySquared, 0).squareRoot()
        if response == 0 || (x0 == 0 && v0 == 0) { return 0 }
        let omega = angularFrequency, zeta = dampingFraction
        if zeta < 1 {
            let a = zeta * omega, omegaD = omega * (1 - zeta * zeta).squareRoot()
            let kSquared = max(velocitySquared + 2 * a * dot + a * a * displacementSquared, 0)
            let amplitude = (displacementSquared + kSquared / (omegaD * omegaD)).squareRoot()
            if amplitude <= epsilon { return 0 }
            if a == 0 { return .infinity }
            return log(amplitude / epsilon) / a
        }
        func bound(_ t: Double) -> Double {
            let phi = transition(at: t)
            return abs(phi.displacementFromDisplacement) * x0 + abs(phi.displacementFromVelocity) * v0
        }
        // Φ₁₂'s peak: t = 1/ω when critically damped, atanh(γ/a)/γ when overdamped.
        let a = zeta * omega
        let peak: Double
        if zeta == 1 {
            peak = 1 / omega
        } else {
            let gamma = omega * (zeta * zeta - 1).squareRoot()
            peak = atanh(gamma / a) / gamma
        }
        if bound(peak) > epsilon {
            var low = peak, high = max(peak, 1 / a)
            while bound(high) > epsilon && high < 1e6 { low = high; high *= 2 }
            return Self.bisect(low, high) { bound($0) > epsilon }
        }
        // Within ε at the peak: find where the bound last exceeded ε before it, on a fine grid.
        let steps = 256
        var last = -1
        for step in 0...steps where bound(peak * Double(step) / Double(steps)) > epsilon { last = step }
        if last < 0 { return 0 }
        let low = peak * Double(last) / Double(steps), high = peak * Double(last + 1) / Double(steps)
        return Self.bisect(low, high) { bound($0) > epsilon }
    }

    /// A spring whose motion from 1 unit away at rest settles within `epsilon` in
    /// `settlingDuration` seconds with damping ratio `dampingRatio`: SwiftUI's
    /// `Spring(settlingDuration:dampingRatio:epsilon:)`.
    ///
    /// Released from rest, a spring's motion depends on time only through ω·t, so the settling
    /// duration of this rule is exactly proportional to the response; the response is scaled to
    /// fit. A damping ratio of 0 never settles and is raised to 10⁻⁶.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let unit = Spring(response: 1, dampingFraction: max(dampingRatio, 1e-6))
        let unitDuration = unit.settlingDuration(displacementSquared: 1, velocitySquared: 0, dot: 0,
                                                 epsilon: min(max(epsilon, 1e-12), 0.999))
        let target = settlingDuration.isFinite ? max(settlingDuration, 0) : 0
        self.init(response: unitDuration > 0 ? target / unitDuration : 0,
                  dampingFraction: unit.dampingFraction)
    }

    /// The boundary between `low` (where `isAbove` holds) and `high` (where it does not), to
    /// within a few ulps: 200 halvings of a bracket of doubles always reach adjacent values.
    static func bisect(_ low: Double, _ high: Double, isAbove: (Double) -> Bool) -> Double {
        var low = low, high = high
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if middle <= low || middle >= high { break }
            if isAbove(middle) { low = middle } else { high = middle }
        }
        return high
    }
}
