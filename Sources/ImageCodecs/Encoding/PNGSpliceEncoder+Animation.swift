extension PNGSpliceEncoder {
    /// One frame of an animated PNG: its rows and how long it stays on screen.
    public struct AnimationFrame: Hashable, Sendable {
        /// The frame's rows, top to bottom (as for ``PNGSpliceEncoder/encode(_:)``).
        public var runs: [Run]
        /// The display time is `delayNumerator / delayDenominator` seconds.
        public var delayNumerator: UInt16
        /// The display time's denominator (APNG: 0 means 100).
        public var delayDenominator: UInt16

        /// Creates a frame shown for `delayNumerator / delayDenominator` seconds.
        public init(runs: [Run], delayNumerator: UInt16, delayDenominator: UInt16) {
            self.runs = runs
            self.delayNumerator = delayNumerator
            self.delayDenominator = delayDenominator
        }

        /// Creates a frame shown for `delay`.
        public init(runs: [Run], delay: AnimationDelay) {
            self.init(runs: runs, delayNumerator: delay.numerator, delayDenominator: delay.denominator)
        }
    }

    /// Writes `frames` as one animated PNG (APNG) at `path`, streamed frame by frame so memory
    /// does not grow with the frame count, and renamed into place when complete.
    ///
    /// The layout is ``AnimatedPNGStream``'s. Each frame's stream is its spliced pieces, so the
    /// page rows are compressed once for the whole animation. `loops` is 0 for forever.
    public func writeAnimation(_ frames: [AnimationFrame], to path: String, loops: UInt32 = 0) throws(ImageEncodingError) {
        guard !frames.isEmpty, frames.count <= AnimatedPNGStream.maximumFrameCount else {
            throw .encoderFailed(format: .png, detail: "an animated PNG needs 1 to \(AnimatedPNGStream.maximumFrameCount) frames")
        }
        let stream = try AnimatedPNGStream(path: path, width: width, height: height, channels: channels,
                                           frameCount: frames.count, loops: loops)
        for frame in frames {
            try stream.append(try pieces(frame.runs),
                              delay: AnimationDelay(numerator: frame.delayNumerator, denominator: frame.delayDenominator))
        }
        try stream.finish()
    }
}
