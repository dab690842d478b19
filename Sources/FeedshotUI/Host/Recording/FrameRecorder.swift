import Foundation
import ImageCodecs
import Raster
import Typography

/// Sends each recorded frame to every destination as it is made: the engine behind
/// `ViewHost.record(to:compression:_:)`. It keeps only the previous frame (to tell repeats)
/// and, for a contact sheet, a bounded set of thumbnails, so memory stays flat.
final class FrameRecorder {
    private let destinations: [RecordingDestination]
    private let sinks: [any FrameSink]
    private let fps: Double
    private let startTime: Double
    private var previous: Bitmap?
    private(set) var frameCount = 0
    private var distinctFrameCount = 0
    /// The first error; later frames are not recorded once it is set.
    private(set) var failure: RecordingError?

    init(destinations: [RecordingDestination], fps: Double, startTime: Double, compression: PNGCompression,
         fonts: FontCollection?) throws(RecordingError) {
        for destination in destinations { try destination.validate() }
        self.destinations = destinations
        self.fps = fps
        self.startTime = startTime
        sinks = destinations.map { destination -> any FrameSink in
            switch destination.kind {
            case .animatedPNG: AnimatedPNGSink(path: destination.path, fps: fps, compression: compression)
            case .pngFolder: PNGFolderSink(path: destination.path, compression: compression)
            case .contactSheet(let every): ContactSheetSink(path: destination.path, every: every, fonts: fonts)
            case .video: VideoSink(path: destination.path, fps: fps)
            }
        }
    }

    /// Records `frame`, the screen at clock time `time`, shown at `fps`.
    func capture(_ frame: Bitmap, time: Double, fps currentFPS: Double) {
        guard failure == nil else { return }
        guard currentFPS == fps else {
            failure = .frameRateChanged(from: fps, to: currentFPS)
            return
        }
        let repeats = previous.map { AnimatedPNGWriter.samePixels($0, frame) } ?? false
        do throws(RecordingError) {
            for sink in sinks {
                try sink.append(frame, index: frameCount, time: time, repeatsPrevious: repeats)
            }
        } catch {
            failure = error
            return
        }
        if !repeats { distinctFrameCount += 1 }
        previous = frame
        frameCount += 1
    }

    /// Completes every output (each written atomically) and describes the recording.
    func finish() throws(RecordingError) -> Recording {
        if let failure { throw failure }
        for sink in sinks { try sink.finish() }
        return Recording(frameCount: frameCount, distinctFrameCount: distinctFrameCount, framesPerSecond: fps,
                         startTime: startTime, destinations: destinations)
    }
}

/// One destination's writer.
protocol FrameSink: AnyObject {
    /// Takes frame `index` (clock time `time`); `repeatsPrevious` says it equals the frame before.
    func append(_ frame: Bitmap, index: Int, time: Double, repeatsPrevious: Bool) throws(RecordingError)
    /// Completes the output.
    func finish() throws(RecordingError)
}

/// One animated PNG, streamed (``AnimatedPNGWriter``).
final class AnimatedPNGSink: FrameSink {
    private let path: String
    private let fps: Double
    private let compression: PNGCompression
    private var writer: AnimatedPNGWriter?

    init(path: String, fps: Double, compression: PNGCompression) {
        self.path = path
        self.fps = fps
        self.compression = compression
    }

    func append(_ frame: Bitmap, index: Int, time: Double, repeatsPrevious: Bool) throws(RecordingError) {
        do {
            if let writer, repeatsPrevious {
                writer.repeatLastFrame()
                return
            }
            let writer = try writer ?? AnimatedPNGWriter(path: path, width: frame.width, height: frame.height, fps: fps,
                                                         compression: compression)
            self.writer = writer
            try writer.append(frame)
        } catch {
            throw .encodingFailed(path: path, reason: "\(error)")
        }
    }

    func finish() throws(RecordingError) {
        guard let writer else { throw .encodingFailed(path: path, reason: "no frame was recorded") }
        do {
            try writer.finish()
        } catch {
            throw .encodingFailed(path: path, reason: "\(error)")
        }
    }
}

/// A folder of PNG files, one per frame.
final class PNGFolderSink: FrameSink {
    private let path: String
    private let compression: PNGCompression
    /// One encoder per sample layout (frames with transparency are RGBA, opaque ones RGB).
    private var encoders: [Int: PNGFrameSequenceEncoder] = [:]
    private var lastBytes: [UInt8]?
    private var createdFolder = false

    init(path: String, compression: PNGCompression) {
        self.path = path
        self.compression = compression
    }

    /// `frame_0000.png`: four digits at least.
    static func fileName(_ index: Int) -> String {
        let number = String(index)
        return "frame_" + String(repeating: "0", count: max(0, 4 - number.count)) + number + ".png"
    }

    func append(_ frame: Bitmap, index: Int, time: Double, repeatsPrevious: Bool) throws(RecordingError) {
        if !createdFolder {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw .encodingFailed(path: path, reason: "cannot create the folder: \(error.localizedDescription)")
            }
            createdFolder = true
        }
        let file = path + "/" + Self.fileName(index)
        do {
            let bytes: [UInt8]
            if repeatsPrevious, let lastBytes {
                bytes = lastBytes
            } else {
                let channels = frame.isOpaque ? 3 : 4
                let encoder = encoders[channels] ?? PNGFrameSequenceEncoder(width: frame.width, height: frame.height,
                                                                            channels: channels, compression: compression)
                encoders[channels] = encoder
                bytes = try encoder.encode(frame)
            }
            lastBytes = bytes
            try writeFileAtomically(bytes, to: file)
        } catch {
            throw .encodingFailed(path: file, reason: "\(error)")
        }
    }

    func finish() throws(RecordingError) {}
}

/// A filmstrip of a bounded number of frames: every `every`-th one, or — by default — frames at a
/// spacing that doubles whenever more than ``maximumCells`` would be kept, plus the last frame.
final class ContactSheetSink: FrameSink {
    private let path: String
    private let every: Int?
    private let fonts: FontCollection?
    private var sheet = ContactSheet()
    /// The frame index of each cell of `sheet`.
    private var indices: [Int] = []
    private var spacing = 1
    /// The latest frame, thumbnailed at the end unless it is already a cell.
    private var last: (frame: Bitmap, index: Int, time: Double)?

    /// With the default spacing, the sheet keeps between half this and this many cells.
    static let maximumCells = 24

    init(path: String, every: Int?, fonts: FontCollection?) {
        self.path = path
        self.every = every
        self.fonts = fonts
    }

    static func label(index: Int, time: Double) -> String {
        "#\(index)  \(String(format: "%.3f", time)) s"
    }

    func append(_ frame: Bitmap, index: Int, time: Double, repeatsPrevious: Bool) throws(RecordingError) {
        last = (frame, index, time)
        guard index % (every ?? spacing) == 0 else { return }
        sheet.add(frame, label: Self.label(index: index, time: time))
        indices.append(index)
        if every == nil, indices.count > Self.maximumCells {
            spacing *= 2
            let kept = indices.map { $0 % spacing == 0 }
            sheet.filter { kept[$0] }
            indices = indices.filter { $0 % spacing == 0 }
        }
    }

    func finish() throws(RecordingError) {
        if let last, indices.last != last.index {
            sheet.add(last.frame, label: Self.label(index: last.index, time: last.time))
        }
        try sheet.write(to: path, fonts: fonts)
    }
}

/// An H.264 video through `ffmpeg` (``VideoEncoder``).
final class VideoSink: FrameSink {
    private let path: String
    private let fps: Double
    private var encoder: VideoEncoder?

    init(path: String, fps: Double) {
        self.path = path
        self.fps = fps
    }

    func append(_ frame: Bitmap, index: Int, time: Double, repeatsPrevious: Bool) throws(RecordingError) {
        if encoder == nil {
            encoder = try VideoEncoder(path: path, width: frame.width, height: frame.height, fps: fps)
        }
        encoder?.append(frame)
    }

    func finish() throws(RecordingError) {
        guard let encoder else { throw .encodingFailed(path: path, reason: "no frame was recorded") }
        try encoder.finish()
    }
}
