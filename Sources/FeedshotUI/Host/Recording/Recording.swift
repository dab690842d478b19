/// What `ViewHost.record(to:compression:_:)` recorded.
public struct Recording: Sendable, Hashable {
    /// The frames recorded: the screen when recording began, then one for each frame the clock
    /// passed while the actions ran.
    public var frameCount: Int
    /// The runs of identical consecutive frames (what an animated PNG stores).
    public var distinctFrameCount: Int
    /// The host's frame rate: each frame stands for `1 / framesPerSecond` seconds.
    public var framesPerSecond: Double
    /// The host's clock when recording began (the time of the first frame).
    public var startTime: Double
    /// Where the frames went.
    public var destinations: [RecordingDestination]

    /// How long the recording plays: `frameCount / framesPerSecond` seconds.
    public var duration: Double { Double(frameCount) / framesPerSecond }

    /// The clock time of frame `index`.
    public func time(ofFrame index: Int) -> Double { startTime + Double(index) / framesPerSecond }
}
