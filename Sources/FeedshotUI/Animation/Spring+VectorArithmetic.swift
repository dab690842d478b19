import Foundation

// SwiftUI's generic `Spring` API: the same closed-form spring moving any `VectorArithmetic`
// value (a point, a rectangle, a colour's components) through Motion's transition matrix, in
// SwiftUI's conventions: `value(target:initialVelocity:time:)` starts at zero and moves toward
// `target`; `fromValue`/`toValue` forms move an `Animatable` value between two states.

extension VectorArithmetic {
    /// The dot product with `other`, from magnitudes only (all that `VectorArithmetic` offers):
    /// (|a + b|² − |a|² − |b|²) / 2.
    func dot(_ other: Self) -> Double {
        ((self + other).magnitudeSquared - magnitudeSquared - other.magnitudeSquared) / 2
    }
}

extension Spring {
    /// The spring's value `time` seconds after starting at zero with `initialVelocity`, pulled
    /// toward `target`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let phi = transition(at: max(time, 0))
        return target - target.scaled(by: phi.displacementFromDisplacement)
            + initialVelocity.scaled(by: phi.displacementFromVelocity)
    }

    /// The spring's velocity `time` seconds after starting at zero with `initialVelocity`,
    /// pulled toward `target`.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let phi = transition(at: max(time, 0))
        return initialVelocity.scaled(by: phi.velocityFromVelocity) - target.scaled(by: phi.velocityFromDisplacement)
    }

    /// Moves `value` and `velocity` forward by `deltaTime` seconds toward `target`.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let change = target - value
        let start = velocity
        value += self.value(target: change, initialVelocity: start, time: deltaTime)
        velocity = self.velocity(target: change, initialVelocity: start, time: deltaTime)
    }

    /// The force on the spring's mass at `position` moving at `velocity` toward `target`:
    /// k·(target − position) − c·velocity.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    /// The time the spring takes, starting at zero with `initialVelocity` and pulled toward
    /// `target`, to stay within `epsilon` of it (see ``Spring/settlingDuration`` for the rule).
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero,
                                                      epsilon: Double) -> TimeInterval {
        settlingDuration(displacement: .zero - target, velocity: initialVelocity, epsilon: epsilon)
    }

    /// The settling duration of a motion released at `displacement` from its rest point with
    /// `velocity`.
    func settlingDuration<V: VectorArithmetic>(displacement: V, velocity: V, epsilon: Double) -> TimeInterval {
        settlingDuration(displacementSquared: displacement.magnitudeSquared, velocitySquared: velocity.magnitudeSquared,
                         dot: displacement.dot(velocity), epsilon: epsilon)
    }

    /// The spring's value between two states of an `Animatable` type, `time` seconds after
    /// leaving `fromValue` with `initialVelocity`.
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = toValue
        result.animatableData = fromValue.animatableData
            + value(target: toValue.animatableData - fromValue.animatableData,
                    initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The spring's velocity between two states of an `Animatable` type.
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = toValue
        result.animatableData = velocity(target: toValue.animatableData - fromValue.animatableData,
                                         initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The settling duration between two states of an `Animatable` type.
    public func settlingDuration<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V,
                                                epsilon: Double) -> TimeInterval {
        settlingDuration(target: toValue.animatableData - fromValue.animatableData,
                         initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }

    /// Moves an `Animatable` `value` and `velocity` forward by `deltaTime` toward `target`.
    /// (Disfavoured so that a value that is both a vector and `Animatable`, a `Double`, takes the
    /// vector form.)
    @_disfavoredOverload
    public func update<V: Animatable>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        var data = value.animatableData, speed = velocity.animatableData
        update(value: &data, velocity: &speed, target: target.animatableData, deltaTime: deltaTime)
        value.animatableData = data
        velocity.animatableData = speed
    }

    /// The force between two states of an `Animatable` type.
    public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        var result = toValue
        result.animatableData = force(target: toValue.animatableData - fromValue.animatableData,
                                      position: position.animatableData - fromValue.animatableData,
                                      velocity: velocity.animatableData)
        return result
    }
}

extension UnitCurve {
    /// A cubic Bézier curve from (0, 0) to (1, 1) with the given control points: SwiftUI's
    /// `UnitCurve.bezier(startControlPoint:endControlPoint:)`.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        bezier(startControlPoint.x, startControlPoint.y, endControlPoint.x, endControlPoint.y)
    }
}
