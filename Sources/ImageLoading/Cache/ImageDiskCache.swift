import Digests
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The on-disk image cache, content-addressed and safe for several processes at once.
///
/// Layout under the cache folder:
/// - `blobs/ab/abcdef…`: the bytes of a response, named by their SHA-256. A blob is never
///   changed once it exists, so a reader can never see a torn file.
/// - `entries/<SHA-256 of the URL>.json`: the URL's blob, validators and freshness.
/// - `tmp/`: downloads in progress, streamed to disk (never held in memory) and hashed as they
///   arrive, then renamed into `blobs/` (a rename is atomic; two processes that download the
///   same bytes rename identical files to the same name). Entries are written the same way.
///
/// Nothing is ever deleted by the loader: old blobs stay until the folder is removed.
final class ImageDiskCache: Sendable {
    /// The cache folder.
    let directory: String

    init(directory: String) {
        self.directory = directory
    }

    /// `$XDG_CACHE_HOME/feedshot`, else `~/.cache/feedshot`.
    static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return (xdg as NSString).appendingPathComponent("feedshot")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return ((home as NSString).appendingPathComponent(".cache") as NSString).appendingPathComponent("feedshot")
    }

    // MARK: Reading

    /// The entry for `url` whose blob exists, or nil.
    func entry(for url: String) -> CacheEntry? {
        guard let data = FileManager.default.contents(atPath: entryPath(for: url)),
              let entry = try? JSONDecoder().decode(CacheEntry.self, from: data),
              entry.url == url, isValidHash(entry.blob) else { return nil }
        var status = stat()
        guard stat(blobPath(entry.blob), &status) == 0, Int(status.st_size) == entry.byteCount else { return nil }
        return entry
    }

    /// The file holding a blob.
    func blobPath(_ hash: String) -> String {
        "\(directory)/blobs/\(hash.prefix(2))/\(hash)"
    }

    private func entryPath(for url: String) -> String {
        let key = SHA256.hexDigest(Array(url.utf8))
        return "\(directory)/entries/\(key).json"
    }

    private func isValidHash(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    // MARK: Writing

    /// Opens a new file under `tmp/` for a download.
    func beginDownload() throws(ImageLoadingError) -> CacheDownload {
        let folder = "\(directory)/tmp"
        try makeDirectory(folder)
        for _ in 0..<8 {
            let path = "\(folder)/\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 { return CacheDownload(path: path, descriptor: descriptor) }
            if errno != EEXIST { throw failure(path) }
        }
        throw .cacheFailure(path: folder, reason: "cannot create a unique temporary file")
    }

    /// Moves a finished download into `blobs/` and records it as `url`'s entry.
    func commit(_ download: CacheDownload, url: String, validators: CacheValidators,
                now: Double) throws(ImageLoadingError) -> CacheEntry {
        let hash = try download.finish()
        let destination = blobPath(hash)
        try makeDirectory((destination as NSString).deletingLastPathComponent)
        // rename(2) replaces an existing blob atomically; it has the same bytes by construction.
        guard rename(download.path, destination) == 0 else {
            let error = failure(destination)
            unlink(download.path)
            throw error
        }
        let entry = CacheEntry(url: url, blob: hash, byteCount: download.byteCount, etag: validators.etag,
                               lastModified: validators.lastModified, storedAt: now, maxAge: validators.maxAge)
        try write(entry)
        return entry
    }

    /// Records that the server confirmed `entry` (304): new freshness, same blob; validators
    /// the 304 carries replace the old ones.
    func confirm(_ entry: CacheEntry, validators: CacheValidators, now: Double) throws(ImageLoadingError) -> CacheEntry {
        var updated = entry
        updated.storedAt = now
        updated.maxAge = validators.maxAge ?? entry.maxAge
        if let etag = validators.etag { updated.etag = etag }
        if let lastModified = validators.lastModified { updated.lastModified = lastModified }
        try write(updated)
        return updated
    }

    /// Writes an entry atomically (temporary file, then rename).
    private func write(_ entry: CacheEntry) throws(ImageLoadingError) {
        let path = entryPath(for: entry.url)
        try makeDirectory((path as NSString).deletingLastPathComponent)
        let data: Data
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            data = try encoder.encode(entry)
        } catch {
            throw .cacheFailure(path: path, reason: "\(error)")
        }
        let download = try beginDownload()
        data.withUnsafeBytes { download.write($0) }
        _ = try download.finish()
        guard rename(download.path, path) == 0 else {
            let error = failure(path)
            unlink(download.path)
            throw error
        }
    }

    private func makeDirectory(_ path: String) throws(ImageLoadingError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .cacheFailure(path: path, reason: error.localizedDescription)
        }
    }

    private func failure(_ path: String) -> ImageLoadingError {
        .cacheFailure(path: path, reason: String(cString: strerror(errno)))
    }
}

/// A download being streamed into the cache's `tmp/` folder and hashed on the way.
final class CacheDownload: @unchecked Sendable {
    // Unchecked Sendable: one task writes a download at a time (the fetch that owns it).
    let path: String
    private var descriptor: Int32
    private var hasher = SHA256()
    private var writeError: Int32 = 0
    private(set) var byteCount = 0

    init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit {
        if descriptor >= 0 {
            close(descriptor)
            unlink(path)
        }
    }

    /// Appends bytes (errors are kept and reported by ``finish()``).
    func write(_ bytes: UnsafeRawBufferPointer) {
        guard descriptor >= 0, writeError == 0, let base = bytes.baseAddress else { return }
        hasher.update(Array(bytes))
        byteCount += bytes.count
        var offset = 0
        while offset < bytes.count {
            let written = posixWrite(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                writeError = errno
                return
            }
            offset += written
        }
    }

    /// Closes the file and returns the SHA-256 of its bytes.
    func finish() throws(ImageLoadingError) -> String {
        let descriptor = self.descriptor
        self.descriptor = -1
        if descriptor >= 0, close(descriptor) != 0, writeError == 0 { writeError = errno }
        guard writeError == 0 else {
            unlink(path)
            throw .cacheFailure(path: path, reason: String(cString: strerror(writeError)))
        }
        return SHA256.hex(hasher.finalize())
    }

    /// Drops the partial file.
    func discard() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        unlink(path)
    }
}

/// `write(2)`, named apart from ``CacheDownload/write(_:)``.
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
