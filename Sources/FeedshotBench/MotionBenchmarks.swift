import ArgumentParser
import FeedshotUI
import Foundation

/// `feedshot-bench motion`: evaluation throughput of the pure motion functions a live host calls
/// every frame for every animated property: timing curves (the x→t Bézier solve), the
/// closed-form spring, an `Animation` on a rectangle's data, a spring animator after a merge,
/// the velocity tracker's fit, and scroll deceleration.
struct MotionBenchmarks: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "motion",
        abstract: "Evaluate timing curves, springs, animations and velocity fits; report ns per evaluation.")

    @Option(help: "Evaluations per case.")
    var evaluations = 2_000_000

    @Option(help: "Timed runs per case (the median is reported).")
    var iterations = 5

    func run() throws {
        let baseline = Measurement.currentResidentBytes()
        print("Motion evaluation, \(evaluations) evaluations per case, median of \(iterations)")
        let count = evaluations
        var checksum = 0.0

        func report(_ label: String, evaluations: Int = count, _ body: () -> Double) {
            var sum = 0.0
            let seconds = Measurement.median(Measurement.time(iterations: iterations) { sum += body() })
            checksum += sum
            let nanoseconds = seconds / Double(evaluations) * 1e9
            print("  " + label.padding(toLength: 46, withPad: " ", startingAt: 0)
                  + String(format: "%8.1f ns   %7.2f M/s", nanoseconds, Double(evaluations) / seconds / 1e6))
        }

        let step = 1.0 / Double(count)
        report("UnitCurve.easeInOut value (Bézier solve)") {
            var sum = 0.0
            for i in 0..<count { sum += UnitCurve.easeInOut.value(at: Double(i) * step) }
            return sum
        }
        report("UnitCurve.easeInOut velocity") {
            var sum = 0.0
            for i in 0..<count { sum += UnitCurve.easeInOut.velocity(at: Double(i) * step) }
            return sum
        }
        report("UnitCurve.circularEaseInOut value") {
            var sum = 0.0
            for i in 0..<count { sum += UnitCurve.circularEaseInOut.value(at: Double(i) * step) }
            return sum
        }
        for (name, spring) in [("bouncy", Spring.bouncy), ("smooth", Spring.smooth), ("overdamped", Spring(duration: 0.5, bounce: -0.5))] {
            let motion = spring.motion(displacement: -300, velocity: 1200)
            report("SpringMotion.evaluate, \(name)") {
                var sum = 0.0
                for i in 0..<count { sum += motion.evaluate(at: Double(i) * step).displacement }
                return sum
            }
        }
        report("Spring.value(target: Rect data)") {
            var sum = 0.0
            let target = Rect(x: 10, y: 20, width: 300, height: 120).animatableData
            for i in 0..<count { sum += Spring.snappy.value(target: target, time: Double(i) * step).first.first }
            return sum
        }
        report("Animation.easeInOut.animate(Rect data)") {
            var sum = 0.0
            var context = AnimationContext<Rect.AnimatableData>()
            let change = Rect(x: 10, y: 20, width: 300, height: 120).animatableData
            for i in 0..<count {
                sum += Animation.easeInOut.animate(value: change, time: Double(i) * step * 0.35, context: &context)?.first.first ?? 0
            }
            return sum
        }
        let frames = count / 10
        report("ValueAnimator, merged spring, per frame", evaluations: frames) {
            var animator = ValueAnimator(0.0)
            animator.retarget(to: 400, animation: .bouncy, at: 0)
            var sum = animator.value(at: 0.1)
            animator.retarget(to: -100, animation: .snappy, at: 0.1)
            for i in 0..<frames { sum += animator.value(at: 0.1 + Double(i) * 1e-6) }
            return sum
        }
        let samples = (0...40).map { GestureSample(time: Double($0) / 120, translation: -8 * Double($0)) }
        let tracker = VelocityTracker()
        report("VelocityTracker.estimate (20-sample fit)", evaluations: count / 20) {
            var sum = 0.0
            for _ in 0..<(count / 20) { sum += tracker.estimate(from: samples).velocity }
            return sum
        }
        report("ScrollDeceleration.normal distance") {
            var sum = 0.0
            for i in 0..<count { sum += ScrollDeceleration.normal.distance(initialVelocity: 2400, at: Double(i) * step) }
            return sum
        }
        print("  checksum \(checksum.isFinite ? "finite" : "NOT FINITE")")
        print("  peak RSS \(Measurement.mebibytes(Measurement.peakResidentBytes())) "
              + "(baseline \(Measurement.mebibytes(baseline)))")
    }
}
