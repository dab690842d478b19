#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Raster

/// Writes frames that arrive one at a time (a recording) as one animated PNG, streamed to disk:
/// memory stays flat however many frames there are, and the file appears complete or not at all.
///
/// Every appended frame stands for `1 / fps` seconds. Consecutive identical frames are stored
/// once, shown for longer (the APNG frame's delay). Rows that recur from recent frames — content
/// that only moved — are compressed once (``PNGFrameSequenceEncoder``), so a recorded swipe
/// encodes at a small fraction of the cost of encoding each frame whole.
///
/// Frames are stored as RGB while every frame so far is opaque. When a frame with transparency
/// arrives, the frames already written are read back from the partial file and written again as
/// RGBA (once; the result is the same as if the animation had been RGBA from the start).
///
/// ```swift
/// let writer = try AnimatedPNGWriter(path: "swipe.png", width: 390, height: 844, fps: 60)
/// for frame in frames { try writer.append(frame) }
/// let summary = try writer.finish()      // summary.storedFrameCount ≤ summary.frameCount
/// ```
public final class AnimatedPNGWriter {
    /// What was written.
    public struct Summary: Sendable, Hashable {
        /// The frames appended.
        public var frameCount: Int
        /// The frames stored in the file (identical consecutive frames are stored once).
        public var storedFrameCount: Int
        /// How many times the frames written so far were rewritten as RGBA (0 or 1).
        public var upgrades: Int
    }

    /// The file written.
    public let path: String
    /// The frame width in pixels.
    public let width: Int
    /// The frame height in pixels.
    public let height: Int
    /// Frames per second: each appended frame is shown for `1 / fps` seconds.
    public let fps: Double
    private let compression: PNGCompression
    private let loops: UInt32
    private var stream: AnimatedPNGStream?
    private var encoder: PNGFrameSequenceEncoder?
    /// The last frame appended, not yet written: it is written once a different frame arrives
    /// (or at the end), with the time it stayed.
    private var pending: (frame: Bitmap, count: Int)?
    private var frameCount = 0
    private var upgrades = 0
    private var isFinished = false

    /// Prepares to write `width` x `height` frames shown at `fps` to `path` (nothing is created
    /// until the first frame; the file is renamed into place by ``finish()``). `loops` 0 plays
    /// forever.
    public init(path: String, width: Int, height: Int, fps: Double, compression: PNGCompression = .default,
                loops: UInt32 = 0) throws(ImageEncodingError) {
        guard width > 0, height > 0 else { throw .emptyImage(format: .png) }
        guard fps.isFinite, fps > 0 else { throw .encoderFailed(format: .png, detail: "the frame rate must be positive, got \(fps)") }
        self.path = path
        self.width = width
        self.height = height
        self.fps = fps
        self.compression = compression
        self.loops = loops
    }

    /// Appends a frame shown for `1 / fps` seconds.
    /// - Precondition: the frame is `width` x `height`, and ``finish()`` has not been called.
    public func append(_ frame: Bitmap) throws(ImageEncodingError) {
        precondition(!isFinished, "AnimatedPNGWriter.append after finish()")
        precondition(frame.width == width && frame.height == height,
                     "frame is \(frame.width)x\(frame.height), the animation \(width)x\(height)")
        frameCount += 1
        if let pending, Self.samePixels(pending.frame, frame) {
            self.pending = (pending.frame, pending.count + 1)
            return
        }
        try writePending()
        pending = (frame, 1)
    }

    /// Appends the last frame again (for a caller that already knows it repeats): it stays on
    /// screen `1 / fps` seconds longer.
    /// - Precondition: a frame was appended, and ``finish()`` has not been called.
    public func repeatLastFrame() {
        precondition(!isFinished, "AnimatedPNGWriter.repeatLastFrame after finish()")
        guard let pending else { preconditionFailure("AnimatedPNGWriter.repeatLastFrame before any frame") }
        frameCount += 1
        self.pending = (pending.frame, pending.count + 1)
    }

    /// Writes the last frame, completes the file and renames it into place.
    /// - Precondition: at least one frame was appended.
    @discardableResult
    public func finish() throws(ImageEncodingError) -> Summary {
        precondition(!isFinished, "AnimatedPNGWriter.finish() twice")
        isFinished = true
        try writePending()
        guard let stream else { throw .encoderFailed(format: .png, detail: "an animated PNG needs at least one frame") }
        try stream.finish()
        return Summary(frameCount: frameCount, storedFrameCount: stream.frameCount, upgrades: upgrades)
    }

    private func writePending() throws(ImageEncodingError) {
        guard let (frame, count) = pending else { return }
        pending = nil
        let opaque = frame.isOpaque
        if stream == nil {
            try start(channels: opaque ? 3 : 4)
        } else if !opaque, stream?.channels == 3 {
            try rewriteAsRGBA()
        }
        guard let stream, let encoder else { return }
        let pieces = try encoder.pieces(of: frame)
        for delay in AnimationDelay.delays(frameCount: count, fps: fps) {
            try stream.append(pieces, delay: delay)
        }
    }

    private func start(channels: Int) throws(ImageEncodingError) {
        stream = try AnimatedPNGStream(path: path, width: width, height: height, channels: channels, loops: loops)
        encoder = PNGFrameSequenceEncoder(width: width, height: height, channels: channels, compression: compression)
    }

    /// Writes the frames written so far again, as RGBA, into a new stream.
    private func rewriteAsRGBA() throws(ImageEncodingError) {
        guard let old = stream else { return }
        let reader: AnimatedPNGDecoder
        do {
            reader = try AnimatedPNGDecoder(unfinishedFileAt: old.temporaryPath)
        } catch {
            throw .encoderFailed(format: .png, detail: "cannot read back the frames written so far: \(error)")
        }
        try start(channels: 4)
        guard let stream, let encoder else { return }
        do {
            while let frame = try reader.nextFrame() {
                try stream.append(try encoder.pieces(of: frame.image), delay: frame.delay)
            }
        } catch let error as ImageEncodingError {
            throw error
        } catch {
            throw .encoderFailed(format: .png, detail: "cannot read back the frames written so far: \(error)")
        }
        upgrades += 1
        // `old` goes away here, removing its temporary file.
    }

    /// Whether two frames of the same size have the same pixels.
    package static func samePixels(_ a: Bitmap, _ b: Bitmap) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        let rowBytes = a.width * 4
        return a.pixels.withUnsafeBytes { left in
            b.pixels.withUnsafeBytes { right in
                if left.baseAddress == right.baseAddress, a.bytesPerRow == b.bytesPerRow { return true }  // one buffer
                if a.bytesPerRow == b.bytesPerRow, a.bytesPerRow == rowBytes {
                    return memcmp(left.baseAddress!, right.baseAddress!, rowBytes * a.height) == 0
                }
                for y in 0..<a.height where memcmp(left.baseAddress! + y * a.bytesPerRow,
                                                   right.baseAddress! + y * b.bytesPerRow, rowBytes) != 0 {
                    return false
                }
                return true
            }
        }
    }
}
