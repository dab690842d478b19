import ImageCodecs

/// Why comparing image files, or writing a comparison's artifacts, failed. Differences between
/// the images are not errors: they are results (``ImageDiffResult``).
public enum ImageDiffError: Error, Sendable, Hashable, CustomStringConvertible {
    /// An image could not be read or decoded (the decoder's error names the file and the place).
    case decoding(ImageDecodingError)
    /// An artifact or golden could not be encoded as PNG.
    case encoding(path: String, reason: String)
    /// An artifact or golden could not be written.
    case writing(FileWriteError)
    /// A folder could not be created.
    case cannotCreateFolder(path: String, reason: String)
    /// A path does not exist.
    case notFound(path: String)
    /// A folder could not be listed.
    case cannotList(path: String, reason: String)
    /// One path is a file and the other a folder.
    case kindMismatch(expected: String, actual: String, expectedIsFolder: Bool)

    public var description: String {
        switch self {
        case .decoding(let error): return error.description
        case let .encoding(path, reason): return "\(path): cannot encode the PNG (\(reason))"
        case .writing(let error): return error.description
        case let .cannotCreateFolder(path, reason): return "\(path): cannot create the folder (\(reason))"
        case .notFound(let path): return "\(path): no such file or folder"
        case let .cannotList(path, reason): return "\(path): cannot list the folder (\(reason))"
        case let .kindMismatch(expected, actual, expectedIsFolder):
            return expectedIsFolder ? "\(expected) is a folder but \(actual) is a file"
                : "\(expected) is a file but \(actual) is a folder"
        }
    }
}
