import Foundation

/// How a scroll view coasts after the finger lifts: UIKit's `UIScrollView.DecelerationRate`
/// model, where the velocity is multiplied by the rate every millisecond.
///
/// UIKit names two rates (https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct);
/// their raw values are 0.998 (`.normal`) and 0.99 (`.fast`) per millisecond, the values UIKit
/// returns and other bindings quote (e.g. pub.dev's `IOSUIScrollViewDecelerationRate`). Feedshot uses
/// the continuous form of that model, exact at every whole millisecond, with d the rate and
/// λ = −1000·ln d (per second):
/// - velocity v(t) = v₀·d^(1000t) = v₀·e^(−λt);
/// - distance travelled x(t) = v₀·(1 − e^(−λt)) / λ;
/// - the projection (where a fling stops), x(∞) = v₀ / λ: 0.4995·v₀ for `.normal`, 0.0995·v₀
///   for `.fast`.
///
/// Apple's "Designing Fluid Interfaces" (WWDC 2018) projects with the per-millisecond sum
/// (v₀ / 1000)·d / (1 − d) instead; it differs from the continuous limit by the factor
/// −d·ln d / (1 − d), 0.999 for `.normal` (half a point in a 1000-point fling), and Feedshot keeps
/// the continuous form so that the position, the velocity and the projection agree.
public struct ScrollDeceleration: Sendable, Hashable {
    /// The factor the velocity keeps per millisecond, in (0, 1).
    public var rate: Double

    /// A deceleration rate per millisecond; rates outside (0, 1) are clamped just inside it.
    public init(rate: Double) {
        self.rate = rate.isNaN ? 0.998 : min(max(rate, 1e-9), 1 - 1e-9)
    }

    /// UIKit's `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond.
    public static let normal = ScrollDeceleration(rate: 0.998)
    /// UIKit's `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond (paging scroll views).
    public static let fast = ScrollDeceleration(rate: 0.99)

    /// The decay constant λ = −1000·ln(rate), per second.
    public var decayConstant: Double { -1000 * log(rate) }

    /// The velocity `time` seconds after release at `initialVelocity`.
    public func velocity(initialVelocity: Double, at time: Double) -> Double {
        initialVelocity * exp(-decayConstant * max(time, 0))
    }

    /// The distance travelled `time` seconds after release at `initialVelocity` (with its sign).
    public func distance(initialVelocity: Double, at time: Double) -> Double {
        initialVelocity * -expm1(-decayConstant * max(time, 0)) / decayConstant
    }

    /// Where a fling released at `initialVelocity` comes to rest, relative to the release point.
    public func projectedDistance(initialVelocity: Double) -> Double {
        initialVelocity / decayConstant
    }

    /// The time after release at which the content is within `threshold` points of where it
    /// stops (0 when it already is): ln(|v₀| / (λ·threshold)) / λ.
    public func restingTime(initialVelocity: Double, threshold: Double = 0.5) -> Double {
        let remaining = abs(projectedDistance(initialVelocity: initialVelocity))
        let threshold = max(threshold, 1e-12)
        guard remaining > threshold else { return 0 }
        return log(remaining / threshold) / decayConstant
    }

    /// The release velocity that makes a fling stop `distance` points away: the inverse of
    /// ``projectedDistance(initialVelocity:)``, for scroll views that aim at a target.
    public func initialVelocity(toTravel distance: Double) -> Double {
        distance * decayConstant
    }
}
