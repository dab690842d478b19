import Foundation
import ProjectResources

extension FontCollection {
    /// The name of the file whose presence marks a fonts folder.
    static let markerFontName = "Inter-Regular.otf"

    private static let shared = Locked<FontCollection?>(nil)

    /// The collection of the project's `Fonts/` folder, loaded once per process and shared.
    ///
    /// The folder is the first of: the `FEEDSHOT_FONTS` environment variable; a `Fonts/` folder
    /// next to a `Package.swift` in the running executable's folder or any folder above it; the
    /// installed copy, `<prefix>/share/feedshot/Fonts` for an executable in `<prefix>/bin`; the
    /// same as the first walk from this source file (a package depending on Feedshot finds our
    /// checkout this way). See `ProjectFolderLocator`. Throws
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
                                         executablePath: String? = ProjectFolderLocator.executablePath(),
                                         sourcePath: String = #filePath) throws(FontError) -> String {
        switch ProjectFolderLocator.locate(folder: "Fonts", marker: markerFontName, environmentVariable: "FEEDSHOT_FONTS",
                                           environment: environment, executablePath: executablePath,
                                           sourcePath: sourcePath) {
        case .success(let folder): return folder
        case .failure(let failure): throw .fontsFolderNotFound(searched: failure.searched)
        }
    }
}
