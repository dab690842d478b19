import Foundation

/// Finds the checkout's resource folders (`Fonts/`, `Assets/`) at run time.
///
/// Feedshot runs from its checkout (`swift run`, `.build/release/feedshot`, tests), so a folder
/// is found by walking up from the running executable, then from the caller's source file,
/// looking for a `Package.swift` with the folder beside it; an environment variable overrides
/// both for installs elsewhere.
public enum ProjectFolderLocator {
    /// The folder's path, or every place that was searched (for the caller's error message).
    ///
    /// - Parameters:
    ///   - folder: the folder's name next to `Package.swift` (`"Fonts"`).
    ///   - marker: a file the folder must hold (`"Inter-Regular.otf"`), so an unrelated folder of
    ///     the same name is never picked.
    ///   - environmentVariable: a variable naming the folder directly; checked first.
    ///   - sourcePath: the caller's `#filePath`, the fallback start of the walk.
    public static func locate(folder: String, marker: String, environmentVariable: String,
                              environment: [String: String] = ProcessInfo.processInfo.environment,
                              executablePath: String? = ProjectFolderLocator.executablePath(),
                              sourcePath: String) -> Result<String, SearchFailure> {
        var searched = [String]()
        let files = FileManager.default
        if let override = environment[environmentVariable], !override.isEmpty {
            if files.fileExists(atPath: (override as NSString).appendingPathComponent(marker)) {
                return .success(override)
            }
            searched.append("\(environmentVariable)=\(override)")
        }
        for start in [executablePath, sourcePath].compactMap({ $0 }) {
            var directory = (start as NSString).deletingLastPathComponent
            while !directory.isEmpty {
                let candidate = (directory as NSString).appendingPathComponent(folder)
                if files.fileExists(atPath: (directory as NSString).appendingPathComponent("Package.swift")),
                   files.fileExists(atPath: (candidate as NSString).appendingPathComponent(marker)) {
                    return .success(candidate)
                }
                let parent = (directory as NSString).deletingLastPathComponent
                if parent == directory { break }
                directory = parent
            }
            searched.append("folders above \(start)")
        }
        return .failure(SearchFailure(searched: searched))
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
