import Foundation

/// A track's keyframes laid out in time from a start value: the value at any time, as a closed
/// function of the time (so sampling at other times never changes what a time shows).
///
/// Each keyframe starts where the previous one ended, with its velocity: a spring keyframe
/// that stops before settling hands on the value and velocity it reached. A run of cubic
/// keyframes is a Catmull–Rom spline (each inner velocity is the slope between its
/// neighbours); at the ends of a run the velocity is the one handed on (zero at the start of
/// the track) and zero at the track's end, unless a keyframe gives its own.
struct KeyframeTrackPlayback<Value: Animatable> {
    typealias Data = Value.AnimatableData

    /// A keyframe placed in time, with the value and velocity it starts from.
    private struct Placed {
        let keyframe: KeyframeSegment<Value>
        let target: Data
        let start: TimeInterval
        let duration: TimeInterval
        let from: Data
        let velocity: Data
    }

    private let placed: [Placed]
    /// The value once every keyframe has run.
    private let end: Data
    /// The seconds the keyframes take.
    let duration: TimeInterval

    init(from start: Data, keyframes: [KeyframeSegment<Value>]) {
        let targets = keyframes.map(\.target.animatableData)
        let durations = keyframes.map { keyframe -> TimeInterval in
            let seconds: TimeInterval
            if let given = keyframe.duration {
                seconds = given
            } else if case let .spring(spring, _) = keyframe.motion {
                seconds = spring.settlingDuration(target: 1.0, epsilon: 0.001)
            } else {
                seconds = 0
            }
            return seconds.isFinite ? max(seconds, 0) : 0
        }
        var placed: [Placed] = []
        var time: TimeInterval = 0
        var value = start
        var velocity = Data.zero
        for index in keyframes.indices {
            let keyframe = keyframes[index]
            let entry = Placed(keyframe: keyframe, target: targets[index], start: time, duration: durations[index],
                               from: value, velocity: velocity)
            (value, velocity) = Self.state(of: entry, at: durations[index], in: placed, index: index,
                                           targets: targets, durations: durations, keyframes: keyframes)
            placed.append(entry)
            time += durations[index]
        }
        self.placed = placed
        end = value
        duration = time
    }

    /// The value `time` seconds after the track started (the start value before, the end value
    /// after the last keyframe).
    func value(at time: TimeInterval) -> Data {
        guard let first = placed.first else { return end }
        guard time >= 0 else { return first.from }
        // The last keyframe that has started: a move keyframe (no duration) at a boundary has
        // already happened, at the start too (a run that begins with a jump shows it at once).
        guard let index = placed.lastIndex(where: { $0.start <= time }),
              time < placed[index].start + placed[index].duration || index < placed.count - 1 else { return end }
        let entry = placed[index]
        guard entry.duration > 0 else { return entry.target }
        return Self.state(of: entry, at: time - entry.start, in: placed, index: index,
                          targets: placed.map(\.target), durations: placed.map(\.duration),
                          keyframes: placed.map(\.keyframe)).value
    }

    /// The value and velocity of `entry` (keyframe `index`) `elapsed` seconds after it started.
    private static func state(of entry: Placed, at elapsed: TimeInterval, in earlier: [Placed], index: Int,
                              targets: [Data], durations: [TimeInterval],
                              keyframes: [KeyframeSegment<Value>]) -> (value: Data, velocity: Data) {
        let change = entry.target - entry.from
        switch entry.keyframe.motion {
        case .move:
            return (entry.target, .zero)
        case let .linear(curve):
            guard entry.duration > 0 else { return (entry.target, .zero) }
            let progress = min(max(elapsed / entry.duration, 0), 1)
            return (entry.from + change.scaled(by: curve.value(at: progress)),
                    change.scaled(by: curve.velocity(at: progress) / entry.duration))
        case let .spring(spring, startVelocity):
            let initial = startVelocity?.animatableData ?? entry.velocity
            return (entry.from + spring.value(target: change, initialVelocity: initial, time: elapsed),
                    spring.velocity(target: change, initialVelocity: initial, time: elapsed))
        case let .cubic(startVelocity, endVelocity):
            guard entry.duration > 0 else { return (entry.target, .zero) }
            let d = entry.duration
            // Catmull–Rom: the slope from the previous keyframe's start to this one's end, and
            // from this one's start to the next one's end, where those are cubic too.
            let m0: Data
            if let given = startVelocity {
                m0 = given.animatableData
            } else if index > 0, case .cubic = keyframes[index - 1].motion, durations[index - 1] + d > 0 {
                m0 = (entry.target - earlier[index - 1].from).scaled(by: 1 / (durations[index - 1] + d))
            } else {
                m0 = entry.velocity
            }
            let m1: Data
            if let given = endVelocity {
                m1 = given.animatableData
            } else if index + 1 < keyframes.count, case .cubic = keyframes[index + 1].motion, d + durations[index + 1] > 0 {
                m1 = (targets[index + 1] - entry.from).scaled(by: 1 / (d + durations[index + 1]))
            } else {
                m1 = .zero
            }
            let s = min(max(elapsed / d, 0), 1)
            let s2 = s * s, s3 = s2 * s
            let value = entry.from.scaled(by: 2 * s3 - 3 * s2 + 1) + m0.scaled(by: (s3 - 2 * s2 + s) * d)
                + entry.target.scaled(by: -2 * s3 + 3 * s2) + m1.scaled(by: (s3 - s2) * d)
            let velocity = entry.from.scaled(by: (6 * s2 - 6 * s) / d) + m0.scaled(by: 3 * s2 - 4 * s + 1)
                + entry.target.scaled(by: (-6 * s2 + 6 * s) / d) + m1.scaled(by: 3 * s2 - 2 * s)
            return (value, velocity)
        }
    }
}
