import Foundation

/// Finds Feedshot's resource folders (`Fonts/`, `Assets/`) at run time.
///
/// The folders travel with the code in three ways, and the search covers each:
/// 1. **From the checkout** (`swift run`, `.build/release/feedshot`, our tests): walking up from
///    the running executable to a `Package.swift` with the folder beside it.
/// 2. **Installed** (`Scripts/install --prefix PREFIX`): the binary is `PREFIX/bin/feedshot` and
///    the folders are in `PREFIX/share/feedshot/`, found from the executable's own path.
/// 3. **As a package dependency** (a consumer's `swift test` or `swift run`): SwiftPM builds us from
///    the dependency's checkout (`.build/checkouts/<feedshot>`), which it keeps for as long as the
///    consumer builds; walking up from the caller's source file (`#filePath`) finds it there.
///
/// An environment variable naming the folder overrides all three, for anything else (a consumer's
/// binary copied away from its build folder).
///
/// Why not SwiftPM resources (`Bundle.module`): resources must live inside a target's folder,
/// and `Fonts/` and `Assets/` are top-level folders the CLI, the asset generator and the docs
/// share; on Linux a resource bundle is found beside the executable or at its absolute build
/// path, the same "the build tree is still there" assumption as way 3, so it would gain nothing
/// for consumers; and the generated accessor ends the process when the bundle is missing, where
/// this search returns every place it looked for a clear error.
public enum ProjectFolderLocator {
    /// The folder under an install prefix holding the installed resources: `share/feedshot`.
    public static let installedResourcesPath = "share/feedshot"

    /// The folder's path, or every place that was searched (for the caller's error message).
    ///
    /// - Parameters:
    ///   - folder: the folder's name next to `Package.swift` (`"Fonts"`).
    ///   - marker: a file the folder must hold (`"Inter-Regular.otf"`), so an unrelated folder of
    ///     the same name is never picked.
    ///   - environmentVariable: a variable naming the folder directly; checked first.
    ///   - executablePath: the running executable, the start of the checkout walk and the anchor
    ///     of the install layout (`<executable>/../../share/feedshot/<folder>`).
    ///   - sourcePath: the caller's `#filePath`, the start of the last walk.
    public static func locate(folder: String, marker: String, environmentVariable: String,
                              environment: [String: String] = ProcessInfo.processInfo.environment,
                              executablePath: String? = ProjectFolderLocator.executablePath(),
                              sourcePath: String) -> Result<String, SearchFailure> {
        var searched = [String]()
        func holdsMarker(_ candidate: String) -> Bool {
            FileManager.default.fileExists(atPath: (candidate as NSString).appendingPathComponent(marker))
        }
        if let override = environment[environmentVariable], !override.isEmpty {
            if holdsMarker(override) { return .success(override) }
            searched.append("\(environmentVariable)=\(override)")
        }
        if let executablePath {
            if let found = checkoutFolder(folder, above: executablePath, holding: holdsMarker) { return .success(found) }
            searched.append("folders above \(executablePath)")
            let installed = installedFolder(folder, forExecutable: executablePath)
            if holdsMarker(installed) { return .success(installed) }
            searched.append(installed)
        }
        if let found = checkoutFolder(folder, above: sourcePath, holding: holdsMarker) { return .success(found) }
        searched.append("folders above \(sourcePath)")
        return .failure(SearchFailure(searched: searched))
    }

    /// `folder` beside a `Package.swift` in the folder of `start` or any folder above it.
    static func checkoutFolder(_ folder: String, above start: String, holding holdsMarker: (String) -> Bool) -> String? {
        var directory = (start as NSString).deletingLastPathComponent
        while !directory.isEmpty {
            let candidate = (directory as NSString).appendingPathComponent(folder)
            if FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent("Package.swift")),
               holdsMarker(candidate) {
                return candidate
            }
            let parent = (directory as NSString).deletingLastPathComponent
            if parent == directory { break }
            directory = parent
        }
        return nil
    }

    /// Where `Scripts/install` puts `folder` for an executable installed as `PREFIX/bin/<name>`:
    /// `PREFIX/share/feedshot/<folder>`.
    public static func installedFolder(_ folder: String, forExecutable executablePath: String) -> String {
        let prefix = ((executablePath as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        return ((prefix as NSString).appendingPathComponent(installedResourcesPath) as NSString)
            .appendingPathComponent(folder)
    }

    /// The places a failed search looked, in order.
    public struct SearchFailure: Error, Sendable, Hashable {
        public var searched: [String]
    }

    /// The running executable's path (`/proc/self/exe` on Linux), or nil where unavailable.
    public static func executablePath() -> String? {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return resolved
        }
        return Bundle.main.executablePath
    }
}
