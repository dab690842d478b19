/// A cubic Bézier timing curve from (0, 0) to (1, 1) with control points (x₁, y₁) and (x₂, y₂),
/// evaluated as a function y(x): Core Animation's `CAMediaTimingFunction` and CSS's
/// `cubic-bezier()`.
///
/// The curve is parametric, B(t) = (X(t), Y(t)) with
/// X(t) = 3(1−t)²t·x₁ + 3(1−t)t²·x₂ + t³, written in Horner form as ((aₓt + bₓ)t + cₓ)t with
/// cₓ = 3x₁, bₓ = 3(x₂ − x₁) − cₓ, aₓ = 1 − cₓ − bₓ (and the same for Y). To evaluate y at a given
/// x the solver finds the t with X(t) = x: Newton's method from t = x, then bisection when Newton
/// has not converged, until X(t) is within 10⁻¹⁴ of x or the bracket is two adjacent doubles.
/// Control x-coordinates are clamped to [0, 1] (as CSS requires) so that X is monotonic and y(x)
/// is a function.
struct CubicTimingCurve: Sendable, Hashable {
    let x1: Double, y1: Double, x2: Double, y2: Double
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        let x1 = x1.isNaN ? 0 : min(max(x1, 0), 1), x2 = x2.isNaN ? 1 : min(max(x2, 0), 1)
        let y1 = y1.isFinite ? y1 : 0, y2 = y2.isFinite ? y2 : 1
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// Whether y(x) = x: both control points on the diagonal.
    var isIdentity: Bool { x1 == y1 && x2 == y2 }

    /// The curve with x and y swapped: its inverse function (meaningful when Y is monotonic too).
    var inverse: CubicTimingCurve { CubicTimingCurve(y1, x1, y2, x2) }

    func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func xPrime(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    func yPrime(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The parameter t at which X(t) = `x` (x in [0, 1]).
    func parameter(for x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let tolerance = 1e-14
        var t = x
        for _ in 0..<8 {
            let error = self.x(t) - x
            if abs(error) <= tolerance { return t }
            let slope = xPrime(t)
            if abs(slope) < 1e-9 { break }
            let next = t - error / slope
            if !(next >= 0 && next <= 1) { break }
            t = next
        }
        // Bisection: X is monotonic on [0, 1], X(0) = 0 ≤ x ≤ 1 = X(1).
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if middle <= low || middle >= high { break }
            let value = self.x(middle)
            if abs(value - x) <= tolerance { return middle }
            if value < x { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// y at `x` (x clamped to [0, 1]).
    func value(at x: Double) -> Double {
        if isIdentity { return min(max(x, 0), 1) }
        return y(parameter(for: x))
    }

    /// dy/dx at `x` (x clamped to [0, 1]): Y'(t) / X'(t) at the solved t. Where both vanish (an
    /// end whose control point sits on it, as easeOut's first one does) the ratio of the next
    /// nonzero derivatives is the limit (l'Hôpital); where only X' vanishes the curve is vertical
    /// and the velocity infinite.
    func velocity(at x: Double) -> Double {
        if isIdentity { return 1 }
        let t = parameter(for: x)
        let dx = xPrime(t), dy = yPrime(t)
        if abs(dx) > 1e-12 || abs(dy) > 1e-12 { return dy / dx }
        let ddx = 6 * ax * t + 2 * bx, ddy = 6 * ay * t + 2 * by
        if abs(ddx) > 1e-12 { return ddy / ddx }
        return ax != 0 ? ay / ax : 1
    }
}
