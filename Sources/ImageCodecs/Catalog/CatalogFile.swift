import Foundation

/// Reading a catalog's small JSON files without trusting their size.
enum CatalogFile {
    /// The largest `Contents.json` read, colour set or image set (Xcode writes a few hundred
    /// bytes; a larger file is refused without being read).
    static let maximumSize = 1 << 20

    /// The file's bytes, or `nil` when it cannot be read or is larger than `limit`.
    static func contents(atPath path: String, limit: Int = maximumSize) -> Data? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: limit + 1), data.count <= limit else { return nil }
        return data
    }
}
