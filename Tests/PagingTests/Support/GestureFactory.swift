@testable import Paging

/// Builders for the gestures the tests drive the controller with. The page is an iPhone 14's
/// screen (844 pt), the feed has 12 pages and starts on page 3 unless a test says otherwise.
enum GestureFactory {
    static let pageHeight = 844.0
    static let pageCount = 12
    static let startPage = 3

    /// Samples of a finger moving with constant speed from `from` to `to` over `duration`
    /// seconds, at `rate` Hz (plus a final sample at `duration`), starting at local time `at`.
    static func linear(from: Double = 0, to: Double, duration: Double, rate: Double = 120,
                       at startTime: Double = 0) -> [GestureSample] {
        let steps = Int((duration * rate).rounded(.down))
        var samples = (0...steps).map { step -> GestureSample in
            let t = Double(step) / rate
            return GestureSample(time: startTime + t, translation: from + (to - from) * t / duration)
        }
        if Double(steps) / rate < duration {
            samples.append(GestureSample(time: startTime + duration, translation: to))
        } else {
            samples[samples.count - 1].translation = to
        }
        return samples
    }

    /// Appends a linear segment continuing from the last sample's time and translation.
    static func then(_ samples: [GestureSample], to: Double, duration: Double,
                     rate: Double = 120) -> [GestureSample] {
        guard let last = samples.last else { return linear(to: to, duration: duration, rate: rate) }
        return samples + linear(from: last.translation, to: to, duration: duration, rate: rate,
                                at: last.time).dropFirst()
    }

    /// Appends samples that repeat the last translation for `duration` seconds: a resting finger.
    static func hold(_ samples: [GestureSample], for duration: Double, rate: Double = 120) -> [GestureSample] {
        guard let last = samples.last else { return samples }
        return then(samples, to: last.translation, duration: duration, rate: rate)
    }

    /// A script over the standard feed.
    static func script(_ gestures: [Gesture], startPage: Int = startPage, pageCount: Int = pageCount,
                       fps: Double = 60) throws -> GestureScript {
        try GestureScript(pageCount: pageCount, pageHeight: pageHeight, startPage: startPage, fps: fps,
                          gestures: gestures, source: "test")
    }

    /// The timeline of one gesture made of `samples` over the standard feed.
    static func timeline(_ samples: [GestureSample], velocity: Double? = nil, startPage: Int = startPage,
                         options: PagingOptions = PagingOptions()) throws -> PagingTimeline {
        let script = try script([Gesture(start: 0, samples: samples, velocity: velocity)], startPage: startPage)
        return PagingTimeline(script: script, options: options)
    }
}

