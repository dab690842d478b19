import Foundation
import Testing
import Motion

@Suite struct SpringTests {
    @Test func swiftUIParameterisation() {
        let spring = Spring(response: 0.5, dampingFraction: 1)
        #expect(spring == .smooth)
        #expect(abs(spring.stiffness - pow(2 * Double.pi / 0.5, 2)) < 1e-9)
        #expect(abs(spring.damping - 4 * Double.pi / 0.5) < 1e-12)
        #expect(abs(Spring(response: 0.4, dampingFraction: 0.7).damping - 4 * Double.pi * 0.7 / 0.4) < 1e-12)
    }

    @Test func presetsMatchSwiftUIAndFlutter() {
        #expect(Spring.smooth.response == 0.5 && Spring.smooth.dampingFraction == 1)
        #expect(Spring.snappy.response == 0.5 && abs(Spring.snappy.dampingFraction - 0.85) < 1e-15)
        #expect(Spring.bouncy.response == 0.5 && abs(Spring.bouncy.dampingFraction - 0.7) < 1e-15)
        // Flutter: mass 0.5, stiffness 100, ratio 1.1 → ω = √200.
        #expect(abs(Spring.flutterPageView.angularFrequency - 200.0.squareRoot()) < 1e-12)
        #expect(Spring.flutterPageView.dampingFraction == 1.1)
        #expect(Spring.presets["bouncy"] == .bouncy && Spring.presets.count == 4)
    }

    @Test func physicalParametersConvert() {
        // c = 2ζ√(km) for mass 0.5, stiffness 100, ζ 1.1.
        let damping = 2 * 1.1 * (100 * 0.5).squareRoot()
        let spring = Spring(mass: 0.5, stiffness: 100, damping: damping, allowOverDamping: true)
        #expect(abs(spring.dampingFraction - 1.1) < 1e-12)
        #expect(abs(spring.response - Spring.flutterPageView.response) < 1e-12)
        #expect(abs(Spring(duration: 0.5, bounce: -0.5).dampingFraction - 2) < 1e-12)
    }
}

@Suite struct SpringMotionTests {
    static let springs: [Spring] = [
        .smooth, .snappy, .bouncy, .flutterPageView,
        Spring(response: 0.3, dampingFraction: 0.15),
        Spring(response: 0.8, dampingFraction: 3),
        // Either side of critical, where naive formulas lose their digits.
        Spring(response: 0.5, dampingFraction: 1 - 1e-9),
        Spring(response: 0.5, dampingFraction: 1 + 1e-9),
    ]

    static let releases: [(displacement: Double, velocity: Double)] = [
        (-600, 0), (300, -4000), (-200, 8000), (0, 2500), (844, 0), (-40, -300),
    ]

    /// Fourth-order Runge–Kutta on x'' = −ω²x − 2ζωx', finely stepped: the test's reference.
    static func integrate(_ spring: Spring, x0: Double, v0: Double, until end: Double,
                          step: Double) -> [(time: Double, x: Double, v: Double)] {
        let omega = spring.angularFrequency, zeta = spring.dampingFraction
        func acceleration(_ x: Double, _ v: Double) -> Double { -omega * omega * x - 2 * zeta * omega * v }
        var x = x0, v = v0
        var checkpoints: [(Double, Double, Double)] = [(0, x, v)]
        let steps = Int((end / step).rounded())
        for index in 1...steps {
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + step / 2 * k1v, k2v = acceleration(x + step / 2 * k1x, v + step / 2 * k1v)
            let k3x = v + step / 2 * k2v, k3v = acceleration(x + step / 2 * k2x, v + step / 2 * k2v)
            let k4x = v + step * k3v, k4v = acceleration(x + step * k3x, v + step * k3v)
            x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            if index % 1000 == 0 { checkpoints.append((Double(index) * step, x, v)) }
        }
        return checkpoints
    }

    @Test(arguments: springs)
    func closedFormMatchesFineIntegration(spring: Spring) {
        for release in Self.releases {
            let motion = spring.motion(displacement: release.displacement, velocity: release.velocity)
            let reference = Self.integrate(spring, x0: release.displacement, v0: release.velocity,
                                           until: 1.5, step: 1e-5)
            for checkpoint in reference {
                let state = motion.evaluate(at: checkpoint.time)
                #expect(abs(state.displacement - checkpoint.x) < 1e-6,
                        "x at \(checkpoint.time) for \(spring), \(release)")
                #expect(abs(state.velocity - checkpoint.v) < 1e-5,
                        "v at \(checkpoint.time) for \(spring), \(release)")
            }
        }
    }

    @Test(arguments: springs)
    func startsFromTheReleaseState(spring: Spring) {
        let motion = spring.motion(displacement: -321.5, velocity: 1234)
        let start = motion.evaluate(at: 0)
        #expect(abs(start.displacement + 321.5) < 1e-9)
        #expect(abs(start.velocity - 1234) < 1e-9)
    }

    @Test func overdampedFarFutureStaysFinite() {
        // γt in the hundreds: cosh would overflow and e^{−at} underflow if multiplied naively.
        let motion = Spring(response: 0.05, dampingFraction: 40).motion(displacement: 500, velocity: -9000)
        for time in [10.0, 100.0, 1000.0] {
            let state = motion.evaluate(at: time)
            #expect(state.displacement.isFinite && state.velocity.isFinite)
        }
        #expect(motion.displacement(at: 1000) == 0 || abs(motion.displacement(at: 1000)) < 1e-300)
    }

    @Test(arguments: springs)
    func firstCrossingIsWhereTheSpringReachesItsTarget(spring: Spring) throws {
        for release in Self.releases {
            let motion = spring.motion(displacement: release.displacement, velocity: release.velocity)
            let side: Double = release.displacement != 0 ? (release.displacement > 0 ? 1 : -1)
                : (release.velocity > 0 ? 1 : -1)
            // Scan finely for the first sign change, the reference for the closed form.
            var scanned: Double?
            var time = 1e-4
            while time < 3 {
                if side * motion.displacement(at: time) < 0 { scanned = time; break }
                time += 1e-4
            }
            let crossing = motion.firstCrossingTime()
            if let scanned {
                let crossing = try #require(crossing, "\(spring) \(release) crosses near \(scanned)")
                #expect(crossing <= scanned && crossing > scanned - 1e-4 - 1e-9, "\(spring) \(release)")
                #expect(abs(motion.displacement(at: crossing)) < 1e-6 * max(1, abs(release.displacement)))
            } else if let crossing {
                // A crossing after the scanned span, or a touch without a sign change, must still
                // be a zero of the motion.
                #expect(crossing >= 3 - 1e-4 || abs(motion.displacement(at: crossing)) < 1e-6)
            }
        }
    }

    @Test func criticalAndOverdampedCrossOnlyWhenThrownAtTheTarget() {
        // Released 300 pt above the target moving away or slowly toward it: no crossing.
        #expect(Spring.smooth.motion(displacement: 300, velocity: 500).firstCrossingTime() == nil)
        #expect(Spring.smooth.motion(displacement: 300, velocity: -1000).firstCrossingTime() == nil)
        // Thrown at it faster than ω·x: one crossing.
        #expect(Spring.smooth.motion(displacement: 300, velocity: -8000).firstCrossingTime() != nil)
        #expect(Spring.flutterPageView.motion(displacement: 300, velocity: -8000).firstCrossingTime() != nil)
        #expect(Spring.smooth.motion(displacement: 0, velocity: 0).firstCrossingTime() == nil)
    }

    @Test(arguments: springs)
    func settlingTimeIsTheFirstGridTimeWithinBothThresholds(spring: Spring) {
        let motion = spring.motion(displacement: -500, velocity: 3000)
        let distance = 1.0 / 3, speed = 20.0 / 3
        let settled = motion.settlingTime(distance: distance, speed: speed)
        #expect(settled > 0 && settled < 60)
        let state = motion.evaluate(at: settled)
        #expect(abs(state.displacement) < distance && abs(state.velocity) < speed)
        let steps = Int((settled / 0.001).rounded())
        for step in 0..<steps {
            let earlier = motion.evaluate(at: Double(step) * 0.001)
            #expect(!(abs(earlier.displacement) < distance && abs(earlier.velocity) < speed))
        }
    }
}
