import Foundation

/// How a freely scrolling view moves along one axis after the finger lifts: UIKit's
/// deceleration, and a bounce wherever it passes an edge of its content.
///
/// Positions are scroll positions (content offsets) along the axis; `range` is where the content
/// may rest, [0, content − viewport]. The motion is a chain of at most a few closed-form
/// segments, decided once at release, so every position is a pure function of the time since
/// release:
/// - **inside the range**, the content decelerates (``ScrollDeceleration``, UIKit's `.normal`
///   rate by default) and rests once it is within `threshold` of where the deceleration ends;
/// - when the deceleration would **cross an edge**, the content reaches the edge with the
///   velocity it has there and bounces: the ``bounceSpring`` carries it past the edge and back,
///   and it rests on the edge once the spring stays within `threshold`;
/// - **released past an edge** (after a rubber-band drag), the spring brings it back; released
///   toward the content fast enough to pass the edge, it crosses with the spring's velocity and
///   decelerates from there.
///
/// UIKit does not publish its bounce. Feedshot's bounce spring is critically damped with mass 1
/// and stiffness 100 (ω = 10 /s, response 2π/10 ≈ 0.63 s), the spring public reconstructions of
/// UIScrollView use (Ilya Lobanov's "How UIScrollView works" and the libraries derived from it),
/// and its hand-off at the edge (deceleration until the edge, then the spring with the velocity
/// there) is theirs too.
public struct ScrollCoast: Sendable, Hashable {
    /// One closed-form piece of the motion, from `start` (seconds after release) to `end`.
    enum Segment: Sendable, Hashable {
        /// Decelerating from `position` at `velocity`.
        case decelerate(start: Double, end: Double, position: Double, velocity: Double)
        /// The bounce spring around `edge`.
        case bounce(start: Double, end: Double, edge: Double, motion: SpringMotion)

        var start: Double {
            switch self { case .decelerate(let start, _, _, _), .bounce(let start, _, _, _): start }
        }

        var end: Double {
            switch self { case .decelerate(_, let end, _, _), .bounce(_, let end, _, _): end }
        }
    }

    /// The critically damped spring of the bounce: mass 1, stiffness 100 (see the type's notes).
    public static let bounceSpring = Spring(mass: 1, stiffness: 100, dampingRatio: 1)

    /// The deceleration inside the range.
    public let deceleration: ScrollDeceleration
    /// Where the content may rest.
    public let range: ClosedRange<Double>
    /// The pieces of the motion, in time order.
    let segments: [Segment]
    /// Where the content rests once the motion ends.
    public let restingPosition: Double
    /// Seconds after release from which the content rests at ``restingPosition``.
    public let duration: Double

    /// The motion of content released at `position` with `velocity` (points per second, in the
    /// direction positions grow), resting within `range`.
    ///
    /// - Parameter threshold: How close, in points, the content must be to where it stops to
    ///   count as resting (half a device pixel is a good choice: closer than that, the drawn
    ///   content no longer moves).
    public init(position: Double, velocity: Double, range: ClosedRange<Double>,
                deceleration: ScrollDeceleration = .normal, bounce: Spring = ScrollCoast.bounceSpring,
                threshold: Double = 0.5) {
        self.deceleration = deceleration
        self.range = range
        let threshold = max(threshold, 1e-9)
        let v0 = velocity.isFinite ? velocity : 0
        var segments = [Segment]()
        var time = 0.0, rest = position
        var step: Step = position < range.lowerBound || position > range.upperBound
            ? .bounce(position: position, velocity: v0, edge: position < range.lowerBound ? range.lowerBound : range.upperBound)
            : .coast(position: position, velocity: v0)
        // A chain has at most three links (back over one edge, coast, bounce at the other edge);
        // the cap only guards against rounding.
        for _ in 0..<4 {
            switch step {
            case let .coast(x, v):
                let next = Self.coast(from: x, velocity: v, range: range, deceleration: deceleration,
                                      threshold: threshold, time: time)
                segments.append(next.segment)
                time = next.segment.end
                rest = next.rest
                guard let handOff = next.handOff else { step = .done; break }
                step = .bounce(position: handOff.edge, velocity: handOff.velocity, edge: handOff.edge)
            case let .bounce(x, v, edge):
                let motion = bounce.motion(displacement: x - edge, velocity: v)
                if let crossing = motion.firstCrossingTime(), crossing.isFinite {
                    // Thrown back over the edge: coast on from it with the spring's velocity.
                    segments.append(.bounce(start: time, end: time + crossing, edge: edge, motion: motion))
                    time += crossing
                    rest = edge
                    step = .coast(position: edge, velocity: motion.velocity(at: crossing))
                } else {
                    let settle = bounce.settlingDuration(
                        displacementSquared: (x - edge) * (x - edge), velocitySquared: v * v, dot: (x - edge) * v,
                        epsilon: threshold)
                    let length = settle.isFinite ? settle : 60
                    segments.append(.bounce(start: time, end: time + length, edge: edge, motion: motion))
                    time += length
                    rest = edge
                    step = .done
                }
            case .done:
                break
            }
            if case .done = step { break }
        }
        self.segments = segments
        restingPosition = rest
        duration = time
    }

    /// What the chain does next while it is being built.
    private enum Step {
        case coast(position: Double, velocity: Double)
        case bounce(position: Double, velocity: Double, edge: Double)
        case done
    }

    /// One deceleration from `x` inside the range: to its rest, or to the edge it reaches first
    /// (then `handOff` is the edge and the velocity there).
    private static func coast(from x: Double, velocity v: Double, range: ClosedRange<Double>,
                              deceleration: ScrollDeceleration, threshold: Double,
                              time: Double) -> (segment: Segment, rest: Double, handOff: (edge: Double, velocity: Double)?) {
        let end = x + deceleration.projectedDistance(initialVelocity: v)
        if end >= range.lowerBound && end <= range.upperBound || v == 0 {
            let length = deceleration.restingTime(initialVelocity: v, threshold: threshold)
            let rest = x + deceleration.distance(initialVelocity: v, at: length)
            return (.decelerate(start: time, end: time + length, position: x, velocity: v), rest, nil)
        }
        // x + v(1 − e^{−λt})/λ = edge ⇔ t = −ln(1 − (edge − x)·λ/v)/λ; the velocity there is
        // v − (edge − x)·λ.
        let edge = v > 0 ? range.upperBound : range.lowerBound
        let lambda = deceleration.decayConstant
        let fraction = (edge - x) * lambda / v
        let length = fraction <= 0 ? 0 : -log1p(-min(fraction, 1 - 1e-15)) / lambda
        return (.decelerate(start: time, end: time + length, position: x, velocity: v), edge,
                (edge, v - (edge - x) * lambda))
    }

    /// The position `elapsed` seconds after release.
    public func position(atElapsed elapsed: Double) -> Double {
        guard elapsed < duration, let segment = segment(at: elapsed) else { return restingPosition }
        switch segment {
        case let .decelerate(start, _, position, velocity):
            return position + deceleration.distance(initialVelocity: velocity, at: elapsed - start)
        case let .bounce(start, _, edge, motion):
            return edge + motion.displacement(at: elapsed - start)
        }
    }

    /// The velocity `elapsed` seconds after release (0 once resting).
    public func velocity(atElapsed elapsed: Double) -> Double {
        guard elapsed < duration, let segment = segment(at: elapsed) else { return 0 }
        switch segment {
        case let .decelerate(start, _, _, velocity):
            return deceleration.velocity(initialVelocity: velocity, at: elapsed - start)
        case let .bounce(start, _, _, motion):
            return motion.velocity(at: elapsed - start)
        }
    }

    /// Whether the content is past an edge, bouncing, `elapsed` seconds after release.
    public func isBouncing(atElapsed elapsed: Double) -> Bool {
        guard elapsed < duration, let segment = segment(at: elapsed) else { return false }
        if case .bounce = segment { return true }
        return false
    }

    private func segment(at elapsed: Double) -> Segment? {
        segments.first { elapsed < $0.end } ?? segments.last
    }
}
