import Geometry
import Motion

/// A complete, validated swipe scenario: a feed of `pageCount` pages of `pageHeight` points,
/// resting on `startPage`, driven by gestures at `fps` frames per second.
///
/// Gesture files decode to a `GestureFile`, whose page count and height may be left out;
/// `GestureFile.resolved(defaultPageCount:defaultPageHeight:)` fills them in from the feed and the
/// device and yields a script. Scripts can also be built in code or with `SwipeShorthand`.
///
/// The rules every script satisfies:
/// - `pageCount` ≥ 1, `pageHeight` between 1 and 10,000 points (the `--size` range),
///   `startPage` in 0..<pageCount;
/// - `fps` between 1 and 1000;
/// - every gesture has at least one sample; `start` and `t` are not negative and `t` never
///   decreases; no time exceeds one hour; `|y|` is at most 1,000,000 points and `|velocity|` at
///   most 1,000,000 points per second (beyond that the spring's numbers stop being finite);
/// - gestures come in time order and do not overlap: each touches down strictly after the
///   previous one lifted (a finger cannot lift and touch down in the same instant).
public struct GestureScript: Sendable, Hashable {
    /// The number of pages in the feed.
    public let pageCount: Int
    /// The height of one page (the screen) in points.
    public let pageHeight: Double
    /// The page on screen before the first gesture.
    public let startPage: Int
    /// The frame rate the script was written for.
    public let fps: Double
    /// The gestures in time order.
    public let gestures: [Gesture]
    /// Where the script came from (a file path, or a name such as `--swipe`), for messages.
    public let source: String

    /// The latest time a script may use, in seconds: beyond an hour a frame sequence is a mistake.
    public static let maximumTime = 3600.0
    /// The highest frame rate a script may ask for.
    public static let maximumFPS = 1000.0
    /// The lowest frame rate a script may ask for.
    public static let minimumFPS = 1.0
    /// The page heights a script may have, in points (the range `--size` accepts).
    public static let pageHeights = 1.0...10_000.0
    /// The largest finger translation, in points.
    public static let maximumTranslation = 1_000_000.0
    /// The largest release velocity, in points per second.
    public static let maximumVelocity = 1_000_000.0

    /// Creates a script, checking every rule; errors name `source` and the offending field.
    public init(pageCount: Int, pageHeight: Double, startPage: Int, fps: Double, gestures: [Gesture],
                source: String = "gesture script") throws(GestureFileError) {
        try Self.validate(pageCount: pageCount, pageHeight: pageHeight, startPage: startPage, fps: fps,
                          gestures: gestures, source: source)
        self.pageCount = pageCount
        self.pageHeight = pageHeight
        self.startPage = startPage
        self.fps = fps
        self.gestures = gestures
        self.source = source
    }

    /// Checks the rules above. `pageCount` and `pageHeight` may be nil (not yet known) and are
    /// then not checked, nor is `startPage` against the page count.
    static func validate(pageCount: Int?, pageHeight: Double?, startPage: Int, fps: Double,
                         gestures: [Gesture], source: String) throws(GestureFileError) {
        func fail(_ path: String, _ reason: String) -> GestureFileError {
            .invalidField(file: source, codingPath: path, reason: reason)
        }
        if let pageCount, pageCount < 1 {
            throw fail("pageCount", "must be at least 1 (got \(pageCount))")
        }
        if let pageHeight, !pageHeights.contains(pageHeight) {
            throw fail("pageHeight", "must be between \(Int(pageHeights.lowerBound)) and \(Int(pageHeights.upperBound)) points "
                       + "(got \(pageHeight.compactDescription))")
        }
        if startPage < 0 {
            throw fail("startPage", "must not be negative (got \(startPage))")
        }
        if let pageCount, startPage >= pageCount {
            throw fail("startPage", "is \(startPage) but the feed has \(pageCount) page\(pageCount == 1 ? "" : "s") (0...\(pageCount - 1))")
        }
        if !(fps >= minimumFPS && fps <= maximumFPS) {
            throw fail("fps", "must be a frame rate between \(Int(minimumFPS)) and \(Int(maximumFPS)) (got \(fps))")
        }
        for (index, gesture) in gestures.enumerated() {
            let path = "gestures[\(index)]"
            try validate(gesture, path: path, fail: fail)
            guard index > 0 else { continue }
            let previous = gestures[index - 1]
            if gesture.touchDownTime <= previous.releaseTime {
                throw fail("\(path).start",
                           "touches down at \(gesture.touchDownTime.compactDescription) s, but gestures[\(index - 1)] "
                           + "lifts at \(previous.releaseTime.compactDescription) s; gestures must be in time order "
                           + "and must not overlap")
            }
        }
    }

    private static func validate(_ gesture: Gesture, path: String,
                                 fail: (String, String) -> GestureFileError) throws(GestureFileError) {
        if !gesture.start.isFinite || gesture.start < 0 || gesture.start > maximumTime {
            throw fail("\(path).start", "must be a time between 0 and \(Int(maximumTime)) seconds (got \(gesture.start))")
        }
        if gesture.samples.isEmpty {
            throw fail("\(path).samples", "must contain at least one sample (the touch-down)")
        }
        var previousTime = -Double.infinity
        for (index, sample) in gesture.samples.enumerated() {
            let samplePath = "\(path).samples[\(index)]"
            if !sample.time.isFinite || sample.time < 0 || gesture.start + sample.time > maximumTime {
                throw fail("\(samplePath).t", "must be a time of at least 0 seconds within the first hour (got \(sample.time))")
            }
            if !(abs(sample.translation) <= maximumTranslation) {
                throw fail("\(samplePath).y", "must be a number of points between -\(Int(maximumTranslation)) and "
                           + "\(Int(maximumTranslation)) (got \(sample.translation.compactDescription))")
            }
            if sample.time < previousTime {
                throw fail("\(samplePath).t",
                           "is \(sample.time.compactDescription) s, earlier than the sample before it "
                           + "(\(previousTime.compactDescription) s); sample times must not decrease")
            }
            previousTime = sample.time
        }
        if let velocity = gesture.velocity, !(abs(velocity) <= maximumVelocity) {
            throw fail("\(path).velocity", "must be at most \(Int(maximumVelocity)) points per second either way, or null "
                       + "(got \(velocity.compactDescription))")
        }
    }
}
