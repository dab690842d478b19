import Motion

/// The `--swipe up|down [--distance PT] [--duration S]` shorthand: one synthetic swipe with a
/// realistic sample stream.
///
/// The finger touches down at rest, accelerates and lifts while still moving, like a thumb
/// flicking a feed: its translation follows the cubic Hermite curve with zero velocity at
/// touch-down and `releaseSpeedFactor` times the mean speed (distance / duration) at lift-off,
///   y(τ) = ∓distance·((k − 2)·τ³ + (3 − k)·τ²),  τ = t / duration,  k = releaseSpeedFactor,
/// sampled at `sampleRate` Hz like a touch screen, plus a last sample exactly at `duration`. For
/// k in [0, 3] the curve never backtracks; k = 0 is an ease-in-out drag that stops before it lifts.
///
/// The defaults (a quarter page in 0.25 s, lifting at 1.5× the mean speed, 120 Hz) make a flick
/// that turns one page, as a person swiping through Reels does.
public struct SwipeShorthand: Sendable, Hashable {
    /// Which way the finger moves.
    public enum Direction: String, Sendable, Hashable, CaseIterable {
        /// The finger moves up (negative translation): toward the next page.
        case up
        /// The finger moves down (positive translation): toward the previous page.
        case down
    }

    /// Which way the finger moves.
    public var direction: Direction
    /// How far the finger moves in points; nil means a quarter of the page height.
    public var distance: Double?
    /// How long the finger is down, in seconds.
    public var duration: Double
    /// Touch samples per second.
    public var sampleRate: Double
    /// The lift-off speed as a multiple of the mean speed, in [0, 3].
    public var releaseSpeedFactor: Double
    /// When the finger touches down, in seconds on the script's timeline.
    public var start: Double

    /// Creates a swipe; see the type's documentation for the defaults.
    public init(direction: Direction, distance: Double? = nil, duration: Double = 0.25, sampleRate: Double = 120,
                releaseSpeedFactor: Double = 1.5, start: Double = 0) {
        self.direction = direction
        self.distance = distance
        self.duration = duration
        self.sampleRate = sampleRate
        self.releaseSpeedFactor = releaseSpeedFactor
        self.start = start
    }

    /// The distance used for a page of `pageHeight` points.
    public func resolvedDistance(pageHeight: Double) -> Double {
        distance ?? pageHeight / 4
    }

    /// The synthetic gesture, for a page of `pageHeight` points. Its velocity is left to the
    /// tracker, as for a recorded gesture.
    public func gesture(pageHeight: Double) throws(GestureFileError) -> Gesture {
        try validate()
        let sign: Double = direction == .up ? -1 : 1
        let length = resolvedDistance(pageHeight: pageHeight)
        guard length.isFinite && length > 0 else {
            throw .invalidField(file: "--swipe", codingPath: "distance",
                                reason: "must be a positive number of points (got \(length))")
        }
        let k = releaseSpeedFactor
        func translation(at time: Double) -> Double {
            let tau = time / duration
            return sign * length * ((k - 2) * tau * tau * tau + (3 - k) * tau * tau)
        }
        var samples: [GestureSample] = []
        let intervals = Int((duration * sampleRate).rounded(.down))
        for index in 0...intervals {
            let time = Double(index) / sampleRate
            samples.append(GestureSample(time: time, translation: translation(at: time)))
        }
        if let last = samples.last, last.time < duration {
            samples.append(GestureSample(time: duration, translation: sign * length))
        } else {
            samples[samples.count - 1].translation = sign * length
        }
        return Gesture(start: start, samples: samples, velocity: nil)
    }

    /// A script of this one swipe through a feed of `pageCount` pages of `pageHeight` points,
    /// starting on `startPage`, at `fps`. Errors name `--swipe` and the offending option.
    public func script(pageCount: Int, pageHeight: Double, startPage: Int = 0,
                       fps: Double = 60) throws(GestureFileError) -> GestureScript {
        try GestureScript(pageCount: pageCount, pageHeight: pageHeight, startPage: startPage, fps: fps,
                          gestures: [gesture(pageHeight: pageHeight)], source: "--swipe")
    }

    private func validate() throws(GestureFileError) {
        func fail(_ option: String, _ reason: String) -> GestureFileError {
            .invalidField(file: "--swipe", codingPath: option, reason: reason)
        }
        if !(duration.isFinite && duration > 0 && duration <= 60) {
            throw fail("duration", "must be a positive number of seconds of at most 60 (got \(duration))")
        }
        if !(sampleRate.isFinite && sampleRate >= 1 && sampleRate <= 10_000) {
            throw fail("sampleRate", "must be between 1 and 10000 samples per second (got \(sampleRate))")
        }
        if !(releaseSpeedFactor >= 0 && releaseSpeedFactor <= 3) {
            throw fail("releaseSpeedFactor", "must lie in [0, 3] (got \(releaseSpeedFactor))")
        }
        if !(start.isFinite && start >= 0) {
            throw fail("start", "must be a time of at least 0 seconds (got \(start))")
        }
    }
}
