import Foundation

extension FontCollection {
    /// The name of the file whose presence marks a fonts folder.
    static let markerFontName = "Inter-Regular.otf"

    private static let shared = Locked<FontCollection?>(nil)

    /// The collection of the project's `Fonts/` folder, loaded once per process and shared.
    ///
    /// The folder is the first of: the `FEEDSHOT_FONTS` environment variable; a `Fonts/` folder
    /// next to a `Package.swift` in the running executable's folder or any folder above it; the
    /// same next to this source file (for test runs from other places). Throws
    /// ``FontError/fontsFolderNotFound(searched:)`` listing every place it looked.
    public static func bundled() throws(FontError) -> FontCollection {
        let result = shared.withLock { shared -> Result<FontCollection, FontError> in
            if let shared { return .success(shared) }
            do throws(FontError) {
                let collection = try FontCollection(directory: try locateFontsFolder())
                shared = collection
                return .success(collection)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The folder ``bundled()`` loads, or the error naming every place searched.
    public static func locateFontsFolder(environment: [String: String] = ProcessInfo.processInfo.environment,
                                         executablePath: String? = FontCollection.executablePath(),
                                         sourcePath: String = #filePath) throws(FontError) -> String {
        var searched = [String]()
        let files = FileManager.default
        if let folder = environment["FEEDSHOT_FONTS"], !folder.isEmpty {
            if files.fileExists(atPath: (folder as NSString).appendingPathComponent(markerFontName)) {
                return folder
            }
            searched.append("FEEDSHOT_FONTS=\(folder)")
        }
        for start in [executablePath, sourcePath].compactMap({ $0 }) {
            var folder = (start as NSString).deletingLastPathComponent
            while !folder.isEmpty {
                let fonts = (folder as NSString).appendingPathComponent("Fonts")
                if files.fileExists(atPath: (folder as NSString).appendingPathComponent("Package.swift")),
                   files.fileExists(atPath: (fonts as NSString).appendingPathComponent(markerFontName)) {
                    return fonts
                }
                let parent = (folder as NSString).deletingLastPathComponent
                if parent == folder { break }
                folder = parent
            }
            searched.append("folders above \(start)")
        }
        throw .fontsFolderNotFound(searched: searched)
    }

    /// The running executable's path (`/proc/self/exe` on Linux), or nil where unavailable.
    public static func executablePath() -> String? {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return resolved
        }
        return Bundle.main.executablePath
    }
}
