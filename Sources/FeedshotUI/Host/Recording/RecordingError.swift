import ImageCodecs

/// Why a recording (or one of its outputs) could not be written.
public enum RecordingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// An output could not be encoded or written (the animated PNG, a frame file, the sheet).
    case encodingFailed(path: String, reason: String)
    /// `ffmpeg` is not on the `PATH`, so no video can be made.
    case ffmpegMissing(path: String)
    /// `ffmpeg` failed; `message` is what it printed.
    case ffmpegFailed(path: String, status: Int32, message: String)
    /// A destination cannot be used as given (a video that is not `.mp4`, an empty path).
    case invalidDestination(path: String, reason: String)
    /// The host's frame rate changed while recording (frames would not be evenly spaced).
    case frameRateChanged(from: Double, to: Double)

    /// The output the error is about (empty for errors about the whole recording).
    public var path: String {
        switch self {
        case .encodingFailed(let path, _), .ffmpegMissing(let path), .ffmpegFailed(let path, _, _),
             .invalidDestination(let path, _):
            path
        case .frameRateChanged:
            ""
        }
    }

    public var description: String {
        switch self {
        case let .encodingFailed(path, reason):
            "\(path): \(reason)"
        case .ffmpegMissing(let path):
            "\(path): ffmpeg is not installed or not on the PATH (Debian: apt-get install ffmpeg)"
        case let .ffmpegFailed(path, status, message):
            "\(path): ffmpeg failed (status \(status)): \(message)"
        case let .invalidDestination(path, reason):
            "\(path.isEmpty ? "(empty path)" : path): \(reason)"
        case let .frameRateChanged(from, to):
            "the host's frame rate changed from \(from) to \(to) fps while recording"
        }
    }
}
