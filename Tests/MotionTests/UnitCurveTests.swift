import Foundation
import Testing
@testable import Motion

/// The cubic Bézier timing curves against their parametric definition, the circular curves
/// against their formulas, and the properties every timing curve must have.
@Suite struct UnitCurveTests {
    static let beziers: [(name: String, curve: UnitCurve, points: (Double, Double, Double, Double))] = [
        ("easeIn", .easeIn, (0.42, 0, 1, 1)),
        ("easeOut", .easeOut, (0, 0, 0.58, 1)),
        ("easeInOut", .easeInOut, (0.42, 0, 0.58, 1)),
        ("linear", .linear, (0, 0, 1, 1)),
        ("overshoot", .bezier(0.3, -0.4, 0.7, 1.6), (0.3, -0.4, 0.7, 1.6)),
        ("steep", .bezier(0.1, 0.75, 0.85, 0.35), (0.1, 0.75, 0.85, 0.35)),
    ]

    static let all: [UnitCurve] = beziers.map(\.curve) + [.circularEaseIn, .circularEaseOut, .circularEaseInOut]

    /// B(t) of a cubic from (0,0) to (1,1), in Bernstein form (independent of the Horner form the
    /// solver uses).
    static func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    @Test func controlPointsAreCoreAnimations() throws {
        let easeIn = try #require(UnitCurve.easeIn.controlPoints)
        #expect(easeIn.x1 == 0.42 && easeIn.y1 == 0 && easeIn.x2 == 1 && easeIn.y2 == 1)
        let easeOut = try #require(UnitCurve.easeOut.controlPoints)
        #expect(easeOut.x1 == 0 && easeOut.y1 == 0 && easeOut.x2 == 0.58 && easeOut.y2 == 1)
        let easeInOut = try #require(UnitCurve.easeInOut.controlPoints)
        #expect(easeInOut.x1 == 0.42 && easeInOut.y1 == 0 && easeInOut.x2 == 0.58 && easeInOut.y2 == 1)
        #expect(UnitCurve.circularEaseIn.controlPoints == nil)
    }

    @Test(arguments: 0..<6)
    func bezierPassesThroughItsParametricPoints(index: Int) {
        let (name, curve, p) = Self.beziers[index]
        for step in 0...200 {
            let t = Double(step) / 200
            let x = Self.bernstein(t, p.0, p.2), y = Self.bernstein(t, p.1, p.3)
            #expect(abs(curve.value(at: x) - y) < 1e-12, "\(name) at t = \(t)")
        }
    }

    @Test(arguments: 0..<6)
    func bezierVelocityIsTheParametricSlope(index: Int) {
        let (name, curve, p) = Self.beziers[index]
        func dB(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
        }
        for step in 1..<100 {
            let t = Double(step) / 100
            let x = Self.bernstein(t, p.0, p.2)
            let slope = dB(t, p.1, p.3) / dB(t, p.0, p.2)
            #expect(abs(curve.velocity(at: x) - slope) < 1e-8 * max(1, abs(slope)), "\(name) at t = \(t)")
        }
    }

    @Test func endVelocitiesFollowTheControlPoints() {
        // Slope at the start is y₁/x₁, at the end (1 − y₂)/(1 − x₂); a control point on its end
        // point gives the limit of the second derivatives.
        #expect(UnitCurve.easeIn.velocity(at: 0) == 0)
        #expect(abs(UnitCurve.easeIn.velocity(at: 1) - 1 / 0.58) < 1e-9)
        #expect(abs(UnitCurve.easeOut.velocity(at: 0) - 1 / 0.58) < 1e-9)
        #expect(UnitCurve.easeOut.velocity(at: 1) == 0)
        #expect(UnitCurve.easeInOut.velocity(at: 0) == 0 && UnitCurve.easeInOut.velocity(at: 1) == 0)
        #expect(UnitCurve.linear.velocity(at: 0) == 1 && UnitCurve.linear.velocity(at: 0.3) == 1)
        #expect(UnitCurve.bezier(0, 1, 1, 1).velocity(at: 0).isInfinite)
    }

    @Test func circularCurvesAreQuarterCircles() {
        for step in 0...100 {
            let x = Double(step) / 100
            #expect(abs(UnitCurve.circularEaseIn.value(at: x) - (1 - (1 - x * x).squareRoot())) < 1e-15)
            #expect(abs(UnitCurve.circularEaseOut.value(at: x) - (1 - (1 - x) * (1 - x)).squareRoot()) < 1e-15)
            // A point of the ease-in lies on the circle of radius 1 about (0, 1).
            let y = UnitCurve.circularEaseIn.value(at: x)
            #expect(abs(x * x + (1 - y) * (1 - y) - 1) < 1e-12)
        }
        #expect(UnitCurve.circularEaseInOut.value(at: 0.5) == 0.5)
        #expect(abs(UnitCurve.circularEaseInOut.value(at: 0.25) - UnitCurve.circularEaseIn.value(at: 0.5) / 2) < 1e-15)
        #expect(abs(UnitCurve.circularEaseInOut.value(at: 0.75) - (0.5 + UnitCurve.circularEaseOut.value(at: 0.5) / 2)) < 1e-15)
        #expect(UnitCurve.circularEaseIn.velocity(at: 1).isInfinite && UnitCurve.circularEaseIn.velocity(at: 0) == 0)
    }

    @Test(arguments: all)
    func curvesRunFromZeroToOneContinuously(curve: UnitCurve) {
        #expect(curve.value(at: 0) == 0 && abs(curve.value(at: 1) - 1) < 1e-15)
        #expect(curve.value(at: -3) == 0 && abs(curve.value(at: 7) - 1) < 1e-15)
        // Continuity: neighbouring inputs give neighbouring outputs (the steepest curve here rises
        // at most about 40 per unit away from its vertical ends).
        var previous = curve.value(at: 0)
        for step in 1...10_000 {
            let value = curve.value(at: Double(step) / 10_000)
            #expect(abs(value - previous) < 0.02, "jump at \(Double(step) / 10_000)")
            previous = value
        }
    }

    @Test(arguments: all)
    func velocityIsTheDerivativeOfTheValue(curve: UnitCurve) {
        let h = 1e-6
        for step in 1..<50 {
            let x = Double(step) / 50
            if x == 0.5 { continue }  // circularEaseInOut is vertical there
            let numeric = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
            let analytic = curve.velocity(at: x)
            #expect(abs(numeric - analytic) < 1e-4 * max(1, abs(analytic)), "at \(x): \(numeric) vs \(analytic)")
        }
    }

    /// Every curve whose output stays in [0, 1] (the overshooting one has no inverse function).
    static let invertible: [UnitCurve] = all.filter { $0 != .bezier(0.3, -0.4, 0.7, 1.6) }

    @Test(arguments: invertible)
    func inverseUndoesTheCurve(curve: UnitCurve) {
        for step in 0...100 {
            let x = Double(step) / 100
            let y = curve.value(at: x)
            #expect(abs(curve.inverse.value(at: y) - x) < 1e-9, "x = \(x)")
        }
        #expect(curve.inverse.inverse == curve)
    }

    @Test func solverConvergesOnNearlyFlatParameters() {
        // x₁ = x₂ = 1 makes X'(t) vanish at t = 1; x near 1 needs bisection.
        let curve = UnitCurve.bezier(1, 0, 1, 1)
        for x in [0.9, 0.99, 0.999999, 1 - 1e-12] {
            let y = curve.value(at: x)
            #expect(y >= 0 && y <= 1 && y.isFinite)
        }
        // Control x outside [0, 1] is clamped, so the curve stays a function.
        #expect(UnitCurve.bezier(-2, 0, 3, 1) == UnitCurve.bezier(0, 0, 1, 1))
    }
}
