import ImageCodecs

extension ViewHost {
    /// Records the screen while `actions` run: the frame now, then every frame the clock passes
    /// (taps, drags, gesture files and ``advance(by:)`` move it), each written to every
    /// destination as it is made: an animated PNG, a folder of PNGs, a contact sheet, a video.
    ///
    /// ```swift
    /// let host = ViewHost(Pager(), renderer: Renderer(scale: 2))
    /// let recording = try host.record(to: .apng("swipe.png")) { host in
    ///     host.drag(from: Point(x: 195, y: 600), to: Point(x: 195, y: 250), duration: 0.25)
    ///     host.advance(by: 1)
    /// }
    /// print(recording.frameCount, recording.duration)   // 76 frames, 1.2666… s at 60 fps
    /// ```
    ///
    /// Frames are what ``render()`` returns, made only when the clock passes a frame: a change
    /// made after the last frame (a final tap without ``advance(by:)``) is not in the recording.
    /// Outputs are written atomically when the actions return; if an action throws, nothing is
    /// written and the error is rethrown. Memory does not grow with the length: only the last
    /// frame, the compressed rows recent frames share, and a bounded set of contact-sheet
    /// thumbnails are kept. The frame rate must not change while recording.
    ///
    /// - Parameters:
    ///   - destinations: Where the frames go (none: only count them).
    ///   - compression: The PNG preset of the animated PNG and the frame files.
    ///   - actions: What happens while the recording runs; the host is passed in.
    /// - Returns: What was recorded (frame counts, timing, destinations).
    @discardableResult
    public func record(to destinations: RecordingDestination..., compression: PNGCompression = .default,
                       _ actions: (ViewHost) throws -> Void) throws -> Recording {
        try record(to: destinations, compression: compression, actions)
    }

    /// Records the screen while `actions` run, to a list of destinations (see
    /// `record(to:compression:_:)` with variadic destinations).
    @discardableResult
    public func record(to destinations: [RecordingDestination], compression: PNGCompression = .default,
                       _ actions: (ViewHost) throws -> Void) throws -> Recording {
        let recorder = try FrameRecorder(destinations: destinations, fps: framesPerSecond, startTime: time,
                                         compression: compression, fonts: renderer.fonts)
        recorder.capture(render(), time: time, fps: framesPerSecond)
        let previous = onFrame
        onFrame = { host in
            previous?(host)
            recorder.capture(host.render(), time: host.time, fps: host.framesPerSecond)
        }
        defer { onFrame = previous }
        try actions(self)
        return try recorder.finish()
    }
}
