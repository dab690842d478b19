import Foundation
import Geometry

/// A function from progress in [0, 1] to progress in [0, 1] that shapes a timed animation:
/// SwiftUI's `UnitCurve` (iOS 17).
///
/// The named Bézier curves use Core Animation's published control points
/// (https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname):
/// - `easeIn` (0.42, 0) (1, 1) — `CAMediaTimingFunctionName.easeIn`;
/// - `easeOut` (0, 0) (0.58, 1) — `.easeOut`, also stated on SwiftUI's `UnitCurve.easeOut` page;
/// - `easeInOut` (0.42, 0) (0.58, 1) — `.easeInEaseOut`;
/// - `linear` (0, 0) (1, 1), the identity.
///
/// The circular curves are quarter circles, as SwiftUI describes them: `circularEaseIn` is the
/// bottom-right quadrant of a unit circle (y = 1 − √(1 − x²)), `circularEaseOut` the top-left one
/// (y = √(1 − (1 − x)²)), `circularEaseInOut` the first scaled into [0, ½] and the second into
/// [½, 1].
public struct UnitCurve: Sendable, Hashable, CustomStringConvertible {
    enum Storage: Sendable, Hashable {
        case bezier(CubicTimingCurve)
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
        /// The inverse of `circularEaseInOut`: ease-out into the middle, ease-in out of it.
        case circularEaseOutIn
    }

    let storage: Storage

    init(_ storage: Storage) {
        self.storage = storage
    }

    /// A cubic Bézier curve from (0, 0) to (1, 1) with control points (`c0x`, `c0y`) and
    /// (`c1x`, `c1y`), the parameters of `Animation.timingCurve`. Control x-coordinates are
    /// clamped to [0, 1] so that the curve is a function of time.
    public static func bezier(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double) -> UnitCurve {
        UnitCurve(.bezier(CubicTimingCurve(c0x, c0y, c1x, c1y)))
    }

    /// Constant speed.
    public static let linear = UnitCurve.bezier(0, 0, 1, 1)
    /// Starts slowly, then speeds up: control points (0.42, 0) and (1, 1).
    public static let easeIn = UnitCurve.bezier(0.42, 0, 1, 1)
    /// Starts quickly, then slows down: control points (0, 0) and (0.58, 1).
    public static let easeOut = UnitCurve.bezier(0, 0, 0.58, 1)
    /// Starts slowly, speeds up, slows down: control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = UnitCurve.bezier(0.42, 0, 0.58, 1)
    /// Starts slowly and ends quickly along a quarter circle.
    public static let circularEaseIn = UnitCurve(.circularEaseIn)
    /// Starts quickly and ends slowly along a quarter circle.
    public static let circularEaseOut = UnitCurve(.circularEaseOut)
    /// `circularEaseIn` for the first half, `circularEaseOut` for the second.
    public static let circularEaseInOut = UnitCurve(.circularEaseInOut)

    /// The control points (x₁, y₁, x₂, y₂) when the curve is a cubic Bézier.
    public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)? {
        guard case .bezier(let curve) = storage else { return nil }
        return (curve.x1, curve.y1, curve.x2, curve.y2)
    }

    /// The output progress at input `progress` (clamped to [0, 1]).
    public func value(at progress: Double) -> Double {
        let x = progress.isNaN ? 0 : min(max(progress, 0), 1)
        switch storage {
        case .bezier(let curve): return curve.value(at: x)
        case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut: return ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? (1 - (1 - 4 * x * x).squareRoot()) / 2
                : (1 + (1 - 4 * (1 - x) * (1 - x)).squareRoot()) / 2
        case .circularEaseOutIn:
            return x < 0.5 ? (1 - (1 - 2 * x) * (1 - 2 * x)).squareRoot() / 2
                : 1 - (1 - (2 * x - 1) * (2 * x - 1)).squareRoot() / 2
        }
    }

    /// The slope of the curve at input `progress` (clamped to [0, 1]): output progress per unit
    /// of input progress. Multiply by the change and divide by the duration for a velocity.
    /// Infinite where the curve is vertical (the circular curves at their steep ends).
    public func velocity(at progress: Double) -> Double {
        let x = progress.isNaN ? 0 : min(max(progress, 0), 1)
        switch storage {
        case .bezier(let curve): return curve.velocity(at: x)
        case .circularEaseIn: return x / (1 - x * x).squareRoot()
        case .circularEaseOut: return (1 - x) / ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? 2 * x / (1 - 4 * x * x).squareRoot()
                : 2 * (1 - x) / (1 - 4 * (1 - x) * (1 - x)).squareRoot()
        case .circularEaseOutIn:
            let u = x < 0.5 ? 1 - 2 * x : 2 * x - 1
            return u / (1 - u * u).squareRoot()
        }
    }

    /// The curve with input and output swapped: `inverse.value(at: value(at: x)) == x`.
    public var inverse: UnitCurve {
        switch storage {
        case .bezier(let curve): return UnitCurve(.bezier(curve.inverse))
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut: return UnitCurve(.circularEaseOutIn)
        case .circularEaseOutIn: return .circularEaseInOut
        }
    }

    /// The curve's name (`easeInOut`, `circularEaseIn`…) or its control points
    /// (`bezier(0.1, 0.75, 0.85, 0.35)`).
    public var description: String {
        switch storage {
        case .bezier(let curve):
            switch self {
            case .linear: return "linear"
            case .easeIn: return "easeIn"
            case .easeOut: return "easeOut"
            case .easeInOut: return "easeInOut"
            default:
                return "bezier(\(curve.x1.compactDescription), \(curve.y1.compactDescription), "
                    + "\(curve.x2.compactDescription), \(curve.y2.compactDescription))"
            }
        case .circularEaseIn: return "circularEaseIn"
        case .circularEaseOut: return "circularEaseOut"
        case .circularEaseInOut: return "circularEaseInOut"
        case .circularEaseOutIn: return "circularEaseInOut.inverse"
        }
    }
}
