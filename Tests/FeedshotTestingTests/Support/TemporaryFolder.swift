import Foundation

/// A fresh folder under the system's temporary folder, removed by ``remove()``.
struct TemporaryFolder {
    let path: String

    init(_ label: String = "feedshot-testing") throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// The bytes of a file, or nil when it does not exist.
    static func bytes(at path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    /// A file's modification date and inode, which change when it is rewritten (even atomically
    /// with the same bytes).
    static func identity(of path: String) -> String {
        let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
        let inode = (attributes[.systemFileNumber] as? NSNumber)?.intValue ?? -1
        let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        return "\(inode)@\(date)"
    }
}
