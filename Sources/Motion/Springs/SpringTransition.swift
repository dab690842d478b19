/// How a spring carries any starting state forward in time: the 2 × 2 matrix Φ(t) with
/// (x(t), v(t)) = Φ(t)·(x₀, v₀).
///
/// The equation of a damped spring is linear, so the displacement and velocity at time t are
/// linear in the starting displacement and velocity. Φ's columns are the motions released from
/// (1, 0) and from (0, 1), taken from ``SpringMotion`` (the one implementation of the closed
/// form). With Φ, a spring moves values of any dimension: FeedshotUI's `VectorArithmetic` values
/// (points, rectangles, colours) are moved as x(t) = Φ₁₁·x₀ + Φ₁₂·v₀ without evaluating the
/// spring once per component.
public struct SpringTransition: Sendable, Hashable {
    /// ∂x(t)/∂x₀: how much of the starting displacement remains.
    public var displacementFromDisplacement: Double
    /// ∂x(t)/∂v₀: the displacement produced by a unit starting velocity.
    public var displacementFromVelocity: Double
    /// ∂v(t)/∂x₀: the velocity produced by a unit starting displacement.
    public var velocityFromDisplacement: Double
    /// ∂v(t)/∂v₀: how much of the starting velocity remains.
    public var velocityFromVelocity: Double

    /// Creates a transition from its four entries.
    public init(displacementFromDisplacement: Double, displacementFromVelocity: Double,
                velocityFromDisplacement: Double, velocityFromVelocity: Double) {
        self.displacementFromDisplacement = displacementFromDisplacement
        self.displacementFromVelocity = displacementFromVelocity
        self.velocityFromDisplacement = velocityFromDisplacement
        self.velocityFromVelocity = velocityFromVelocity
    }

    /// The displacement at time t of a motion released at `displacement` with `velocity`.
    public func displacement(from displacement: Double, velocity: Double) -> Double {
        displacementFromDisplacement * displacement + displacementFromVelocity * velocity
    }

    /// The velocity at time t of a motion released at `displacement` with `velocity`.
    public func velocity(from displacement: Double, velocity: Double) -> Double {
        velocityFromDisplacement * displacement + velocityFromVelocity * velocity
    }
}

extension Spring {
    /// The state-transition matrix Φ(`time`) of this spring (see ``SpringTransition``).
    public func transition(at time: Double) -> SpringTransition {
        let fromDisplacement = motion(displacement: 1, velocity: 0).evaluate(at: time)
        let fromVelocity = motion(displacement: 0, velocity: 1).evaluate(at: time)
        return SpringTransition(displacementFromDisplacement: fromDisplacement.displacement,
                                displacementFromVelocity: fromVelocity.displacement,
                                velocityFromDisplacement: fromDisplacement.velocity,
                                velocityFromVelocity: fromVelocity.velocity)
    }
}
