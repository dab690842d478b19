import Foundation

/// A fresh folder under the system's temporary folder, removed when the last reference goes away
/// (or earlier with ``remove()``).
public final class TemporaryFolder: @unchecked Sendable {
    /// The folder's absolute path.
    public let path: String

    /// Creates the folder; `label` prefixes its name to tell tests apart when one is left behind.
    public init(_ label: String = "feedshot-tests") throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { remove() }

    /// Deletes the folder and everything in it.
    public func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// The path of `name` inside the folder.
    public func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

    /// Writes a UTF-8 text file into the folder (creating subfolders) and returns its path.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String {
        try write(name, bytes: Array(text.utf8))
    }

    /// Writes bytes into the folder (creating subfolders) and returns the file's path.
    @discardableResult
    public func write(_ name: String, bytes: [UInt8]) throws -> String {
        let target = file(name)
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: target))
        return target
    }

    /// The bytes of a file, or nil when it does not exist.
    public static func bytes(at path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    /// A file's modification date and inode, which change when it is rewritten (even atomically
    /// with the same bytes).
    public static func identity(of path: String) -> String {
        let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
        let inode = (attributes[.systemFileNumber] as? NSNumber)?.intValue ?? -1
        let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        return "\(inode)@\(date)"
    }
}
