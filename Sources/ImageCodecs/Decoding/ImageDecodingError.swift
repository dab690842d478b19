/// Why an image could not be decoded. Every case names the file (the path, or the name given to
/// ``ImageDecoder/decode(data:name:options:)``) and the reason, in one line suitable for a CLI.
public enum ImageDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file could not be read (missing, a directory, no permission).
    case unreadable(file: String, reason: String)
    /// The file has no bytes.
    case empty(file: String)
    /// The first bytes match no image format.
    case unrecognizedFormat(file: String, leadingBytes: String)
    /// The file is an image in a format Feedshot does not decode (GIF, WebP, BMP, …).
    case unsupportedFormat(file: String, format: String)
    /// The data ends before the image does; `offset` is where decoding stopped.
    case truncated(file: String, format: ImageFormat, offset: Int, detail: String)
    /// The data is damaged or invalid at `offset` (the decoder's message in `detail`).
    case corrupt(file: String, format: ImageFormat, offset: Int, detail: String)
    /// A valid file using a feature this build cannot decode (for example 12-bit JPEG).
    case unsupportedFeature(file: String, format: ImageFormat, detail: String)
    /// The header announces more pixels than the limit; refused before any pixel memory is used.
    case tooLarge(file: String, width: Int, height: Int, maxPixels: Int)
    /// The decoder could not allocate memory.
    case outOfMemory(file: String, format: ImageFormat)
    /// The image's pixels would need more memory than the process can allocate (see
    /// `MemoryBudget`); refused before the allocation.
    case insufficientMemory(file: String, detail: String)

    /// The file (or data name) the error is about.
    public var file: String {
        switch self {
        case .unreadable(let file, _), .empty(let file), .unrecognizedFormat(let file, _),
             .unsupportedFormat(let file, _), .truncated(let file, _, _, _), .corrupt(let file, _, _, _),
             .unsupportedFeature(let file, _, _), .tooLarge(let file, _, _, _), .outOfMemory(let file, _),
             .insufficientMemory(let file, _):
            return file
        }
    }

    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            return "\(file): cannot read the file (\(reason))"
        case .empty(let file):
            return "\(file): the file is empty"
        case .unrecognizedFormat(let file, let leadingBytes):
            return "\(file): not a PNG or JPEG image (starts with \(leadingBytes))"
        case .unsupportedFormat(let file, let format):
            return "\(file): \(format) images are not supported (use PNG or JPEG)"
        case .truncated(let file, let format, let offset, let detail):
            return "\(file): truncated \(format) data at byte \(offset) (\(detail))"
        case .corrupt(let file, let format, let offset, let detail):
            return "\(file): corrupt \(format) data at byte \(offset) (\(detail))"
        case .unsupportedFeature(let file, let format, let detail):
            return "\(file): unsupported \(format) feature (\(detail))"
        case .tooLarge(let file, let width, let height, let maxPixels):
            return "\(file): image is \(width)x\(height) = \(width * height) pixels, more than the limit of \(maxPixels)"
        case .outOfMemory(let file, let format):
            return "\(file): out of memory decoding \(format) data"
        case .insufficientMemory(let file, let detail):
            return "\(file): not enough memory to decode: \(detail)"
        }
    }
}
