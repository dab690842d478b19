/// Why an ``AssetCatalog`` could not resolve or load an image.
public enum AssetCatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The catalog folder does not exist or cannot be read.
    case catalogUnavailable(directory: String, reason: String)
    /// The name is empty or contains characters no file name can have.
    case invalidName(name: String, reason: String)
    /// The name (or a symbolic link it resolves through) leads outside the catalog folder.
    case outsideCatalog(name: String, directory: String)
    /// No file matches the name; `tried` lists the file names in the order they were tried.
    case notFound(name: String, scale: Int, directory: String, tried: [String])
    /// The file was found but could not be decoded.
    case decodingFailed(ImageDecodingError)

    public var description: String {
        switch self {
        case .catalogUnavailable(let directory, let reason):
            return "\(directory): cannot open the asset catalog (\(reason))"
        case .invalidName(let name, let reason):
            return "invalid asset name '\(name)': \(reason)"
        case .outsideCatalog(let name, let directory):
            return "asset name '\(name)' leads outside the asset catalog \(directory)"
        case .notFound(let name, let scale, let directory, let tried):
            let shown = tried.prefix(6).joined(separator: ", ") + (tried.count > 6 ? ", …" : "")
            return "no image named '\(name)' for scale \(scale) in \(directory) (tried \(shown))"
        case .decodingFailed(let error):
            return error.description
        }
    }
}
