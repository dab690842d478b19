/// Why an image could not be encoded.
public enum ImageEncodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bitmap has no pixels (PNG and JPEG need at least 1x1).
    case emptyImage(format: ImageFormat)
    /// The image is too large for the format or for memory.
    case imageTooLarge(format: ImageFormat, width: Int, height: Int)
    /// The compressor failed (out of memory, or a library error with its message).
    case encoderFailed(format: ImageFormat, detail: String)
    /// The encoded image could not be written to its file (encoders that stream to disk).
    case writeFailed(FileWriteError)

    public var description: String {
        switch self {
        case .emptyImage(let format):
            return "cannot encode an empty (0-pixel) image as \(format)"
        case .imageTooLarge(let format, let width, let height):
            return "a \(width)x\(height) image is too large to encode as \(format)"
        case .encoderFailed(let format, let detail):
            return "\(format) encoding failed: \(detail)"
        case .writeFailed(let error):
            return error.description
        }
    }
}
