import Foundation

/// Where a recording's frames go: `ViewHost.record(to:compression:_:)` writes each
/// frame to every destination as it is made, so memory stays flat whatever the length.
///
/// ```swift
/// try host.record(to: .apng("swipe.png"), .contactSheet("sheet.png")) { host in
///     host.drag(from: Point(x: 195, y: 600), to: Point(x: 195, y: 200), duration: 0.3)
///     host.advance(by: 1)
/// }
/// ```
public struct RecordingDestination: Sendable, Hashable, CustomStringConvertible {
    enum Kind: Sendable, Hashable {
        case animatedPNG
        case pngFolder
        case contactSheet(every: Int?)
        case video
    }

    let kind: Kind
    /// The file or folder written.
    public let path: String

    /// One animated PNG (APNG) of the whole recording: every frame at the host's frame rate,
    /// consecutive identical frames stored once (shown for longer). Plain PNG readers show the
    /// first frame.
    public static func apng(_ path: String) -> RecordingDestination {
        RecordingDestination(kind: .animatedPNG, path: path)
    }

    /// One animated PNG at a file URL (see `apng(_:)`).
    public static func apng(_ url: URL) -> RecordingDestination { apng(url.path) }

    /// A folder of PNG files, `frame_0000.png`, `frame_0001.png`… (created when missing; four
    /// digits at least). Identical consecutive frames are encoded once and written again.
    public static func pngFolder(_ path: String) -> RecordingDestination {
        RecordingDestination(kind: .pngFolder, path: path)
    }

    /// A folder of PNG files at a file URL (see `pngFolder(_:)`).
    public static func pngFolder(_ url: URL) -> RecordingDestination { pngFolder(url.path) }

    /// A filmstrip PNG of thumbnails, each captioned with its frame number and time: every
    /// `every`-th frame and the last one; by default about 12 to 24 frames spread over the
    /// recording, whatever its length (the spacing doubles as the recording grows).
    public static func contactSheet(_ path: String, every: Int? = nil) -> RecordingDestination {
        RecordingDestination(kind: .contactSheet(every: every), path: path)
    }

    /// A filmstrip at a file URL (see `contactSheet(_:every:)`).
    public static func contactSheet(_ url: URL, every: Int? = nil) -> RecordingDestination {
        contactSheet(url.path, every: every)
    }

    /// An H.264 video (`.mp4`, yuv420p) made by `ffmpeg`, which must be on the `PATH`; frames are
    /// piped to it as they are made. Transparent parts come out black.
    public static func video(_ path: String) -> RecordingDestination {
        RecordingDestination(kind: .video, path: path)
    }

    /// A video at a file URL (see `video(_:)`).
    public static func video(_ url: URL) -> RecordingDestination { video(url.path) }

    public var description: String {
        switch kind {
        case .animatedPNG: "animated PNG \(path)"
        case .pngFolder: "PNG folder \(path)"
        case .contactSheet: "contact sheet \(path)"
        case .video: "video \(path)"
        }
    }

    /// Refuses what cannot work before any frame is made.
    func validate() throws(RecordingError) {
        guard !path.isEmpty else { throw .invalidDestination(path: path, reason: "the path is empty") }
        switch kind {
        case .video where !path.lowercased().hasSuffix(".mp4"):
            throw .invalidDestination(path: path, reason: "a video must be an .mp4 file")
        case .contactSheet(let every?) where every < 1:
            throw .invalidDestination(path: path, reason: "a contact sheet takes every n-th frame, n ≥ 1 (got \(every))")
        default:
            break
        }
    }
}
