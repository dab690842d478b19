/// Why fonts could not be found or loaded.
public enum FontError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No fonts folder was found; `searched` lists every place that was looked at, in order.
    case fontsFolderNotFound(searched: [String])
    /// A font file could not be read.
    case unreadableFile(path: String, reason: String)
    /// A file was read but FreeType or HarfBuzz rejected it (`code` is FreeType's error code,
    /// 0 when another check failed).
    case invalidFont(path: String, code: Int32, reason: String)
    /// A folder held no usable font files.
    case noFonts(directory: String)
    /// The FreeType library itself could not be initialised.
    case freeTypeUnavailable(code: Int32)

    public var description: String {
        switch self {
        case .fontsFolderNotFound(let searched):
            return "no Fonts/ folder found (set FEEDSHOT_FONTS to a folder holding Inter-Regular.otf); "
                + "looked in: " + searched.joined(separator: ", ")
        case .unreadableFile(let path, let reason):
            return "cannot read font file \(path): \(reason)"
        case .invalidFont(let path, let code, let reason):
            return "invalid font \(path): \(reason)" + (code != 0 ? " (FreeType error \(code))" : "")
        case .noFonts(let directory):
            return "no .otf/.ttf/.ttc font files in \(directory)"
        case .freeTypeUnavailable(let code):
            return "FreeType could not be initialised (error \(code))"
        }
    }
}
