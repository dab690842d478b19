import Foundation

/// The image files of two folders matched by their paths relative to each folder, the way
/// `feedshot diff EXPECTED_FOLDER ACTUAL_FOLDER` compares them.
///
/// Image files are those ending in `.png`, `.jpg` or `.jpeg` (any case), found recursively;
/// hidden files and folders (names starting with `.`) are skipped. All lists are sorted by path.
public struct ImageFolderPairing: Hashable, Sendable {
    /// Relative paths present in both folders.
    public var matched: [String]
    /// Relative paths present only in the expected folder.
    public var missing: [String]
    /// Relative paths present only in the actual folder.
    public var extra: [String]

    /// Lists and matches the image files of two folders.
    public init(expectedFolder: String, actualFolder: String) throws(ImageDiffError) {
        let expected = Set(try Self.imageFiles(in: expectedFolder))
        let actual = Set(try Self.imageFiles(in: actualFolder))
        matched = expected.intersection(actual).sorted()
        missing = expected.subtracting(actual).sorted()
        extra = actual.subtracting(expected).sorted()
    }

    /// The file name extensions treated as images.
    public static let imageExtensions: Set<String> = ["png", "jpg", "jpeg"]

    /// The relative paths of the image files under `folder`, sorted.
    public static func imageFiles(in folder: String) throws(ImageDiffError) -> [String] {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: folder, isDirectory: &isFolder) else { throw .notFound(path: folder) }
        guard isFolder.boolValue else {
            throw .cannotList(path: folder, reason: "not a folder")
        }
        let root = URL(fileURLWithPath: folder, isDirectory: true)
        guard let enumerator = manager.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey],
                                                  options: [.skipsHiddenFiles]) else {
            throw .cannotList(path: folder, reason: "cannot enumerate")
        }
        let rootPath = root.standardizedFileURL.path
        var files = [String]()
        while let url = enumerator.nextObject() as? URL {
            guard imageExtensions.contains(url.pathExtension.lowercased()),
                  (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(rootPath) else { continue }
            files.append(String(path.dropFirst(rootPath.count).drop { $0 == "/" }))
        }
        return files.sorted()
    }
}
