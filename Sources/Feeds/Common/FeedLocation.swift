import Foundation
import ProjectResources

/// Where a feed's files are: the embedded default feed, and the images folder of a data folder.
public enum FeedLocation {
    /// The embedded default feed, the checkout's `Assets/` folder (or `FEEDSHOT_ASSETS`).
    public static func embeddedFeedDirectory() throws(FeedDecodingError) -> String {
        switch ProjectFolderLocator.locate(folder: "Assets", marker: "missions.json",
                                           environmentVariable: "FEEDSHOT_ASSETS", sourcePath: #filePath) {
        case .success(let folder):
            return folder
        case .failure(let failure):
            throw .unreadable(file: "Assets/missions.json",
                              reason: "the embedded feed was not found (set FEEDSHOT_ASSETS); looked in: "
                                  + failure.searched.joined(separator: ", "))
        }
    }

    /// The images folder of a data folder: `DIR/Images`, else `DIR/images`, else `DIR` itself.
    public static func imagesDirectory(forDataDirectory directory: String) -> String {
        for name in ["Images", "images"] {
            let candidate = (directory as NSString).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), isDirectory.boolValue {
                return candidate
            }
        }
        return directory
    }

    /// `file` inside `directory`, a path or a URL (`https://host/feed/` + `missions.json`), for messages.
    public static func join(_ directory: String, _ file: String) -> String {
        directory.hasSuffix("/") ? directory + file : directory + "/" + file
    }
}
