import CCodecShims

/// The one place where the C shims' status codes become ``ImageDecodingError`` values.
enum CodecStatus {
    /// The shim's message as a Swift string.
    static func message(of error: fs_codec_error) -> String {
        withUnsafeBytes(of: error.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// Turns a failed shim call into a decoding error for `file`.
    static func decodingError(_ status: fs_codec_status, _ error: fs_codec_error, file: String,
                              format: ImageFormat) -> ImageDecodingError {
        let detail = message(of: error)
        let offset = error.offset
        switch status {
        case FS_CODEC_TRUNCATED:
            return .truncated(file: file, format: format, offset: offset, detail: detail)
        case FS_CODEC_UNSUPPORTED:
            return .unsupportedFeature(file: file, format: format, detail: detail)
        case FS_CODEC_OUT_OF_MEMORY:
            return .outOfMemory(file: file, format: format)
        case FS_CODEC_TOO_LARGE:
            return .unsupportedFeature(file: file, format: format, detail: "image too large for the decoder: \(detail)")
        default:
            // FS_CODEC_CORRUPT, and FS_CODEC_INVALID_ARGUMENT (the data disagreed with itself
            // between the header read and the decode).
            return .corrupt(file: file, format: format, offset: offset, detail: detail)
        }
    }
}
